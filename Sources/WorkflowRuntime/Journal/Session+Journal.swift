import Foundation

extension Session {
    /// Turns on the journal: from `start()` on, everything that moves the session on is kept,
    /// for the host to take (`takeJournalEntries()`) and save. Call it before `start()`.
    public func recordJournal(_ start: JournalStart) {
        guard !started else { return }
        core.journal.begin(start)
    }

    /// Has `body` called whenever a reply (a root-delegate answer, a graph's end, a time-out) adds
    /// entries, on the session's actor: the host then takes them and saves them.
    public func whenReplyRecorded(_ body: @escaping @Sendable () -> Void) {
        core.journal.whenReplyRecorded(body)
    }

    /// Adds the host's own issue to the session's list, such as a journal that could not be
    /// replayed; errors also go to the root delegate.
    public func report(_ issue: RuntimeIssue) {
        core.report(issue)
    }

    /// The entries recorded since the last call, oldest first, for the host to save.
    public func takeJournalEntries() -> [JournalEntry] {
        core.journal.takeUnsaved()
    }

    /// How many entries the journal has had, the start included (the next entry's sequence number).
    public var journalLength: Int { core.journal.length }

    /// Brings a live session up to a journal that another host (a server sharing its store) went
    /// on writing: applies `entries`, the journal's entries from `journalLength` on, as a replay
    /// would, and records on after them.
    ///
    /// Returns false, changing nothing, when the entries cannot simply be applied on top: the
    /// session waits for a reply or has unsaved entries, or the entries hold more than events.
    /// The host then restores a new session from the whole journal instead. Throws when an event
    /// is refused (throw this session away then too).
    public func catchUp(with entries: [JournalEntry]) throws(JournalReplayError) -> Bool {
        guard let first = entries.first else { return true }
        let events = entries.compactMap { entry -> Event? in
            guard case .event(let event) = entry.record, JournalEntry.readableVersions.contains(entry.version)
            else { return nil }
            return event
        }
        guard started, core.journal.start != nil, !core.journal.hasUnsaved, !core.replies.isWaiting,
            first.sequence == core.journal.length, events.count == entries.count
        else { return false }
        let replayer = Replayer(core: core, startingAt: first.date)
        try replayer.replaying(recordingOnFrom: first.sequence + entries.count) { () throws(JournalReplayError) in
            try replayer.replay(entries, from: first.sequence)
        }
        // Messages the events sent are asked here too, as repeats: the other host's answer may never come.
        replayer.finish(resumingPending: true)
        return true
    }

    /// Brings a new session to where a journal left one, instead of `start()`.
    ///
    /// The journal's events are applied and its replies delivered in their order, at their
    /// recorded times; the root delegate is not asked what the journal answers. Afterwards the
    /// session records on from the journal's end, and with `resumingPending`, the messages the
    /// journal holds no reply to are asked again (`RootMessage.isRepeat`, same ticket), the graph
    /// runs it holds no end of start again from their first node (the attempts the journal settles
    /// take their recorded answers or time-outs; Swift handlers run again; the attempt or retry
    /// delay under way keeps its recorded deadline), and reply deadlines run from when each
    /// message was first sent. Without it they stay pending and are never asked: a
    /// look at where the journal left the session.
    ///
    /// Throws when an entry does not fit (then throw this session away and start a new one): the
    /// journal does not start with a start entry of this format, an entry is missing, an event is
    /// refused, a reply answers no message, or a schema file it loaded changed.
    public func restore(from entries: [JournalEntry], resumingPending: Bool = true) throws(JournalReplayError) {
        guard !started else { throw JournalReplayError(.badEntry, "the session has already started") }
        guard let first = entries.first, case .start(let start) = first.record, first.sequence == 0 else {
            throw JournalReplayError(.badEntry, at: entries.first?.sequence, "the journal does not begin with its start")
        }
        for entry in entries where !JournalEntry.readableVersions.contains(entry.version) {
            let readable = JournalEntry.readableVersions
            throw JournalReplayError(
                .badEntry, at: entry.sequence,
                "it was written in format \(entry.version); this version replays formats \(readable.lowerBound) to \(readable.upperBound)")
        }
        started = true
        core.scheduler.session = self
        core.journal.begin(start)
        let replayer = Replayer(core: core, startingAt: first.date)
        try replayer.replaying(recordingOnFrom: entries.count) { () throws(JournalReplayError) in
            core.beginTurn()
            showRoot()
            try replayer.replay(entries.dropFirst(), from: 1)
        }
        replayer.finish(resumingPending: resumingPending)
    }
}
