import WorkflowRuntime
import Yams

extension FlowFileParser {
    /// The keys a reply may have.
    static let replyKeys = ["success", "name", "userInfo", "schema", "after"]

    /// The `replies:` mapping, from message name to a reply or a list of replies given in turn.
    func parseReplies(_ node: Node, key: Node) throws(FlowFileError) -> [String: [FlowReply]] {
        if isNull(node) { return [:] }
        guard case .mapping(let mapping) = node else {
            throw error(
                "`replies` must be a mapping from message name to reply, not \(describe(node)); write "
                    + "`replies:` and below it lines such as `getResults: { success: true }`", at: node)
        }
        var replies: [String: [FlowReply]] = [:]
        for (nameNode, replyNode) in mapping {
            let name = try self.key(nameNode, in: "`replies`")
            guard !name.isEmpty else {
                throw error("a reply needs a message name; write `MESSAGE: { success: true }`", at: nameNode)
            }
            guard case .sequence(let sequence) = replyNode else {
                replies[name] = [try parseReply(replyNode, name: name, key: nameNode)]
                continue
            }
            guard !sequence.isEmpty else {
                throw error(
                    "the replies to `\(name)` are an empty list; give at least one reply, such as `- { success: true }`",
                    at: replyNode)
            }
            var list: [FlowReply] = []
            for item in sequence {
                var reply = try parseReply(item, name: name, key: nameNode)
                reply.position = position(item)
                list.append(reply)
            }
            replies[name] = list
        }
        return replies
    }

    /// One reply: `{ success: BOOL, name: TEXT, userInfo: { … }, schema: FILE, after: SECONDS }`, every key optional.
    func parseReply(_ node: Node, name: String, key: Node) throws(FlowFileError) -> FlowReply {
        guard case .mapping(let mapping) = node else {
            let at = isNull(node) ? position(key) : position(node)
            throw error(
                "the reply to `\(name)` must be a mapping, not \(describe(node)); write `\(name): { success: true }`, "
                    + "optionally with `name:`, `userInfo:` and `after:`", at: at)
        }
        var reply = FlowReply(position: position(key))
        for (keyNode, value) in mapping {
            let field = try self.key(keyNode, in: "a reply")
            switch field {
            case "success":
                guard case .bool(let success) = scalar(value) else {
                    throw error(
                        "`success` must be true or false, not \(describe(value)); write `success: false`", at: value)
                }
                reply.success = success
            case "name":
                reply.name = try text(value, key: keyNode, what: "`name` in a reply", usage: "name: RESULT")
            case "userInfo":
                if isNull(value) { continue }
                guard case .mapping(let userInfo) = value else {
                    throw error(
                        "`userInfo` must be a mapping, not \(describe(value)); write `userInfo: { key: value }`",
                        at: value)
                }
                reply.userInfo = try dictionary(userInfo)
            case "schema":
                reply.schema = try text(value, key: keyNode, what: "`schema` in a reply", usage: "schema: FILE.xml")
            case "after":
                reply.after = try seconds(
                    value, key: keyNode, what: "`after`", example: "after: 1.5", allowsZero: true, maximum: 86_400)
            default:
                let hint = FlowSuggestion.hint(
                    for: field, in: Self.replyKeys,
                    otherwise: "a reply's keys are \(FlowSuggestion.list(Self.replyKeys))")
                throw error("unknown key `\(field)` in the reply to `\(name)`\(hint)", at: keyNode)
            }
        }
        return reply
    }
}
