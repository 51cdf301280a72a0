/// Builds a ``Schema`` from scanner events: classifies each child as object or parameter,
/// groups parameters, and runs the checks, finishing each element when its end arrives.
struct SchemaBuilder: MarkupSink {
    let registry: TagRegistry
    /// The most diagnostics worth keeping (one more than the limit, to know some were dropped).
    let diagnosticLimit: Int
    var diagnostics: [Diagnostic] = []
    /// Suggestions already computed for unknown names.
    var suggestions: [String: String?] = [:]
    var symbols = SymbolCache()
    var frames: [BuilderFrame] = []
    /// The schema, once the root element has ended.
    var schema: Schema?

    init(registry: TagRegistry, diagnosticLimit: Int = MarkupLimits.default.maxDiagnostics) {
        self.registry = registry
        self.diagnosticLimit = diagnosticLimit
    }

    /// Attributes with meaning on object tags.
    static let objectAttributes = TagRegistry.objectAttributeNames
    /// The children a proxy or a conditional may hold besides objects.
    static let proxyChildren: Set<String> = ["default", "template"]
    static let conditionalChildren: Set<String> = ["successValue", "failureValue", "condition"]

    // MARK: Events

    mutating func startElement(name: String, symbol: Int32, attributes: [MarkupAttribute], range: SourceRange) {
        guard let parent = frames.indices.last else {
            startRoot(name: name, symbol: symbol, attributes: attributes, range: range)
            return
        }
        let childOrdinal = symbols.ordinal(of: symbol, name: name, in: registry)
        switch frames[parent].kind {
        case .root:
            frames[parent].extras!.hasElementChild = true
            guard let childOrdinal else {
                reportUnknownRootChild(name, at: range)
                skip(name, symbol, range)
                return
            }
            startObject(name, symbol, attributes, range, ordinal: childOrdinal)
        case .object:
            startChild(of: parent, name, symbol, attributes, range, childOrdinal: childOrdinal)
        case .proxy:
            if Self.proxyChildren.contains(name) {
                frames.append(BuilderFrame(.structural, tag: name, symbol: symbol, range: range))
            } else {
                reportProxyContent(
                    "<\(name)>", at: range, in: frames[parent],
                    suggestion: Suggestion.closest(to: name, in: Self.proxyChildren))
                skip(name, symbol, range)
            }
        case .conditional:
            if Self.conditionalChildren.contains(name) {
                frames.append(BuilderFrame(.structural, tag: name, symbol: symbol, range: range))
            } else if let childOrdinal, registry.descriptor(at: childOrdinal).type.isSubtype(of: .condition) {
                startObject(name, symbol, attributes, range, ordinal: childOrdinal)
            } else {
                report(
                    .error, .invalidStructuralContent,
                    "<\(name)> inside the conditional <\(frames[parent].tag)> is not allowed; it holds a condition, <successValue> and <failureValue>",
                    at: range, suggestion: Suggestion.closest(to: name, in: Self.conditionalChildren))
                skip(name, symbol, range)
            }
        case .parameter, .structural:
            frames[parent].isEmpty = false
            if let childOrdinal {
                startObject(name, symbol, attributes, range, ordinal: childOrdinal)
            } else {
                reportNestedParameter(name, at: range, in: frames[parent])
                skip(name, symbol, range)
            }
        case .skipped:
            skip(name, symbol, range)
        }
    }

    /// Finishes the innermost frame where it is (frames are large: moving them costs), then drops it.
    mutating func endElement(endRange: SourceRange?) {
        guard let top = frames.indices.last else { return }
        switch frames[top].kind {
        case .skipped:
            break
        case .root:
            finishRoot(at: top)
        case .object, .proxy, .conditional:
            if let element = finishObject(at: top) { deliver(element, from: top) }
        case .parameter:
            finishParameter(at: top)
        case .structural:
            finishStructural(at: top)
        }
        frames.removeLast(1)  // discards in place; `removeLast()` would move the frame out first
    }

    mutating func text(_ text: MarkupText) {
        guard let top = frames.indices.last else { return }
        let value = SchemaValue.text(SchemaText(text.value, range: text.range))
        switch frames[top].kind {
        case .root:
            report(
                .error, .unexpectedText,
                "text directly inside <\(frames[top].tag)> is not allowed; it holds one controller, such as <navigation> or <screen>",
                at: text.range)
        case .object:
            let descriptor = registry.descriptor(at: frames[top].ordinal)
            assign(value, to: descriptor.textParameter, or: nil, origin: nil, parent: top)
        case .proxy:
            reportProxyContent("text", at: text.range, in: frames[top], suggestion: nil)
        case .conditional:
            report(
                .error, .invalidStructuralContent,
                "text inside the conditional <\(frames[top].tag)> is not allowed; put values in <successValue> or <failureValue>",
                at: text.range)
        case .parameter, .structural:
            frames[top].isEmpty = false
            frames[top].values.append(value)
        case .skipped:
            return
        }
    }

    mutating func skip(_ name: String, _ symbol: Int32, _ range: SourceRange) {
        frames.append(BuilderFrame(.skipped, tag: name, symbol: symbol, range: range))
    }

    // MARK: Reporting

    mutating func report(
        _ severity: DiagnosticSeverity, _ code: DiagnosticCode, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], suggestion: String? = nil
    ) {
        guard diagnostics.count <= diagnosticLimit else { return }
        diagnostics.append(Diagnostic(severity, code, message, at: range, notes: notes, suggestion: suggestion))
    }

    /// The registered tag closest to `name`, computed once per name.
    mutating func closestTag(to name: String) -> String? {
        if let known = suggestions[name] { return known }
        let suggestion = registry.closestTag(to: name)
        suggestions[name] = suggestion
        return suggestion
    }

    /// `; did you mean <x>?` for a suggestion; nothing (or `.` with `orStop`) without one.
    static func didYouMean(_ suggestion: String?, quoted: String = "<", orStop: Bool = false) -> String {
        guard let suggestion else { return orStop ? "." : "" }
        let close = quoted == "<" ? ">" : quoted
        return "; did you mean \(quoted)\(suggestion)\(close)?"
    }

    // MARK: Small rules

    /// The original's `boolValue` on strings: true when it starts with Y, y, T, t or 1–9.
    static func boolValue(_ text: String) -> Bool {
        guard let first = text.trimmingXMLWhitespace().unicodeScalars.first else { return false }
        return "YyTt123456789".unicodeScalars.contains(first)
    }

    static func isNamespaceAttribute(_ name: String) -> Bool {
        name == "xmlns" || name.hasPrefix("xmlns:") || name.hasPrefix("xsi:")
    }

    static func isLocaleIdentifier(_ text: String) -> Bool {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "_" || $0 == "-" }
        guard let language = parts.first, (2...8).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// Whether an element's attributes make it a proxy or a conditional.
    static func isProxyOrConditional(_ attributes: [MarkupAttribute]) -> Bool {
        attributes.contains { $0.name == "keyPath" || ($0.name == "conditional" && boolValue($0.value)) }
    }
}
