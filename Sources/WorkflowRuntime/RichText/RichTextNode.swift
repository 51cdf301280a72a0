/// One piece of sanitised rich text: text, a line break, or a kept element and what is inside it.
indirect enum RichTextNode: Sendable, Hashable {
    /// Text, unescaped.
    case text(String)
    /// `<br>`.
    case lineBreak
    /// A kept element; `href` only for links, already checked.
    case element(RichTextTag, href: String?, children: [RichTextNode])
}

/// The tags of the rich-text subset.
enum RichTextTag: String, Sendable, Hashable, CaseIterable {
    case p, h1, h2, h3, ul, ol, li
    case b, strong, i, em, u, s, small, sub, sup, code, span, a

    /// Whether the tag starts a block: a line break separates it in the plain text, and an open
    /// `p` closes before it.
    var isBlock: Bool {
        switch self {
        case .p, .h1, .h2, .h3, .ul, .ol, .li: true
        default: false
        }
    }
}

extension RichTextNode {
    /// Appends the node as HTML.
    func writeHTML(into out: inout String) {
        switch self {
        case .text(let text): out += HTMLText.escape(text)
        case .lineBreak: out += "<br>"
        case .element(let tag, let href, let children):
            out += "<" + tag.rawValue
            if let href {
                out += " href=\""
                out += HTMLText.escape(href)
                out += "\" rel=\"noopener noreferrer nofollow\" target=\"_blank\""
            }
            out += ">"
            for child in children { child.writeHTML(into: &out) }
            out += "</" + tag.rawValue + ">"
        }
    }
}
