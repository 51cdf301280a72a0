import Foundation

/// The files linked to one schema file: the schema files of its folder joined to it by
/// `<loadSchema>`, in either direction, directly or through others.
///
/// A loaded schema is made in the context of the action that loads it, so its `keyPath`
/// proxies read keys that the loading file provides. The built-in loader reads paths relative
/// to the folder of the file first served, so the files that can load a file are in its folder.
/// A file whose real location is outside the folder's (a symbolic link leaving it, or a linked
/// folder on the way) is never read, as the built-in loader never reads it (``RealFolder``).
public struct LinkedSchemaFiles: Sendable {
    /// At most this many files of the folder are read.
    public static let maximumFiles = 200

    /// The other linked files, with their schemas, by path relative to the folder.
    public let otherFiles: [String: Schema]
    /// The `userInfo` keys the other files provide (see ``UnprovidedKeyRule``), or nil when a file
    /// stores a value under a name only run time knows.
    public let providedKeys: Set<String>?

    /// Reads the files linked to `file` with `workspace`: only those that changed since it last
    /// read them are read again. With `schema`, the file's own text as the caller loaded it (an
    /// editor's, newer than the file), the file is not read.
    public init(of file: URL, schema: Schema? = nil, workspace: SchemaWorkspace = SchemaWorkspace()) {
        self.init(of: file, loads: schema.map(LoadedFileCheck.loads(in:)), workspace: workspace)
    }

    /// The files linked to `file`, whose own text's loads are `startLoads` (nil: read the file).
    init(of file: URL, loads startLoads: [LoadedFileCheck.Load]?, workspace: SchemaWorkspace) {
        let folder = RealFolder(file.deletingLastPathComponent())
        let start = file.standardizedFileURL.lastPathComponent
        var files: [String: (location: String, entry: SchemaCache.Entry)] = [:]
        func read(_ name: String, at location: String) {
            if let entry = workspace.entry(atPath: location), entry.result.schema != nil {
                files[name] = (location, entry)
            }
        }
        for (name, location) in Self.schemaFilePaths(in: folder).prefix(Self.maximumFiles)
        where startLoads == nil || name != start {
            if let source = workspace.location(of: name, at: location, in: folder) { read(name, at: source) }
        }
        // Loads to files outside the folder's top level (a subfolder) are read as they are met.
        var neighbours: [String: Set<String>] = [:]
        var pending = Array(files.keys) + (startLoads == nil ? [] : [start])
        while let name = pending.popLast() {
            let loads: [LoadedFileCheck.Load]
            if name == start, let startLoads {
                loads = startLoads
            } else if let entry = files[name]?.entry {
                loads = entry.loads
            } else {
                continue
            }
            for load in loads {
                guard let written = LoadedFileCheck.relativeTarget(load.path.value) else { continue }
                let target = Self.normalized(written)
                neighbours[name, default: []].insert(target)
                neighbours[target, default: []].insert(name)
                if files[target] == nil, startLoads == nil || target != start, files.count < Self.maximumFiles,
                    LoadPath.refusal(of: target) == nil,
                    case .inside(let located) = folder.locatePath(target),
                    let source = workspace.location(of: target, at: located, in: folder)
                {
                    read(target, at: source)
                    if files[target] != nil { pending.append(target) }
                }
            }
        }
        var joined: Set<String> = [start]
        var queue = [start]
        while let name = queue.popLast() {
            for next in neighbours[name] ?? [] where joined.insert(next).inserted { queue.append(next) }
        }
        joined.remove(start)
        let linked = files.filter { joined.contains($0.key) }
        otherFiles = linked.compactMapValues { file in
            file.entry.result.schema.map { schema in
                var schema = schema
                schema.source = file.location
                return schema
            }
        }
        var keys: Set<String>? = []
        for file in linked.values {
            guard let known = file.entry.keys(registry: workspace.loader.registry) else {
                keys = nil
                break
            }
            keys?.formUnion(known)
        }
        providedKeys = keys
    }

    /// The schema files directly in `folder` whose real location is inside it, by name, in order,
    /// with that location; files a symbolic link takes out of the folder are left out unread.
    public static func schemaFiles(in folder: RealFolder) -> [(name: String, location: URL)] {
        schemaFilePaths(in: folder).map { ($0.name, URL(fileURLWithPath: $0.location)) }
    }

    /// ``schemaFiles(in:)``, with each location as a path.
    static func schemaFilePaths(in folder: RealFolder) -> [(name: String, location: String)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []
        return names.filter(isSchemaFile).sorted().compactMap { name in
            guard case .inside(let location) = folder.locatePath(name) else { return nil }
            return (name, location)
        }
    }

    /// Whether a file name is a schema's: XML or the JSON form.
    public static func isSchemaFile(_ name: String) -> Bool {
        name.hasSuffix(".xml") || name.hasSuffix(".json")
    }

    /// A load path as a key of the folder's files: without `.` components and repeated slashes.
    public static func normalized(_ path: String) -> String {
        RealFolder.normalized(path)
    }
}
