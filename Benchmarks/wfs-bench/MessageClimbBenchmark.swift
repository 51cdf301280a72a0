import Synchronization
import WorkflowRuntime

/// `message-climb-10`: a button inside 10 nested controllers sends a `rootDelegate` message.
///
/// One iteration taps the button (`send(.tap(id))`): the message climbs the delegate chain, each
/// of the 10 controllers passes it up, and the session hands it to the root delegate on a task
/// of its own. The iteration then waits until the reply is back (`pendingReplyCount == 0`,
/// yielding in between). The root delegate answers at once, so what is timed is the climb, the
/// hand-off to the delegate's task and the delivery of the reply.
struct MessageClimbBenchmark {
    let session: Session
    let delegate: CountingRootDelegate
    let buttonID: ElementID

    /// Starts a session on `levels` nested controllers and checks, once, that an iteration reaches the delegate.
    static func make(levels: Int) async -> MessageClimbBenchmark {
        let name = "message-climb-\(levels)"
        let schema = RuntimeSchemas.load(RuntimeSchemas.nestedControllers(levels: levels), label: name)
        let delegate = CountingRootDelegate(expecting: RuntimeSchemas.climbMessageName)
        let session = Session(schema: schema, rootDelegate: delegate)
        await session.start()
        let first = await session.snapshot()
        let elements = first.activeElements
        let controllers = elements.filter { $0.kind == .navigation || $0.kind == .screen }.count
        guard controllers == levels else {
            fail("\(name): \(controllers) controllers on screen, not \(levels):\n\(first.textRendering)")
        }
        guard let button = elements.first(where: { $0.kind == .button && $0.shows(RuntimeSchemas.climbButtonTitle) })
        else { fail("\(name): no button '\(RuntimeSchemas.climbButtonTitle)' on screen:\n\(first.textRendering)") }

        let benchmark = MessageClimbBenchmark(session: session, delegate: delegate, buttonID: button.id)
        _ = await benchmark.iteration()
        guard delegate.received == 1 else {
            fail("\(name): the root delegate got \(delegate.received) '\(delegate.expected)' messages, not 1")
        }
        let after = await session.snapshot()
        let issues = await session.issues
        guard issues.isEmpty, !after.isWaiting, after.textRendering == first.textRendering else {
            fail("\(name): the reply left issues \(issues) or changed the screen:\n\(after.textRendering)")
        }
        return benchmark
    }

    /// One iteration; returns how many times it yielded while waiting for the reply.
    func iteration() async -> Int {
        do {
            try await session.send(.tap(buttonID))
        } catch {
            fail("message-climb: \(error)")
        }
        var yields = 0
        while await session.pendingReplyCount > 0 {
            await Task.yield()
            yields &+= 1
        }
        return yields
    }
}

/// A root delegate that answers every message at once with a success, counting those named `expected`.
final class CountingRootDelegate: RootDelegate {
    let expected: String
    private let count = Atomic(0)
    private static let reply = MessageReply.success()

    init(expecting expected: String) {
        self.expected = expected
    }

    var received: Int { count.load(ordering: .relaxed) }

    func reply(to message: RootMessage) async -> MessageReply? {
        if message.name == expected { count.add(1, ordering: .relaxed) }
        return Self.reply
    }
}
