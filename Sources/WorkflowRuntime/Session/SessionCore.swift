import Foundation
import WorkflowSchema

/// The engine of a session: the live object graph, navigation state, alerts and pending replies.
///
/// It is confined to its `Session` actor; nothing here is shared between sessions.
final class SessionCore: RuntimeServices {
    let registry: RuntimeRegistry
    let assets: AssetFolder?
    let fileLoader: SchemaFileLoader?
    let rootDelegate: any RootDelegate
    let limits: RuntimeLimits
    /// The live effects: asks the root delegate and runs graphs on tasks, and hands the answers back.
    let scheduler: ReplyScheduler
    /// Where turns reach beyond the session now: the `scheduler`, or a `Replayer` during a replay.
    var effects: any SessionEffects

    /// The window's root controller.
    var root: Controller?
    /// Controllers presented modally, bottom first.
    var presentations: [Presentation] = []
    /// Alerts and action sheets waiting to be shown; the first is on screen.
    var alerts: [AlertModel] = []
    /// The issues met so far, and the observer told about each.
    let log: IssueLog
    /// Stops message loops within a turn.
    let turn: TurnGuard
    /// What waits for an answer: messages to the root delegate, graph runs, their tasks and waiters.
    let replies: ReplyBook
    /// The controllers that have appeared and not disappeared since, outermost first.
    var appearanceOrder: [Controller] = []
    /// Counts the changes to what is on screen; objects report them through their context.
    let changes = ChangeTracker()
    /// Builds snapshots and keeps what each id of the last one stands for.
    let snapshots = SnapshotBuilder()
    /// The `changes.controllerChanges` the lifecycle last settled at.
    var settledChanges = -1
    /// The input that has the keyboard focus.
    weak var focusedInput: FormInput?
    /// What moves the session on, kept for its host.
    let journal = SessionJournal()
    /// The time of the current turn: now, or the time of the journal entry being replayed.
    var now = Date()

    private var idCounters: [String: Int] = [:]

    init(
        registry: RuntimeRegistry, assets: AssetFolder?, fileLoader: SchemaFileLoader?, rootDelegate: any RootDelegate,
        limits: RuntimeLimits, graphHandlers: GraphNodeHandlers, clock: any Clock<Duration>, replyClock: DeadlineClock
    ) {
        self.registry = registry
        self.assets = assets
        self.fileLoader = fileLoader
        self.rootDelegate = rootDelegate
        self.limits = limits
        let replies = ReplyBook()
        self.replies = replies
        scheduler = ReplyScheduler(
            replies: replies, rootDelegate: rootDelegate, fileLoader: fileLoader, graphHandlers: graphHandlers,
            clock: clock, replyTimeout: limits.replyTimeout, replyClock: replyClock)
        effects = scheduler
        log = IssueLog(limits: limits)
        turn = TurnGuard(limits: limits)
    }

    /// A new id for an object made from `tag`: `button-1`, `button-2`…
    func nextID(for tag: String) -> ElementID {
        let count = (idCounters[tag] ?? 0) + 1
        idCounters[tag] = count
        return ElementID(rawValue: "\(tag)-\(count)")
    }

    /// Tells observers about an issue; errors also go to the root delegate's error channel.
    func report(_ issue: RuntimeIssue) {
        report(issue, answeredByApp: false)
    }

    /// The same, for an issue the app's own failure path answers (see `IssueLog.failureCount`).
    func report(_ issue: RuntimeIssue, answeredByApp: Bool) {
        // Once a loop was stopped, the rest of the turn reports nothing more.
        guard !turn.isStopped else { return }
        log.record(issue, answeredByApp: answeredByApp)
        if issue.severity == .error { effects.reportToRootDelegate(issue) }
    }

    /// A context at the top of the chain: its delegate is the session itself.
    func rootContext(for schema: Schema) -> WorkflowContext {
        WorkflowContext(
            services: self, delegate: self, origin: SchemaOrigin(source: schema.source, language: schema.language))
    }
}
