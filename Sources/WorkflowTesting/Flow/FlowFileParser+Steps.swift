import WorkflowRuntime
import Yams

extension FlowFileParser {
    /// Every step name with how to write it, in the order the documentation lists them.
    static let stepUsages: [(name: String, usage: String)] = [
        ("assertVisible", "assertVisible: TEXT"),
        ("assertNotVisible", "assertNotVisible: TEXT"),
        ("assertTitle", "assertTitle: TEXT"),
        ("assertAlert", "assertAlert: TEXT"),
        ("assertStyle", "assertStyle: { on: TEXT, style: NAME }"),
        ("tapOn", "tapOn: TEXT` or `tapOn: { on: TEXT, count: TAPS }"),
        ("longPressOn", "longPressOn: TEXT` or `longPressOn: { on: TEXT, duration: SECONDS }"),
        ("swipe", "swipe: { on: TEXT, direction: up|down|left|right }"),
        ("inputText", "inputText: TEXT` or `inputText: { into: TEXT, text: TEXT }"),
        ("eraseText", "eraseText`, `eraseText: COUNT` or `eraseText: { from: TEXT, count: COUNT }"),
        ("pressReturn", "pressReturn"),
        ("toggle", "toggle: TEXT"),
        ("setValue", "setValue: { on: TEXT, value: VALUE }"),
        ("back", "back"),
        ("dismiss", "dismiss"),
        ("selectTab", "selectTab: TEXT"),
        ("wait", "wait: SECONDS"),
    ]

    /// How to write each argument of a `{ … }` step, for "missing" messages.
    static let argumentUsages: [String: String] = [
        "on": "on: TEXT", "duration": "duration: SECONDS", "direction": "direction: up|down|left|right",
        "into": "into: TEXT", "text": "text: TEXT", "from": "from: TEXT", "count": "count: COUNT",
        "value": "value: VALUE", "style": "style: NAME",
    ]

    /// The `steps:` list.
    func parseSteps(_ node: Node, key: Node) throws(FlowFileError) -> [FlowFileStep] {
        let empty = "`steps` is empty; list at least one step below it, such as `- assertVisible: TEXT`"
        if isNull(node) { throw error(empty, at: key) }
        guard case .sequence(let sequence) = node else {
            throw error(
                "`steps` must be a list, not \(describe(node)); put each step on its own line starting with `- `",
                at: node)
        }
        guard !sequence.isEmpty else { throw error(empty, at: node) }
        var steps: [FlowFileStep] = []
        for element in sequence { steps.append(try parseStep(element)) }
        return steps
    }

    /// One step: a bare name such as `back`, or a one-key mapping such as `tapOn: TEXT`.
    func parseStep(_ node: Node) throws(FlowFileError) -> FlowFileStep {
        switch node {
        case .scalar(let scalar):
            guard !isNull(node) else {
                throw error(
                    "empty step; write a step such as `- tapOn: TEXT` after the `-`, or remove the `-`", at: node)
            }
            let action = try self.action(scalar.string, nameNode: node, argument: nil)
            return FlowFileStep(action: action, position: position(node), text: scalar.string)
        case .mapping(let mapping):
            guard let (nameNode, argument) = mapping.first else {
                throw error("empty step; write a step such as `- tapOn: TEXT`", at: node)
            }
            let name = try key(nameNode, in: "a step")
            if mapping.count > 1 {
                let extra = mapping[mapping.index(after: mapping.startIndex)].key
                let names = FlowSuggestion.list(mapping.map { $0.key.string ?? "?" })
                throw error(
                    "a step has one name, but this one has \(names); indent arguments under the step name, "
                        + "or start each step with its own `- `", at: extra)
            }
            let argumentValue = isNull(argument) ? nil : argument
            let action = try self.action(name, nameNode: nameNode, argument: argumentValue)
            let text = argumentValue.map { "\(name): \(render($0))" } ?? name
            return FlowFileStep(action: action, position: position(node), text: text)
        default:
            throw error(
                "a step must be a name or `name: argument`, not \(describe(node)); write a step such as "
                    + "`- tapOn: TEXT`", at: node)
        }
    }

