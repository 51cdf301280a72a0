import Foundation
import WorkflowRuntime
import WorkflowSchema

/// The served schema file, read again whenever its contents change (`wfs serve --watch`).
///
/// Each look asks the validator's ``SchemaWorkspace`` for the file: one `stat` while it keeps its
/// stamp, a read compared by content while it is young (a save is seen on the next request
/// whatever the file system's timestamps). A file with errors keeps its diagnostics for the page
/// to show, and the last good schema is kept until the file is fixed.
public actor SchemaWatcher {
    /// What the file holds now: a schema to serve, or the problems that stop it.
    public enum State: Sendable {
        /// A schema without errors; `generation` grows with each new good version.
        case schema(Schema, generation: Int)
        /// The file cannot be served; `report` lists the problems, compiler style.
        case problems(report: String)
    }

    private let url: URL
    private let path: String
    private let displayPath: String
    private let validator: SchemaValidator
    private var lastBytes: [UInt8]?
    private var state: State = .problems(report: "not read yet")
    private var generation = 0

    /// The last version without errors, without reading the file again (nil until there is one).
    public private(set) var latestSchema: Schema?
    /// The `ContentDigest` of the file's bytes of `latestSchema`: the identity of the schema sessions are made from.
    public private(set) var latestDigest: String?

    /// Watches the schema file at `url`, shown in reports as `displayPath`, checking each version with `validator`.
    public init(url: URL, displayPath: String, validator: SchemaValidator = SchemaValidator()) {
        self.url = url
        path = url.standardizedFileURL.path
        self.displayPath = displayPath
        self.validator = validator
    }

    /// The schema to serve, checking the file again if it changed since the last look.
    public func current() -> State {
        guard let file = validator.workspace.loadedFile(atPath: path) else {
            // Nothing to load (no file, a folder, too large): the check says why, and what it
            // may have found since is taken at the next look.
            lastBytes = nil
            let why = validator.validate(file: url).diagnostics.filter { $0.severity == .error }
            state = .problems(
                report: why.isEmpty ? "\(displayPath): error: cannot read the file" : report(why, source: []))
            return state
        }
        // The same text is the same buffer, so an unchanged file compares at once.
        if file.bytes == lastBytes { return state }
        lastBytes = file.bytes
        // This very text, with the folder's files: a save since is seen at the next look.
        let result = validator.validate(file, file: url)
        if let schema = result.schema, !result.hasErrors {
            generation += 1
            latestSchema = schema
            latestDigest = file.contentDigest
            state = .schema(schema, generation: generation)
        } else {
            state = .problems(report: report(result.diagnostics, source: file.bytes))
        }
        return state
    }

    /// `diagnostics` compiler style, with the lines of `source` they point at.
    private func report(_ diagnostics: [Diagnostic], source: [UInt8]) -> String {
        let formatter = DiagnosticFormatter(usesColor: false, showsSourceLines: true)
        let lines = SourceLines(source)
        return diagnostics.map { formatter.format($0, path: displayPath, source: lines) }.joined(separator: "\n")
    }
}
