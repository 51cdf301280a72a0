import Foundation
import WorkflowRuntime
import WorkflowSchema

/// A flow: a YAML file that drives a schema headlessly, step by step, like a UI test.
public struct FlowFile: Sendable, Equatable {
    /// The largest flow file `load(contentsOf:)` reads, 1 MiB.
    public static let maximumFileSize = 1 << 20

    /// The file the flow came from, if any.
    public var path: String?
    /// The schema to drive, relative to the flow file.
    public var schema: String
    /// Where `schema` is written, for errors about the schema file.
    public var schemaPosition: SourceLocation
    /// A folder of images and `.strings` tables, relative to the flow file, if any.
    public var assets: String?
    /// How the root delegate answers, by message name: one reply, or several given in turn (the last repeats).
    public var replies: [String: [FlowReply]]
    /// The steps to run, in order.
    public var steps: [FlowFileStep]

    /// Creates a flow from its parts.
    public init(
        path: String? = nil, schema: String, schemaPosition: SourceLocation = .start, assets: String? = nil,
        replies: [String: [FlowReply]] = [:], steps: [FlowFileStep]
    ) {
        self.path = path
        self.schema = schema
        self.schemaPosition = schemaPosition
        self.assets = assets
        self.replies = replies
        self.steps = steps
    }

    /// Parses a flow from YAML text; `path` names the file in errors and in the result.
    public static func parse(_ yaml: String, path: String? = nil) throws(FlowFileError) -> FlowFile {
        try FlowFileParser(yaml: yaml, path: path).parse()
    }

    /// Reads and parses the flow file at `url`, refusing files over `maximumFileSize`.
    public static func load(contentsOf url: URL) throws(FlowFileError) -> FlowFile {
        let path = url.isFileURL ? url.path : url.absoluteString
        func failure(_ message: String) -> FlowFileError { FlowFileError(message: message, path: path) }
        var isDirectory: ObjCBool = false
        guard url.isFileURL, FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure("no flow file here; check the path")
        }
        guard !isDirectory.boolValue else {
            throw failure("this is a folder, not a flow file; pass the path of a .yaml flow file")
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumFileSize else { throw failure(tooLarge(size)) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw failure("cannot read the flow file (\(error.localizedDescription)); check that it is readable")
        }
        guard data.count <= maximumFileSize else { throw failure(tooLarge(data.count)) }
        guard let yaml = String(data: data, encoding: .utf8) else {
            throw failure("the flow file is not UTF-8 text; save it with UTF-8 encoding")
        }
        return try parse(yaml, path: path)
    }

    private static func tooLarge(_ size: Int) -> String {
        "the flow file is \(size) bytes, over the 1 MiB limit; split it into smaller flows"
    }
}
