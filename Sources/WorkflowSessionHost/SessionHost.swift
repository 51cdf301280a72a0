import Foundation
import NIOConcurrencyHelpers
import WorkflowEngine
import WorkflowRuntime
import WorkflowSchema

/// The served sessions of one server, one per client (a browser's cookie, a native app's token),
/// below any web layer: it makes them, finds them by id, restores them from their journals,
/// catches them up with what other servers sharing the store added, applies events to them
/// (`apply(_:to:logger:)`), saves what they record, wakes their push channels, and drops them when
/// idle too long or when too many exist. Pages, the JSON API and push channels all go through it.
///
/// Ids are 128 random bits from the system's generator, so they cannot be guessed (`SessionID`).
/// The table is behind a lock rather than in an actor: every request looks its session up, and
/// a lookup is too short to be worth a hop to another executor.
public final class SessionHost: Sendable {
    /// What the next page says when a kept session could not be brought back as it was.
    public enum Notice {
        public static let schemaChanged = "The app was updated since your last visit, so it starts again."
        public static let notReplayed = "Your session could not be brought back after the server restarted, so it starts again."
        public static func journalFull(_ entries: Int) -> String {
            "This session reached its limit of \(entries) steps, so it starts again."
        }
    }

    private let makeSession: @Sendable (SessionIdentity) async -> Session
    private let schemaIdentity: @Sendable () async -> String
    private let store: (any SessionStore)?
    public let limits: SessionHostLimits
    /// Wakes the push channels of sessions whose journals grew.
    public let changes = SessionChanges()
    /// The push channels open, within the limits.
    public let pushChannels: PushChannelSeats
    /// How many sessions each client may still make.
    private let rate: ClientRate
    /// How many reads of the store for ids not in memory each client may still cause.
    private let lookupRate: ClientRate
    /// How many bytes each client's sessions may still add to the store.
    package let byteRate: ClientRate
    /// Why the store last refused an append for lack of room, until one is kept again: a sentence of
    /// its own, since the store's message names the session (whose id is its key) and the file.
    private let lastFull = NIOLockedValueBox<ContinuousClock.Instant?>(nil)
    /// How long a refused append stands for the store's answer: after it, a step may try again (and
    /// its append, if kept, clears it). A store with no room check of its own (PostgreSQL) would
    /// otherwise stay full for good after one refusal.
    package let fullHold = NIOLockedValueBox<Duration>(.seconds(10))

    /// Remembers that the store refused an append for lack of room, when `error` says so.
    private func noteIfFull(_ error: SessionStoreError) {
        guard error.kind == .full else { return }
        lastFull.withLockedValue { $0 = .now }
    }
    private let table: NIOLockedValueBox<Table>

    /// The sessions and what is known about them, changed only under the lock.
    private struct Table {
        var sessions: [String: HostedSession] = [:]
        /// The version of the watched schema the sessions were made from (see `SchemaWatcher`).
        var schemaVersion = 0
        /// How many sessions are being made, started or restored.
        var starting = 0
        /// When expired sessions were last looked for: at most once a second, not on every request.
        var lastSweep = ContinuousClock.now
        /// When the store was last swept of idle journals: at most once a minute.
        var lastStoreSweep = ContinuousClock.now
        /// Restores under way, by id: a second request for the same session waits for the first.
        var restoring: [String: Task<SessionLookup, Never>] = [:]
        /// Sessions being made for a client's first event, by id: a second first event waits for it.
        var making: [String: Task<SessionLookup, Never>] = [:]
        /// What every new session shows before its first event, for one schema version, made once
        /// (nil when new sessions do not all start the same way, see `firstScreen()`).
        var firstScreen: (schemaVersion: String, build: Task<FirstScreen?, Never>)?
    }

    /// Creates a host whose sessions are made by `makeSession`, knowing whose they are. With a
    /// `store`, each session's journal is saved as it goes, and a session not in memory is restored
    /// from it; `schemaIdentity` names the schema sessions are made from now (its `ContentDigest`),
    /// and a journal of another schema starts afresh with a notice.
    public init(
        limits: SessionHostLimits, store: (any SessionStore)?, schemaIdentity: @escaping @Sendable () async -> String,
        makeSession: @escaping @Sendable (SessionIdentity) async -> Session
    ) {
        self.limits = limits
        self.store = store
        self.schemaIdentity = schemaIdentity
        self.makeSession = makeSession
        self.table = NIOLockedValueBox(Table())
        self.rate = ClientRate(perMinute: limits.newSessionsPerMinute)
        self.lookupRate = ClientRate(perMinute: limits.storeLookupsPerMinute)
        self.byteRate = ClientRate(perMinute: limits.journalBytesPerMinute)
        self.pushChannels = PushChannelSeats(
            perSession: limits.pushChannelsPerSession, total: limits.maximumPushChannels)
    }

