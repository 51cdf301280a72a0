import WorkflowEngine
import WorkflowSchema

/// Asks the root delegate, and runs graphs, on tasks of their own, and hands each reply back to the session.
struct ReplyScheduler {
    weak var session: Session?
    let rootDelegate: any RootDelegate
    let fileLoader: SchemaFileLoader?
    let graphHandlers: GraphNodeHandlers
    let clock: any Clock<Duration>

    func ask(ticket: Int, message: RootMessage) -> Task<Void, Never> {
        let rootDelegate = rootDelegate
        let fileLoader = fileLoader
        return Task { [weak session] in
            let answered = await rootDelegate.reply(to: message)
            guard !Task.isCancelled else { return }
            let (reply, warning) = answered.map { ($0, nil) } ?? Self.standardReply(to: message, fileLoader: fileLoader)
            await session?.deliver(ticket: ticket, reply: reply, warning: warning)
        }
    }

    /// Runs a graph over `data`; cancelling the task cancels the run at once, and its end is still handed back.
    func run(
        _ plan: GraphPlan, data: GraphNodeHandlers.Data, named name: String, ticket: Int
    ) throws -> (Task<Void, Never>, GraphActivity) {
        let asker = GraphNodeAsker(rootDelegate: rootDelegate, handlers: graphHandlers)
        let (workflow, activity) = try plan.makeWorkflow(data: data, asker: asker, clock: clock)
        let task = Task { [weak session] in
            await plan.mapOutcomes(of: workflow)
            let run: WorkflowRun<String>
            do {
                run = try await workflow.start(at: plan.start)
            } catch {
                await session?.graphDidNotStart(named: name, ticket: ticket, error: error)
                return
            }
            let completion = await withTaskCancellationHandler {
                await run.completion
            } onCancel: {
                run.cancel()
            }
            let data = await workflow.data
            await session?.finishGraph(named: name, ticket: ticket, completion: completion, data: data)
        }
        return (task, activity)
    }

    func reportToRootDelegate(_ issue: RuntimeIssue) {
        let rootDelegate = rootDelegate
        Task { [weak session] in
            await rootDelegate.didReport(issue)
            await session?.reportWasDelivered()
        }
    }

    /// The session's own answer: `loadSchema` from the file loader, anything else fails.
    static func standardReply(
        to message: RootMessage, fileLoader: SchemaFileLoader?
    ) -> (MessageReply, RuntimeIssue?) {
        guard message.name == "loadSchema" else {
            let warning = RuntimeIssue(
                .warning, "no root delegate answered the message '\(message.name)'; it failed")
            return (.failure(["error": .string(warning.message)]), warning)
        }
        guard case .string(let path)? = message.userInfo["path"] else {
            let warning = RuntimeIssue(.warning, "loadSchema was sent without a path")
            return (.failure(["error": .string(warning.message)]), warning)
        }
        guard let fileLoader else {
            let warning = RuntimeIssue(
                .warning, "cannot load '\(path)': the session has no file loader (its schema was not read from a file)")
            return (.failure(["error": .string(warning.message)]), warning)
        }
        do {
            let schema = try fileLoader.load(path)
            return (.success(["schema": .schema(schema)]), nil)
        } catch {
            let warning = RuntimeIssue(.warning, "loadSchema failed: \(error.description)")
            return (.failure(["error": .string(error.description)]), warning)
        }
    }
}
