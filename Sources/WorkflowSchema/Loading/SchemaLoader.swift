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

    /// Loads a schema from UTF-8 bytes, reading and checking in one pass: XML, or the JSON form
    /// when the first character is `{` (see docs/JSON.md).
    public func load(_ bytes: [UInt8]) -> SchemaLoadResult {
        if let tooLarge = limits.sizeProblem(bytes.count) {
            return SchemaLoadResult(schema: nil, diagnostics: [tooLarge])
        }
        let builder = SchemaBuilder(registry: registry, diagnosticLimit: limits.maxDiagnostics)
        if SchemaForm.of(bytes) == .json {
            var reader = JSONFormReader(limits: limits, sink: builder)
            reader.run(bytes)
            return result(reading: reader.diagnostics, complete: !reader.stopped, builder: reader.sink)
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var scanner = MarkupScanner(bytes: buffer, limits: limits, sink: builder)
            scanner.run()
            return result(reading: scanner.diagnostics, complete: !scanner.stopped, builder: scanner.sink)
        }
    }

    /// Loads a schema from a string.
    public func load(_ text: String) -> SchemaLoadResult {
        load(Array(text.utf8))
    }

    /// Loads a schema from a file, refusing files larger than the size limit before reading them.
    /// (A ``SchemaWorkspace`` loads files it has loaded before without reading them again.)
    public func load(contentsOf url: URL) -> SchemaLoadResult {
        let contents = DiskSchemaFiles().read(url.path, limit: limits.documentByteLimit)
        var result = load(contents, at: url)
        result.schema?.source = url.path
        return result
    }

    /// Loads what a file source found at `url`, or says why there is nothing to load; for a
    /// missing file, with the name of a near one in its folder when `suggestsNearName`.
    func load(_ contents: SchemaFileContents, at url: URL, suggestsNearName: Bool = true) -> SchemaLoadResult {
        switch contents {
        case .bytes(let bytes):
            return load(bytes)
        case .tooLarge(let size):
            return SchemaLoadResult(schema: nil, diagnostics: [limits.sizeProblem(size)].compactMap { $0 })
        case .folder:
            return unreadable("this is a directory, not a schema file")
        case .unreadable:
            return unreadable("cannot read this file: permission denied or not a regular file")
        case .missing:
            // The near name is shown as the caller wrote the path, so it can be copied.
            let written = url.relativePath
            guard suggestsNearName, let near = Suggestion.nearFile(to: url.lastPathComponent, in: url.deletingLastPathComponent()) else {
                return unreadable("cannot read this file: no such file")
            }
            let suggested = (written.lastIndex(of: "/").map { String(written[...$0]) } ?? "") + near
            return unreadable(
                "cannot read this file: no such file; did you mean '\(suggested)'?", suggestion: suggested)
        }
    }

    /// Checks an already-read document.
    public func load(_ document: MarkupDocument) -> SchemaLoadResult {
        var builder = SchemaBuilder(registry: registry, diagnosticLimit: limits.maxDiagnostics)
        if document.isComplete, let root = document.root { root.replay(into: &builder) }
        return result(reading: document.diagnostics, complete: document.isComplete, builder: builder)
    }

    /// Merges the reader's and the builder's diagnostics by position. When reading stopped
    /// early (a limit, a DOCTYPE, bad encoding, a truncated file) the partial tree is not
    /// worth checking: only the reader's diagnostics are kept.
    private func result(reading: [Diagnostic], complete: Bool, builder: SchemaBuilder) -> SchemaLoadResult {
        guard complete else { return SchemaLoadResult(schema: nil, diagnostics: limits.capped(reading)) }
        let ordered = (reading + builder.diagnostics).inDocumentOrder()
        return SchemaLoadResult(schema: builder.schema, diagnostics: limits.capped(ordered))
    }

    /// A file that cannot be read: a problem of the whole file, so it has no position.
    private func unreadable(_ message: String, suggestion: String? = nil) -> SchemaLoadResult {
        SchemaLoadResult(
            schema: nil, diagnostics: [.error(.unreadableFile, message, at: .unknown, suggestion: suggestion)])
    }
}
