import Foundation

/// Gets the result of a schema graph's node: from the Swift handler of its message, else from the root delegate.
///
/// The root delegate gets one message per node, named after the node's message, with the run's
/// data as `userInfo`. A failure reply fails the node. A decision's reply is named `yes` or `no`,
/// a choice's reply names a branch; a successful reply's `userInfo` is merged into the data.
struct GraphNodeAsker: Sendable {
    let rootDelegate: any RootDelegate
    let handlers: GraphNodeHandlers
    /// The ticket of the message that started the run: the first part of each question's `requestKey`.
    let runTicket: Int
    let questions = GraphQuestionCount()
    /// The run's journal: the answers from before a restart, and the answers kept for the session's journal.
    var journal: GraphRunJournal?
    /// Saves what the run's journal kept to the session's journal.
    var save: (@Sendable () async -> Void)?
    /// Reports the issue a root delegate's answer came with (a backend that could not be reached…).
    var report: (@Sendable (RuntimeIssue) async -> Void)?

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
        // Counted whether or not the journal settles it, so a restored run numbers its questions as before.
        let question = questions.next(node.name)
        switch journal?.settle(node.name) ?? .ask(isRepeat: false) {
        case .reply(let answered):
            reply = answered
        case .timedOut:
            // The attempt ran out of time before the stop: it waits for its timeout again, which comes at once.
            while true { try await Task.sleep(for: .seconds(3600)) }
        case .ask(let isRepeat):
            // A repeat was first sent when the run reached the attempt, before the stop.
            let sentAt = isRepeat ? journal?.catchUpTime ?? Date() : Date()
            let message = RootMessage(
                name: node.message, userInfo: data, requestKey: "graph-\(runTicket)-\(node.name)-\(question)",
                isRepeat: isRepeat, sentAt: sentAt, graphNode: node.name)
            guard let answered = await rootDelegate.answer(to: message) else {
                throw GraphRunError.unanswered(node.message)
            }
            try Task.checkCancellation()
            if let issue = answered.issue { await report?(issue) }
            let answer = answered.reply
            if let journal {
                journal.answered(node.name, reply: answer)
                await save?()
            }
            reply = answer
        }
        guard reply.isSuccess else { throw GraphRunError.failed(node.message, reply: reply) }
        data.merge(reply.userInfo) { _, new in new }
        return reply.name
    }
}
