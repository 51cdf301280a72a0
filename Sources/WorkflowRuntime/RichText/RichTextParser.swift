/// A small, bounded, lenient HTML parser that keeps only the rich-text subset (see ``RichText``).
///
/// It reads at most ``RichText/maximumLength`` Unicode scalars, once, left to right, and never
/// backtracks further than one tag, so its time is linear in the input. It builds a tree of
/// kept elements, closing open elements at the end of the input or when an outer one closes.
struct RichTextParser {
    private let input: [Unicode.Scalar]
    private var position = 0

    /// An element being filled.
    private struct Open {
        var tag: RichTextTag
        var href: String?
        /// Whether the element is kept; an `a` without an allowed link is not, only its children.
        var isKept: Bool
        var children: [RichTextNode] = []
    }

    private var root: [RichTextNode] = []
    private var stack: [Open] = []
    /// The name of the dropped element whose content is being skipped, and how deep in it the parser is.
    private var skipping: (name: String, depth: Int)?
    /// Consecutive text scalars not yet added as a node.
    private var pendingText = String.UnicodeScalarView()

    init(_ html: String) {
        input = Array(html.unicodeScalars.prefix(RichText.maximumLength))
    }

    /// The sanitised nodes.
    mutating func parse() -> [RichTextNode] {
        while position < input.count {
            if input[position] == "<", readMarkup() { continue }
            let start = position
            position += 1
            while position < input.count, input[position] != "<" { position += 1 }
            if skipping == nil {
                pendingText.append(contentsOf: RichTextEntities.decode(input[start..<position]).unicodeScalars)
            }
        }
        flushText()
        while !stack.isEmpty { closeTop() }
        return root
    }

    // MARK: Markup

    /// Reads a comment, declaration, or tag at `position`; false when the `<` is only text.
    private mutating func readMarkup() -> Bool {
        let next = position + 1
        guard next < input.count else { return false }
        let scalar = input[next]
        if scalar == "!" || scalar == "?" {
            if matches("<!--", at: position) {
                position = find("-->", from: position + 4).map { $0 + 3 } ?? input.count
            } else {
                position = find(">", from: next).map { $0 + 1 } ?? input.count
            }
            return true
        }
        if scalar == "/" {
            guard next + 1 < input.count, input[next + 1].isASCIILetter else {
                // `</>` and `</ 3` are bogus comments in HTML: skipped to the next `>`.
                position = find(">", from: next).map { $0 + 1 } ?? input.count
                return true
            }
            position = next + 1
            let name = readName()
            guard let close = find(">", from: position) else {
                position = input.count
                return true
            }
            position = close + 1
            endTag(name)
            return true
        }
        guard scalar.isASCIILetter else { return false }
        position = next
        let name = readName()
        let (attributes, selfClosing, isComplete) = readAttributes()
        // A tag cut off by the end of the input is dropped, as browsers do.
        if isComplete { startTag(name, attributes: attributes, selfClosing: selfClosing) }
        return true
    }

    private mutating func readName() -> String {
        var name = ""
        while position < input.count {
            let scalar = input[position]
            if scalar.properties.isWhitespace || scalar == "/" || scalar == ">" { break }
            name.unicodeScalars.append(scalar)
            position += 1
        }
        return name.lowercased()
    }

    /// Reads attributes up to and including the tag's `>`; whether the tag is self-closing, and
    /// whether the `>` was found.
    private mutating func readAttributes() -> ([String: String], Bool, Bool) {
        var attributes: [String: String] = [:]
        var selfClosing = false
        while position < input.count {
            let scalar = input[position]
            if scalar == ">" {
                position += 1
                return (attributes, selfClosing, true)
            }
            if scalar.properties.isWhitespace || scalar == "/" {
                selfClosing = scalar == "/"
                position += 1
                continue
            }
            selfClosing = false
            var name = ""
            while position < input.count {
                let scalar = input[position]
                if scalar.properties.isWhitespace || scalar == "/" || scalar == ">" || (scalar == "=" && !name.isEmpty) {
                    break
                }
                name.unicodeScalars.append(scalar)
                position += 1
            }
            skipWhitespace()
            var value = ""
            if position < input.count, input[position] == "=" {
                position += 1
                skipWhitespace()
                value = readAttributeValue()
            }
            let key = name.lowercased()
            if attributes[key] == nil { attributes[key] = value }
        }
        return (attributes, selfClosing, false)
    }

    private mutating func readAttributeValue() -> String {
        guard position < input.count else { return "" }
        let start: Int
        let end: Int
        let quote = input[position]
        if quote == "\"" || quote == "'" {
            start = position + 1
            end = find(String(Character(quote)), from: start) ?? input.count
            position = min(end + 1, input.count)
        } else {
            start = position
            while position < input.count, !input[position].properties.isWhitespace, input[position] != ">" {
                position += 1
            }
            end = position
        }
        return RichTextEntities.decode(input[start..<end])
    }

    private mutating func skipWhitespace() {
        while position < input.count, input[position].properties.isWhitespace { position += 1 }
    }

    // MARK: Tree

