import Foundation

/// A message that reached the root delegate, as a value it can keep and answer later.
public struct RootMessage: Sendable, Hashable {
    /// The message name, such as `loadSchema` or `getResults`.
    public var name: String
    /// The free-form `destinationName` of the message, if it had one.
    public var destinationName: String?
    /// The message's data; `loadSchema` puts the requested path under `path`.
    public var userInfo: [String: WorkflowValue]
    /// The message's number in its session (0, 1, 2… in the order sent), nil for a graph node's
    /// question. A message asked again after its session was restored from a journal keeps its
    /// ticket, so a backend can tell a repeat by the session and the ticket (at-least-once).
    public var ticket: Int?
    /// What names this request within its session, the same when it is asked again after a
    /// restore: `message-TICKET` for a message, `graph-TICKET-NODE-N` for the Nth question a graph
    /// run (the message `TICKET` started it) put about its node `NODE`. With the session, a key a
    /// backend can keep to answer a repeat as it answered the first (at-least-once delivery). A
    /// restored run puts its questions again in the same order, so the Nth is the same question:
    /// those the journal answers are not asked, the others (the one waiting at the stop, and one
    /// whose time-out or missing answer was not saved before it) are asked again under their keys.
    public var requestKey: String
    /// Whether the message was sent before its session was restored and is asked again.
    public var isRepeat: Bool
    /// When the session first sent it (a repeat keeps the first time), if it says.
    public var sentAt: Date?
    /// The element whose action sent the message, when known; nil for a graph node's question.
    public var sentFrom: SchemaPlace?
    /// The name of the graph node a question is about; nil for a message.
    public var graphNode: String?

    /// Creates a message value; its `requestKey` is `message-TICKET`, or the message's name without a ticket.
    public init(
        name: String, destinationName: String? = nil, userInfo: [String: WorkflowValue] = [:], ticket: Int? = nil,
        requestKey: String? = nil, isRepeat: Bool = false, sentAt: Date? = nil, sentFrom: SchemaPlace? = nil,
        graphNode: String? = nil
    ) {
        self.name = name
        self.destinationName = destinationName
        self.userInfo = userInfo
        self.ticket = ticket
        self.requestKey = requestKey ?? ticket.map { "message-\($0)" } ?? name
        self.isRepeat = isRepeat
        self.sentAt = sentAt
        self.sentFrom = sentFrom
        self.graphNode = graphNode
    }
}
