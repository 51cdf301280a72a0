import WorkflowRuntime

/// One session's root delegate that asks the application's backend (`DelegateBackend`) about
/// each message and graph question, naming the session and, when known, its user.
public struct HTTPRootDelegate: RootDelegate {
    /// The backend asked.
    public let backend: DelegateBackend
    /// The reference that names the session to the backend (never its id), part of each idempotency key.
    public let sessionReference: String
    private let user: @Sendable () -> String?

    init(backend: DelegateBackend, sessionReference: String, user: @escaping @Sendable () -> String?) {
        self.backend = backend
        self.sessionReference = sessionReference
        self.user = user
    }

    /// The backend's answer; a failure to get one is a failure reply with its issue; nil when the backend answers 204.
    public func answer(to message: RootMessage) async -> RootDelegateAnswer? {
        await backend.answer(to: message, sessionReference: sessionReference, user: user())
    }

    /// The backend's reply, without the issue a failure comes with.
    public func reply(to message: RootMessage) async -> MessageReply? {
        await answer(to: message)?.reply
    }
}
