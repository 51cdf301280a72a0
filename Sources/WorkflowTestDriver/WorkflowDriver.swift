import Foundation
import WorkflowRuntime
import WorkflowSchema

/// Drives a session the way a person would (find by visible text, accessibility label or
/// `name`; tap, type, go back, choose a tab) and asserts on what is on screen.
///
/// Time is a `ManualClock`: `wait(seconds:)` advances it, so delayed replies arrive at once.
/// Every failure says what was expected and shows the screen.
public final class WorkflowDriver: Sendable {
    /// The session driven.
    public let session: Session
    /// The clock delayed replies wait on.
    public let clock: ManualClock
    /// The root delegate answering from the scripted replies.
    public let rootDelegate: ScriptedRootDelegate

    /// Starts a session for `schema` and waits until it settles.
    ///
    /// The root delegate answers each message name in `replies` with that reply, and each name
    /// in `replySequences` with its replies in turn (the last repeats). `graphHandlers` answer
    /// graph nodes in Swift; graph timeouts and retries wait on `clock` too. `registry` runs the
    /// application's own tags. With `journal`, the session records its journal from its start.
    public init(
        schema: Schema, replies: [String: ScriptedReply] = [:], replySequences: [String: [ScriptedReply]] = [:],
        assets: AssetFolder? = nil, fileLoader: SchemaFileLoader? = nil,
        graphHandlers: GraphNodeHandlers = GraphNodeHandlers(), clock: ManualClock = ManualClock(),
        registry: RuntimeRegistry = .standard, journal: JournalStart? = nil
    ) async throws(DriverFailure) {
        self.clock = clock
        let sequences = replies.mapValues { [$0] }.merging(replySequences) { _, sequence in sequence }
        self.rootDelegate = ScriptedRootDelegate(replySequences: sequences, clock: clock)
        self.session = Session(
            schema: schema, rootDelegate: rootDelegate, assets: assets, fileLoader: fileLoader, registry: registry,
            limits: Self.limits, graphHandlers: graphHandlers, clock: clock)
        if let journal { await session.recordJournal(journal) }
        await session.start()
        try await settle()
    }

    /// Loads schema text and starts a session for it; schema errors are a failure.
    public convenience init(
        xml: String, replies: [String: ScriptedReply] = [:], replySequences: [String: [ScriptedReply]] = [:],
        assets: AssetFolder? = nil, fileLoader: SchemaFileLoader? = nil,
        graphHandlers: GraphNodeHandlers = GraphNodeHandlers(), clock: ManualClock = ManualClock(),
        registry: RuntimeRegistry = .standard
    ) async throws(DriverFailure) {
        let result = SchemaLoader(registry: registry.tags).load(xml)
        guard let schema = result.schema, !result.hasErrors else {
            throw DriverFailure(
                "the schema has errors", actual: result.errors.map(\.message).joined(separator: "; "), screen: "")
        }
        try await self.init(
            schema: schema, replies: replies, replySequences: replySequences, assets: assets, fileLoader: fileLoader,
            graphHandlers: graphHandlers, clock: clock, registry: registry)
    }

    /// The session's limits: the defaults, but a reply deadline of a day. The scripted root
    /// delegate always answers, on the manual clock; a real-time deadline would only make a test
    /// that a busy machine slows down fail with a time-out nobody scripted.
    public static let limits: RuntimeLimits = {
        var limits = RuntimeLimits.default
        limits.replyTimeout = .seconds(86_400)
        return limits
    }()

    /// What is on screen.
    public func snapshot() async -> Snapshot { await session.snapshot() }

    /// The errors and warnings the session met so far.
    public var issues: [RuntimeIssue] { get async { await session.issues } }

    /// Waits until every reply that is not waiting on the clock has arrived, and the root
    /// delegate has heard the errors the session reported.
    public func settle() async throws(DriverFailure) {
        for _ in 0..<100_000 {
            // The waits and the sleepers are read at different moments; a sleep that began in
            // between could pair a stale count with a new sleeper, so such a look does not count.
            let sleepsBefore = clock.sleepCount
            let waits = await session.expectedClockWaits
            let reports = await session.pendingReportCount
            let sleepers = clock.sleeperCount
            if waits <= sleepers && reports == 0 && clock.sleepCount == sleepsBefore { return }
            await Task.yield()
        }
        throw await failure("the root delegate did not reply")
    }

    /// Advances the clock by `seconds` (0 to a day) and lets the replies that became due arrive.
    public func wait(seconds: Double) async throws(DriverFailure) {
        guard seconds.isFinite, seconds >= 0, seconds <= 86_400 else {
            throw await failure("cannot wait \(seconds) seconds; wait between 0 and 86400 seconds")
        }
        // Step from deadline to deadline, settling at each, so work that a wake-up starts (a reply
        // that sends the next message, a retry) is timed from when it really began.
        let target = clock.now.advanced(by: Self.duration(seconds: seconds))
        var steps = 0
        while let next = clock.nextDeadline, next <= target {
            steps += 1
            guard steps <= Self.maximumWakeUpsPerWait else {
                throw await failure(
                    "more than \(Self.maximumWakeUpsPerWait) timers fell due during a wait of \(seconds) seconds; "
                        + "something sleeps on the clock again and again (a retry or timer loop?)")
            }
            clock.advance(to: next)
            try await settle()
        }
        clock.advance(to: target)
        try await settle()
    }

    /// How many deadlines one `wait(seconds:)` steps through before it gives up.
    static let maximumWakeUpsPerWait = 10_000

    /// `seconds` as a duration rounded to the nanosecond, so `wait: 1.9` then `wait: 0.1` makes 2 seconds.
    public static func duration(seconds: Double) -> Duration {
        .nanoseconds(Int64((seconds * 1e9).rounded()))
    }

