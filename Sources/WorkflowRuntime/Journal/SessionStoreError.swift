/// Why a session store refused: the session goes on from what the store holds.
public struct SessionStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Hashable {
        /// The store cannot be written or read now (a read-only file, a database that is down or too slow).
        case unavailable
        /// The store has no room for more: its disk, or the size it may grow to, is full. Reads still work.
        case full
        /// The store's file is not a session store (corrupt, or another program's database).
        case notAStore
        /// Another process already uses the store and it cannot be shared.
        case inUse
        /// Entries that do not follow the journal's last one.
        case outOfOrder
        /// A kept entry that cannot be read back.
        case unreadableEntry
    }

    /// What went wrong.
    public var kind: Kind
    /// One line that says what and where, such as the file's path and the database's own message.
    public var message: String

    /// Creates an error.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
