import Foundation

/// A session's side of its journal: the entries recorded since the host last took them, and
/// while a journal is replayed, what the replay holds back (the messages not to ask yet).
///
/// Recording is off until the host asks for it (`Session.recordJournal(_:)`); a session without
/// a journal pays one check per event and reply.
final class SessionJournal {
    /// The start record of the journal, once recording is on.
    var start: JournalStart?
    /// Whether entries are kept (recording is on and no replay is running).
    var isRecording: Bool { start != nil && !isReplaying }
    /// Entries recorded and not yet taken by the host, oldest first.
    var unsaved: [JournalEntry] = []
    /// The sequence number of the next entry.
    var nextSequence = 0
    /// Whether a journal is being replayed: nothing is recorded, nothing is asked.
    var isReplaying = false
    /// The time of the entry being replayed, which its turn takes as now.
    var replayDate: Date?
    /// Messages sent during the replay whose replies the journal may hold; asked after it if not.
    var heldAsks: [Int: RootMessage] = [:]
    /// Graph runs started during the replay; started for real after it if the journal has not ended them.
    var heldGraphs: [Int: HeldGraphRun] = [:]
    /// The node answers of graph runs the replay met, by the run's ticket, in the order given.
    var heldNodeAnswers: [Int: [GraphRunJournal.Answer]] = [:]
    /// Held graph runs cancelled during the replay: they end as `cancelled` after it.
    var cancelledGraphs: Set<Int> = []
    /// Told when a reply recorded entries outside any call of the host's, so it can save them.
    var whenReplyRecorded: (@Sendable () -> Void)?

    /// A graph run met during a replay: when it started, and how to start it again.
    struct HeldGraphRun {
        let startedAt: Date
        let start: (GraphRunJournal) throws -> (Task<Void, Never>, GraphActivity)
    }

    /// Keeps an entry, if recording.
    func record(_ record: JournalRecord, at date: Date) {
        guard isRecording else { return }
        unsaved.append(JournalEntry(sequence: nextSequence, date: date, record: record))
        nextSequence += 1
    }

    /// Hands the unsaved entries over, oldest first, and forgets them.
    func takeUnsaved() -> [JournalEntry] {
        defer { unsaved = [] }
        return unsaved
    }
}
