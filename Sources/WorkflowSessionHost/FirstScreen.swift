import WorkflowRuntime

/// What every new session shows before its first event, made once per schema: a client that only
/// looks at it costs no session (see `SessionHost.firstScreen()`).
public struct FirstScreen: Sendable {
    /// The version of the schema it was made from: its identity (its `ContentDigest`) and, under a
    /// `SchemaWatcher`, the file's version. A new version makes a new first screen, whose forms
    /// carry other tokens (`SessionID.formToken(of:schemaVersion:)`).
    public let schemaVersion: String
    /// The screen, and the length of a new session's journal once it has started.
    public let content: SessionContent
}
