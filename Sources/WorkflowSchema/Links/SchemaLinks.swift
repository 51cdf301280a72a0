/// What the names of one schema file point at: the messages it sends and the controllers that
/// receive them, the actions that answer them, the files it loads, the keys it stores and its
/// graphs' nodes. These are the links an editor follows (`wfs lsp`: definition, references,
/// rename, hover and completion).
///
/// Routes follow ORIGINALS.md §1.8: a view's, item's or trigger's message goes to the controller
/// around it; a `sendMessage` action's (destination `delegate`) goes to the controller that
/// created the action's controller: the container around it, or, for the root controller of a
/// loaded file, the controller whose action loaded it (``MessageReceiver/creator``). A controller
/// with `shouldForwardAllMessages` passes messages on to its creator.
public struct SchemaLinks: Sendable {
    /// One message name written in the file, with who receives it. Two are equal when they
    /// are the same place of the file.
    public struct MessageSend: Sendable, Hashable {
        /// The name as written.
        public let name: SchemaText
        /// The element whose parameter holds the message (a button, a `sendMessage`, …).
        public let sender: SchemaElement
        /// Who receives it.
        public let receiver: MessageReceiver

        public static func == (lhs: MessageSend, rhs: MessageSend) -> Bool {
            lhs.sender === rhs.sender && lhs.name.range == rhs.name.range
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(sender))
            hasher.combine(name.range.start.offset)
        }
    }

    /// A named action of a controller's `actions`: what answers the message of its name. Two
    /// are equal when they are the same element (two identical screens have distinct actions).
    public struct ActionHandler: Sendable, Hashable {
        /// The action element.
        public let action: SchemaElement
        /// The controller whose action it is.
        public let controller: SchemaElement

        public static func == (lhs: ActionHandler, rhs: ActionHandler) -> Bool {
            lhs.action === rhs.action && lhs.controller === rhs.controller
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(action))
        }
    }

    /// A `<loadSchema>` whose path is written as text.
    public struct FileLoad: Sendable, Hashable {
        /// The path as written.
        public let path: SchemaText
        /// The controller whose action loads the file (and so creates its root controller).
        public let controller: SchemaElement?
    }

    /// A `userInfo` key the file provides: a stored value, a form input, or a tag's known key.
    public struct ProvidedKey: Sendable, Hashable {
        /// The key.
        public let name: String
        /// The element that provides it.
        public let element: SchemaElement
        /// Where the name is written, for a stored value's `name` parameter.
        public let nameRange: SourceRange?
    }

    /// A node of a `runGraph`, or a name that refers to one.
    public struct GraphNodeName: Sendable, Hashable {
        /// The node's name, or the name written where a node is referred to.
        public let name: SchemaText
        /// The `runGraph` it belongs to.
        public let graph: SchemaElement
    }

    /// Every message name written as text, in document order.
    public private(set) var sends: [MessageSend] = []
    /// Every named action of a controller.
    public private(set) var handlers: [ActionHandler] = []
    /// Every load with a written path.
    public private(set) var loads: [FileLoad] = []
    /// Every key provided, in document order.
    public private(set) var providedKeys: [ProvidedKey] = []
    /// The nodes of every graph.
    public private(set) var graphNodes: [(node: SchemaElement, graph: SchemaElement)] = []
    /// The names that refer to graph nodes (`yes`, `no`, `next`, `catch`, `start`, a branch's `next`).
    public private(set) var graphNodeReferences: [GraphNodeName] = []
    /// The graph names of `cancelGraph` actions.
    public private(set) var graphCancels: [SchemaText] = []
    /// Every `runGraph`.
    public private(set) var graphs: [SchemaElement] = []
    /// Every controller, in document order.
    public private(set) var controllers: [SchemaElement] = []
    /// The creator of each controller inside this file (its enclosing controller), by identity.
    private var creators: [ObjectIdentifier: SchemaElement] = [:]
    /// The controllers around each controller, outermost first, by identity.
    private var enclosing: [ObjectIdentifier: [SchemaElement]] = [:]

    /// The parameters of graph nodes that name another node.
    static let nodeReferenceParameters: Set<String> = ["yes", "no", "next", "catch", "start"]

    /// Reads the links of `schema`, whose tags `registry` describes.
    public init(_ schema: Schema, registry: TagRegistry = .standard) {
        guard let root = schema.object else { return }
        var descendantSends: [(name: SchemaText, sender: SchemaElement, performer: SchemaElement?, destinationName: String?)] = []
        SchemaTreeWalk(root: root).forEach { visit in
            let element = visit.element
            if element.type.isSubtype(of: .controller), !element.isDynamic {
                controllers.append(element)
                if let creator = visit.controllers.last { creators[ObjectIdentifier(element)] = creator }
                enclosing[ObjectIdentifier(element)] = visit.controllers
                for value in element[parameter: "actions"]?.values ?? [] {
                    if let action = value.element, action.name != nil {
                        handlers.append(ActionHandler(action: action, controller: element))
                    }
                }
            }
            readProvidedKeys(of: visit)
            readGraphLinks(of: element)
            if element.tag == "loadSchema", !element.isDynamic,
                case .text(let path)? = element[parameter: "path"]?.value
            {
                loads.append(FileLoad(path: path, controller: visit.controllers.last))
            }
            guard let descriptor = registry[element.tag], !element.isDynamic else { return }
            let isAction = element.type.isSubtype(of: .action)
            for parameter in element.parameters
            where descriptor.parameter(named: parameter.name)?.accepts.contains(.message) == true {
                for value in parameter.values {
                    let message = SentMessage(value)
                    guard let name = message.name else { continue }
                    let receiver: MessageReceiver
                    switch message.destination {
                    case "delegate"?:
                        if !isAction {
                            receiver = visit.controllers.last.map(MessageReceiver.controller) ?? .unknown
                        } else if visit.controllers.count >= 2 {
                            receiver = .controller(visit.controllers[visit.controllers.count - 2])
                        } else {
                            receiver = visit.controllers.isEmpty ? .unknown : .creator
                        }
                    case "self"?:
                        receiver = visit.controllers.last.map(MessageReceiver.controller) ?? .unknown
                    case "descendant"?:
                        descendantSends.append((name, element, visit.controllers.last, message.destinationName?.value))
                        continue
                    default:
                        receiver = .unknown
                    }
                    sends.append(MessageSend(name: name, sender: element, receiver: receiver))
                }
            }
        }
        // The last controller of that name below the one that performs the action (ORIGINALS.md §1.8).
        for send in descendantSends {
            let named = controllers.last { controller in
                guard let performer = send.performer, controller.name != nil, controller.name == send.destinationName
                else { return false }
                return enclosing[ObjectIdentifier(controller)]?.contains { $0 === performer } ?? false
            }
            let receiver = named.map { MessageReceiver.descendants([$0]) } ?? .unknown
            sends.append(MessageSend(name: send.name, sender: send.sender, receiver: receiver))
        }
        sends.sort { $0.name.range.start < $1.name.range.start }
    }

    /// The controller that created `controller`, when it is in this file.
    public func creator(of controller: SchemaElement) -> SchemaElement? {
        creators[ObjectIdentifier(controller)]
    }

    /// Whether `controller` passes every message on to its creator, or may (the parameter is a
    /// proxy or a conditional, as ``UnhandledMessageRule`` reads it).
    public static func forwardsAllMessages(_ controller: SchemaElement) -> Bool {
        switch controller[parameter: "shouldForwardAllMessages"]?.value {
        case .text(let text)?: return SchemaBuilder.boolValue(text.value)
        case .element?: return true
        case nil: return false
        }
    }

    /// The actions of this file that answer a message named `name` received by `receiver`; nil
    /// when the message leaves the file (to the creator of its root controller).
    public func handlers(of name: String, receivedBy receiver: MessageReceiver) -> [ActionHandler]? {
        switch receiver {
        case .unknown: return []
        case .creator: return nil
        case .descendants(let named): return named.flatMap { handlers(of: name, in: $0) ?? [] }
        case .controller(let controller): return handlers(of: name, in: controller)
        }
    }

    /// The actions of `controller` (or, when it forwards every message, of its creators) named
    /// `name`; nil when the message leaves the file.
    public func handlers(of name: String, in controller: SchemaElement) -> [ActionHandler]? {
        var current = controller
        var steps = 0
        while Self.forwardsAllMessages(current) {
            guard let creator = creator(of: current), steps < 64 else { return nil }
            current = creator
            steps += 1
        }
        return handlers.filter { $0.controller === current && $0.action.name == name }
    }

    /// The sends of this file that `handler` answers.
    public func sends(answeredBy handler: ActionHandler) -> [MessageSend] {
        sends.filter { send in
            send.name.value == handler.action.name
                && (handlers(of: send.name.value, receivedBy: send.receiver)?.contains(handler) ?? false)
        }
    }

    private mutating func readProvidedKeys(of visit: SchemaTreeWalk.Visit) {
        let element = visit.element
        for key in ProvidedKeys.keysOfTags[element.tag] ?? [] {
            providedKeys.append(ProvidedKey(name: key, element: element, nameRange: nil))
        }
        if element.tag == "storeValue", !element.isDynamic, case .text(let name)? = element[parameter: "name"]?.value {
            providedKeys.append(ProvidedKey(name: name.value, element: element, nameRange: name.range))
        }
        if let name = element.name, element.type.isSubtype(of: .view),
            visit.ancestors.contains(where: { $0.type.isSubtype(of: .form) })
        {
            providedKeys.append(ProvidedKey(name: name, element: element, nameRange: nil))
        }
    }

    private mutating func readGraphLinks(of element: SchemaElement) {
        switch element.tag {
        case "runGraph":
            graphs.append(element)
            for value in element[parameter: "nodes"]?.values ?? [] {
                guard let node = value.element else { continue }
                graphNodes.append((node, element))
                for parameter in node.parameters where Self.nodeReferenceParameters.contains(parameter.name) {
                    if case .text(let name)? = parameter.value {
                        graphNodeReferences.append(GraphNodeName(name: name, graph: element))
                    }
                }
                for branch in node[parameter: "branches"]?.values ?? [] {
                    if case .text(let name)? = branch.element?[parameter: "next"]?.value {
                        graphNodeReferences.append(GraphNodeName(name: name, graph: element))
                    }
                }
            }
            if case .text(let start)? = element[parameter: "start"]?.value {
                graphNodeReferences.append(GraphNodeName(name: start, graph: element))
            }
        case "cancelGraph":
            if case .text(let name)? = element[parameter: "graph"]?.value { graphCancels.append(name) }
        default:
            break
        }
    }

    /// The name a `runGraph` is known by: its `graph` parameter, else its action name.
    public static func graphName(of graph: SchemaElement) -> String? {
        if case .text(let name)? = graph[parameter: "graph"]?.value { return name.value }
        return graph.name
    }
}
