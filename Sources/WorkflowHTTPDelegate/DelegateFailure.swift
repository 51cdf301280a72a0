import WorkflowRuntime

/// Why the application's backend gave no answer a session can use; each kind has its issue code.
enum DelegateFailure: Error, Sendable, Equatable {
    /// The connection was refused or broke, after every attempt (`delegateUnreachable`).
    case unreachable(String)
    /// No answer came by the deadline (`delegateTimeout`).
    case timeout
    /// An HTTP status other than 200 and 204 (`delegateStatus`).
    case status(Int)
    /// A body that is not an answer (`delegateBadAnswer`).
    case badAnswer(String)
    /// The session stopped waiting (its own deadline, a cancelled graph, a dropped session): nobody needs the answer.
    case cancelled

    /// The issue's code.
    var code: RuntimeIssueCode {
        switch self {
        case .unreachable: .delegateUnreachable
        case .timeout, .cancelled: .delegateTimeout
        case .status: .delegateStatus
        case .badAnswer: .delegateBadAnswer
        }
    }

    /// Whether another attempt may get an answer: a connection that failed, or a server error.
    var isRetryable: Bool {
        switch self {
        case .unreachable: true
        case .status(let status): status >= 500
        case .timeout, .badAnswer, .cancelled: false
        }
    }

    /// What went wrong, for the developer: the issue's message follows "the application's backend".
    func reason(deadline: Duration, attempts: Int) -> String {
        let tries = attempts == 1 ? "" : " (\(attempts) attempts)"
        return switch self {
        case .unreachable(let why): "could not be reached\(tries): \(why)"
        case .timeout: "did not answer within \(deadline)\(tries)"
        case .cancelled: "was no longer waited for"
        case .status(let status): "answered with HTTP status \(status)\(tries)"
        case .badAnswer(let why): "gave an answer that cannot be used: \(why)"
        }
    }

    /// What the schema's failure path finds under `error`: words for the person using the app,
    /// which never name the backend's address.
    var visitorText: String {
        switch self {
        case .unreachable: "The app's service cannot be reached. Try again in a moment."
        case .timeout, .cancelled: "The app's service did not answer in time. Try again in a moment."
        case .status, .badAnswer: "The app's service could not answer. Try again in a moment."
        }
    }
}
