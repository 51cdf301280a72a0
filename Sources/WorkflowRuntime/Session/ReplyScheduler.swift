import WorkflowEngine
import WorkflowSchema

/// Asks the root delegate, and runs graphs, on tasks of their own, and hands each reply back to the session.
struct ReplyScheduler {
    weak var session: Session?
    let rootDelegate: any RootDelegate
    let fileLoader: SchemaFileLoader?
    let graphHandlers: GraphNodeHandlers
    let clock: any Clock<Duration>
    /// How long a root delegate may take to reply, in real time (`RuntimeLimits.replyTimeout`).
    let replyTimeout: Duration

    /// What came first: the root delegate's answer (nil: left to the session) or the time-out.
    private enum Answer: Sendable {
        case replied(MessageReply?)
        case timedOut
    }

    func ask(ticket: Int, message: RootMessage) -> Task<Void, Never> {
        let rootDelegate = rootDelegate
        let fileLoader = fileLoader
        let timeout = replyTimeout
        return Task { [weak session] in
            // Unstructured tasks, so that a delegate which ignores cancellation cannot hold the session.
            let (answers, continuation) = AsyncStream.makeStream(of: Answer.self, bufferingPolicy: .bufferingOldest(1))
            let asking = Task { continuation.yield(.replied(await rootDelegate.reply(to: message))) }
            // Real time, whatever clock the session runs graphs on: a test's manual clock must not
            // see this deadline, and a delegate that hangs hangs in real time.
            let timer = Task {
                if (try? await ContinuousClock().sleep(for: timeout)) != nil { continuation.yield(.timedOut) }
            }
            var iterator = answers.makeAsyncIterator()
            let answer = await iterator.next()
            timer.cancel()
            asking.cancel()
            continuation.finish()
            guard !Task.isCancelled, let answer else { return }
            let (reply, issue): (MessageReply, RuntimeIssue?)
            switch answer {
            case .replied(let answered?):
                (reply, issue) = (answered, nil)
            case .replied(nil):
                (reply, issue) = Self.standardReply(to: message, fileLoader: fileLoader)
            case .timedOut:
                let text =
                    "the root delegate did not reply to '\(message.name)' within \(timeout) (RuntimeLimits.replyTimeout)"
                (reply, issue) = (
                    .failure(["error": .string(text)]), RuntimeIssue(.error, text + "; it failed", code: .replyTimeout)
                )
            }
            await session?.deliver(ticket: ticket, reply: reply, warning: issue)
        }
    }

    /// Runs a graph over `data`; cancelling the task cancels the run at once, and its end is still handed back.
    func run(
        _ plan: GraphPlan, data: GraphNodeHandlers.Values, named name: String, ticket: Int
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
                .warning, "no root delegate answered the message '\(message.name)'; it failed", code: .unhandledMessage)
            return (.failure(["error": .string(warning.message)]), warning)
        }
        guard case .string(let path)? = message.userInfo["path"] else {
            let warning = RuntimeIssue(.warning, "loadSchema was sent without a path", code: .missingValue)
            return (.failure(["error": .string(warning.message)]), warning)
        }
        guard let fileLoader else {
            let warning = RuntimeIssue(
                .warning, "cannot load '\(path)': the session has no file loader (its schema was not read from a file)",
                code: .fileNotLoaded)
            return (.failure(["error": .string(warning.message)]), warning)
        }
        do {
            let schema = try fileLoader.load(path)
            return (.success(["schema": .schema(schema)]), nil)
        } catch {
            // A warning: the schema's failure action is the planned answer to a file that cannot be loaded.
            let issue = RuntimeIssue(.warning, "loadSchema failed: \(error.description)", code: error.issueCode)
            return (.failure(["error": .string(error.description)]), issue)
        }
    }
}
