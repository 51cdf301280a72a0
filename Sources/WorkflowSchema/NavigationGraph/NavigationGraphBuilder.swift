import Foundation

/// Draws a schema's navigation as a `NavigationGraph`, following the files it loads.
///
/// Controllers are nodes; a controller holding another (a navigation its screen) is a
/// `contains` edge; an action that pushes, presents or replaces with a controller written inside
/// it is an edge to that controller, labelled with the message that performs it; `<loadSchema>`
/// leads to the loaded file's root controller (read from the first file's folder, as the runtime
/// reads it, never through a symbolic link leaving it) or to a node for a file that cannot be
/// loaded; `<sendMessage>` leads to the controller that receives the message (the creator,
/// itself, a named descendant, or the root delegate); `<runGraph>` leads into its decision
/// graph, drawn as nodes and steps.
public struct NavigationGraphBuilder: Sendable {
    /// Reads the loaded files.
    public var loader: SchemaLoader

    /// Creates a builder.
    public init(loader: SchemaLoader = SchemaLoader()) {
        self.loader = loader
    }

    /// The graph of `schema`, read from `file` (whose folder loaded paths are relative to);
    /// without a file, loads are drawn as files that cannot be followed.
    public func build(_ schema: Schema, file: URL? = nil) -> NavigationGraph {
        var drawing = Drawing(workspace: SchemaWorkspace(loader: loader), folder: file.map { RealFolder($0.deletingLastPathComponent()) })
        let group = file?.lastPathComponent ?? "schema"
        drawing.beingDrawn.insert(group)
        if let root = schema.object { drawing.fileRoots[group] = drawing.controller(root, group: group, creator: nil) }
        drawing.resolveDescendants()
        return drawing.graph
    }
}

/// The state of one drawing: the graph so far and what has been drawn.
private struct Drawing {
    let workspace: SchemaWorkspace
    let folder: RealFolder?
    var graph = NavigationGraph()
    /// The root controller's node of each file drawn, by path.
    var fileRoots: [String: String] = [:]
    /// The files whose drawing has begun (a file may load itself through others).
    var beingDrawn: Set<String> = []
    /// Controller nodes by `name`, for messages to descendants.
    var named: [String: String] = [:]
    /// Messages to descendants, drawn once every controller is known.
    var descendantMessages: [(from: String, name: String, label: String)] = []
    var rootDelegate: String?

    mutating func node(_ kind: NavigationGraphNode.Kind, _ label: String, group: String?) -> String {
        let id = "n\(graph.nodes.count + 1)"
        graph.nodes.append(NavigationGraphNode(id: id, kind: kind, label: label, group: group))
        return id
    }

    mutating func edge(_ from: String, _ to: String, _ kind: NavigationGraphEdge.Kind, _ label: String? = nil) {
        graph.edges.append(NavigationGraphEdge(from: from, to: to, kind: kind, label: label))
    }

    /// How a controller is reached: the edge drawn to it before what it leads to.
    typealias Arrival = (from: String, kind: NavigationGraphEdge.Kind, label: String?)

    /// Draws a controller, the edge that reaches it, the controllers it holds and what its
    /// actions do; returns its node.
    mutating func controller(
        _ element: SchemaElement, group: String, creator: String?, arrival: Arrival? = nil
    ) -> String {
        let id = node(.controller, Self.label(of: element), group: group)
        if let arrival { edge(arrival.from, id, arrival.kind, arrival.label) }
        if let name = element.name { named[name] = id }
        for child in Self.heldControllers(of: element) {
            _ = controller(child, group: group, creator: id, arrival: (id, .contains, nil))
        }
        for action in element[parameter: "actions"]?.values.compactMap(\.element) ?? [] where !action.isDynamic {
            perform(action, trigger: action.name ?? "any message", from: id, creator: creator, group: group)
        }
        return id
    }

    /// Draws what `action` does when `trigger` arrives at the controller `from`.
    mutating func perform(_ action: SchemaElement, trigger: String, from: String, creator: String?, group: String) {
        switch action.tag {
        case "pushController", "presentController", "replaceRootController":
            let verb = Self.verb(of: action.tag)
            let kind: NavigationGraphEdge.Kind =
                action.tag == "pushController" ? .push : action.tag == "presentController" ? .present : .replaceRoot
            guard let shown = action[parameter: "controller"]?.value?.element, !shown.isDynamic else { return }
            _ = controller(shown, group: group, creator: from, arrival: (from, kind, "\(trigger): \(verb)"))
        case "loadSchema":
            guard case .text(let path)? = action[parameter: "path"]?.value else { return }
            let then = action[parameter: "successAction"]?.value?.element.map { Self.verb(of: $0.tag) } ?? "show"
            loadedFile(path.value, arrival: (from, .load, "\(trigger): load, \(then)"))
        case "sendMessage":
            message(action, trigger: trigger, from: from, creator: creator)
            for child in action[parameter: "actions"]?.values.compactMap(\.element) ?? [] where !child.isDynamic {
                perform(child, trigger: trigger, from: from, creator: creator, group: group)
            }
        case "runGraph":
            decisionGraph(action, trigger: trigger, from: from, group: group)
        default:
            // multipleActions and any action that holds others: what they hold happens on the same trigger.
            for child in action[parameter: "actions"]?.values.compactMap(\.element) ?? [] where !child.isDynamic {
                perform(child, trigger: trigger, from: from, creator: creator, group: group)
            }
        }
    }

