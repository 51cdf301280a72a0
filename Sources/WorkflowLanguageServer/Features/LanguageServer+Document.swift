import Foundation
import WorkflowSchema

extension LanguageServer {
    /// Hover: on a message, where it is handled; on an action's name, what sends it; on a tag
    /// or parameter, its summary and type from its descriptor; on an attribute, what it does.
    func hover(_ document: OpenDocument, _ params: LSPParams) -> Answer {
        guard let position = params.position else { return .failure(.invalidParams("hover needs a position")) }
        let current = analysis(of: document)
        let offset = current.lines.offset(of: position, encoding: encoding)
        if let (place, bytes, routes) = place(in: document, params) {
            let range = current.lines.range(of: bytes, encoding: encoding)
            switch place {
            case .message(let send):
                let handlers = routes.handlers(of: send, in: current)
                let places = handlers.map { file, handler in
                    "`<\(handler.action.tag) name=\"\(send.name.value)\">` of `<\(handler.controller.tag)>`"
                        + " (\(file.uri == current.uri ? "" : (file.fileName ?? file.uri) + ", ")line \(handler.action.range.start.line))"
                }
                let text =
                    places.isEmpty
                    ? "Message `\(send.name.value)`: no action of the controller that receives it answers it."
                    : "Message `\(send.name.value)`, handled by " + places.joined(separator: ", ") + "."
                return .success(LSPHover(contents: LSPMarkdown(text), range: range))
            case .action(let handler):
                let count = routes.sends(answeredBy: handler, in: current).count
                let text = "Action `\(place.name)` of `<\(handler.controller.tag)>`: answers \(count) message\(count == 1 ? "" : "s") sent to it."
                return .success(LSPHover(contents: LSPMarkdown(text), range: range))
            default:
                break
            }
        }
        let chain = current.elements(at: offset)
        guard let element = chain.last else { return .success(nil) }
        let registry = validator.registry
        let nameStart = element.range.start.offset + 1
        let nameBytes = nameStart..<(nameStart + element.name.utf8.count)
        let endNameBytes = element.endRange.map { ($0.start.offset + 2)..<($0.start.offset + 2 + element.name.utf8.count) }
        let onEndTag = endNameBytes.map { $0.contains(offset) || offset == $0.upperBound } ?? false
        if nameBytes.contains(offset) || offset == nameBytes.upperBound || onEndTag {
            let role = TagMeaning.of(chain.map(\.name), registry: registry)
            guard let text = Self.describe(role, name: element.name) else { return .success(nil) }
            let named = onEndTag ? endNameBytes ?? nameBytes : nameBytes
            return .success(LSPHover(contents: LSPMarkdown(text), range: current.lines.range(of: named, encoding: encoding)))
        }
        for attribute in element.attributes
        where attribute.nameRange.start.offset <= offset && offset <= attribute.nameRange.end.offset {
            guard let summary = TagRegistry.objectAttributes.first(where: { $0.name == attribute.name })?.summary else { break }
            return .success(
                LSPHover(contents: LSPMarkdown("Attribute `\(attribute.name)`: \(summary)"), range: current.range(attribute.nameRange, encoding)))
        }
        return .success(nil)
    }

    /// A tag's description for hover.
    static func describe(_ role: TagMeaning, name: String) -> String? {
        switch role {
        case .object(let descriptor):
            var text = "**<\(descriptor.name)>** (\(descriptor.kind.rawValue), type `\(descriptor.type.name)`)\n\n\(descriptor.summary)"
            if !descriptor.parameters.isEmpty {
                text += "\n\nParameters: " + descriptor.parameters.map { "`\($0.name)`" }.joined(separator: ", ")
            }
            return text
        case .parameter(let parameter, let owner):
            let summary = parameter.summary.isEmpty ? "" : "\n\n" + parameter.summary
            return "**<\(parameter.name)>**, parameter of `<\(owner.name)>`: \(TagMeaning.typeWords(parameter))\(summary)"
        case .structural(let tag, let owner):
            return "**<\(tag)>**, structural tag of a proxy or conditional `<\(owner.name)>`"
        case .root:
            return "**<\(name)>**: the root of a schema; it holds the first controller."
        case .unknown:
            return nil
        }
    }

    /// The outline: controllers, actions and graphs, nested as in the document.
    func documentSymbols(_ document: OpenDocument, _ params: LSPParams) -> Answer {
        let current = analysis(of: document)
        guard let root = current.markup.root else { return .success([LSPDocumentSymbol]()) }
        return .success(symbols(of: root, chain: [root.name], in: current))
    }

    private func symbols(of element: MarkupElement, chain: [String], in file: DocumentAnalysis) -> [LSPDocumentSymbol] {
        var found: [LSPDocumentSymbol] = []
        for case .element(let child) in element.children {
            let childChain = chain + [child.name]
            let inner = symbols(of: child, chain: childChain, in: file)
            guard case .object(let descriptor) = TagMeaning.of(childChain, registry: validator.registry),
                let kind = Self.symbolKind(of: descriptor)
            else {
                found += inner
                continue
            }
            var name = "<\(child.name)>"
            if let given = child.attribute("name")?.value { name += " " + given }
            let title = child.children.lazy.compactMap { node -> String? in
                guard case .element(let part) = node, part.name == "title", case .text(let text)? = part.children.first
                else { return nil }
                return text.value
            }.first
            let nameBytes = (child.range.start.offset + 1)..<(child.range.start.offset + 1 + child.name.utf8.count)
            found.append(
                LSPDocumentSymbol(
                    name: name, detail: title ?? descriptor.summary, kind: kind,
                    range: file.lines.range(of: child.range.start.offset..<DocumentAnalysis.extent(of: child), encoding: encoding),
                    selectionRange: file.lines.range(of: nameBytes, encoding: encoding), children: inner))
        }
        return found
    }

