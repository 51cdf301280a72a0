extension CursorContext {
    /// A JSON object or array open before the cursor.
    private struct Container {
        /// Whether it is the value of a key that is an element (closing it closes the element).
        let closesElement: Bool
        let isObject: Bool
        /// Whether it is an object in an array (an element's children are written so).
        let isArrayItem: Bool
        /// The keys written in an object.
        var keys: [String] = []
        /// In an object, whether a key is expected next (after `{` or `,`).
        var expectsKey = true
    }

    /// What a key of the JSON form stands for (docs/JSON.md).
    private enum KeyMeaning {
        case element(OpenElement)
        case attribute(String)
        /// `#`: the content of the element whose object it is.
        case content
        /// `$schema`: not part of the schema.
        case ignored

        init(_ key: String, offset: Int) {
            if key == "#" {
                self = .content
            } else if key.hasPrefix("$") {
                self = .ignored
            } else if key.hasPrefix("@") {
                self = .attribute(String(key.dropFirst()))
            } else {
                self = .element(OpenElement(name: key, offset: offset))
            }
        }
    }

    /// The end of the JSON string whose opening quote is at `start`, just after its closing
    /// quote, reading no further than `end`; nil when it is not closed by then.
    static func jsonStringEnd(in bytes: [UInt8], from start: Int, before end: Int) -> Int? {
        var position = start + 1
        while position < end {
            switch bytes[position] {
            case UInt8(ascii: "\\"): position += 2
            case UInt8(ascii: "\""): return position + 1
            default: position += 1
            }
        }
        return nil
    }

    /// The bytes that end a bare JSON word.
    private static let jsonStructure: Set<UInt8> = Set("{}[],:\"".utf8)

    /// Reads the text of a schema in the JSON form before `cursor`, tolerating what is not
    /// closed yet: an element is open from its key to the end of its value.
    init(json bytes: [UInt8], cursor: Int) {
        let end = max(0, min(cursor, bytes.count))
        var open: [OpenElement] = []
        var children: [[String]] = [[]]
        var containers: [Container] = []
        /// The key whose value comes next, with what it stands for.
        var pendingKey: KeyMeaning?
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0  // a byte order mark

        func isSpace(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 || byte == 10 || byte == 13 }
        func stringEnd(from start: Int) -> Int? { Self.jsonStringEnd(in: bytes, from: start, before: end) }
        func closeElement() {
            let element = open.removeLast()
            children.removeLast()
            children[children.count - 1].append(element.name)
        }
        /// A value is over: the element it belonged to closes.
        func valueEnded(_ meaning: KeyMeaning?) {
            if case .element? = meaning { closeElement() }
        }
        /// A key of the innermost object, being written from `start`.
        func key(from start: Int, isQuoted: Bool) -> Place {
            .key(
                start: start, present: containers.last?.keys ?? [], isQuoted: isQuoted,
                isArrayItem: containers.last?.isArrayItem ?? false)
        }
        func wordStart(from start: Int) -> Int {
            var word = end
            while word > start, !isSpace(bytes[word - 1]) { word -= 1 }
            return word
        }

        var place = Place.none
        scan: while index < end {
            let byte = bytes[index]
            if isSpace(byte) {
                index += 1
                continue
            }
            let inObjectKey = containers.last.map { $0.isObject && $0.expectsKey } ?? false
            switch byte {
            case UInt8(ascii: "\""):
                let contentStart = index + 1
                guard let after = stringEnd(from: index) else {
                    // The string at the cursor.
                    if inObjectKey {
                        place = key(from: contentStart, isQuoted: true)
                    } else {
                        switch pendingKey ?? .content {
                        case .element, .content:
                            // An element's text (it opened with its key), or content of the one around.
                            place = .text(start: wordStart(from: contentStart))
                        case .attribute(let name):
                            guard let element = open.popLast() else { break }
                            place = .attributeValue(element: element, attribute: name, start: contentStart)
                        case .ignored:
                            break
                        }
                    }
                    break scan
                }
                let text = String(decoding: bytes[contentStart..<(after - 1)], as: UTF8.self)
                if inObjectKey {
                    containers[containers.count - 1].keys.append(text)
                    containers[containers.count - 1].expectsKey = false
                    pendingKey = KeyMeaning(text, offset: index)
                    // The `:` and the value follow; the element opens with its value.
                    if case .element(let element) = pendingKey {
                        open.append(element)
                        children.append([])
                    }
                } else {
                    valueEnded(pendingKey)
                    pendingKey = nil
                }
                index = after
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                var closesElement = false
                if case .element? = pendingKey { closesElement = true }
                let isArrayItem = containers.last.map { !$0.isObject } ?? false
                containers.append(
                    Container(closesElement: closesElement, isObject: byte == UInt8(ascii: "{"), isArrayItem: isArrayItem))
                pendingKey = nil
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                valueEnded(pendingKey)  // a number, boolean or null just before
                if let container = containers.popLast(), container.closesElement, !open.isEmpty { closeElement() }
                pendingKey = nil
                index += 1
            case UInt8(ascii: ","):
                if containers.last?.isObject == true { containers[containers.count - 1].expectsKey = true }
                valueEnded(pendingKey)
                pendingKey = nil
                index += 1
            case UInt8(ascii: ":"):
                index += 1
            default:
                // A number, `true`, `false` or `null` (or a stray word): up to what JSON means by structure.
                let bareStart = index
                repeat { index += 1 } while index < end && !isSpace(bytes[index]) && !Self.jsonStructure.contains(bytes[index])
                if index == end, inObjectKey {
                    place = key(from: bareStart, isQuoted: false)  // a key typed before its quote
                    break scan
                }
            }
        }
        if index >= end, case .none = place, let container = containers.last, container.isObject, container.expectsKey {
            place = key(from: end, isQuoted: false)
        }
        self.init(open: open, closedChildren: children.last ?? [], place: place)
    }
}
