/// A reply as the journal keeps it: the ticket it answered and what it said.
public struct JournalReply: Sendable, Hashable, Codable {
    /// The message's ticket: messages are numbered in the order the session sent them, so a
    /// replay numbers them the same way.
    public var ticket: Int
    /// Whether the reply was a success.
    public var isSuccess: Bool
    /// The result name (`success`, `failure`, a graph outcome…).
    public var name: String
    /// The reply's data; a loaded schema is kept as its file and digest and read again on replay.
    public var userInfo: [String: WireValue]
    /// The warning or error the delivery reported (a time-out, a graph that failed).
    public var issue: RuntimeIssue?

    /// Creates a journal reply.
    public init(
        ticket: Int, isSuccess: Bool, name: String, userInfo: [String: WireValue], issue: RuntimeIssue? = nil
    ) {
        self.ticket = ticket
        self.isSuccess = isSuccess
        self.name = name
        self.userInfo = userInfo
        self.issue = issue
    }

    private enum CodingKeys: String, CodingKey {
        case ticket, isSuccess = "ok", name, userInfo = "info", issue
    }
}
