import Foundation

/// A schema file as a ``SchemaWorkspace`` holds it: the text it was read with and what that text
/// loaded to. Two looks at an unchanged file give the same bytes (one buffer, compared at once).
public struct LoadedSchemaFile: Sendable {
    /// The file's text.
    public let bytes: [UInt8]
    /// What the text loaded to (its schema's `source` is not set: one text may be several files').
    public let result: SchemaLoadResult
    private let entry: SchemaCache.Entry

    init(_ entry: SchemaCache.Entry) {
        bytes = entry.bytes
        result = entry.result
        self.entry = entry
    }

    /// The text's ``ContentDigest``, taken once for each text.
    public var contentDigest: String { entry.contentDigest }

    /// The text's load as the file at `url`: its schema's `source` and `contentDigest` set.
    func loaded(at url: URL) -> SchemaLoadResult { SchemaWorkspace.sourced(result, url, entry) }

    /// What the checks of its folder read of it (its `<loadSchema>`s), taken once for each text.
    var loads: [LoadedFileCheck.Load] { entry.loads }
}
