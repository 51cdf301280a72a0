/// Why a journal could not be replayed; the session it was replayed into is thrown away.
public struct JournalReplayError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The served schema, or a file it loaded, is not the one the journal was recorded with.
        case schemaChanged
        /// An entry does not fit the session: an event it refuses, a reply to no message, a gap, another format.
        case badEntry
    }

    /// What went wrong.
    public var kind: Kind
    /// The sequence number of the entry that failed, if one did.
    public var sequence: Int?
    /// What went wrong, in words.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, at sequence: Int? = nil, _ message: String) {
        self.kind = kind
        self.sequence = sequence
        self.message = message
    }

    public var description: String {
        sequence.map { "journal entry \($0): \(message)" } ?? message
    }
}