    private mutating func startTag(_ name: String, attributes: [String: String], selfClosing: Bool) {
        if let skip = skipping {
            if name == skip.name, !selfClosing { skipping = (skip.name, skip.depth + 1) }
            return
        }
        if RichText.droppedWithContent.contains(name) {
            if Self.rawText.contains(name) {
                // Browsers read no tags inside these: everything up to the end tag goes.
                position = findEndTag(name) ?? input.count
            } else if !selfClosing {
                skipping = (name, 1)
            }
            return
        }
        if name == "br" {
            append(.lineBreak)
            return
        }
        guard let tag = RichTextTag(rawValue: name), !selfClosing else { return }
        flushText()
        if tag.isBlock && tag != .li {
            close(.p, stoppingAt: [.li, .ul, .ol])
        }
        if tag == .li { close(.li, stoppingAt: [.ul, .ol]) }
        if tag == .a { close(.a, stoppingAt: []) }
        guard stack.count < RichText.maximumDepth else { return }
        var href: String?
        if tag == .a { href = attributes["href"].flatMap(Self.allowedLink) }
        stack.append(Open(tag: tag, href: href, isKept: tag != .a || href != nil))
    }

    private mutating func endTag(_ name: String) {
        if let skip = skipping {
            if name == skip.name { skipping = skip.depth > 1 ? (skip.name, skip.depth - 1) : nil }
            return
        }
        if name == "br" {
            append(.lineBreak)  // As browsers do with `</br>`.
            return
        }
        guard let tag = RichTextTag(rawValue: name), stack.contains(where: { $0.tag == tag }) else { return }
        flushText()
        while let top = stack.last {
            closeTop()
            if top.tag == tag { break }
        }
    }

    /// Closes the innermost open `tag`, unless one of `barriers` is open inside it.
    private mutating func close(_ tag: RichTextTag, stoppingAt barriers: Set<RichTextTag>) {
        guard let index = stack.lastIndex(where: { $0.tag == tag || barriers.contains($0.tag) }),
            stack[index].tag == tag
        else { return }
        while stack.count > index { closeTop() }
    }

    private mutating func closeTop() {
        flushText()
        let open = stack.removeLast()
        if open.isKept {
            append(.element(open.tag, href: open.href, children: open.children))
        } else {
            for child in open.children { append(child) }
        }
    }

    private mutating func append(_ node: RichTextNode) {
        if case .text = node {} else { flushText() }
        if stack.isEmpty { root.append(node) } else { stack[stack.count - 1].children.append(node) }
    }

    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        let text = String(pendingText)
        pendingText = String.UnicodeScalarView()
        if stack.isEmpty { root.append(.text(text)) } else { stack[stack.count - 1].children.append(.text(text)) }
    }

    // MARK: Scanning

    private func matches(_ literal: String, at index: Int) -> Bool {
        var index = index
        for scalar in literal.unicodeScalars {
            guard index < input.count, input[index] == scalar else { return false }
            index += 1
        }
        return true
    }

    private func find(_ literal: String, from start: Int) -> Int? {
        guard let first = literal.unicodeScalars.first else { return nil }
        var index = start
        while index < input.count {
            if input[index] == first, matches(literal, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// The position after the end tag `</name…>` of a raw-text element, matched without regard to case.
    private func findEndTag(_ name: String) -> Int? {
        var index = position
        let length = name.unicodeScalars.count
        while let open = find("</", from: index) {
            let end = open + 2 + length
            if end <= input.count,
                String(String.UnicodeScalarView(input[(open + 2)..<end])).lowercased() == name,
                end == input.count || input[end] == ">" || input[end] == "/" || input[end].properties.isWhitespace
            {
                return find(">", from: end).map { $0 + 1 } ?? input.count
            }
            index = open + 2
        }
        return nil
    }

    /// Elements whose content browsers read as raw text.
    private static let rawText: Set<String> = [
        "script", "style", "iframe", "noscript", "noembed", "noframes", "textarea", "title", "xmp", "plaintext",
    ]

    /// The link if it is `http:`, `https:` or `mailto:` and holds no white space or control
    /// characters (which browsers strip, so `java&#9;script:` could pass as a scheme); else nil.
    static func allowedLink(_ href: String) -> String? {
        let trimmed = href.trimmingASCIIWhitespace
        guard !trimmed.isEmpty,
            !trimmed.unicodeScalars.contains(where: { $0.value < 0x21 || $0.value == 0x7F || $0.properties.isWhitespace })
        else { return nil }
        let lower = trimmed.lowercased()
        let allowed = ["http://", "https://", "mailto:"]
        guard allowed.contains(where: { lower.hasPrefix($0) }) else { return nil }
        return trimmed
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is `a`–`z` or `A`–`Z`.
    fileprivate var isASCIILetter: Bool {
        (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
    }
}

extension String {
    /// The string without leading and trailing ASCII white space.
    fileprivate var trimmingASCIIWhitespace: String {
        let isSpace: (Unicode.Scalar) -> Bool = { [" ", "\t", "\n", "\r", "\u{0C}"].contains($0) }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(scalars[first...last])
    }
}
