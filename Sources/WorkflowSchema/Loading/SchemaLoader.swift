import Foundation

/// Loads schema documents: reads the XML, classifies every child as object or parameter,
/// groups and checks parameters against a ``TagRegistry``, and reports every problem.
///
/// ```swift
/// let result = SchemaLoader().load(contentsOf: URL(fileURLWithPath: "hello.xml"))
/// for diagnostic in result.diagnostics { print(diagnostic.message) }
/// ```
public struct SchemaLoader: Sendable {
    /// The tags the loader understands.
    public var registry: TagRegistry
    /// The bounds applied while reading.
    public var limits: MarkupLimits

    /// Creates a loader.
    public init(registry: TagRegistry = .standard, limits: MarkupLimits = .default) {
        self.registry = registry
        self.limits = limits
    }

    /// Loads a schema from UTF-8 bytes.
    public func load(_ bytes: [UInt8]) -> SchemaLoadResult {
        let document = MarkupReader(limits: limits).read(bytes)
        return load(document)
    }

    /// Loads a schema from a string.
    public func load(_ text: String) -> SchemaLoadResult {
        load(Array(text.utf8))
    }

    /// Loads a schema from a file, refusing files larger than the size limit before reading them.
    public func load(contentsOf url: URL) -> SchemaLoadResult {
        let path = url.path
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if let size = attributes[.size] as? NSNumber, size.intValue > limits.maxDocumentBytes {
                let message =
                    "the document is \(ByteCount(size.intValue)), more than the limit of \(ByteCount(limits.maxDocumentBytes)) (MarkupLimits.maxDocumentBytes)"
                return SchemaLoadResult(schema: nil, diagnostics: [.error(.documentTooLarge, message, at: .start)])
            }
            if let type = attributes[.type] as? FileAttributeType, type == .typeDirectory {
                return unreadable("this is a directory, not a schema file")
            }
            let data = try Data(contentsOf: url)
            return load([UInt8](data))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "permission denied or not a regular file" : "no such file"
            return unreadable("cannot read this file: \(reason)")
        }
    }

    /// Checks an already-read document.
    public func load(_ document: MarkupDocument) -> SchemaLoadResult {
        var diagnostics = document.diagnostics
        var schema: Schema?
        if let root = document.root, document.isComplete {
            var builder = SchemaBuilder(registry: registry)
            schema = builder.buildDocument(root)
            diagnostics += builder.diagnostics
        }
        let ordered = diagnostics.enumerated().sorted {
            ($0.element.range.start.offset, $0.offset) < ($1.element.range.start.offset, $1.offset)
        }.map(\.element)
        return SchemaLoadResult(schema: schema, diagnostics: ordered)
    }

    private func unreadable(_ message: String) -> SchemaLoadResult {
        SchemaLoadResult(schema: nil, diagnostics: [.error(.unreadableFile, message, at: .start)])
    }
}
