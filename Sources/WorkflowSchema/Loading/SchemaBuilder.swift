/// Turns a markup tree into a ``Schema``: classifies children, groups parameters, runs rules.
struct SchemaBuilder {
    let registry: TagRegistry
    var diagnostics: [Diagnostic] = []
    /// Parameter tags already reported as unknown (by start offset), so each is reported once.
    var reportedUnknown: Set<Int> = []
    /// Names suggested for unknown parameters of the element being grouped; a missing
    /// mandatory parameter that was suggested is not reported a second time.
    var suggestedNames: Set<String> = []

    init(registry: TagRegistry) {
        self.registry = registry
    }

    /// Attributes with meaning on object tags.
    static let objectAttributes = ["name", "class", "keyPath", "valueName", "conditional"]

    // MARK: Document

    mutating func buildDocument(_ root: MarkupElement) -> Schema {
        if root.name != "workflow" {
            report(.warning, .unexpectedRootName,
                   "the root element is <\(root.name)>; schemas use <workflow> (the name is otherwise ignored)",
                   at: root.range, suggestion: "workflow")
        }
        var language: String?
        for attribute in root.attributes where !Self.isNamespaceAttribute(attribute.name) {
            if attribute.name == "lang" {
                language = attribute.value
                if !Self.isLocaleIdentifier(attribute.value) {
                    report(.error, .invalidLocale,
                           "Invalid locale identifier \"\(attribute.value)\"; use a language code such as en, fr or en_GB",
                           at: attribute.valueRange)
                }
            } else {
                report(.warning, .unknownAttribute,
                       "the attribute `\(attribute.name)` has no meaning on the root element and is ignored; only `lang` does",
                       at: attribute.nameRange, suggestion: Suggestion.closest(to: attribute.name, in: ["lang"]))
            }
        }
        var objects: [SchemaElement] = []
        for child in root.children {
            switch child {
            case .text(let text):
                report(.error, .unexpectedText,
                       "text directly inside <\(root.name)> is not allowed; it holds one controller, such as <navigation> or <screen>",
                       at: text.range)
            case .element(let element):
                guard let ordinal = registry.ordinal(of: element.name) else {
                    let controllers = registry.descriptors.filter { $0.kind == .controller }.map(\.name)
                    let suggestion = Suggestion.closest(to: element.name, in: registry.tagNames)
                    report(.error, .unknownTag,
                           "unknown tag <\(element.name)>\(Self.didYouMean(suggestion, orStop: true)) The document holds one controller, such as \(controllers.prefix(3).map { "<\($0)>" }.joined(separator: ", ")).",
                           at: element.range, suggestion: suggestion)
                    continue
                }
                if let object = buildObject(element, ordinal: ordinal) {
                    if let first = objects.first {
                        report(.error, .rootObjectCount,
                               "<\(root.name)> must contain exactly one object, but <\(element.name)> is a second one; wrap them in a container controller such as <tabs> or <navigation>",
                               at: element.range, notes: [DiagnosticNote("the first object <\(first.tag)> is here", at: first.range)])
                    }
                    objects.append(object)
                }
            }
        }
        if objects.isEmpty, !root.children.contains(where: { if case .element = $0 { true } else { false } }) {
            report(.error, .rootObjectCount,
                   "<\(root.name)> is empty; it must contain one controller, such as <navigation> or <screen>",
                   at: root.range)
        }
        if let first = objects.first, !first.type.isSubtype(of: .controller), !Self.isDynamic(first) {
            report(.error, .rootObjectNotController,
                   "the document's object <\(first.tag)> is not a controller; wrap it in a <screen>",
                   at: first.range)
        }
        return Schema(rootTag: root.name, language: language, object: objects.first)
    }

    // MARK: Objects

