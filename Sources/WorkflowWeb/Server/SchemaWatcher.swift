import Foundation
import WorkflowRuntime
import WorkflowSchema

/// The served schema file, read again whenever its contents change (`wfs serve --watch`).
///
/// Each look compares the file's bytes with the last ones read, so a save is seen on the next
/// request whatever the file system's timestamps. A file with errors keeps its diagnostics for
/// the page to show, and the last good schema is kept until the file is fixed.
public actor SchemaWatcher {
    /// What the file holds now: a schema to serve, or the problems that stop it.
    public enum State: Sendable {
        /// A schema without errors; `generation` grows with each new good version.
        case schema(Schema, generation: Int)
        /// The file cannot be served; `report` lists the problems, compiler style.
        case problems(report: String)
    }

    private let url: URL
    private let displayPath: String
    private let validator: SchemaValidator
    private var lastBytes: Data?
    private var state: State = .problems(report: "not read yet")
    private var generation = 0

    /// The last version without errors, without reading the file again (nil until there is one).
    public private(set) var latestSchema: Schema?
    /// The `ContentDigest` of the file's bytes of `latestSchema`: the identity of the schema sessions are made from.
    public private(set) var latestDigest: String?

    /// Watches the schema file at `url`, shown in reports as `displayPath`, checking each version with `validator`.
    public init(url: URL, displayPath: String, validator: SchemaValidator = SchemaValidator()) {
        self.url = url
        self.displayPath = displayPath
        self.validator = validator
    }

    /// The schema to serve, reading the file again if it changed since the last look.
    public func current() -> State {
        let bytes = FileManager.default.contents(atPath: url.path)
        guard bytes != lastBytes || lastBytes == nil else { return state }
        lastBytes = bytes
        guard let bytes else {
            state = .problems(report: "\(displayPath): error: cannot read the file")
            return state
        }
        let result = validator.validate(source: [UInt8](bytes), path: url.path)
        if let schema = result.schema, !result.hasErrors {
            generation += 1
            latestSchema = schema
            latestDigest = ContentDigest.of(bytes)
            state = .schema(schema, generation: generation)
        } else {
            let formatter = DiagnosticFormatter(usesColor: false, showsSourceLines: true)
            let source = SourceLines([UInt8](bytes))
            state = .problems(
                report: result.diagnostics.map { formatter.format($0, path: displayPath, source: source) }
                    .joined(separator: "\n"))
        }
        return state
    }
}
