import Foundation
import WorkflowSchema

/// The engine of a session: the live object graph, navigation state, alerts and pending replies.
///
/// It is confined to its `Session` actor; nothing here is shared between sessions.
final class SessionCore {
    let registry: TagRegistry
    let assets: AssetFolder?
    let fileLoader: SchemaFileLoader?
    let rootDelegate: any RootDelegate
    let limits: RuntimeLimits
    /// Starts the tasks that wait for root-delegate replies and hands the replies back.
    var replyScheduler: ReplyScheduler?

    /// The window's root controller.
    var root: Controller?
    /// Controllers presented modally, bottom first.
    var presentations: [Presentation] = []
    /// Alerts and action sheets waiting to be shown; the first is on screen.
    var alerts: [AlertModel] = []
    /// What observers have been told, oldest first (bounded by `limits.maximumIssues`).
    private(set) var issues: [RuntimeIssue] = []
    /// Messages that wait for the root delegate, by ticket.
    var pendingReplies: [Int: Message] = [:] {
        didSet {
            // Wakes `Session.waitForReplies` whenever an answer arrives; it looks again once the turn is over.
            guard pendingReplies.count < oldValue.count, !replyWaiters.isEmpty else { return }
            let waiters = replyWaiters.values
            replyWaiters = [:]
            for waiter in waiters { waiter.resume() }
        }
    }
    /// Tasks in `Session.waitForReplies`, woken when a pending reply arrives.
    var replyWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    var nextReplyWaiter = 0
    var pendingTasks: [Int: Task<Void, Never>] = [:]
    /// When each message to the root delegate fails unanswered (`RuntimeLimits.replyTimeout`, real time), by ticket.
    var replyDeadlines: [Int: ContinuousClock.Instant] = [:]
    /// The one task that sleeps until the earliest of `replyDeadlines` (`ReplyScheduler.watchReplyDeadlines`);
    /// nil when it has ended, and the next message starts another.
    var replyDeadlineTimer: Task<Void, Never>?
    /// Errors handed to the root delegate that it has not finished receiving.
    var pendingReports = 0
    var nextTicket = 0
    /// The graph runs in progress, by graph name (their messages are in `pendingReplies`).
    var runningGraphs: [String: RunningGraph] = [:]
    /// The controllers that have appeared and not disappeared since, outermost first.
    var appearanceOrder: [Controller] = []
    /// What each id of the last snapshot names.
    var targets: [ElementID: EventTarget] = [:]
    /// Counts the changes that can alter what is on screen (actions performed, answers, alert
    /// buttons, tabs, back); an event records `targets` again only when it moved.
    var screenGeneration = 0
    /// The `screenGeneration` that `targets` was recorded at.
    var targetsGeneration = -1
    /// Counts the changes to which controllers are on screen (stacks, tabs, presentations,
    /// loaded views, hidden views); the lifecycle settles again only when it moved.
    var controllerGeneration = 0
    /// The `controllerGeneration` the lifecycle last settled at.
    var settledGeneration = -1
    var observer: (@Sendable (RuntimeIssue) -> Void)?
    /// The input that has the keyboard focus.
    weak var focusedInput: FormInput?

    private var idCounters: [String: Int] = [:]
    var messageDepth = 0
    /// Whether the snapshot being built has a hidden element (then hidden targets are forgotten).
    var snapshotHasHidden = false
    var messagesThisTurn = 0
    /// Set when a message loop was stopped; nothing more is sent or reported until the next turn.
    var turnIsStopped = false

    init(
        registry: TagRegistry, assets: AssetFolder?, fileLoader: SchemaFileLoader?, rootDelegate: any RootDelegate,
        limits: RuntimeLimits
    ) {
        self.registry = registry
        self.assets = assets
        self.fileLoader = fileLoader
        self.rootDelegate = rootDelegate
        self.limits = limits
    }

    deinit {
        // The session is gone: nobody can receive these replies, so stop waiting for them.
        for task in pendingTasks.values { task.cancel() }
        replyDeadlineTimer?.cancel()
    }

    /// A new id for an object made from `tag`: `button-1`, `button-2`…
    func nextID(for tag: String) -> ElementID {
        let count = (idCounters[tag] ?? 0) + 1
        idCounters[tag] = count
        return ElementID(rawValue: "\(tag)-\(count)")
    }

    /// Tells observers about an issue; errors also go to the root delegate's error channel.
    func report(_ issue: RuntimeIssue) {
        guard !turnIsStopped else { return }
        if issues.count >= limits.maximumIssues { issues.removeFirst(issues.count - limits.maximumIssues + 1) }
        issues.append(issue)
        observer?(issue)
        if issue.severity == .error, let replyScheduler {
            pendingReports += 1
            replyScheduler.reportToRootDelegate(issue)
        }
    }

    /// A context at the top of the chain: its delegate is the session itself.
    func rootContext(for schema: Schema) -> WorkflowContext {
        WorkflowContext(
            core: self, delegate: self, origin: SchemaOrigin(source: schema.source, language: schema.language))
    }
}
