import Foundation

/// Checks a schema completely: the loader's checks, then the whole-schema checks and the files it
/// loads, the one pipeline behind `wfs validate`, `wfs serve` and `wfs test`.
///
/// The whole-schema checks (``SchemaChecker``'s standard rules, then ``rules``) run only on a schema
/// without errors, since a broken tree would only give them wrong answers. A schema read from a
/// file is also checked with the other files of its folder: the keys they provide
/// (``LinkedSchemaFiles``) and the files it loads (``LoadedFileCheck``). Nothing is printed: format the
/// diagnostics with ``DiagnosticFormatter``.
///
/// ```swift
/// let result = SchemaValidator().validate(file: URL(fileURLWithPath: "hello.xml"))
/// for diagnostic in result.diagnostics { print(DiagnosticFormatter().format(diagnostic, path: "hello.xml")) }
/// ```
public struct SchemaValidator: Sendable {
    /// Reads the files, keeping each text loaded (``SchemaWorkspace``), with its loader's registry
    /// and limits (also for the files a schema loads).
    public var workspace: SchemaWorkspace
    /// Checks added after the standard whole-schema ones, for example by a runtime that knows which
    /// tags it can make.
    public var rules: [any SchemaRule] { didSet { checker = Checker() } }
    /// Names these rules to the workspace, which keeps each file's check alone by who made it:
    /// a copy with other rules, or another validator given this workspace, checks again.
    private var checker = Checker()

    private final class Checker: Sendable {}

    /// Creates a validator for the tags of `registry`, reading within `limits`, with extra `rules`.
    public init(registry: TagRegistry = .standard, limits: MarkupLimits = .default, rules: [any SchemaRule] = []) {
        workspace = SchemaWorkspace(loader: SchemaLoader(registry: registry, limits: limits))
        self.rules = rules
    }

    /// Reads and checks each document, with its registry and limits.
    public var loader: SchemaLoader { workspace.loader }

    /// The tags the schemas may use.
    public var registry: TagRegistry { loader.registry }

    /// Loads and checks the schema file at `file`, with the files of its folder.
    public func validate(file: URL) -> SchemaLoadResult {
        let (result, entry) = workspace.loaded(contentsOf: file)
        return checked(result, file: file, loads: entry?.loads)
    }

    /// Checks `text`, the file at `file` as ``SchemaWorkspace/loadedFile(atPath:)`` gave it, with
    /// the files of its folder: ``validate(file:)`` of that very text, which a save since cannot change.
    public func validate(_ text: LoadedSchemaFile, file: URL) -> SchemaLoadResult {
        checked(text.loaded(at: file), file: file, loads: text.loads)
    }

    /// Loads and checks a schema given as UTF-8 bytes; with `path` (the file it is the text of,
    /// as an editor holds it) it is checked with the files of that folder too.
    public func validate(source: [UInt8], path: String? = nil) -> SchemaLoadResult {
        var result = loader.load(source)
        guard let path else { return checked(result, file: nil) }
        result.schema?.source = path
        return checked(result, file: URL(fileURLWithPath: path))
    }

    /// Loads and checks a schema given as text, as the bytes of its UTF-8 form are.
    public func validate(source: String, path: String? = nil) -> SchemaLoadResult {
        validate(source: Array(source.utf8), path: path)
    }

    /// Loads and checks the schema file at `file` on its own, as a server loads a file at run time:
    /// the whole-schema checks without the other files of its folder (with them they only warn),
    /// each text of the file checked once (``SchemaWorkspace``).
    public func validate(loadedFile file: URL) -> SchemaLoadResult {
        workspace.load(contentsOf: file, checkedBy: checker) { checked($0, file: nil) }
    }

    /// `result` with the whole-schema checks' diagnostics added, in document order; `loads`, its
    /// schema's `<loadSchema>`s when they are already known.
    private func checked(
        _ result: SchemaLoadResult, file: URL?, loads known: [LoadedFileCheck.Load]? = nil
    ) -> SchemaLoadResult {
        guard let schema = result.schema, !result.hasErrors else { return result }
        var checks: [Diagnostic]
        if let file {
            // The folder's files as they are now, each asked about once.
            let folder = workspace.stampingOnce()
            // One walk finds the file's loads, for the files linked to it and for the loads' checks.
            let loads = known ?? LoadedFileCheck.loads(in: schema)
            let keys = LinkedSchemaFiles(of: file, loads: loads, workspace: folder).providedKeys
            let standard = SchemaChecker.standardRules(keysFromOtherFiles: keys)
            checks = SchemaChecker(registry: registry, rules: standard + rules).check(schema)
            checks += LoadedFileCheck(workspace: folder).check(loads: loads, file: file)
        } else {
            checks = SchemaChecker(registry: registry, rules: SchemaChecker.standardRules + rules).check(schema)
        }
        guard !checks.isEmpty else { return result }
        return SchemaLoadResult(schema: schema, diagnostics: (result.diagnostics + checks).inDocumentOrder())
    }
}
