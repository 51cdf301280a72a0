import Foundation
import WorkflowRuntime

/// What an append tells the other servers (`NOTIFY wfs_journal`): the sending store's `origin`, a
/// colon, the session whose journal grew, then, when they fit under the payload limit, the entries
/// it appended, each `JournalEntry.encoded()` in base64, after a space each.
///
/// The appending statement builds the notifications from the rows it kept, one a session, so
/// PostgreSQL delivers them with its commit, never without it: a server that stops right after a
/// commit has told the others. A server that hears the entries applies them to its live session
/// without reading the journal (``PostgresKnownTails``); one that hears only the name reads it.
/// A server skips notifications of its own origin.
///
/// A payload may name several sessions, separated by commas (the form before entries were sent).
enum PostgresAppendNotice {
    /// PostgreSQL refuses a payload of 8,000 bytes or more.
    static let payloadLimit = 7_900

    /// One session a notification names, and the encoded entries it carries, if any.
    struct Item: Equatable {
        let session: String
        /// The appended entries in base64, oldest first; empty when they did not fit.
        let entries: [Substring]

        /// How many bytes of the notice the entries take.
        var byteCount: Int { entries.reduce(0) { $0 + $1.utf8.count } }
    }

    /// The server that sent a notification's payload, and the sessions it names.
    static func notice(in payload: String) -> (origin: Substring, items: [Item]) {
        let parts = payload.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return ("", []) }
        let items = parts[1].split(separator: ",").compactMap { item -> Item? in
            let words = item.split(separator: " ")
            guard let session = words.first else { return nil }
            return Item(session: String(session), entries: Array(words.dropFirst()))
        }
        return (parts[0], items)
    }

    /// The entries of `item`, decoded; nil when it carries none, or any cannot be read, or they do
    /// not follow each other (the journal is then read instead).
    static func entries(of item: Item) -> [JournalEntry]? {
        guard !item.entries.isEmpty else { return nil }
        var entries: [JournalEntry] = []
        entries.reserveCapacity(item.entries.count)
        for text in item.entries {
            guard let data = Data(base64Encoded: String(text)), let entry = try? JournalEntry(decoding: data),
                entries.last.map({ $0.sequence + 1 == entry.sequence }) ?? true
            else { return nil }
            entries.append(entry)
        }
        return entries
    }
}
