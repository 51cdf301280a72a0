/// Reads the JSON form of a schema and passes it on as the same events the XML reader gives
/// (``MarkupSink``), so every later stage treats both forms alike. See docs/JSON.md.
///
/// An element is an object with one key, its tag: `{"title": "Hello"}`. Its value is text (a
/// string, number or boolean), `null` (an empty element), an array of children (each an
/// element or text), or an object of attributes (`"@name"`), children (one key per tag, in
/// order) and content (`"#"`, text or an array, for repeated tags beside attributes).
struct JSONFormReader<Sink: MarkupSink> {
    /// The key prefix of attributes: `"@keyPath"` is the attribute `keyPath`.
    static var attributePrefix: Character { "@" }
    /// The key of an element's content when it also has attributes.
    static var contentKey: String { "#" }

    private(set) var sink: Sink
    /// The top-level `"$schema"` value, which names the JSON Schema for editors.
    private(set) var schemaReference: String?
    private(set) var diagnostics: [Diagnostic] = []
    /// Whether reading stopped at a syntax error or a limit (the rest was not read).
    private(set) var stopped = false
    private let limits: MarkupLimits
    private var elementCount = 0
    private var depth = 0

    init(limits: MarkupLimits, sink: Sink) {
        self.limits = limits
        self.sink = sink
    }

    /// Reads the whole document.
    mutating func run(_ bytes: [UInt8]) {
        var parser = JSONParser(bytes: bytes, limits: limits)
        let document: JSONNode
        do {
            document = try parser.parseDocument()
        } catch {
            diagnostics.append(Diagnostic(.error, error.code, error.message, at: SourceRange(at: error.location)))
            stopped = true
            return
        }
        // A "$schema" key names the JSON Schema for editors; it is no part of the schema.
        if case .object(let all) = document.value {
            schemaReference = all.first { $0.key == "$schema" }?.value.scalarText
        }
        guard case .object(let all) = document.value, case let members = all.filter({ $0.key != "$schema" }),
            members.count == 1, Self.isName(members[0].key)
        else {
            diagnostics.append(
                Diagnostic(
                    .error,
                    .missingRoot,
                    "a schema in JSON is an object with one key, its root tag: {\"workflow\": …}; this is "
                        + document.kindName + (document.isObject ? " with \(document.memberCount) keys" : ""),
                    at: SourceRange(at: document.range.start)))
            stopped = true
            return
        }
        element(members[0].key, at: members[0].keyRange, members[0].value)
    }

    private mutating func shape(_ message: String, at range: SourceRange) {
        report(Diagnostic(.error, .invalidJSONForm, message, at: range))
    }

