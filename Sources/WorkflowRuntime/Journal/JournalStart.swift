/// The first entry of a journal: what the session runs and what its host keeps with it.
public struct JournalStart: Sendable, Hashable, Codable {
    /// Which schema the session runs: the `ContentDigest` of the served file. A journal is
    /// replayed only into a session of the same schema.
    public var schemaIdentity: String
    /// What the host keeps with the session, such as the web page's form token (`csrf`).
    public var hostData: [String: String]

    /// Creates a start record.
    public init(schemaIdentity: String, hostData: [String: String] = [:]) {
        self.schemaIdentity = schemaIdentity
        self.hostData = hostData
    }

    private enum CodingKeys: String, CodingKey {
        case schemaIdentity = "schema", hostData = "host"
    }
}
