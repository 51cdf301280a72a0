/// Text with a small, safe subset of HTML: what `<attributedString>` and `<attributedTextView>`
/// hold (the original's optional DTCoreText module).
///
/// Any string can be given; it is parsed leniently, the way a browser would, and only the
/// subset survives (docs/SEMANTICS.md, "Attributed text"; docs/SECURITY.md):
/// - paragraphs and breaks: `p`, `br`; headings `h1`–`h3`;
/// - inline styles: `b`, `strong`, `i`, `em`, `u`, `s`, `small`, `sub`, `sup`, `code`, `span`;
/// - lists: `ul`, `ol`, `li`;
/// - links: `a` with an `href` of `http:`, `https:` or `mailto:`; any other link keeps only its text.
///
/// Every other tag is dropped and its text kept, except `script`, `style` and the other
/// elements listed in ``droppedWithContent``, whose content goes too. Every attribute other
/// than a link's `href` is dropped, so there are no event handlers, styles or remote resources.
/// Character references are decoded. Input beyond ``maximumLength`` Unicode scalars is cut
/// off, and elements nested deeper than ``maximumDepth`` keep their text but lose their tags.
public struct RichText: Sendable, Hashable {
    /// The longest input read, in Unicode scalars; the rest is ignored.
    public static let maximumLength = 100_000
    /// The deepest nesting of kept elements; tags deeper than this are dropped, their text kept.
    public static let maximumDepth = 24
    /// The elements removed together with everything inside them.
    public static let droppedWithContent: Set<String> = [
        "script", "style", "template", "iframe", "frame", "frameset", "object", "embed", "applet", "noscript",
        "noembed", "noframes", "textarea", "title", "head", "svg", "math", "select", "audio", "video", "canvas",
        "xmp", "plaintext",
    ]

    /// The sanitised content.
    let nodes: [RichTextNode]

    /// Parses `html` and keeps only the safe subset.
    public init(html: String) {
        var parser = RichTextParser(html)
        nodes = parser.parse()
    }

    init(nodes: [RichTextNode]) {
        self.nodes = nodes
    }

    /// The sanitised content as HTML: well formed, only the subset's tags, every text escaped,
    /// links with `rel="noopener noreferrer nofollow"` and `target="_blank"`.
    public var html: String {
        var out = ""
        for node in nodes { node.writeHTML(into: &out) }
        return out
    }

    /// The visible text, with white space collapsed as a browser would and a line break between
    /// paragraphs, headings, list items and after `br`.
    public var plainText: String {
        var writer = RichTextPlainWriter()
        for node in nodes { writer.write(node) }
        return writer.result
    }
}
