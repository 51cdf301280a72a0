/// Warns about a controller's action that nothing in the schema can make it perform: no view,
/// gesture or button sends its name to the controller, no `<sendMessage>` does (to itself, from a
/// controller it holds or shows, or to it as a descendant), and it is not a lifecycle event or a
/// name the controller performs by itself (`WFS0506`).
///
/// The original README's second example has one: the navigation's `exampleButton2Tapped`,
/// which the button's message never reaches. A controller is not judged when messages may come
/// from where the file cannot tell: a loaded schema or a proxy controller it shows, a controller
/// that forwards all its messages, a message whose name or destination is a proxy.
public struct UnreachableActionRule: SchemaRule {
    /// What every controller performs by itself, and what particular ones do.
    static let lifecycle: Set<String> = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
    ]
    static let byTag: [String: Set<String>] = ["form": ["didSubmit", "didNotSubmit"], "table": ["didSelectCell"]]

    /// Creates the rule.
    public init() {}

    public func check(_ schema: Schema, registry: TagRegistry) -> [Diagnostic] {
        guard let root = schema.object else { return [] }
        var reach = Reach()
        SchemaTreeWalk(root: root).forEach { visit in reach.note(visit, registry: registry) }
        guard !reach.descendantNamesUnknown else { return [] }
        var diagnostics: [Diagnostic] = []
        SchemaTreeWalk(root: root).forEach { visit in
            let controller = visit.element
            guard controller.type.isSubtype(of: .controller), !controller.isDynamic,
                !reach.unknown.contains(ObjectIdentifier(controller))
            else { return }
            let received = reach.names[ObjectIdentifier(controller), default: []]
                .union(Self.lifecycle).union(Self.byTag[controller.tag] ?? [])
                .union(controller.name.map { reach.descendantNames[$0] ?? [] } ?? [])
            for action in controller[parameter: "actions"]?.values.compactMap(\.element) ?? [] {
                guard !action.isDynamic, let name = action.name, !received.contains(name) else { continue }
                diagnostics.append(
                    Diagnostic(
                        .warning, .unreachableAction,
                        "nothing sends '\(name)' to this <\(controller.tag)>, so its action never runs; a message "
                            + "from a view goes to the controller around the view, and stops there",
                        at: action.range,
                        notes: [DiagnosticNote("the <\(controller.tag)> it belongs to", at: controller.range)]))
            }
        }
        return diagnostics
    }

    /// Which names reach which controllers, and which controllers cannot be judged.
    private struct Reach {
        var names: [ObjectIdentifier: Set<String>] = [:]
        var unknown: Set<ObjectIdentifier> = []
        var descendantNames: [String: Set<String>] = [:]
        var descendantNamesUnknown = false

        mutating func note(_ visit: SchemaTreeWalk.Visit, registry: TagRegistry) {
            let element = visit.element
            // A controller shown from outside the file (a proxy) may send anything to its creator.
            if element.type.isSubtype(of: .controller), element.isDynamic, let creator = visit.controllers.last {
                unknown.insert(ObjectIdentifier(creator))
            }
            if element.type.isSubtype(of: .controller), !element.isDynamic,
                case .text(let forwards)? = element[parameter: "shouldForwardAllMessages"]?.value,
                SchemaBuilder.boolValue(forwards.value), let creator = creator(of: element, visit)
            {
                unknown.insert(ObjectIdentifier(creator))
            }
            if element.tag == "loadSchema", let performer = visit.controllers.last {
                unknown.insert(ObjectIdentifier(performer))
            }
            if element.tag == "sendMessage", !element.isDynamic, let performer = visit.controllers.last {
                noteSendMessage(element, performer: performer, visit: visit)
                return
            }
            guard let receiver = visit.controllers.last, let descriptor = registry[element.tag],
                !element.type.isSubtype(of: .action)
            else { return }
            for parameter in element.parameters
            where descriptor.parameter(named: parameter.name)?.accepts.contains(.message) == true {
                for value in parameter.values { noteSent(value, to: receiver) }
            }
        }

        /// A view's (or trigger's) message: to the controller around it, unless it names another destination.
        mutating func noteSent(_ value: SchemaValue, to receiver: SchemaElement) {
            let message = SentMessage(value)
            guard let name = message.name?.value else {
                unknown.insert(ObjectIdentifier(receiver))
                return
            }
            switch message.destination {
            case "delegate", "self": names[ObjectIdentifier(receiver), default: []].insert(name)
            case "descendant": noteDescendant(message, name: name)
            case nil: unknown.insert(ObjectIdentifier(receiver))  // a destination known only at run time
            default: break
            }
        }

        mutating func noteSendMessage(_ action: SchemaElement, performer: SchemaElement, visit: SchemaTreeWalk.Visit) {
            let message = action[parameter: "message"]?.value.map(SentMessage.init)
            let name = message?.name?.value
            let destination = message?.destination ?? "delegate"
            if destination == "descendant", let message, let name {
                noteDescendant(message, name: name)
                return
            }
            let target: SchemaElement?
            switch destination {
            case "self": target = performer
            case "delegate": target = creator(of: performer, visit)
            default: return
            }
            guard let target else { return }
            guard let name else {
                unknown.insert(ObjectIdentifier(target))
                return
            }
            names[ObjectIdentifier(target), default: []].insert(name)
        }

        mutating func noteDescendant(_ message: SentMessage, name: String) {
            guard let target = message.destinationName else {
                descendantNamesUnknown = true
                return
            }
            descendantNames[target.value, default: []].insert(name)
        }

        /// The controller that made `controller`: the one holding it, or the one whose action shows it.
        func creator(of controller: SchemaElement, _ visit: SchemaTreeWalk.Visit) -> SchemaElement? {
            // `visit.controllers` are the controllers around the visited element, innermost last;
            // the creator of `controller` is the one just outside it.
            guard let index = visit.controllers.lastIndex(where: { $0 === controller }) else {
                return visit.element === controller ? visit.controllers.last : nil
            }
            return index > 0 ? visit.controllers[index - 1] : nil
        }
    }
}
