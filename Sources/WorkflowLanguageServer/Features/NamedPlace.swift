import WorkflowSchema

/// A name written in a schema file that leads somewhere: a message, an action's name, a loaded
/// path, a `keyPath`, a graph node or a node reference. The server finds the one under the cursor.
enum NamedPlace: Sendable {
    case message(SchemaLinks.MessageSend)
    case action(SchemaLinks.ActionHandler)
    case load(SchemaLinks.FileLoad)
    case keyPath(key: String, element: SchemaElement)
    case graphNode(SchemaElement, graph: SchemaElement)
    case nodeReference(SchemaLinks.GraphNodeName)
    case graphCancel(SchemaText)

    /// The name's text.
    var name: String {
        switch self {
        case .message(let send): return send.name.value
        case .action(let handler): return handler.action.name ?? ""
        case .load(let load): return load.path.value
        case .keyPath(let key, _): return key
        case .graphNode(let node, _): return node.name ?? ""
        case .nodeReference(let reference): return reference.name.value
        case .graphCancel(let name): return name.value
        }
    }

    /// The named place of `analysis` whose name holds byte `offset`, with the name's bytes.
    static func at(_ offset: Int, in analysis: DocumentAnalysis) -> (place: NamedPlace, bytes: Range<Int>)? {
        for (place, bytes) in all(in: analysis) where bytes.lowerBound <= offset && offset <= bytes.upperBound {
            return (place, bytes)
        }
        return nil
    }

    /// Every named place of `analysis`, with the bytes of its name.
    static func all(in analysis: DocumentAnalysis) -> [(NamedPlace, Range<Int>)] {
        let links = analysis.links
        var places: [(NamedPlace, Range<Int>)] = []
        for send in links.sends {
            if let bytes = analysis.nameBytes(of: send.name) { places.append((.message(send), bytes)) }
        }
        for handler in links.handlers {
            if let bytes = nameAttributeBytes(of: handler.action, in: analysis) { places.append((.action(handler), bytes)) }
        }
        for load in links.loads {
            if let bytes = analysis.nameBytes(of: load.path) { places.append((.load(load), bytes)) }
        }
        for (node, graph) in links.graphNodes {
            if let bytes = nameAttributeBytes(of: node, in: analysis) { places.append((.graphNode(node, graph: graph), bytes)) }
        }
        for reference in links.graphNodeReferences {
            if let bytes = analysis.nameBytes(of: reference.name) { places.append((.nodeReference(reference), bytes)) }
        }
        for cancel in links.graphCancels {
            if let bytes = analysis.nameBytes(of: cancel) { places.append((.graphCancel(cancel), bytes)) }
        }
        for element in analysis.schemaElements.values {
            guard case .proxy(let proxy) = element.role,
                let attribute = analysis.markupElement(of: element)?.attribute("keyPath"),
                let bytes = analysis.nameBytes(of: proxy.keyPath, in: attribute.valueRange)
            else { continue }
            let key = String(proxy.keyPath.split(separator: ".").first ?? "")
            places.append((.keyPath(key: key, element: element), bytes))
        }
        return places
    }

    /// The bytes of an element's `name` attribute value.
    static func nameAttributeBytes(of element: SchemaElement, in analysis: DocumentAnalysis) -> Range<Int>? {
        guard let name = element.name, let attribute = analysis.markupElement(of: element)?.attribute("name") else {
            return nil
        }
        return analysis.nameBytes(of: name, in: attribute.valueRange)
    }
}
