/// Gets the result of a schema graph's node: from the Swift handler of its message, else from the root delegate.
///
/// The root delegate gets one message per node, named after the node's message, with the run's
/// data as `userInfo`. A failure reply fails the node. A decision's reply is named `yes` or `no`,
/// a choice's reply names a branch; a successful reply's `userInfo` is merged into the data.
struct GraphNodeAsker: Sendable {
    let rootDelegate: any RootDelegate
    let handlers: GraphNodeHandlers
    /// Answers from before a restart, used before the root delegate is asked.
    var recorded: RecordedNodeAnswers?
    /// Keeps each answer the root delegate gives (in the session's journal).
    var record: (@Sendable (_ node: String, _ reply: MessageReply) async -> Void)?

    func decide(_ node: GraphPlanNode, _ data: inout GraphNodeHandlers.Values) async throws -> Bool {
        if case .decision(let decide)? = try handler(for: node) { return try await decide(&data) }
        let name = try await ask(node, &data)
        guard name == "yes" || name == "no" else {
            throw GraphRunError.badAnswer(node.message, name: name, expected: ["yes", "no"])
        }
        return name == "yes"
    }

    func choose(_ node: GraphPlanNode, _ data: inout GraphNodeHandlers.Values) async throws -> String {
        let name: String
        if case .choice(let choose)? = try handler(for: node) {
            name = try await choose(&data)
        } else {
            name = try await ask(node, &data)
        }
        guard node.branchNames.contains(name) else {
            throw GraphRunError.badAnswer(node.message, name: name, expected: node.branchNames)
        }
        return name
    }

    func work(_ node: GraphPlanNode, _ data: inout GraphNodeHandlers.Values) async throws {
        if case .workItem(let work)? = try handler(for: node) {
            try await work(&data)
        } else {
            _ = try await ask(node, &data)
        }
    }

    /// The Swift handler of the node's message; throws when it answers another kind of node.
    private func handler(for node: GraphPlanNode) throws -> GraphNodeHandler? {
        guard let handler = handlers.handlers[node.message] else { return nil }
        guard handler.kind == node.kind else {
            throw GraphRunError.wrongHandler(node.message, node: node.kind, handler: handler.kind)
        }
        return handler
    }

    /// Asks the root delegate; returns the name of a successful reply after merging its data.
    private func ask(_ node: GraphPlanNode, _ data: inout GraphNodeHandlers.Values) async throws -> String {
        let reply: MessageReply
        if let answered = recorded?.next(for: node.message) {
            reply = answered
        } else {
            let message = RootMessage(name: node.message, userInfo: data)
            guard let answer = await rootDelegate.reply(to: message) else {
                throw GraphRunError.unanswered(node.message)
            }
            try Task.checkCancellation()
            await record?(node.message, answer)
            reply = answer
        }
        guard reply.isSuccess else { throw GraphRunError.failed(node.message, reply: reply) }
        data.merge(reply.userInfo) { _, new in new }
        return reply.name
    }
}
