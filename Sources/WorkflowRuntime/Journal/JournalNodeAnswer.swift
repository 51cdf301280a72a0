/// A root-delegate answer to one node of a graph run, as the journal keeps it: a run still under
/// way at a restart starts again from its first node, and the nodes answered before are answered
/// from here rather than asked again.
public struct JournalNodeAnswer: Sendable, Hashable, Codable {
    /// The ticket of the graph run (the message of its `<runGraph>`).
    public var ticket: Int
    /// The node's message name.
    public var node: String
    /// Whether the answer was a success.
    public var isSuccess: Bool
    /// The answer's name (`yes`, `no`, a branch, `success`).
    public var name: String
    /// The answer's data, merged into the run's data.
    public var userInfo: [String: JournalValue]

    /// Creates a node answer.
    public init(ticket: Int, node: String, isSuccess: Bool, name: String, userInfo: [String: JournalValue]) {
        self.ticket = ticket
        self.node = node
        self.isSuccess = isSuccess
        self.name = name
        self.userInfo = userInfo
    }

    private enum CodingKeys: String, CodingKey {
        case ticket, node, isSuccess = "ok", name, userInfo = "info"
    }
}