    /// Drops every live session when the schema's version is newer than the one they were made
    /// from; their journals stay, and their next request finds the schema changed.
    public func dropAll(before version: Int) {
        let dropped = table.withLockedValue { table -> [HostedSession] in
            guard version > table.schemaVersion else { return [] }
            table.schemaVersion = version
            defer { table.sessions.removeAll() }
            return Array(table.sessions.values)
        }
        Self.stop(dropped)
    }

    /// Whether sessions keep journals.
    public var hasStore: Bool { store != nil }

    /// How many sessions are live in memory.
    public var liveCount: Int { table.withLockedValue { $0.sessions.count } }

    /// Records how many sessions are live in the metrics (`wfs_sessions_live`), before they are read.
    public func recordLiveSessions() {
        SessionHostMetrics.liveSessions.record(liveCount)
    }

    /// Whether other servers append to the same journals (see `SessionStore.isShared`).
    public var isShared: Bool { store?.isShared ?? false }

    /// The session with `id`: live, or restored from the store; marks it used. With a shared
    /// store, a live session first takes what other servers added to its journal; `asHeard` lets
    /// the store answer that from what it has heard (`SessionStore.entriesAsHeard`). A `user`
    /// (named by a trusted proxy) becomes the session's, before a restored session asks anything.
    ///
    /// An id not in memory costs a read of the store: one `client` (read only then) may have
    /// `storeLookupsPerMinute` of them (429 beyond), so a flood of made-up cookies or tokens
    /// cannot keep the store busy for everyone.
    public func session(
        _ id: String?, asHeard: Bool = false, user: String? = nil, client: @autoclosure () -> String? = nil
    ) async -> SessionLookup {
        guard let id else { return .missing }
        if let live = live(id) {
            live.identity.update(user: user)
            guard let store, store.isShared else { return .found(live) }
            return await catchUp(live, from: store, asHeard: asHeard, user: user)
        }
        guard store != nil else { return .missing }
        if let client = client(), let wait = lookupRate.take(client) { return .tooMany(retryAfter: wait) }
        return await restoreOnce(id, user: user)
    }

    /// Restores `id` from the store; a second request for the same session waits for the first's restore.
    private func restoreOnce(_ id: String, user: String?) async -> SessionLookup {
        guard store != nil else { return .missing }
        let (restore, isOwn) = table.withLockedValue { table -> (Task<SessionLookup, Never>, Bool) in
            if let running = table.restoring[id] { return (running, false) }
            let task = Task { await self.restore(id, user: user) }
            table.restoring[id] = task
            return (task, true)
        }
        let found = await restore.value
        // The request that started it takes it off: a waiter could take off a later one.
        if isOwn { table.withLockedValue { _ = $0.restoring.removeValue(forKey: id) } }
        return found
    }

    /// `live` with the entries other servers added to its journal applied; when they cannot simply
    /// be applied on top (a reply, a refused event), the session is restored from the whole journal.
    private func catchUp(
        _ live: HostedSession, from store: any SessionStore, asHeard: Bool, user: String?
    ) async -> SessionLookup {
        let newer: [JournalEntry]
        do {
            let length = await live.session.journalLength
            newer =
                asHeard
                ? try await store.entriesAsHeard(of: live.id, from: length)
                : try await store.entries(of: live.id, from: length)
        } catch {
            return .unavailable(error)
        }
        if newer.isEmpty { return .found(live) }
        if (try? await live.session.catchUp(with: newer)) == true {
            live.writer?.count(newer)
            return .found(live)
        }
        drop(live)
        return await restoreOnce(live.id, user: user ?? live.identity.user)
    }

