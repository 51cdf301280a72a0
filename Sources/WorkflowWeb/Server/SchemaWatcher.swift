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
        self.url = url.standardizedFileURL
        path = self.url.path
        self.displayPath = displayPath
        self.validator = validator
    }

    /// The schema to serve, checking the file again if it changed since the last look.
    public func current() -> State {
        let file = validator.workspace.loadedFile(atPath: path)
        // The same text is the same buffer, so an unchanged file compares at once.
        if let file, file.bytes == lastBytes { return state }
        lastBytes = file?.bytes
        // With the folder's files; the file's own text is the one just looked at, kept by the workspace.
        let result = validator.validate(file: url)
        if let schema = result.schema, !result.hasErrors {
            generation += 1
            latestSchema = schema
            latestDigest = schema.contentDigest ?? file?.contentDigest
            state = .schema(schema, generation: generation)
        } else {
            let formatter = DiagnosticFormatter(usesColor: false, showsSourceLines: true)
            let source = SourceLines(file?.bytes ?? [])
            state = .problems(
                report: result.diagnostics.map { formatter.format($0, path: displayPath, source: source) }
                    .joined(separator: "\n"))
        }
        return state
    }
}
