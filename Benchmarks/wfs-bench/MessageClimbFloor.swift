import Synchronization

/// The floor of `message-climb-N`: N objects linked by closures pass a message up by hand.
///
/// It has the session's shape without the schema: an actor owns the chain; the tap makes a
/// message value (name and `userInfo`) at the innermost link, each link hands it to the closure
/// its parent gave it, and the top keeps it under a ticket and asks an async handler on a task
/// of its own, which hands the answer back to the actor. The iteration waits the same way as
/// the session's: `pendingCount` on the actor, yielding until it is 0.
actor MessageClimbFloor {
    private let links: [Link]
    private let top: Top
    /// The handler's count, readable from outside the actor.
    nonisolated let handler: CountingFloorHandler

    /// What climbs: a name and a data bag.
    struct Message: Sendable {
        let name: String
        var userInfo: [String: String]
    }

    /// One controller of the chain: passes what it receives to its parent's closure.
    final class Link {
        private let forward: (Message) -> Bool

        init(forward: @escaping (Message) -> Bool) {
            self.forward = forward
        }

        func receive(_ message: Message) -> Bool {
            forward(message)
        }
    }

    /// The top of the chain: keeps each message under a ticket until its answer is back.
    final class Top {
        var pending: [Int: Message] = [:]
        var nextTicket = 0
        weak var host: MessageClimbFloor?
        let scheduler: Scheduler

        init(scheduler: Scheduler) {
            self.scheduler = scheduler
        }

        func receive(_ message: Message) -> Bool {
            let ticket = nextTicket
            nextTicket += 1
            pending[ticket] = message
            scheduler.ask(ticket: ticket, message: message, host: host)
            return true
        }
    }

    /// Asks the async handler on a task of its own and hands the answer back to the actor
    /// (as the session's `ReplyScheduler` does).
    struct Scheduler: Sendable {
        let handler: CountingFloorHandler

        func ask(ticket: Int, message: Message, host: MessageClimbFloor?) {
            Task {
                let answer = await handler.answer(message)
                await host?.deliver(ticket: ticket, answer: answer)
            }
        }
    }

    init(levels: Int, expecting expected: String) {
        let handler = CountingFloorHandler(expecting: expected)
        let top = Top(scheduler: Scheduler(handler: handler))
        var links: [Link] = []
        var parent: (Message) -> Bool = { [top] message in top.receive(message) }
        for _ in 0..<levels {
            let link = Link(forward: parent)
            links.append(link)
            parent = { [link] message in link.receive(message) }
        }
        self.links = links
        self.top = top
        self.handler = handler
    }

    /// Links the top to the actor (as `Session.start()` links its reply scheduler).
    func start() {
        top.host = self
    }

    /// How many messages the handler counted.
    nonisolated var received: Int { handler.received }

    /// The tap: the innermost link sends the message up.
    func tap() -> Bool {
        links[links.count - 1].receive(Message(name: handler.expected, userInfo: [:]))
    }

    var pendingCount: Int { top.pending.count }

    func deliver(ticket: Int, answer: Bool) {
        top.pending[ticket] = nil
    }

    /// One iteration, as `MessageClimbBenchmark.iteration`.
    nonisolated func iteration() async -> Int {
        guard await tap() else { fail("message-climb floor: the message was not taken") }
        var yields = 0
        while await pendingCount > 0 {
            await Task.yield()
            yields &+= 1
        }
        return yields
    }
}

/// The floor's async handler: answers at once, counting the messages named `expected`.
final class CountingFloorHandler: Sendable {
    let expected: String
    private let count = Atomic(0)

    init(expecting expected: String) {
        self.expected = expected
    }

    var received: Int { count.load(ordering: .relaxed) }

    func answer(_ message: MessageClimbFloor.Message) async -> Bool {
        if message.name == expected { count.add(1, ordering: .relaxed) }
        return true
    }
}
