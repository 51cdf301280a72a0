import Foundation
import WorkflowSchema

extension LanguageServer {
    /// Completion at the cursor of a schema, XML or JSON form: tag names valid in the parent,
    /// attribute names, enumeration and bitmask words, message names the receiving controller's
    /// actions answer, action names of the messages sent to the controller, `loadSchema` paths
    /// of the folder, and `keyPath` names stored before the cursor.
    func completion(_ document: OpenDocument, _ params: LSPParams) -> Answer {
        guard let position = params.position else { return .failure(.invalidParams("completion needs a position")) }
        let isJSON = SchemaForm.of(document.bytes) == .json
        // The text before the cursor is read as it is now; what its names mean comes from the
        // last text that loaded, so typing never waits for a new parse of the whole document.
        let lines = document.lines
        let current = loadedAnalyses[document.uri] ?? analyses[document.uri] ?? analysis(of: document)
        let cursor = lines.offset(of: position, encoding: encoding)
        let context =
            isJSON ? CursorContext(json: document.bytes, cursor: cursor) : CursorContext(bytes: document.bytes, cursor: cursor)
        let registry = validator.registry
        let chain = context.open.map(\.name)
        var proposals: [(label: String, kind: LSPCompletionItem.Kind, detail: String?, summary: String?)] = []
        let start: Int
        var quotes = false
        switch context.place {
        case .none:
            return .success(LSPCompletionList(items: []))
        case .tagName(let from, let isClosing):
            start = from
            if isClosing {
                if let innermost = chain.last { proposals = [(innermost, .keyword, "closes <\(innermost)>", nil)] }
            } else if chain.isEmpty {
                proposals = [("workflow", .module, "the root of a schema", nil)]
            } else {
                // A parameter that takes one value is not proposed again once it is written.
                proposals = Self.childTags(of: TagMeaning.of(chain, registry: registry), registry: registry, besides: context.closedChildren)
            }
        case .attributeName(let element, let from, let present):
            start = from
            proposals = Self.attributes(of: TagMeaning.of(chain + [element.name], registry: registry), besides: present)
        case .key(let from, let present, let isQuoted, let isArrayItem):
            // The JSON form: a child's tag (an object's keys are all different; an item of an
            // array of children has one), or an attribute written `@name` (not in an item).
            start = from
            quotes = !isQuoted
            if chain.isEmpty {
                proposals = [("workflow", .module, "the root of a schema", nil)]
            } else if !isArrayItem || present.isEmpty {
                let role = TagMeaning.of(chain, registry: registry)
                proposals = Self.childTags(of: role, registry: registry, besides: context.closedChildren)
                    .filter { !present.contains($0.label) }
                if !isArrayItem {
                    let written = present.filter { $0.hasPrefix("@") }.map { String($0.dropFirst()) }
                    proposals += Self.attributes(of: role, besides: written).map { ("@" + $0.label, $0.kind, $0.detail, $0.summary) }
                }
            }
        case .attributeValue(let element, let attribute, let from):
            start = from
            proposals = attributeValues(attribute, of: element, context: context, analysis: current, cursor: cursor, document: document)
                .map { ($0.0, $0.1, $0.2, nil) }
        case .text(let from):
            start = from
            proposals = textValues(context: context, analysis: current, document: document).map { ($0.0, $0.1, $0.2, nil) }
        }
        let replaced = lines.range(of: start..<max(start, cursor), encoding: encoding)
        var seen = Set<String>()
        let items = proposals.enumerated().compactMap { index, proposal -> LSPCompletionItem? in
            guard seen.insert(proposal.label).inserted else { return nil }
            return LSPCompletionItem(
                label: proposal.label, kind: proposal.kind, detail: proposal.detail,
                documentation: proposal.summary.flatMap { $0.isEmpty ? nil : LSPMarkdown($0) },
                textEdit: LSPTextEdit(range: replaced, newText: quotes ? "\"\(proposal.label)\"" : proposal.label),
                sortText: String(format: "%04d", index))
        }
        return .success(LSPCompletionList(items: items))
    }

    private typealias Proposal = (String, LSPCompletionItem.Kind, String?)

    /// The tags valid inside an element of `role`; a parameter that takes one value is left out
    /// once it is among `written`.
    private static func childTags(
        of role: TagMeaning, registry: TagRegistry, besides written: [String]
    ) -> [(label: String, kind: LSPCompletionItem.Kind, detail: String?, summary: String?)] {
        role.childTags(registry: registry)
            .filter { $0.isRepeatable || !written.contains($0.name) }
            .map { ($0.name, $0.isParameter ? .property : .class, $0.detail, $0.summary) }
    }

    /// The attributes an element of `role` takes, other than those `present`.
    private static func attributes(
        of role: TagMeaning, besides present: [String]
    ) -> [(label: String, kind: LSPCompletionItem.Kind, detail: String?, summary: String?)] {
        switch role {
        case .object:
            TagRegistry.objectAttributes.filter { !present.contains($0.name) }
                .map { ($0.name, .field, "attribute", $0.summary) }
        case .root:
            present.contains("lang") ? [] : [("lang", .field, "attribute", "The schema's language, for its localised texts.")]
        default:
            []
        }
    }

