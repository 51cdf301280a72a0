import WorkflowRuntime

/// What every new session shows before its first event, made once per schema: a client that only
/// looks at it costs no session (see `SessionHost.firstScreen()`).
public struct FirstScreen: Sendable {
    /// The version of the schema it was made from: its identity (its `ContentDigest`, the same on
    /// every server), or for a host given none, the version its watcher counts. A new version
    /// makes a new first screen, whose forms carry other tokens (`SessionID.formToken(of:schemaVersion:)`).
    public let schemaVersion: String
    /// The screen, and the length of a new session's journal once it has started.
    public let content: SessionContent

    /// The token its page's form carries for the session `id` (`SessionID.formToken(of:schemaVersion:)`).
    public func formToken(for id: String) -> String {
        SessionID.formToken(of: id, schemaVersion: schemaVersion)
    }

    /// Whether an event a client made on the screen of journal length `sequence` (nil: not said)
    /// was made on this one; with no journal kept, every screen's length is unknown.
    public func isShown(at sequence: Int?, keepsJournal: Bool) -> Bool {
        sequence.map { !keepsJournal || $0 == content.journalLength } ?? true
    }
}