    private static func symbolKind(of descriptor: TagDescriptor) -> LSPDocumentSymbol.Kind? {
        if descriptor.type.isSubtype(of: .controller) { return .class }
        if descriptor.type.isSubtype(of: .action) { return .function }
        if descriptor.kind == .graph { return .event }
        return nil
    }

    /// Formatting: the document laid out as `wfs format` lays it out; nothing when it is not
    /// well-formed or already formatted.
    func formatting(_ document: OpenDocument, _ params: LSPParams) -> Answer {
        let text = String(decoding: document.bytes, as: UTF8.self)
        guard let formatted = SchemaFormatter().format(text), formatted != text else { return .success([LSPTextEdit]()) }
        let lines = document.lines
        return .success([LSPTextEdit(range: lines.range(of: 0..<document.bytes.count, encoding: encoding), newText: formatted)])
    }

    /// Code actions: the safe fixes of `wfs validate --fix` (preferred), and every other
    /// "did you mean" suggestion, for the diagnostics in the range. Called with the current
    /// text's analysis and check (``proceed(_:document:)`` waits for them).
    func codeActions(_ document: OpenDocument, _ params: LSPParams) -> Answer {
        let file = analysis(of: document)
        let lines = file.lines
        let requested = params.range.map { range in
            let start = lines.offset(of: range.start, encoding: encoding)
            return start..<max(start, lines.offset(of: range.end, encoding: encoding))
        } ?? 0..<document.bytes.count
        let text = String(decoding: document.bytes, as: UTF8.self)
        var actions: [LSPCodeAction] = []
        for diagnostic in checks.diagnostics(of: document) ?? [] {
            guard let suggestion = diagnostic.suggestion, Self.isPlainName(suggestion) else { continue }
            let start = diagnostic.range.start.offset
            let end = max(start, diagnostic.range.end.offset)
            guard diagnostic.range.start.isKnown, start <= requested.upperBound, requested.lowerBound <= end else { continue }
            let isSafe = SafeFixes.codes.contains(diagnostic.code)
            var edits: [Range<Int>] = isSafe ? SafeFixes().edits(for: [diagnostic], in: text).map(\.range) : []
            if edits.isEmpty, Self.tagNameCodes.contains(diagnostic.code) {
                // A tag's name (in a document with other errors, or a misspelt root or structural tag).
                edits = tagRenames(at: start, in: file)
            } else if edits.isEmpty, let bytes = Self.writtenWord(in: start..<end, of: document.bytes),
                !document.bytes[bytes].contains(UInt8(ascii: "<")), !document.bytes[bytes].contains(UInt8(ascii: ">"))
            {
                // A name written as text or as an attribute's value: a message, a file, a view.
                edits = [bytes]
            }
            guard !edits.isEmpty else { continue }
            let published = Self.protocolDiagnostic(
                diagnostic, uri: document.uri, lines: lines, encoding: encoding, diagnosticsURL: diagnosticsURL)
            actions.append(
                LSPCodeAction(
                    title: "Change to '\(suggestion)'", diagnostics: [published], isPreferred: isSafe,
                    edit: LSPWorkspaceEdit(changes: [
                        document.uri: edits.map { LSPTextEdit(range: lines.range(of: $0, encoding: encoding), newText: suggestion) }
                    ])))
        }
        return .success(actions)
    }

    /// The codes whose diagnostic is on a tag and suggests another name for it.
    static let tagNameCodes: Set<DiagnosticCode> = [.unknownTag, .unknownParameter, .unexpectedRootName, .invalidStructuralContent]

    /// Whether a suggestion is a name (not markup such as `</title>` or `&lt;`).
    static func isPlainName(_ suggestion: String) -> Bool {
        !suggestion.isEmpty && !suggestion.contains { "<>& \"'".contains($0) }
    }

    /// The bytes of the names of the start and end tags of the element whose `<` is at `offset`.
    private func tagRenames(at offset: Int, in file: DocumentAnalysis) -> [Range<Int>] {
        guard let element = file.markupElements[offset] else { return [] }
        let length = element.name.utf8.count
        var names = [(offset + 1)..<(offset + 1 + length)]
        if let end = element.endRange?.start.offset { names.append((end + 2)..<(end + 2 + length)) }
        return names.filter { file.lines.bytes.indices.contains($0.lowerBound) && $0.upperBound <= file.lines.bytes.count }
    }

    /// The bytes of the name written in `range`: without surrounding spaces and quotes.
    static func writtenWord(in range: Range<Int>, of bytes: [UInt8]) -> Range<Int>? {
        var lower = max(0, range.lowerBound)
        var upper = min(bytes.count, range.upperBound)
        let trimmed: Set<UInt8> = [32, 9, 10, 13, UInt8(ascii: "\""), UInt8(ascii: "'")]
        while lower < upper, trimmed.contains(bytes[lower]) { lower += 1 }
        while upper > lower, trimmed.contains(bytes[upper - 1]) { upper -= 1 }
        return lower < upper ? lower..<upper : nil
    }
}
