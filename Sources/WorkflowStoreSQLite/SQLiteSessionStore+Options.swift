extension SQLiteSessionStore {
    /// How a store opens its file.
    public struct Options: Sendable, Hashable {
        /// Opens an existing store for reading only: its journals can be read, and every change
        /// is refused with `.unavailable`, as on a read-only file.
        public var readOnly: Bool
        /// The largest the database and its write-ahead log may grow, in bytes, or nil for no limit:
        /// `capacityProblem()` says so once they reach it, and an append past it is refused with
        /// `.full`, as on a full disk, and the journal stays as it was. The log is checkpointed once
        /// it holds an eighth of it, and shrunk back to that.
        public var maximumSize: Int?
        /// The free space the disk must keep, in bytes: below it, `capacityProblem()` says the store is
        /// full, so that a server refuses new steps cleanly before SQLite meets a full disk.
        public var minimumFreeBytes: Int
        /// How long, in seconds, a change waits for SQLite's own lock (held for moments by
        /// checkpoints) before it is refused with `.unavailable`.
        public var busyTimeout: Double
        /// The rows `recent_entries` gathers before they are moved to `entries` (tests set it low).
        var foldThreshold = SQLiteStoreLayout.foldThreshold

        /// Creates options; the defaults open the file for reading and writing, without a size limit.
        public init(
            readOnly: Bool = false, maximumSize: Int? = nil, minimumFreeBytes: Int = 64 << 20, busyTimeout: Double = 5
        ) {
            self.readOnly = readOnly
            self.maximumSize = maximumSize
            self.minimumFreeBytes = minimumFreeBytes
            self.busyTimeout = busyTimeout
        }
    }
}