    /// Builds an object element (a tag already known to be an object here); nil when it cannot be one.
    mutating func buildObject(_ markup: MarkupElement, ordinal: Int) -> SchemaElement? {
        let descriptor = registry.descriptor(at: ordinal)
        var name: String?
        var styleNames: [String] = []
        var keyPath: MarkupAttribute?
        var valueName: MarkupAttribute?
        var isConditional = false
        for attribute in markup.attributes {
            switch attribute.name {
            case "name": name = attribute.value
            case "class": styleNames = attribute.value.split(whereSeparator: \.isWhitespace).map(String.init)
            case "keyPath": keyPath = attribute
            case "valueName": valueName = attribute
            case "conditional": isConditional = Self.boolValue(attribute.value)
            default:
                if Self.isNamespaceAttribute(attribute.name) { continue }
                let suggestion = Suggestion.closest(to: attribute.name, in: Self.objectAttributes)
                report(.warning, .unknownAttribute,
                       "the attribute `\(attribute.name)` has no meaning on <\(markup.name)> and is ignored\(Self.didYouMean(suggestion, quoted: "`"))",
                       at: attribute.nameRange, suggestion: suggestion)
            }
        }
        func element(_ role: SchemaElementRole, _ parameters: [SchemaParameter] = []) -> SchemaElement {
            SchemaElement(
                tag: markup.name, type: descriptor.type, range: markup.range, name: name, styleNames: styleNames,
                role: role, parameters: parameters)
        }
        if let keyPath {
            return element(.proxy(buildProxy(markup, keyPath: keyPath, valueName: valueName)))
        }
        if let valueName {
            report(.warning, .misplacedValueName,
                   "`valueName` only has a meaning on a proxy (an element with `keyPath`) that has a <template>; it is ignored",
                   at: valueName.nameRange)
        }
        if isConditional {
            return element(.conditional(buildConditional(markup)))
        }
        if descriptor.isAbstract {
            report(.error, .abstractTagWithoutKeyPath,
                   "<\(markup.name)> is abstract: it can only stand for a value read from the context, so give it a `keyPath` attribute",
                   at: markup.range)
            return nil
        }
        let outerSuggestions = suggestedNames
        suggestedNames = []
        let object = element(.object, groupParameters(of: markup, ordinal: ordinal))
        checkMandatoryParameters(of: object, descriptor: descriptor)
        suggestedNames = outerSuggestions
        for rule in descriptor.rules { diagnostics += rule.check(object) }
        return object
    }

    /// Builds the values held by a parameter or structural tag: text, and objects.
    mutating func buildValues(of markup: MarkupElement) -> [SchemaValue] {
        var values: [SchemaValue] = []
        for child in markup.children {
            switch child {
            case .text(let text):
                values.append(.text(SchemaText(text.value, range: text.range)))
            case .element(let element):
                if let ordinal = registry.ordinal(of: element.name) {
                    if let object = buildObject(element, ordinal: ordinal) { values.append(.element(object)) }
                } else {
                    reportNestedParameter(element, in: markup)
                }
            }
        }
        return values
    }

    mutating func reportNestedParameter(_ element: MarkupElement, in parent: MarkupElement) {
        let isKnownParameter = registry.descriptors.contains { $0.parameter(named: element.name) != nil }
        if !isKnownParameter, let suggestion = registry.closestTag(to: element.name) {
            report(.error, .unknownTag,
                   "unknown tag <\(element.name)> inside <\(parent.name)>; did you mean <\(suggestion)>?",
                   at: element.range, suggestion: suggestion)
        } else {
            report(.error, .nestedParameter,
                   "<\(element.name)> is not a tag, so it would be a parameter, but it is inside the parameter <\(parent.name)>; a parameter holds only text and object tags",
                   at: element.range, notes: [DiagnosticNote("the parameter <\(parent.name)> starts here", at: parent.range)])
        }
    }

    // MARK: Reporting

    mutating func report(
        _ severity: DiagnosticSeverity, _ code: DiagnosticCode, _ message: String, at range: SourceRange,
        notes: [DiagnosticNote] = [], suggestion: String? = nil
    ) {
        diagnostics.append(Diagnostic(severity, code, message, at: range, notes: notes, suggestion: suggestion))
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

    /// Whether the value is known only at run time (a proxy or a conditional).
    static func isDynamic(_ element: SchemaElement) -> Bool {
        if case .object = element.role { return false }
        return true
    }
}
