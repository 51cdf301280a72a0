import WorkflowRuntime

/// Writes the HTML of an application's view (``HTMLView``) into the page, safe by construction:
/// every text and attribute value is escaped, tags are ``HTMLViewTag``s, attributes are
/// ``HTMLViewAttribute``s, and controls are buttons the writer makes, which post their event (or,
/// on a layer that takes no events, post nothing) exactly as the page's own controls do.
public struct HTMLViewWriter {
    private let renderer: ElementRenderer
    private var html: HTMLBuffer

    init(renderer: ElementRenderer, html: HTMLBuffer = HTMLBuffer()) {
        self.renderer = renderer
        self.html = html
    }

    /// The HTML written, for the page.
    consuming func finish() -> HTMLBuffer { html }

    /// Writes `element`'s own outer tag, as the page's elements have it (its id `wfs-ID`, its classes
    /// `wfs-KIND`, its style names' and its state's, and its name), with `attributes`, then what
    /// `content` writes inside it.
    public mutating func root(
        _ tag: HTMLViewTag, of element: SnapshotElement, _ attributes: [HTMLViewAttribute] = [],
        content: (inout HTMLViewWriter) -> Void
    ) {
        let (classes, others) = Self.classesApart(attributes)
        html += "<" + tag.rawValue
        renderer.commonAttributes(element, extra: classes, into: &html)
        Self.append(others, into: &html)
        html += ">"
        content(&self)
        html += "</" + tag.rawValue + ">"
    }

    /// Writes `<tag attributes>`, what `content` writes, and `</tag>`.
    public mutating func tag(
        _ tag: HTMLViewTag, _ attributes: [HTMLViewAttribute] = [], content: (inout HTMLViewWriter) -> Void = { _ in }
    ) {
        html += "<" + tag.rawValue
        Self.append(attributes, into: &html)
        html += ">"
        content(&self)
        html += "</" + tag.rawValue + ">"
    }

    /// Writes `text`, escaped.
    public mutating func text(_ text: String) {
        HTMLText.escape(text, into: &html.bytes)
    }

    /// Writes the button that taps `element` (the view itself, or a part or child of it with an id
    /// of its own), with `attributes` and what `content` writes as its face: its id and classes as
    /// the page's controls have them, disabled when the element is, its label for assistive
    /// technology when it has one.
    public mutating func tapButton(
        for element: SnapshotElement, _ attributes: [HTMLViewAttribute] = [], content: (inout HTMLViewWriter) -> Void
    ) {
        var face = HTMLViewWriter(renderer: renderer)
        content(&face)
        let (classes, others) = Self.classesApart(attributes)
        var written = HTMLBuffer()
        Self.append(others, into: &written)
        renderer.eventButton(
            .tap, for: element, content: face.finish().string, extra: classes, label: element.label,
            attributes: written.string, into: &html)
    }

    /// Writes `element` as the page draws it: a child of the view, of a standard kind or an
    /// application's.
    public mutating func element(_ element: SnapshotElement) {
        renderer.render(element, into: &html)
    }

    /// The class names among `attributes` (for the page's own `class` attribute), and the others.
    private static func classesApart(_ attributes: [HTMLViewAttribute]) -> ([String], [HTMLViewAttribute]) {
        (attributes.filter { $0.name == "class" }.map(\.value), attributes.filter { $0.name != "class" })
    }

    /// Appends each attribute with a safe name, its value escaped.
    private static func append(_ attributes: [HTMLViewAttribute], into html: inout HTMLBuffer) {
        for attribute in attributes {
            guard let name = attribute.name else { continue }
            HTMLFragment.attribute(name, attribute.value, into: &html)
        }
    }
}
