/// Where the cursor is in a schema, read from the text before it alone, the way an author
/// types: elements left open, a start tag not yet closed, a value half written. In XML,
/// comments, CDATA sections and processing instructions are skipped; the JSON form is read by
/// `init(json:cursor:)`.
struct CursorContext: Sendable, Equatable {
    /// An element opened before the cursor and not closed.
    struct OpenElement: Sendable, Equatable {
        /// Its name.
        let name: String
        /// The offset of its `<` (in the JSON form, of its key's opening quote).
        let offset: Int
    }

    /// What is being written at the cursor.
    enum Place: Sendable, Equatable {
        /// A tag's name after `<` (or `</` when `isClosing`), from `start`.
        case tagName(start: Int, isClosing: Bool)
        /// An attribute's name in the start tag of `element` (the last of the open elements
        /// is its parent), from `start`; `present` are the attributes already written.
        case attributeName(element: OpenElement, start: Int, present: [String])
        /// An attribute's value inside its quotes, from `start`.
        case attributeValue(element: OpenElement, attribute: String, start: Int)
        /// Text inside the last open element, the word being typed starting at `start`.
        case text(start: Int)
        /// A key of the last open element's object in the JSON form: a child's tag or an
        /// attribute (`@name`), from `start`; `present` are the keys written in the object;
        /// `isQuoted` tells whether its opening quote is typed; `isArrayItem`, whether the
        /// object is an item of the element's array of children (one key, no attributes).
        case key(start: Int, present: [String], isQuoted: Bool, isArrayItem: Bool)
        /// Inside a comment, a CDATA section or a declaration: nothing to propose.
        case none
    }

    /// What is skipped, from its opener to its closer: comments, CDATA, processing instructions, declarations.
    static let skipped: [([UInt8], [UInt8])] = [
        ("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>"), ("<!", ">"),
    ].map { (Array($0.utf8), Array($1.utf8)) }

    /// The elements open at the cursor, outermost first.
    let open: [OpenElement]
    /// The names of the elements already closed inside the innermost open one, in order.
    let closedChildren: [String]
    /// What is being written.
    let place: Place

    init(open: [OpenElement], closedChildren: [String], place: Place) {
        self.open = open
        self.closedChildren = closedChildren
        self.place = place
    }

    /// Reads the XML text before `cursor`.
    init(bytes: [UInt8], cursor: Int) {
        let end = max(0, min(cursor, bytes.count))
        var open: [OpenElement] = []
        var children: [[String]] = []
        var index = 0
        var place = Place.text(start: 0)
        func isNameByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
                || byte == 95 || byte == 45 || byte == 46 || byte == 58
        }
        func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }
        func find(_ pattern: [UInt8], from start: Int) -> Int? {
            var position = start
            while position + pattern.count <= end {
                if bytes[position..<(position + pattern.count)].elementsEqual(pattern) { return position }
                position += 1
            }
            return nil
        }
        func starts(_ pattern: [UInt8], at position: Int) -> Bool {
            position + pattern.count <= end && bytes[position..<(position + pattern.count)].elementsEqual(pattern)
        }
        scan: while index < end {
            guard bytes[index] == UInt8(ascii: "<") else {
                // Text: the word being typed starts after the last space or `>`.
                let textStart = index
                while index < end, bytes[index] != UInt8(ascii: "<") { index += 1 }
                if index == end {
                    var wordStart = end
                    while wordStart > textStart, !isSpace(bytes[wordStart - 1]) { wordStart -= 1 }
                    place = .text(start: wordStart)
                }
                continue
            }
            if index + 1 < end, bytes[index + 1] == UInt8(ascii: "!") || bytes[index + 1] == UInt8(ascii: "?") {
                for (opener, closer) in Self.skipped where starts(opener, at: index) {
                    guard let close = find(closer, from: index + opener.count) else {
                        place = .none
                        break scan
                    }
                    index = close + closer.count
                    place = .text(start: index)
                    continue scan
                }
            }
            let isClosing = index + 1 < end && bytes[index + 1] == UInt8(ascii: "/")
            let nameStart = index + (isClosing ? 2 : 1)
            var nameEnd = nameStart
            while nameEnd < end, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
            if nameEnd == end {
                place = .tagName(start: nameStart, isClosing: isClosing)
                break
            }
            let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
            if isClosing {
                guard let close = bytes[nameEnd..<end].firstIndex(of: UInt8(ascii: ">")) else {
                    place = .none
                    break
                }
                if let match = open.lastIndex(where: { $0.name == name }) {
                    open.removeSubrange(match...)
                    children.removeSubrange(match...)
                    if !children.isEmpty { children[children.count - 1].append(name) }
                }
                index = close + 1
                place = .text(start: index)
                continue
            }
            let element = OpenElement(name: name, offset: index)
            // The attributes, up to `>` or `/>`; a `<` first means the tag was left unfinished.
            var position = nameEnd
            var present: [String] = []
            while true {
                while position < end, isSpace(bytes[position]) { position += 1 }
                if position == end {
                    place = .attributeName(element: element, start: end, present: present)
                    break scan
                }
                let byte = bytes[position]
                if byte == UInt8(ascii: ">") {
                    open.append(element)
                    children.append([])
                    index = position + 1
                    place = .text(start: index)
                    continue scan
                }
                if byte == UInt8(ascii: "/") {
                    if position + 1 < end, bytes[position + 1] == UInt8(ascii: ">") {
                        if !children.isEmpty { children[children.count - 1].append(name) }
                        index = position + 2
                        place = .text(start: index)
                        continue scan
                    }
                    position += 1
                    continue
                }
                if byte == UInt8(ascii: "<") {
                    open.append(element)
                    children.append([])
                    index = position
                    continue scan
                }
                let attributeStart = position
                while position < end, isNameByte(bytes[position]) { position += 1 }
                if position == end {
                    place = .attributeName(element: element, start: attributeStart, present: present)
                    break scan
                }
                if position == attributeStart {
                    position += 1  // A stray character: skip it.
                    continue
                }
                let attribute = String(decoding: bytes[attributeStart..<position], as: UTF8.self)
                present.append(attribute)
                while position < end, isSpace(bytes[position]) { position += 1 }
                guard position < end, bytes[position] == UInt8(ascii: "=") else { continue }
                position += 1
                while position < end, isSpace(bytes[position]) { position += 1 }
                guard position < end else { break scan }
                let quote = bytes[position]
                guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else { continue }
                let valueStart = position + 1
                guard let close = bytes[valueStart..<end].firstIndex(of: quote) else {
                    place = .attributeValue(element: element, attribute: attribute, start: valueStart)
                    break scan
                }
                position = close + 1
            }
        }
        self.open = open
        self.closedChildren = children.last ?? []
        self.place = place
    }
}