    /// The live session with `id`, if it has not expired; marks it used.
    private func live(_ id: String) -> HostedSession? {
        let now = ContinuousClock.now
        var dropped: [HostedSession] = []
        let found = table.withLockedValue { table -> HostedSession? in
            dropped = sweepIfDue(&table, now: now)
            guard let found = table.sessions[id] else { return nil }
            guard found.lastUsed.duration(to: now) <= limits.idleTimeout else {
                table.sessions[id] = nil
                dropped.append(found)
                return nil
            }
            table.sessions[id]?.lastUsed = now
            table.sessions[id]?.isUsed = true
            return found
        }
        expire(dropped)
        sweepStoreIfDue()
        return found
    }

    /// A new, started session (under `id`, or a new one), its start saved when there is a store.
    ///
    /// A new one for `client` (an `IPAddress.clientKey`) counts in its making rate and its share
    /// of the sessions; a session started again under its `id` does not count as a new one.
    public func create(
        id: String? = nil, user: String? = nil, client: String? = nil, notice: String? = nil, issue: RuntimeIssue? = nil
    ) async -> SessionLookup {
        await make(
            id: id ?? SessionID.random(), isNew: id == nil, user: user, client: client, notice: notice, issue: issue,
            replaces: id != nil)
    }

    /// What every new session shows before its first event, made once per schema; nil when new
    /// sessions do not all start the same way: their start awaits a reply or a graph, or reports
    /// an issue. A client shows it without a session, which its first event makes
    /// (`createAtFirstEvent(id:csrfToken:user:client:)`).
    public func firstScreen() async -> FirstScreen? {
        let identity = await schemaIdentity()
        // Made once per version, however many requests ask at once (the first after a start, or a save).
        let build = table.withLockedValue { table -> Task<FirstScreen?, Never> in
            // The content's identity, the same on every server; without one, the watched file's version.
            let version = identity.isEmpty ? "version \(table.schemaVersion)" : identity
            if let made = table.firstScreen, made.schemaVersion == version { return made.build }
            let build = Task { await self.makeFirstScreen(version: version, identity: identity) }
            table.firstScreen = (version, build)
            return build
        }
        return await build.value
    }

    private func makeFirstScreen(version: String, identity: String) async -> FirstScreen? {
        let session = await makeSession(SessionIdentity(id: "first-screen", life: "first-screen"))
        if store != nil { await session.recordJournal(JournalStart(schemaIdentity: identity)) }
        await session.start()
        let content = await session.currentContent()
        let pending = await session.pendingReplyCount + session.pendingReportCount
        let isSettled = pending == 0
        await session.cancelPendingReplies()
        guard isSettled, !content.snapshot.isWaiting, content.issues.isEmpty else { return nil }
        return FirstScreen(schemaVersion: version, content: content)
    }

    /// The session `id` names, made for its first event: a client showed the first screen
    /// (`firstScreen()`) under this id, whose forms carry `csrfToken`. It counts as a new session
    /// of `client`, not yet used (a flood of first events gives its places up first, see
    /// `reservePlace(for:)`; the page's push channel, or the next request, uses it); a second first
    /// event for the same id waits for the first's session.
    public func createAtFirstEvent(id: String, csrfToken: String, user: String?, client: String?) async -> SessionLookup {
        enum Step {
            case live(HostedSession)
            case making(Task<SessionLookup, Never>, isOwn: Bool)
        }
        let step = table.withLockedValue { table -> Step in
            if let live = table.sessions[id] { return .live(live) }
            if let running = table.making[id] { return .making(running, isOwn: false) }
            let task = Task {
                await self.make(id: id, isNew: true, user: user, client: client, csrfToken: csrfToken, byEvent: true)
            }
            table.making[id] = task
            return .making(task, isOwn: true)
        }
        switch step {
        case .live(let live): return .found(live)
        case .making(let task, let isOwn):
            let found = await task.value
            if isOwn { table.withLockedValue { _ = $0.making.removeValue(forKey: id) } }
            // Another server sharing the store made it first: its session is the one.
            if case .unavailable(let error) = found, error.kind == .outOfOrder {
                return await session(id, user: user, client: client)
            }
            return found
        }
    }