    /// Keeps a diagnostic; past `maxDiagnostics`, reading stops, as the XML reader's does.
    private mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        if diagnostics.count > limits.maxDiagnostics { stopped = true }
    }

    private mutating func element(_ name: String, at nameRange: SourceRange, _ node: JSONNode) {
        guard !stopped else { return }
        guard Self.isName(name) else {
            shape(
                "\"\(name)\" is not a tag name: a name starts with a letter or '_' and holds letters, digits, "
                    + "'-', '_', '.' and ':'; this value is skipped", at: nameRange)
            return
        }
        elementCount += 1
        guard elementCount <= limits.maxElements else {
            diagnostics.append(
                Diagnostic(
                    .error,
                    .tooManyElements,
                    "the document has more than \(limits.maxElements) elements (MarkupLimits.maxElements)",
                    at: nameRange))
            stopped = true
            return
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= limits.effectiveMaxDepth else {
            diagnostics.append(
                Diagnostic(
                    .error, .nestingTooDeep,
                    "elements are nested more than \(limits.effectiveMaxDepth) deep (MarkupLimits.maxDepth)",
                    at: nameRange))
            stopped = true
            return
        }
        switch node.value {
        case .string, .number, .bool:
            sink.startElement(name: name, symbol: -1, attributes: [], range: nameRange)
            text(node)
        case .null:
            sink.startElement(name: name, symbol: -1, attributes: [], range: nameRange)
        case .array(let items):
            sink.startElement(name: name, symbol: -1, attributes: [], range: nameRange)
            content(items)
        case .object(let members):
            // An object stopped by a limit before its start event gets no end event either.
            guard object(name, at: nameRange, members) else { return }
        }
        sink.endElement(endRange: nil)
    }

    /// An element written as an object: attributes, then content or children.
    /// Whether the element was started (a limit may stop reading first).
    private mutating func object(_ name: String, at nameRange: SourceRange, _ members: [JSONNode.Member]) -> Bool {
        var attributes: [MarkupAttribute] = []
        var content: JSONNode.Member?
        var children: [JSONNode.Member] = []
        var seen = Set<String>()
        for member in members {
            guard seen.insert(member.key).inserted else {
                let isAttribute = member.key.first == Self.attributePrefix
                if isAttribute {
                    report(
                        Diagnostic(
                            .error, .duplicateAttribute,
                            "the attribute '\(member.key)' is given twice; the first is kept", at: member.keyRange))
                } else {
                    shape(
                        "the key \"\(member.key)\" appears twice in this object, and the second is ignored; to repeat a tag, "
                            + "write the children as an array: [{\"\(member.key)\": …}, {\"\(member.key)\": …}]",
                        at: member.keyRange)
                }
                continue
            }
            if member.key.first == Self.attributePrefix {
                guard Self.isName(member.key.dropFirst()) else {
                    shape("\"\(member.key)\" is not an attribute name; this attribute is skipped", at: member.keyRange)
                    continue
                }
                guard let value = member.value.scalarText else {
                    shape(
                        "the attribute \"\(member.key)\" takes a string, not \(member.value.kindName)",
                        at: member.value.range)
                    continue
                }
                guard value.utf8.count <= limits.maxAttributeBytes else {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            .attributeTooLong,
                            "the attribute is longer than \(limits.maxAttributeBytes) bytes (MarkupLimits.maxAttributeBytes)",
                            at: member.value.range))
                    stopped = true
                    return false
                }
                attributes.append(
                    MarkupAttribute(
                        name: String(member.key.dropFirst()), value: value, nameRange: member.keyRange,
                        valueRange: member.value.range))
            } else if member.key == Self.contentKey {
                content = member
            } else {
                children.append(member)
            }
        }
        guard attributes.count <= limits.maxAttributesPerElement else {
            diagnostics.append(
                Diagnostic(
                    .error,
                    .tooManyAttributes,
                    "the element has more than \(limits.maxAttributesPerElement) attributes (MarkupLimits.maxAttributesPerElement)",
                    at: nameRange))
            stopped = true
            return false
        }
        sink.startElement(name: name, symbol: -1, attributes: attributes, range: nameRange)
        if let content {
            if !children.isEmpty {
                shape(
                    "\"#\" holds the content of an element whose children are not written as keys; move the keys "
                        + "\(children.map { "\"\($0.key)\"" }.joined(separator: ", ")) into the \"#\" array",
                    at: content.keyRange)
            }
            switch content.value.value {
            case .array(let items): self.content(items)
            case .string, .number, .bool: text(content.value)
            case .null: break
            case .object: shape("\"#\" takes text or an array of children, not an object", at: content.value.range)
            }
        }
        for child in children where content == nil {
            element(child.key, at: child.keyRange, child.value)
        }
        return true
    }

    /// The items of an element's array: elements and text, in order. Two texts in a row have
    /// no XML form (XML would read them as one), so the second is refused.
    private mutating func content(_ items: [JSONNode]) {
        var previousWasText = false
        for item in items {
            guard !stopped else { return }
            switch item.value {
            case .string, .number, .bool:
                guard !previousWasText else {
                    shape("two texts in a row; write them as one string", at: SourceRange(at: item.range.start))
                    continue
                }
                previousWasText = true
                text(item)
                continue
            case .object(let members)
            where members.count == 1 && members[0].key.first != Self.attributePrefix
                && members[0].key != Self.contentKey:
                element(members[0].key, at: members[0].keyRange, members[0].value)
            default:
                shape(
                    "an item of a children array is an element, an object with one key (its tag) such as "
                        + "{\"label\": \"Hello\"}, or text; this is \(item.kindName)"
                        + (item.isObject ? " with \(item.memberCount) keys" : ""),
                    at: SourceRange(at: item.range.start))
            }
            previousWasText = false
        }
    }

    /// Whether `name` is a name the XML reader would read (its own byte classes).
    static func isName(_ name: some StringProtocol) -> Bool {
        let bytes = name.utf8
        guard let first = bytes.first, ByteClass.isNameStart(first) else { return false }
        return bytes.allSatisfy(ByteClass.isNameCharacter)
    }

    /// Text, trimmed as the XML reader trims it; nothing when only whitespace is left.
    private mutating func text(_ node: JSONNode) {
        guard let raw = node.scalarText else { return }
        let trimmed = raw.trimmingXMLWhitespace()
        guard !trimmed.isEmpty else { return }
        sink.text(MarkupText(value: trimmed, range: node.range))
    }
}

extension JSONNode {
    fileprivate var isObject: Bool {
        if case .object = value { return true }
        return false
    }

    fileprivate var memberCount: Int {
        if case .object(let members) = value { return members.count }
        return 0
    }
}
