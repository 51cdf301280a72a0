import WorkflowRuntime

/// Why a driver step failed: what was expected, what was found, and the screen at that moment.
public struct DriverFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// One line saying what went wrong.
    public var message: String
    /// What the step expected, when it is an assertion.
    public var expected: String?
    /// What was there instead.
    public var actual: String?
    /// The screen as text (`Snapshot.textRendering`).
    public var screen: String

    /// Creates a failure.
    public init(_ message: String, expected: String? = nil, actual: String? = nil, screen: String) {
        self.message = message
        self.expected = expected
        self.actual = actual
        self.screen = screen
    }

    /// The message, expected and actual values, and the screen (when there is one), on several lines.
    public var description: String {
        var lines = [message]
        if let expected { lines.append("  expected: \(expected)") }
        if let actual { lines.append("  actual:   \(actual)") }
        guard !screen.isEmpty else { return lines.joined(separator: "\n") }
        lines.append("  screen:")
        lines += screen.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
        return lines.joined(separator: "\n")
    }
}