    /// Makes and starts session `id`; `isNew` counts it in `client`'s making rate, `byEvent` says a
    /// client's first event makes it (see `HostedSession.isMadeByEvent`), `replaces` that it starts
    /// the id again (its journal was deleted), so that it takes the place of a live one.
    private func make(
        id: String, isNew: Bool, user: String?, client: String?, notice: String? = nil, issue: RuntimeIssue? = nil,
        csrfToken: String = SessionID.random(), byEvent: Bool = false, replaces: Bool = false
    ) async -> SessionLookup {
        if isNew, let client, let wait = rate.take(client) { return .tooMany(retryAfter: wait) }
        // A new session's start is kept too: not when the store has no room.
        if store != nil, let problem = capacityProblem() { return .unavailable(SessionStoreError(.full, problem)) }
        guard reservePlace(for: client) else { return .full }
        // Each life of an id has its own reference (a backend's idempotency keys), even when its
        // token, derived from the id, is the same.
        let life = SessionID.random()
        let identity = SessionIdentity(id: id, life: life, user: user)
        let session = await makeSession(identity)
        var writer: JournalWriter?
        if let store {
            let made = JournalWriter(id: id, session: session, store: store, saved: changes.changed)
            writer = made
            await session.recordJournal(
                JournalStart(schemaIdentity: await schemaIdentity(), hostData: ["csrf": csrfToken, "life": life]))
            await session.whenReplyRecorded { [self] in Task { await self.save(made) } }
        }
        await session.start()
        if let issue { await session.report(issue) }
        if let writer, let error = await writer.flush() {
            releasePlace()
            await session.cancelPendingReplies()
            noteIfFull(error)
            // The store names the session by its id, which is its key: not in a log line.
            return .unavailable(SessionStoreError(error.kind, error.message.replacingOccurrences(of: id, with: "[id]")))
        }
        var made = HostedSession(
            id: id, session: session, identity: identity, csrfToken: csrfToken, writer: writer, lastUsed: .now,
            client: client, notice: notice)
        made.isMadeByEvent = byEvent
        return settle(made, replacing: replaces)
    }

    /// Puts `made` (made or restored) in the table, unless a session of its id got there first
    /// meanwhile (a restore and a first event at once): that one stays, and `made` is stopped. A
    /// session started again (`replacing`) takes the place of one there, which is stopped.
    private func settle(_ made: HostedSession, replacing: Bool = false) -> SessionLookup {
        let other = table.withLockedValue { table -> HostedSession? in
            table.starting -= 1
            let live = table.sessions[made.id]
            if live == nil || replacing { table.sessions[made.id] = made }
            return live
        }
        guard let other else { return .found(made) }
        Self.stop([replacing ? other : made])
        return .found(replacing ? made : other)
    }

    /// Brings back a session from its journal: the same screen, what was typed, the replies it had.
    private func restore(_ id: String, user: String?, client: String? = nil) async -> SessionLookup {
        guard let store else { return .missing }
        let entries: [JournalEntry]
        do {
            entries = try await store.entries(of: id, from: 0)
        } catch where error.kind == .unreadableEntry {
            // The store answers, but an entry is not one this version reads (a newer format, a
            // damaged row): the journal cannot be replayed, as when an entry does not fit.
            let issue = RuntimeIssue(
                .warning, "the session's journal was not replayed, so it started afresh: \(error.message)",
                code: .journalNotReplayed)
            return await startAgain(id, user: user, notice: Notice.notReplayed, issue: issue)
        } catch {
            return .unavailable(error)
        }
        guard let first = entries.first else { return .missing }
        guard case .start(let start) = first.record, start.schemaIdentity == (await schemaIdentity()) else {
            return await startAgain(id, user: user, notice: Notice.schemaChanged)
        }
        guard reservePlace(for: nil) else { return .full }
        let csrfToken = start.hostData["csrf"] ?? SessionID.random()
        // Journals kept before lives had their own value used the token.
        let identity = SessionIdentity(id: id, life: start.hostData["life"] ?? csrfToken, user: user)
        let session = await makeSession(identity)
        let writer = JournalWriter(id: id, session: session, store: store, saved: changes.changed)
        writer.count(entries)
        await session.whenReplyRecorded { [self] in Task { await self.save(writer) } }
        do {
            try await session.restore(from: entries)
        } catch {
            releasePlace()
            await session.cancelPendingReplies()
            let kind = error.kind == .schemaChanged ? Notice.schemaChanged : Notice.notReplayed
            let issue = RuntimeIssue(
                .warning, "the session's journal was not replayed, so it started afresh: \(error)",
                code: .journalNotReplayed)
            return await startAgain(id, user: user, notice: kind, issue: issue)
        }
        var restored = HostedSession(
            id: id, session: session, identity: identity, csrfToken: csrfToken, writer: writer, lastUsed: .now)
        // It had a journal: it was used.
        restored.isUsed = true
        return settle(restored)
    }