    /// The action a step name and its argument (nil when absent) describe.
    func action(_ name: String, nameNode: Node, argument: Node?) throws(FlowFileError) -> FlowAction {
        guard let usage = Self.stepUsages.first(where: { $0.name == name })?.usage else {
            let names = Self.stepUsages.map(\.name)
            let hint = FlowSuggestion.hint(
                for: name, in: names, otherwise: "the steps are \(FlowSuggestion.list(names, conjunction: "and"))")
            throw error("unknown step `\(name)`\(hint)", at: nameNode)
        }
        let step = FlowFileStepArguments(parser: self, name: name, nameNode: nameNode, argument: argument, usage: usage)
        switch name {
        case "assertVisible": return .assertVisible(try step.text())
        case "assertNotVisible": return .assertNotVisible(try step.text())
        case "assertTitle": return .assertTitle(try step.text())
        case "assertAlert": return .assertAlert(try step.text())
        case "tapOn":
            guard let arguments = try step.mapping(allowed: ["on", "count"], required: ["on"]) else {
                return .tapOn(try step.text())
            }
            let taps = try arguments.optional("count") { (value, _) throws(FlowFileError) in
                try count(value, what: "`count` in `tapOn`", example: "count: 2", unit: "taps", maximum: 100)
            }
            let on = try arguments.text("on")
            return taps.map { .tapsOn(on, count: $0) } ?? .tapOn(on)
        case "assertStyle":
            guard let arguments = try step.mapping(allowed: ["on", "style"], required: ["on", "style"]) else {
                throw step.needsMapping()
            }
            return .assertStyle(on: try arguments.text("on"), style: try arguments.text("style"))
        case "toggle": return .toggle(try step.text())
        case "selectTab": return .selectTab(try step.text())
        case "pressReturn":
            try step.none()
            return .pressReturn
        case "back":
            try step.none()
            return .back
        case "dismiss":
            try step.none()
            return .dismiss
        case "wait":
            return .wait(seconds: try seconds(argument, key: nameNode, what: "`wait`", example: "wait: 2"))
        case "longPressOn":
            guard let arguments = try step.mapping(allowed: ["on", "duration"], required: ["on"]) else {
                return .longPressOn(try step.text(), duration: nil)
            }
            let duration = try arguments.optional("duration") { (value, key) throws(FlowFileError) in
                try seconds(value, key: key, what: "`duration`", example: "duration: 1.5")
            }
            return .longPressOn(try arguments.text("on"), duration: duration)
        case "swipe":
            guard let arguments = try step.mapping(allowed: ["on", "direction"], required: ["on", "direction"]) else {
                throw step.needsMapping()
            }
            return .swipe(on: try arguments.text("on"), direction: try arguments.direction())
        case "inputText":
            guard let arguments = try step.mapping(allowed: ["into", "text"], required: ["text"]) else {
                return .inputText(into: nil, text: try step.text())
            }
            let into = try arguments.optional("into") { (value, key) throws(FlowFileError) in
                try text(value, key: key, what: "`into` in `inputText`", usage: "into: TEXT")
            }
            return .inputText(into: into, text: try arguments.text("text"))
        case "eraseText":
            guard let argument else { return .eraseText(from: nil, count: nil) }
            guard let arguments = try step.mapping(allowed: ["from", "count"], required: ["from"]) else {
                return .eraseText(from: nil, count: try count(argument, what: "`eraseText`", example: "eraseText: 3"))
            }
            let erased = try arguments.optional("count") { (value, _) throws(FlowFileError) in
                try count(value, what: "`count` in `eraseText`", example: "count: 3")
            }
            return .eraseText(from: try arguments.text("from"), count: erased)
        case "setValue":
            guard let arguments = try step.mapping(allowed: ["on", "value"], required: ["on", "value"]) else {
                throw step.needsMapping()
            }
            return .setValue(on: try arguments.text("on"), value: try arguments.text("value"))
        default:
            preconditionFailure("step `\(name)` is listed in stepUsages but not parsed")
        }
    }
}
