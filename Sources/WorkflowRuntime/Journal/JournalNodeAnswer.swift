/// What one attempt of a graph node got from the root delegate, as the journal keeps it: a reply,
/// or nothing before the attempt's timeout. A run still under way at a restart starts again from
/// its first node; the attempts answered (or timed out) before are settled from here rather than
/// asked again, and the attempt or retry delay that was under way keeps its recorded deadline.
public struct JournalNodeAnswer: Sendable, Hashable, Codable {
    /// The ticket of the graph run (the message of its `<runGraph>`).
    public var ticket: Int
    /// The node's name.
    public var node: String
    /// The attempt's number: 1, or more for a work item's retries.
    public var attempt: Int
    /// Whether the attempt ran out of time before any reply (then the reply fields are empty).
    public var timedOut: Bool
    /// Whether the answer was a success.
    public var isSuccess: Bool
    /// The answer's name (`yes`, `no`, a branch, `success`).
    public var name: String
    /// The answer's data, merged into the run's data.
    public var userInfo: [String: WireValue]

    /// Creates the answer of attempt `attempt` of `node`.
    public init(
        ticket: Int, node: String, attempt: Int = 1, isSuccess: Bool, name: String, userInfo: [String: WireValue]
    ) {
        self.ticket = ticket
        self.node = node
        self.attempt = attempt
        self.timedOut = false
        self.isSuccess = isSuccess
        self.name = name
        self.userInfo = userInfo
    }

    /// The time-out of attempt `attempt` of `node`.
    public static func timeout(ticket: Int, node: String, attempt: Int) -> JournalNodeAnswer {
        var answer = JournalNodeAnswer(ticket: ticket, node: node, attempt: attempt, isSuccess: false, name: "", userInfo: [:])
        answer.timedOut = true
        return answer
    }

    private enum CodingKeys: String, CodingKey {
        case ticket, node, attempt = "try", timedOut, isSuccess = "ok", name, userInfo = "info"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ticket = try container.decode(Int.self, forKey: .ticket)
        node = try container.decode(String.self, forKey: .node)
        attempt = try container.decodeIfPresent(Int.self, forKey: .attempt) ?? 1
        timedOut = try container.decodeIfPresent(Bool.self, forKey: .timedOut) ?? false
        isSuccess = try container.decodeIfPresent(Bool.self, forKey: .isSuccess) ?? false
        name = try container.decodeIfPresent(String.self, forKey: .name) ?? ""
        userInfo = try container.decodeIfPresent([String: WireValue].self, forKey: .userInfo) ?? [:]
    }

    // The usual case stays short: a first attempt's number and an empty answer's fields are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(ticket, forKey: .ticket)
        try container.encode(node, forKey: .node)
        if attempt != 1 { try container.encode(attempt, forKey: .attempt) }
        if timedOut {
            try container.encode(true, forKey: .timedOut)
            return
        }
        try container.encode(isSuccess, forKey: .isSuccess)
        try container.encode(name, forKey: .name)
        if !userInfo.isEmpty { try container.encode(userInfo, forKey: .userInfo) }
    }
}