    /// Forgets a kept journal and starts a new session under the same id (the browser's cookie stays).
    private func startAgain(
        _ id: String, user: String?, notice: String, issue: RuntimeIssue? = nil
    ) async -> SessionLookup {
        do {
            try await store?.delete(id)
        } catch {
            return .unavailable(error)
        }
        return await create(id: id, user: user, notice: notice, issue: issue)
    }

    /// Starts `web` afresh under its id: its journal has as many entries as it may.
    func startAgain(journalFull web: HostedSession) async -> SessionLookup {
        drop(web.id)
        return await startAgain(
            web.id, user: web.identity.user, notice: Notice.journalFull(limits.maximumJournalEntries))
    }

    /// Saves what `writer`'s session recorded since; a failure drops the live session, which the
    /// next request restores from what the store holds.
    func save(_ writer: JournalWriter) async -> SessionStoreError? {
        await saved(await writer.flush(), by: writer)
    }

    /// Saves `entries`, taken from `writer`'s session by a step; a failure drops the live session.
    func save(_ entries: [JournalEntry], with writer: JournalWriter) async -> SessionStoreError? {
        await saved(await writer.append(entries), by: writer)
    }

    private func saved(_ error: SessionStoreError?, by writer: JournalWriter) -> SessionStoreError? {
        guard let error else {
            lastFull.withLockedValue { if $0 != nil { $0 = nil } }
            return nil
        }
        noteIfFull(error)
        let dropped = table.withLockedValue { table -> HostedSession? in
            guard let live = table.sessions[writer.id], live.writer === writer else { return nil }
            return table.sessions.removeValue(forKey: writer.id)
        }
        if let dropped { Self.stop([dropped]) }
        return error
    }

    /// Takes the notice the next page of `id` shows once.
    public func takeNotice(_ id: String) -> String? {
        table.withLockedValue { table in
            defer { table.sessions[id]?.notice = nil }
            return table.sessions[id]?.notice
        }
    }

    /// Drops `web` from memory if it is still the live session of its id (its journal stays in the store).
    private func drop(_ web: HostedSession) {
        let dropped = table.withLockedValue { table -> HostedSession? in
            guard let live = table.sessions[web.id], live.session === web.session else { return nil }
            return table.sessions.removeValue(forKey: web.id)
        }
        if let dropped { Self.stop([dropped]) }
    }

    /// Drops a live session from memory (its journal stays in the store).
    public func drop(_ id: String) {
        let dropped = table.withLockedValue { $0.sessions.removeValue(forKey: id) }
        if let dropped { Self.stop([dropped]) }
    }

    /// Why the store has no room for more now (its disk or its size limit is full), or nil; a store
    /// that refused an append for lack of room says so until an append is kept again.
    public func capacityProblem() -> String? {
        guard let store else { return nil }
        if let problem = store.capacityProblem() { return problem }
        guard let refused = lastFull.withLockedValue({ $0 }), refused.duration(to: .now) < fullHold.withLockedValue({ $0 })
        else { return nil }
        return "an append was refused for lack of room just now (the disk, or the store's size limit)"
    }

    /// Why the store cannot be used now (it does not answer a read), or nil when it can or there is none.
    public func storeProblem() async -> SessionStoreError? {
        do {
            _ = try await store?.sessionCount()
            return nil
        } catch {
            return error
        }
    }

    /// Wakes the push channels of the sessions other servers append to, until cancelled (see
    /// `SessionStore.watchAppends`); returns at once for a store no other server writes.
    public func watchStore() async {
        guard let store, store.isShared else { return }
        await store.watchAppends(changes.changed)
    }

    /// Forgets the journals in the store idle for longer than the timeout (at a server's start).
    public func sweepStore() async {
        guard let store else { return }
        let live = table.withLockedValue { Set($0.sessions.keys) }
        _ = try? await store.deleteSessions(idleSince: Date() - limits.idleTimeout.inSeconds, keeping: live)
    }

