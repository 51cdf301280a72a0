/// What a journal entry records.
public enum JournalRecord: Sendable, Hashable {
    /// The session started: the first entry of every journal.
    case start(JournalStart)
    /// A person did something to the screen (every event the session accepted, in order).
    case event(Event)
    /// A message to the root delegate, or a graph run, was answered (replies in the order delivered).
    case reply(JournalReply)
    /// The root delegate answered a node of a graph run under way.
    case nodeAnswer(JournalNodeAnswer)
}
