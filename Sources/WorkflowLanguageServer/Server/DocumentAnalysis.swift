import Foundation
import WorkflowSchema

/// What the server knows of one text of a schema file: its markup tree (names and attributes
/// with their places, even in a document with errors), its schema when it loads, and its links.
struct DocumentAnalysis: Sendable {
    /// The document's URI.
    let uri: String
    /// The file's path, for a `file:` URI.
    let path: String?
    /// The opening of the document it was read from (0 for a file read from disk).
    let opening: Int
    /// The client's version of the text (0 for a file read from disk).
    let version: Int
    /// The text's lines.
    let lines: TextLines
    /// The markup tree.
    let markup: MarkupDocument
    /// The schema, when the text loads into one.
    let schema: Schema?
    /// The schema's links.
    let links: SchemaLinks
    /// The markup elements, by the offset of their start tag.
    let markupElements: [Int: MarkupElement]
    /// The schema's elements, by the offset of their start tag.
    let schemaElements: [Int: SchemaElement]

    /// Reads `lines`; `loaded` is what the text loaded to when a check already loaded it (its
    /// schema is taken, not made again).
    init(
        uri: String, path: String?, opening: Int = 0, version: Int, lines: TextLines, loader: SchemaLoader,
        loaded: SchemaLoadResult? = nil
    ) {
        self.uri = uri
        self.path = path
        self.opening = opening
        self.version = version
        self.lines = lines
        let bytes = lines.bytes
        markup = MarkupReader(limits: loader.limits).read(bytes)
        let schema = (loaded ?? loader.load(markup)).schema
        self.schema = schema
        links = schema.map { SchemaLinks($0, registry: loader.registry) } ?? SchemaLinks(Schema(object: nil))
        var markupElements: [Int: MarkupElement] = [:]
        var pending = markup.root.map { [$0] } ?? []
        while let element = pending.popLast() {
            markupElements[element.range.start.offset] = element
            for case .element(let child) in element.children { pending.append(child) }
        }
        self.markupElements = markupElements
        var schemaElements: [Int: SchemaElement] = [:]
        schema?.object?.forEachElement { schemaElements[$0.range.start.offset] = $0 }
        self.schemaElements = schemaElements
    }

    /// Reads the current text of an open document (see ``init(uri:path:opening:version:lines:loader:loaded:)``).
    init(_ document: OpenDocument, loader: SchemaLoader, loaded: SchemaLoadResult? = nil) {
        self.init(
            uri: document.uri, path: document.path, opening: document.opening, version: document.version,
            lines: document.lines, loader: loader, loaded: loaded)
    }

    /// Whether this is the analysis of `document`'s current text.
    func isCurrent(for document: OpenDocument) -> Bool {
        uri == document.uri && opening == document.opening && version == document.version
    }

    /// The file name, as `<loadSchema>` paths in its folder name it.
    var fileName: String? { path.map { URL(fileURLWithPath: $0).lastPathComponent } }

    /// The markup of a schema element (for its attributes' places).
    func markupElement(of element: SchemaElement) -> MarkupElement? {
        markupElements[element.range.start.offset]
    }

    /// The elements that hold byte `offset`, outermost first (start tag to end tag).
    func elements(at offset: Int) -> [MarkupElement] {
        var chain: [MarkupElement] = []
        var current = markup.root
        while let element = current {
            guard element.range.start.offset <= offset, offset <= Self.extent(of: element) else { break }
            chain.append(element)
            current = nil
            for case .element(let child) in element.children
            where child.range.start.offset <= offset && offset <= Self.extent(of: child) {
                current = child
                break
            }
        }
        return chain
    }

    /// Where an element ends: after its end tag, or its self-closing start tag.
    static func end(of element: MarkupElement) -> Int {
        (element.endRange ?? element.range).end.offset
    }

    /// Where an element's text ends, its attributes' and children's included: its end, unless it
    /// has no end tag (in the JSON form an element's own range is its key alone; in XML, one not
    /// closed yet).
    static func extent(of element: MarkupElement) -> Int {
        guard element.endRange == nil else { return end(of: element) }
        var end = end(of: element)
        for attribute in element.attributes { end = max(end, attribute.valueRange.end.offset) }
        for child in element.children {
            switch child {
            case .element(let child): end = max(end, extent(of: child))
            case .text(let text): end = max(end, text.range.end.offset)
            }
        }
        return end
    }

    /// The protocol range of a source range of this text.
    func range(_ range: SourceRange, _ encoding: PositionEncoding) -> LSPRange {
        lines.range(of: range, encoding: encoding)
    }

    /// The bytes of a text value's name as written: `range` without quotes or surrounding
    /// whitespace, when the value is written literally there (no entity references).
    func nameBytes(of text: SchemaText) -> Range<Int>? {
        nameBytes(of: text.value, in: text.range)
    }

    /// The bytes where `name` is written literally inside `range`.
    func nameBytes(of name: String, in range: SourceRange) -> Range<Int>? {
        let bytes = lines.bytes
        let lower = max(0, min(range.start.offset, bytes.count))
        let upper = max(lower, min(range.end.offset, bytes.count))
        let target = Array(name.utf8)
        guard !target.isEmpty, upper - lower >= target.count else { return nil }
        var index = lower
        while index + target.count <= upper {
            if bytes[index..<(index + target.count)].elementsEqual(target) { return index..<(index + target.count) }
            index += 1
        }
        return nil
    }
}