    /// Takes a place for a session being made for `client`, making room if needed; false when all
    /// are in use.
    ///
    /// Room is made, in this order: beyond the client's share, by its own least recently used session
    /// (a never-used one first); in a full table, by the least recently used session that was never
    /// used, then by the one idle the longest if it has been idle for `idleBeforeEviction`. A
    /// never-used session is forgotten with its journal; another keeps its journal, and is restored
    /// if its browser comes back.
    private func reservePlace(for client: String?) -> Bool {
        var expired: [HostedSession] = []
        var evicted: [HostedSession] = []
        let reserved = table.withLockedValue { table -> Bool in
            let now = ContinuousClock.now
            expired = sweepIfDue(&table, now: now)
            if let client {
                let mine = table.sessions.values.filter { $0.client == client }
                if mine.count >= limits.sessionsPerClient, let oldest = Self.leastRecentlyUsed(mine) {
                    table.sessions[oldest.id] = nil
                    evicted.append(oldest)
                }
            }
            // Sessions still starting count too: starting suspends, and others may start meanwhile.
            while table.sessions.count + table.starting >= limits.maximumSessions {
                guard let oldest = evictionCandidate(table, now: now) else { return false }
                table.sessions[oldest.id] = nil
                evicted.append(oldest)
            }
            table.starting += 1
            return true
        }
        expire(expired)
        // Never used: nothing of it is worth keeping, unless a step made it. Used: its journal stays,
        // to be restored if it comes back.
        expire(evicted.filter { !$0.isUsed && !$0.isMadeByEvent })
        Self.stop(evicted.filter { $0.isUsed || $0.isMadeByEvent })
        return reserved
    }

    private func releasePlace() {
        table.withLockedValue { $0.starting -= 1 }
    }

    /// The session to give up its place in a full table: the least recently used one that was never
    /// used; else the one unused the longest if it has been unused long enough; else the least
    /// recently used of the client that holds the most, when it holds more than one (a few clients
    /// keeping many sessions busy give their places up first, rather than the newcomer being
    /// refused); nil when none may go.
    private func evictionCandidate(_ table: Table, now: ContinuousClock.Instant) -> HostedSession? {
        if let unused = Self.leastRecentlyUsed(table.sessions.values.filter { !$0.isUsed }) { return unused }
        if let oldest = Self.leastRecentlyUsed(Array(table.sessions.values)),
            oldest.lastUsed.duration(to: now) >= limits.idleBeforeEviction
        {
            return oldest
        }
        var held: [String: Int] = [:]
        for session in table.sessions.values { if let client = session.client { held[client, default: 0] += 1 } }
        guard let heaviest = held.max(by: { $0.value < $1.value }), heaviest.value > 1 else { return nil }
        return Self.leastRecentlyUsed(table.sessions.values.filter { $0.client == heaviest.key })
    }

    /// Of `sessions`, a never-used one used least recently, else the one used least recently.
    private static func leastRecentlyUsed(_ sessions: [HostedSession]) -> HostedSession? {
        sessions.min { ($0.isUsed ? 1 : 0, $0.lastUsed) < ($1.isUsed ? 1 : 0, $1.lastUsed) }
    }

    /// Drops the sessions idle for longer than the timeout, unless that was done less than a second ago.
    private func sweepIfDue(_ table: inout Table, now: ContinuousClock.Instant) -> [HostedSession] {
        guard table.lastSweep.duration(to: now) >= .seconds(1) else { return [] }
        table.lastSweep = now
        let expired = table.sessions.values.filter { $0.lastUsed.duration(to: now) > limits.idleTimeout }
        for entry in expired { table.sessions[entry.id] = nil }
        return expired
    }

    /// Sweeps the store once a minute, on a task of its own.
    private func sweepStoreIfDue() {
        guard store != nil else { return }
        let due = table.withLockedValue { table -> Bool in
            let now = ContinuousClock.now
            guard table.lastStoreSweep.duration(to: now) >= .seconds(60) else { return false }
            table.lastStoreSweep = now
            return true
        }
        if due { Task { await sweepStore() } }
    }

    /// Stops expired sessions and forgets their journals.
    private func expire(_ dropped: [HostedSession]) {
        Self.stop(dropped)
        guard let store, !dropped.isEmpty else { return }
        let ids = dropped.map(\.id)
        Task {
            for id in ids { try? await store.delete(id) }
        }
    }

    /// Stops what dropped sessions still wait for, outside the lock.
    private static func stop(_ dropped: [HostedSession]) {
        for entry in dropped { Task { await entry.session.cancelPendingReplies() } }
    }
}