    mutating func message(_ action: SchemaElement, trigger: String, from: String, creator: String?) {
        guard let message = action[parameter: "message"]?.value.map(SentMessage.init),
            let name = message.name?.value
        else { return }
        let label = "\(trigger): sends \(name)"
        switch message.destination ?? "delegate" {
        case "self": edge(from, from, .message, label)
        case "rootDelegate": edge(from, rootDelegateNode(), .message, label)
        case "descendant":
            if let target = message.destinationName?.value { descendantMessages.append((from, target, label)) }
        default: edge(from, creator ?? rootDelegateNode(), .message, label)
        }
    }

    mutating func rootDelegateNode() -> String {
        if let rootDelegate { return rootDelegate }
        let id = node(.rootDelegate, "root delegate", group: nil)
        rootDelegate = id
        return id
    }

    /// Draws a load's edge to the loaded file's root controller (drawing the file the first
    /// time), or to a node saying why it cannot load.
    mutating func loadedFile(_ path: String, arrival: Arrival) {
        func reach(_ id: String) { edge(arrival.from, id, arrival.kind, arrival.label) }
        if let id = fileRoots[path] { return reach(id) }
        // A file being drawn loads itself through others: its root is the first node of its group.
        if beingDrawn.contains(path), let root = graph.nodes.first(where: { $0.group == path }) {
            return reach(root.id)
        }
        // A path leaving the folder, on sight or through a symbolic link, is refused unread.
        guard let folder, let target = LoadedFileCheck.relativeTarget(path),
            case .inside(let file) = folder.locatePath(target)
        else { return reach(node(.unloadableFile, "\(path) (refused)", group: nil)) }
        guard let source = workspace.location(of: target, at: file, in: folder),
            let root = workspace.load(contentsOf: URL(fileURLWithPath: source)).schema?.object
        else { return reach(node(.unloadableFile, "\(path) (missing)", group: nil)) }
        beingDrawn.insert(path)
        fileRoots[path] = controller(root, group: path, creator: nil, arrival: arrival)
    }

    mutating func decisionGraph(_ action: SchemaElement, trigger: String, from: String, group: String) {
        let outline = GraphOutline(action)
        let title = "graph " + (action[parameter: "graph"]?.value?.text ?? action.name ?? "")
        var ids: [String: String] = [:]
        for graphNode in outline.nodes {
            guard let name = graphNode.name else { continue }
            ids[name] = node(.graphNode, "\(graphNode.kind.rawValue): \(name)", group: title)
        }
        var outcomeIDs: [String: String] = [:]
        for outcome in outline.outcomes {
            guard let name = outcome.name else { continue }
            outcomeIDs[name] = node(.outcome, name, group: title)
        }
        if let start = outline.startName, let startID = ids[start] { edge(from, startID, .step, "\(trigger): run") }
        for graphNode in outline.nodes {
            guard let name = graphNode.name, let id = ids[name] else { continue }
            for link in graphNode.links {
                if let target = link.target?.value, let targetID = ids[target] {
                    edge(id, targetID, .step, link.result)
                }
            }
            for outcome in outline.outcomes where outcome.node?.value == name {
                if let outcomeName = outcome.name, let outcomeID = outcomeIDs[outcomeName] {
                    edge(id, outcomeID, .step, outcome.result?.value)
                }
            }
        }
    }

    mutating func resolveDescendants() {
        for message in descendantMessages {
            let target = named[message.name] ?? node(.unloadableFile, "no controller named \(message.name)", group: nil)
            edge(message.from, target, .message, message.label)
        }
    }

    /// `tag: title`, the title taken from the controller, its navigation item, its tab bar item, or its name.
    static func label(of element: SchemaElement) -> String {
        let title =
            element[parameter: "title"]?.value?.text
            ?? element[parameter: "navigationItem"]?.value?.element?[parameter: "title"]?.value?.text
            ?? element[parameter: "tabBarItem"]?.value?.element?[parameter: "title"]?.value?.text
            ?? element.name
        return title.map { "\(element.tag): \($0)" } ?? element.tag
    }

    static func verb(of tag: String) -> String {
        ["pushController": "push", "presentController": "present", "replaceRootController": "replace root"][tag]
            ?? tag
    }

    /// The controllers an element holds outside its actions (a navigation's screens, tabs'
    /// controllers, a form in a screen's view), nearest first.
    static func heldControllers(of element: SchemaElement) -> [SchemaElement] {
        var found: [SchemaElement] = []
        func look(in values: [SchemaValue]) {
            for value in values {
                guard let child = value.element, !child.isDynamic else { continue }
                if child.type.isSubtype(of: .controller) {
                    found.append(child)
                } else if !child.type.isSubtype(of: .action) {
                    look(in: SchemaTreeWalk.values(inside: child))
                }
            }
        }
        look(in: element.parameters.filter { $0.name != "actions" }.flatMap(\.values))
        return found
    }
}