    /// Values of an attribute: an action's name (the messages sent to its controller), a
    /// `keyPath` (the keys provided before the cursor), `conditional`'s words.
    private func attributeValues(
        _ attribute: String, of element: CursorContext.OpenElement, context: CursorContext, analysis: DocumentAnalysis,
        cursor: Int, document: OpenDocument
    ) -> [Proposal] {
        let semantic = loadedAnalyses[analysis.uri] ?? analysis
        switch attribute {
        case "name":
            // An action in a controller's `actions`: the messages that reach that controller.
            guard context.open.last?.name == "actions", context.open.count >= 2,
                let controller = document.offset(context.open[context.open.count - 2].offset, in: semantic).flatMap({ semantic.schemaElements[$0] }),
                controller.type.isSubtype(of: .controller)
            else { return [] }
            return messagesReaching(controller, in: semantic).map { ($0, .event, "a message sent to <\(controller.tag)>") }
        case "keyPath":
            let routes = FolderRoutes(current: semantic, others: folderAnalyses(besides: semantic))
            var keys: [Proposal] = []
            for provided in semantic.links.providedKeys where provided.element.range.start.offset < document.offset(cursor, in: semantic, nearest: true) ?? cursor {
                keys.append((provided.name, .variable, "provided by <\(provided.element.tag)> in this file"))
            }
            for file in routes.others {
                for provided in file.links.providedKeys {
                    keys.append((provided.name, .variable, "provided by <\(provided.element.tag)> in \(file.fileName ?? "another file")"))
                }
            }
            return keys
        case "conditional":
            return [("YES", .value, nil), ("NO", .value, nil)]
        default:
            return []
        }
    }

    /// Text values: the words of an enumeration or bitmask, a boolean, a message name, a path.
    private func textValues(context: CursorContext, analysis: DocumentAnalysis, document: OpenDocument) -> [Proposal] {
        let registry = validator.registry
        let chain = context.open.map(\.name)
        guard chain.count >= 2 else { return [] }
        let semantic = loadedAnalyses[analysis.uri] ?? analysis
        let role = TagMeaning.of(chain, registry: registry)
        var proposals: [Proposal] = []
        // The parameter the text is for: the one it is written in, or the one bare text of the
        // object goes to (a `<sendMessage>`'s message, a `<showAlert>`'s message).
        var target: (parameter: ParameterDescriptor, owner: TagDescriptor)?
        var isMessage = false
        switch role {
        case .parameter(let parameter, let owner):
            target = (parameter, owner)
        case .object(let descriptor):
            // Bare text in a `<message>` object is its name.
            isMessage = descriptor.name == "message"
            if let name = descriptor.defaultParameter(for: .string), let parameter = descriptor.parameter(named: name) {
                target = (parameter, descriptor)
            }
        default:
            break
        }
        if let (parameter, owner) = target {
            if let words = parameter.format.allowedWords {
                proposals += words.map { ($0, .enumMember, "\(parameter.name) of <\(owner.name)>") }
            }
            if parameter.format == .boolean { proposals += [("YES", .value, nil), ("NO", .value, nil)] }
            isMessage = isMessage || parameter.accepts.contains(.message) || (owner.name == "message" && parameter.name == "name")
            if owner.name == "loadSchema", parameter.name == "path" {
                proposals += schemaFiles(besides: analysis).map { ($0, .file, "a schema file of this folder") }
            }
        }
        if isMessage {
            proposals += messageNames(for: context, in: semantic, document: document).map { ($0, .event, "an action of the controller that receives it") }
        }
        return proposals
    }

    /// The names the receiving controller's actions answer, for a message written at the cursor.
    private func messageNames(for context: CursorContext, in analysis: DocumentAnalysis, document: OpenDocument) -> [String] {
        let registry = validator.registry
        // The controllers and the sender around the cursor, innermost last.
        var controllers: [SchemaElement] = []
        var senderIsAction = false
        for element in context.open {
            guard let descriptor = registry[element.name] else { continue }
            if descriptor.type.isSubtype(of: .controller),
                let controller = document.offset(element.offset, in: analysis).flatMap({ analysis.schemaElements[$0] })
            {
                controllers.append(controller)
                senderIsAction = false
            } else if descriptor.type.isSubtype(of: .action), element.name != "message" {
                senderIsAction = descriptor.name == "sendMessage"
            }
        }
        let routes = FolderRoutes(current: analysis, others: folderAnalyses(besides: analysis))
        var receivers: [(DocumentAnalysis, SchemaElement)] = []
        if senderIsAction {
            if controllers.count >= 2 {
                receivers = [(analysis, controllers[controllers.count - 2])]
            } else {
                receivers = routes.loads(of: analysis).compactMap { loader, load in load.controller.map { (loader, $0) } }
            }
        } else if let controller = controllers.last {
            receivers = [(analysis, controller)]
        }
        return receivers.flatMap { file, controller in
            file.links.handlers.filter { $0.controller === controller }.compactMap(\.action.name)
        }
    }

    /// The names of the messages that reach `controller`: sent from inside it, and leaving the
    /// files its actions load.
    private func messagesReaching(_ controller: SchemaElement, in analysis: DocumentAnalysis) -> [String] {
        var names: [String] = []
        for send in analysis.links.sends {
            if case .controller(let receiver) = send.receiver, receiver === controller { names.append(send.name.value) }
        }
        let routes = FolderRoutes(current: analysis, others: folderAnalyses(besides: analysis))
        for load in analysis.links.loads where load.controller === controller {
            guard let loaded = routes.file(loadedBy: load, in: analysis) else { continue }
            names += loaded.links.sends.filter { $0.receiver == .creator }.map(\.name.value)
        }
        return names
    }

    /// The schema files of the folder of `analysis`, other than itself, besides those a symbolic
    /// link takes out of the folder (the built-in loader refuses them).
    private func schemaFiles(besides analysis: DocumentAnalysis) -> [String] {
        guard let path = analysis.path else { return [] }
        let folder = RealFolder(URL(fileURLWithPath: path).deletingLastPathComponent())
        return LinkedSchemaFiles.schemaFiles(in: folder).map(\.name).filter { $0 != analysis.fileName }
    }
}

