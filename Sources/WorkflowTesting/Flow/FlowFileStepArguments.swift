import WorkflowRuntime
import Yams

/// One step's name and argument, read with messages that say how to write them.
struct FlowFileStepArguments {
    /// The parser, for positions and errors.
    let parser: FlowFileParser
    /// The step name, such as `tapOn`.
    let name: String
    /// The node holding the step name.
    let nameNode: Node
    /// The argument, nil when the step has none.
    let argument: Node?
    /// How to write the step, such as `tapOn: TEXT`.
    let usage: String

    /// The argument as text.
    func text() throws(FlowFileError) -> String {
        try parser.text(argument, key: nameNode, what: "`\(name)`", usage: usage)
    }

    /// Checks that the step has no argument.
    func none() throws(FlowFileError) {
        guard let argument else { return }
        throw parser.error("`\(name)` takes no argument; write `- \(name)` on its own", at: argument)
    }

    /// The error for a step that needs a `{ … }` argument but has something else.
    func needsMapping() -> FlowFileError {
        guard let argument else { return parser.error("`\(name)` needs arguments; write `\(usage)`", at: nameNode) }
        return parser.error(
            "`\(name)` needs arguments in `{ … }`, not \(parser.describe(argument)); write `\(usage)`",
            at: argument)
    }

    /// The `{ … }` argument's entries, checked against the allowed and required keys; nil if it is not a mapping.
    func mapping(allowed: [String], required: [String]) throws(FlowFileError) -> Entries? {
        guard let argument, case .mapping(let mapping) = argument else { return nil }
        var entries: [String: (key: Node, value: Node?)] = [:]
        for (keyNode, value) in mapping {
            let key = try parser.key(keyNode, in: "`\(name)`")
            guard allowed.contains(key) else {
                let hint = FlowSuggestion.hint(
                    for: key, in: allowed,
                    otherwise: "`\(name)` takes \(FlowSuggestion.list(allowed)); write `\(usage)`")
                throw parser.error("unknown key `\(key)` in `\(name)`\(hint)", at: keyNode)
            }
            entries[key] = (keyNode, parser.isNull(value) ? nil : value)
        }
        for key in required where entries[key] == nil {
            let example = FlowFileParser.argumentUsages[key] ?? "\(key): VALUE"
            throw parser.error("`\(name)` is missing `\(key)`; add `\(example)` inside the `{ … }`", at: argument)
        }
        return Entries(arguments: self, entries: entries)
    }

    /// The entries of a step's `{ … }` argument.
    struct Entries {
        /// The step the entries belong to.
        let arguments: FlowFileStepArguments
        /// Each key's node and value, the value nil when empty.
        let entries: [String: (key: Node, value: Node?)]

        /// The text of `key`, which must be present.
        func text(_ key: String) throws(FlowFileError) -> String {
            let entry = entries[key]
            let usage = FlowFileParser.argumentUsages[key] ?? "\(key): TEXT"
            return try arguments.parser.text(
                entry?.value, key: entry?.key ?? arguments.nameNode, what: "`\(key)` in `\(arguments.name)`",
                usage: usage)
        }

        /// `key`'s value read by `read` (given the value and key nodes), or nil when absent or empty.
        func optional<Value>(
            _ key: String, _ read: (Node, Node) throws(FlowFileError) -> Value
        ) throws(FlowFileError) -> Value? {
            guard let entry = entries[key], let value = entry.value else { return nil }
            return try read(value, entry.key)
        }

        /// The `direction` entry as a swipe direction.
        func direction() throws(FlowFileError) -> SwipeDirection {
            let text = try text("direction")
            if let direction = SwipeDirection(rawValue: text) { return direction }
            let allowed = FlowSuggestion.list(SwipeDirection.allCases.map(\.rawValue), conjunction: "or")
            let at = entries["direction"]?.value ?? arguments.nameNode
            throw arguments.parser.error("unknown direction `\(text)`; use \(allowed)", at: at)
        }
    }
}
