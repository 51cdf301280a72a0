import Foundation
import WorkflowEngine
import WorkflowSchema

/// A running schema: its live objects, navigation state, stored values and pending replies.
///
/// A session is an actor: everything it owns is confined to it, so two sessions never share
/// mutable state. Events go in, snapshots come out; runtime errors reach the root delegate
/// and `issues`, and never stop the session.
public actor Session {
    let core: SessionCore
    let schema: Schema
    var started = false

    /// Creates a session for a schema; call `start()` to show it.
    ///
    /// - Parameters:
    ///   - schema: A schema without errors (see `SchemaLoader`).
    ///   - rootDelegate: Answers `rootDelegate` messages and `loadSchema`, and receives errors.
    ///   - assets: Images and `.strings` tables; without it, image names are taken on trust.
    ///   - fileLoader: Serves `loadSchema` when the root delegate leaves it to the session;
    ///     by default, the folder of the schema's file.
    ///   - registry: The tags the schema may use, with the application's own.
    ///   - limits: Bounds on message loops, lifecycle rounds, templates and kept issues.
    ///   - graphHandlers: Swift code that answers nodes of `<runGraph>` graphs before the root delegate is asked.
    ///   - clock: The time of graph timeouts and retries.
    ///   - replyClock: The time of reply deadlines (`RuntimeLimits.replyTimeout`): real time, unless a
    ///     test moves a clock (such as `ManualClock`) by hand.
    ///   - observer: Told about every error and warning as it happens, on the session's actor.
    public init(
        schema: Schema, rootDelegate: any RootDelegate = DefaultRootDelegate(), assets: AssetFolder? = nil,
        fileLoader: SchemaFileLoader? = nil, registry: RuntimeRegistry = .standard, limits: RuntimeLimits = .default,
        graphHandlers: GraphNodeHandlers = GraphNodeHandlers(), clock: any Clock<Duration> = ContinuousClock(),
        replyClock: any Clock<Duration> = ContinuousClock(), observer: (@Sendable (RuntimeIssue) -> Void)? = nil
    ) {
        let loader =
            fileLoader
            ?? schema.source.map {
                SchemaFileLoader(
                    baseFolder: URL(fileURLWithPath: $0).deletingLastPathComponent(),
                    validator: registry.validator())
            }
        self.schema = schema
        self.core = SessionCore(
            registry: registry, assets: assets, fileLoader: loader, rootDelegate: rootDelegate, limits: limits,
            graphHandlers: graphHandlers, clock: clock, replyClock: .of(replyClock))
        core.log.observer = observer
    }

    /// Makes the root controller and shows it (its lifecycle actions run); errors go to `issues`.
    public func start() {
        guard !started else { return }
        started = true
        core.scheduler.session = self
        core.beginTurn()
        if let start = core.journal.start { core.journal.record(.start(start), at: core.now) }
        showRoot()
    }

    /// Makes the root controller and settles the lifecycle: the start, live or replayed.
    func showRoot() {
        do {
            guard let element = schema.object else {
                core.report(
                    RuntimeIssue(
                        .error, "the schema has no object to show", source: schema.source, code: .missingValue))
                return
            }
            let made = try core.makeObject(element, in: core.rootContext(for: schema))
            guard let controller = made.object(as: Controller.self) else {
                core.report(
                    RuntimeIssue(
                        .error, "the schema's object <\(element.tag)> is not a controller", source: schema.source,
                        range: element.range, tag: element.tag, code: .wrongType))
                return
            }
            core.root = controller
        } catch {
            core.report(error)
        }
        core.settleLifecycle()
    }

    /// What is on screen now.
    public func snapshot() -> Snapshot {
        core.makeSnapshot()
    }

    /// Applies an event to an element of the last snapshot; throws when the event does not apply.
    public func send(_ event: Event) throws(EventError) {
        try core.handle(event)
        core.journal.record(.event(event), at: core.now)
    }

    /// Applies an event and returns the new snapshot.
    public func apply(_ event: Event) throws(EventError) -> Snapshot {
        try send(event)
        return core.makeSnapshot()
    }

    /// The errors and warnings met so far, oldest first.
    public var issues: [RuntimeIssue] { core.log.issues }

    /// Whether an error was met since the latest event was applied (by it, or by a reply or graph
    /// run it asked for), or since the start when no event was: what a served page tells its people
    /// failed. A failure a reply carries to a message that waits for it is left out: the app's own
    /// failure path answers it.
    public var hasErrorSinceLatestEvent: Bool { core.log.failureCount > core.log.failureCountBeforeLatestEvent }

    /// How many root-delegate replies and graph runs are still awaited.
    public var pendingReplyCount: Int { core.replies.pendingCount }

    /// Returns once no root-delegate reply or graph run is awaited, or once `timeout` has passed
    /// (in real time), whichever comes first: for a caller that wants to show quick answers at once.
    public func waitForReplies(upTo timeout: Duration) async {
        let deadline = ContinuousClock.now + timeout
        while core.replies.isWaiting, ContinuousClock.now < deadline, !Task.isCancelled {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { await self.nextAnswer() }
                group.addTask { try? await Task.sleep(until: deadline, clock: .continuous) }
                await group.next()
                group.cancelAll()
            }
        }
    }

    /// Returns when a pending reply is answered (or at once, when none is pending or the task is cancelled).
    private func nextAnswer() async {
        let waiter = core.replies.reserveWaiter()
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                core.replies.wait(continuation, as: waiter, unlessCancelled: Task.isCancelled)
            }
        } onCancel: {
            Task { await self.stopWaiting(waiter) }
        }
    }

    private func stopWaiting(_ waiter: Int) {
        core.replies.removeWaiter(waiter)
    }

    /// How many waits the session has while nothing else happens: one per awaited reply and graph
    /// run, and one more per work-item attempt with a timeout (its timer).
    ///
    /// On a manual clock, the session has settled when this many tasks sleep on the clock (see
    /// `WorkflowDriver.settle()` in WorkflowTesting).
    public var expectedClockWaits: Int { core.replies.expectedWaits }

    /// How many errors the root delegate has not finished receiving (`didReport` runs on a task of its own).
    public var pendingReportCount: Int { core.replies.pendingReports }

    /// Cancels the tasks waiting for root-delegate replies and the graph runs; their messages are never answered.
    public func cancelPendingReplies() {
        core.replies.cancelAll()
    }

    func reportWasDelivered() {
        core.replies.reportDelivered()
    }

    func deliver(ticket: Int, reply: MessageReply, warning: RuntimeIssue?) {
        core.deliver(ticket: ticket, reply: reply, warning: warning)
    }

    func timeOutOverdueReplies() -> Duration? {
        core.timeOutOverdueReplies()
    }

    func finishGraph(
        named name: String, ticket: Int, completion: WorkflowCompletion<String>, data: GraphNodeHandlers.Values
    ) {
        core.finishGraph(named: name, ticket: ticket, completion: completion, data: data)
    }

    func recordGraphAnswers(ticket: Int, from runJournal: GraphRunJournal) {
        core.recordGraphAnswers(ticket: ticket, from: runJournal)
    }

    func graphDidNotStart(named name: String, ticket: Int, error: any Error) {
        core.graphDidNotStart(named: name, ticket: ticket, error: error)
    }
}
