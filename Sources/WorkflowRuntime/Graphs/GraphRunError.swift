import WorkflowSchema

/// Why a schema graph cannot run, or why one of its nodes failed, in words for the session's issues.
struct GraphRunError: Error, CustomStringConvertible {
    let description: String
    /// Whether the session goes on as the schema meant (a start refused while the graph runs).
    var isWarning = false

    /// The root delegate replied with a failure.
    static func failed(_ message: String, reply: MessageReply) -> GraphRunError {
        var text = "the reply to '\(message)' was a failure"
        if case .string(let reason)? = reply.userInfo["error"] { text += ": \(reason)" }
        return GraphRunError(description: text)
    }

    /// Nobody answered the node's message.
    static func unanswered(_ message: String) -> GraphRunError {
        GraphRunError(description: "no root delegate or Swift handler answered '\(message)'")
    }

    /// A decision's or choice's reply named no answer it has.
    static func badAnswer(_ message: String, name: String, expected: [String]) -> GraphRunError {
        let list = expected.map { "'\($0)'" }.joined(separator: ", ")
        return GraphRunError(
            description: "the reply to '\(message)' was named '\(name)'; it must be named one of \(list)")
    }

    /// The Swift handler registered for the node's message answers another kind of node.
    static func wrongHandler(
        _ message: String, node: GraphNodeOutline.Kind, handler: GraphNodeOutline.Kind
    )
        -> GraphRunError
    {
        GraphRunError(
            description:
                "the Swift handler for '\(message)' answers a \(handler.rawValue), but the node is a \(node.rawValue)")
    }
}
