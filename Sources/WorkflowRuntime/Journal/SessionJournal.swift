import Foundation

/// A session's side of its journal: the entries recorded since the host last took them, and the
/// sequence number of the next one.
///
/// Recording is off until the host asks for it (`Session.recordJournal(_:)`), and while a journal
/// is replayed (`Replayer`); a session without a journal pays one check per event and reply.
final class SessionJournal {
    /// The start record of the journal, once recording is on.
    private(set) var start: JournalStart?
    /// Entries recorded and not yet taken by the host, oldest first.
    private var unsaved: [JournalEntry] = []
    /// The sequence number of the next entry: how many entries the journal has had.
    private(set) var length = 0
    /// Whether a replay has paused recording.
    private var isPaused = false
    /// Told when a reply recorded entries outside any call of the host's, so it can save them.
    private var whenReplyRecorded: (@Sendable () -> Void)?

    /// Whether entries are kept: recording is on and no replay is running.
    var isRecording: Bool { start != nil && !isPaused }

    /// Whether entries wait for the host to take them.
    var hasUnsaved: Bool { !unsaved.isEmpty }

    /// Turns recording on, with the journal's start record.
    func begin(_ start: JournalStart) {
        self.start = start
    }

    /// Has `body` called whenever a reply records entries (`replyRecorded()`).
    func whenReplyRecorded(_ body: @escaping @Sendable () -> Void) {
        whenReplyRecorded = body
    }

    /// Keeps an entry, if recording.
    func record(_ record: JournalRecord, at date: Date) {
        guard isRecording else { return }
        unsaved.append(JournalEntry(sequence: length, date: date, record: record))
        length += 1
    }

    /// Tells the host that a reply, outside any call of its own, recorded entries for it to take.
    func replyRecorded() {
        guard isRecording, hasUnsaved else { return }
        whenReplyRecorded?()
    }

    /// Hands the unsaved entries over, oldest first, and forgets them.
    func takeUnsaved() -> [JournalEntry] {
        defer { unsaved = [] }
        return unsaved
    }

    /// Stops recording while a journal is replayed: what the replay does is in the journal already.
    func pause() {
        isPaused = true
    }

    /// Records on after a replay, from entry `length` (the replayed journal's length; after a replay
    /// that failed part-way, the length it had, since that session is thrown away).
    func resume(at length: Int) {
        isPaused = false
        self.length = length
    }
}
