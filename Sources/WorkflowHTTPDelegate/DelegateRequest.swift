import Foundation
import WorkflowRuntime
import WorkflowSchema

/// What is POSTed to the application's backend for one message or graph question (docs/DELEGATE.md).
struct DelegateRequest: Encodable, Sendable {
    /// Where in the schema a message was sent from: its tag, and its place's keys (`SourcePlace`)
    /// with the file's name only.
    struct Sender: Encodable, Sendable {
        var tag: String
        var place: SourcePlace

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(tag, forKey: .tag)
            try place.encode(to: encoder)
        }

        private enum CodingKeys: String, CodingKey {
            case tag
        }
    }

    /// `message` for a message sent to the root delegate, `question` for a graph node's question.
    var kind: String
    /// The session's reference (sent as `session`), never its id.
    var sessionReference: String
    var name: String
    var destinationName: String?
    var userInfo: [String: WireValue]
    var requestKey: String
    var idempotencyKey: String
    var `repeat`: Bool
    var sentAt: String?
    var sender: Sender?
    var node: String?
    var user: String?

    init(_ message: RootMessage, sessionReference: String, user: String?) {
        kind = message.graphNode == nil ? "message" : "question"
        self.sessionReference = sessionReference
        name = message.name
        destinationName = message.destinationName
        userInfo = message.userInfo.mapValues { WireValue($0, schema: Self.wireForm) }
        requestKey = message.requestKey
        idempotencyKey = Self.idempotencyKey(sessionReference: sessionReference, requestKey: message.requestKey)
        `repeat` = message.isRepeat
        sentAt = message.sentAt.flatMap(ISODate.text)
        sender = message.sentFrom.map {
            Sender(
                tag: $0.tag,
                place: SourcePlace(file: $0.source.map { ($0 as NSString).lastPathComponent }, range: $0.range))
        }
        node = message.graphNode
        self.user = user
    }

    /// A loaded schema as a backend sees it: its file's name (never the server's path to it) and
    /// the digest of its text, or null when it was not read from a file.
    static func wireForm(of schema: Schema) -> WireValue {
        guard let source = schema.source else { return .null }
        return .schemaFile(path: (source as NSString).lastPathComponent, digest: schema.contentDigest ?? "")
    }

    /// The key a backend keeps to answer a repeated request as it answered the first: the same
    /// for a message asked again after its session was restored.
    static func idempotencyKey(sessionReference: String, requestKey: String) -> String {
        "\(sessionReference)/\(requestKey)"
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(sessionReference, forKey: .session)
        try container.encode(name, forKey: .name)
        // Present as null rather than left out, so a backend reads the same keys in every request.
        try container.encode(destinationName, forKey: .destinationName)
        try container.encode(userInfo, forKey: .userInfo)
        try container.encode(requestKey, forKey: .requestKey)
        try container.encode(idempotencyKey, forKey: .idempotencyKey)
        try container.encode(`repeat`, forKey: .repeat)
        try container.encode(sentAt, forKey: .sentAt)
        try container.encode(sender, forKey: .sender)
        try container.encodeIfPresent(node, forKey: .node)
        try container.encodeIfPresent(user, forKey: .user)
    }

    private enum Key: String, CodingKey {
        case kind, session, name, destinationName, userInfo, requestKey, idempotencyKey, `repeat`, sentAt, sender,
            node, user
    }
}