    // MARK: Finding

    /// The element of the active layer that shows `query` (text, detail, label, value or name),
    /// preferring elements that take events.
    public func find(_ query: String) async throws(DriverFailure) -> SnapshotElement {
        let snapshot = await snapshot()
        let matches = snapshot.activeElements.filter { $0.shows(query) }
        if let match = matches.first(where: { Self.interactiveKinds.contains($0.kind) }) ?? matches.first {
            return match
        }
        var message = "nothing on screen shows '\(query)'"
        if snapshot.alert != nil, !snapshot.window.visibleElements.filter({ $0.shows(query) }).isEmpty {
            message += " (it is behind the alert on screen)"
        }
        throw DriverFailure(message, expected: "an element showing '\(query)'", screen: snapshot.textRendering)
    }

    /// The kinds that take typed text.
    static let textInputKinds: Set<ElementKind> = [.textField, .textView, .searchBar]

    static let interactiveKinds: Set<ElementKind> = [
        .button, .barButton, .backButton, .tab, .alertButton, .textField, .textView, .switch, .slider, .datePicker,
        .segment, .searchBar, .scopeButton, .tableCell,
    ]

    // MARK: Events

    /// Taps the element that shows `query`.
    public func tap(_ query: String) async throws(DriverFailure) {
        let element = try await find(query)
        try await send(.tap(element.id))
    }

    /// Taps the element that shows `query` `count` times in a row (a double tap is 2): the
    /// element's tap gestures decide which one recognises.
    public func tap(_ query: String, count: Int) async throws(DriverFailure) {
        let element = try await find(query)
        try await send(count == 1 ? .tap(element.id) : .taps(element.id, count: count))
    }

    /// Fails unless the element that shows `query` has the style name `style` (from its `class`).
    public func assertStyle(_ style: String, on query: String) async throws(DriverFailure) {
        let element = try await find(query)
        guard !element.styleNames.contains(style) else { return }
        let actual =
            element.styleNames.isEmpty ? "no style names" : "style names " + element.styleNames.joined(separator: ", ")
        throw await failure(
            "'\(query)' does not have the style '\(style)'", expected: "style name '\(style)'",
            actual: "\(element.kind.rawValue) \(element.id) with \(actual)")
    }

    /// Holds the element that shows `query` for `duration` seconds.
    public func longPress(_ query: String, duration: Double = 1) async throws(DriverFailure) {
        let element = try await find(query)
        try await send(.longPress(element.id, duration: duration))
    }

    /// Swipes on the element that shows `query`.
    public func swipe(_ query: String, direction: SwipeDirection) async throws(DriverFailure) {
        let element = try await find(query)
        try await send(.swipe(element.id, direction: direction))
    }

    /// Types `text` at the end of a text field (the one showing `query`, or the focused one).
    public func inputText(_ text: String, into query: String? = nil) async throws(DriverFailure) {
        let field = try await textField(query)
        try await send(.enterText(field.id, text: (field.value ?? "") + text))
    }

    /// Erases `count` characters (all when nil) from the end of a text field.
    public func eraseText(count: Int? = nil, from query: String? = nil) async throws(DriverFailure) {
        let field = try await textField(query)
        let value = field.value ?? ""
        let kept = count.map { String(value.dropLast($0)) } ?? ""
        try await send(.enterText(field.id, text: kept))
    }

    /// Presses return on the focused text field.
    public func pressReturn() async throws(DriverFailure) {
        let field = try await textField(nil)
        try await send(.pressReturn(field.id))
    }

    /// Taps the back button.
    public func back() async throws(DriverFailure) {
        try await send(.back)
    }

    /// Closes the screen presented on top, as a person's swipe down would.
    public func dismiss() async throws(DriverFailure) {
        try await send(.dismiss)
    }

    /// Chooses the tab whose title (or image label) is `title`.
    public func selectTab(_ title: String) async throws(DriverFailure) {
        let snapshot = await snapshot()
        guard let tab = snapshot.activeElements.first(where: { $0.kind == .tab && $0.shows(title) }) else {
            let tabs = snapshot.activeElements.filter { $0.kind == .tab }.map { "'\($0.text ?? $0.label ?? "")'" }
            throw DriverFailure(
                "there is no tab '\(title)'", expected: "a tab '\(title)'",
                actual: tabs.isEmpty ? "no tab bar" : "tabs " + tabs.joined(separator: ", "),
                screen: snapshot.textRendering)
        }
        try await send(.tap(tab.id))
    }

    /// Applies an event and settles; an event that does not apply is a failure.
    public func send(_ event: Event) async throws(DriverFailure) {
        do {
            try await session.send(event)
        } catch {
            throw await failure(error.message)
        }
        try await settle()
    }

    private func textField(_ query: String?) async throws(DriverFailure) -> SnapshotElement {
        if let query {
            let element = try await find(query)
            guard Self.textInputKinds.contains(element.kind) else {
                throw await failure("'\(query)' is a \(element.kind.rawValue), not a text field")
            }
            return element
        }
        let snapshot = await snapshot()
        guard
            let focused = snapshot.activeElements.first(where: {
                Self.textInputKinds.contains($0.kind) && $0.isSelected
            })
        else {
            throw DriverFailure(
                "no text field has the focus; tap one first or name it", screen: snapshot.textRendering)
        }
        return focused
    }

    func failure(_ message: String, expected: String? = nil, actual: String? = nil) async -> DriverFailure {
        DriverFailure(message, expected: expected, actual: actual, screen: await snapshot().textRendering)
    }
}
