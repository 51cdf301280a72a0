import Foundation

/// Checks the files a schema loads with `<loadSchema>`, following them: a path the built-in file
/// loader refuses (on sight, or because a symbolic link takes it out of the folder: such a file is
/// never read) or that names no file (`WFS0504`), and files that load each other as soon as they
/// appear, without end (`WFS0505`).
///
/// Paths are read as the runtime's file loader reads them: relative to the folder of the file
/// first served, for every file loaded from it. A root delegate may still answer any path, so
/// these are warnings.
public struct LoadedFileCheck: Sendable {
    /// The lifecycle actions: a load inside one of them happens when the screen appears, unasked.
    static let lifecycleNames: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear"]

    /// Reads the loaded files.
    public var workspace: SchemaWorkspace

    /// Creates the check, reading with `workspace`.
    public init(workspace: SchemaWorkspace = SchemaWorkspace()) {
        self.workspace = workspace
    }

    /// One `<loadSchema>` with a path written in the file.
    struct Load {
        let path: SchemaText
        /// Whether it runs when its screen appears (inside a lifecycle action).
        let isAutomatic: Bool
    }

    /// The problems of the loads of `schema`, read from `file`, and of the files it loads.
    public func check(_ schema: Schema, file: URL) -> [Diagnostic] {
        check(loads: Self.loads(in: schema), file: file)
    }

    /// The problems of `rootLoads`, the loads of the schema read from `file`, and of the files it loads.
    func check(loads rootLoads: [Load], file: URL) -> [Diagnostic] {
        let folder = RealFolder(file.deletingLastPathComponent())
        let rootName = file.standardizedFileURL.lastPathComponent
        var diagnostics: [Diagnostic] = []
        var reported = Set<String>()
        var loadsByFile: [String: [(target: String, isAutomatic: Bool)]] = [:]
        // Each file to look at, with the load of the first file that leads to it (problems of
        // files further on are reported there).
        var pending: [(name: String, loads: [Load], via: SourceRange?)] = [(rootName, rootLoads, nil)]
        var seen: Set<String> = [rootName]
        while let (name, loads, via) = pending.popLast() {
            let isRoot = via == nil
            for load in loads {
                let path = load.path.value
                guard let target = Self.relativeTarget(path) else {
                    if isRoot {
                        diagnostics.append(
                            Diagnostic(
                                .warning, .unloadableFile,
                                "the built-in file loader refuses '\(path)' (an absolute path, or one leaving the "
                                    + "schema's folder), so this loads only if the root delegate answers it",
                                at: load.path.range))
                    }
                    continue
                }
                // A problem of a file further on is reported once, at the load that leads to it.
                func report(_ problem: String, suggestion: String? = nil) {
                    guard isRoot || reported.insert(target).inserted else { return }
                    diagnostics.append(
                        Diagnostic(
                            .warning, .unloadableFile, problem, at: via ?? load.path.range, suggestion: suggestion))
                }
                let place = isRoot ? "" : " (loaded from \(name))"
                let located: String
                switch folder.locatePath(target) {
                case .outside:
                    // Never read, even when an editor holds the file the link leads to.
                    report(
                        "the built-in file loader refuses '\(target)'\(place): it leaves the schema's folder through "
                            + "a symbolic link, so it is not read, and this loads only if the root delegate answers it")
                    continue
                case .tooManyLinks:
                    report(
                        "the built-in file loader cannot read '\(target)'\(place): there are too many levels of "
                            + "symbolic links, so this load fails unless the root delegate answers it")
                    continue
                case .inside(let file):
                    located = file
                }
                // A document an editor holds open counts, saved or not (`wfs lsp`).
                guard let source = workspace.location(of: target, at: located, in: folder) else {
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: located, isDirectory: &isFolder), isFolder.boolValue {
                        report(
                            "'\(target)' is a folder in the schema's folder\(place), not a schema file, so this load "
                                + "fails unless the root delegate answers it")
                        continue
                    }
                    // A file a link takes out of the folder is no answer: the loader refuses it too.
                    let suggestion =
                        isRoot
                        ? Suggestion.closest(to: target, in: LinkedSchemaFiles.schemaFiles(in: folder).map(\.name))
                        : nil
                    let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
                    report(
                        "there is no file '\(target)' in the schema's folder\(place), so this load fails "
                            + "unless the root delegate answers it\(hint)",
                        suggestion: suggestion)
                    continue
                }
                loadsByFile[name, default: []].append((target, load.isAutomatic))
                if !seen.contains(target), let entry = workspace.entry(atPath: source), entry.result.schema != nil {
                    seen.insert(target)
                    pending.append((target, entry.loads, via ?? load.path.range))
                }
            }
        }
        if let cycle = Self.automaticCycle(from: rootName, loads: loadsByFile),
            let first = rootLoads.first(where: {
                $0.isAutomatic && Self.relativeTarget($0.path.value) == cycle[1]
            })
        {
            diagnostics.append(
                Diagnostic(
                    .warning, .loadingCycle,
                    "these files load one another as soon as they appear (\(cycle.joined(separator: " → "))), "
                        + "without end; the session stops it after RuntimeLimits.maximumSchemaNesting loads",
                    at: first.path.range))
        }
        return diagnostics
    }

    /// The loads of a schema whose paths are written as text.
    static func loads(in schema: Schema) -> [Load] {
        guard let root = schema.object else { return [] }
        var loads: [Load] = []
        SchemaTreeWalk(root: root).forEach { visit in
            guard visit.element.tag == "loadSchema", !visit.element.isDynamic,
                case .text(let path)? = visit.element[parameter: "path"]?.value
            else { return }
            // The load is a lifecycle action itself, or inside one.
            let isAutomatic = (visit.ancestors + [visit.element]).contains { lifecycleNames.contains($0.name ?? "") }
            loads.append(Load(path: path, isAutomatic: isAutomatic))
        }
        return loads
    }

    /// The path as the built-in loader accepts it, or nil when it refuses it.
    static func relativeTarget(_ path: String) -> String? {
        LoadPath.refusal(of: path) == nil ? path : nil
    }

    /// A chain of automatic loads from `start` back to a file already in the chain, if any.
    private static func automaticCycle(
        from start: String, loads: [String: [(target: String, isAutomatic: Bool)]]
    ) -> [String]? {
        var chain = [start]
        func walk(_ file: String) -> [String]? {
            for load in loads[file] ?? [] where load.isAutomatic {
                if let index = chain.firstIndex(of: load.target) { return Array(chain[index...]) + [load.target] }
                chain.append(load.target)
                if let found = walk(load.target) { return found }
                chain.removeLast()
            }
            return nil
        }
        guard let cycle = walk(start), cycle.first == start else { return nil }
        return cycle
    }
}
