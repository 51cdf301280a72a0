import Foundation
import GRDB
import WorkflowRuntime

/// Reads one row of the `entries` table back into a `JournalEntry`.
enum SQLiteStoredEntry {
    /// The entry kept as `body` at `sequence`, or `.unreadableEntry` naming the session, the
    /// sequence and the file.
    static func decode(
        sequence: DatabaseValue, body: DatabaseValue, of session: String, in path: String
    ) throws(SessionStoreError) -> JournalEntry {
        let place = "entry \(sequence) of session \(session) in \(path)"
        guard let number = Int.fromDatabaseValue(sequence), let data = Data.fromDatabaseValue(body) else {
            throw SessionStoreError(
                .unreadableEntry, "\(place) cannot be read: its sequence or body is of the wrong type")
        }
        let entry: JournalEntry
        do {
            entry = try JournalEntry(decoding: data)
        } catch {
            throw SessionStoreError(.unreadableEntry, "\(place) cannot be read: \(reason(error))")
        }
        guard entry.sequence == number else {
            throw SessionStoreError(.unreadableEntry, "\(place) cannot be read: it says it is entry \(entry.sequence)")
        }
        return entry
    }

    /// Why decoding failed, in one line.
    private static func reason(_ error: any Error) -> String {
        let context: DecodingError.Context
        switch error as? DecodingError {
        case .dataCorrupted(let found), .keyNotFound(_, let found), .typeMismatch(_, let found),
            .valueNotFound(_, let found):
            context = found
        default:
            return SQLiteStoreFault.oneLine(String(describing: error))
        }
        let keyPath = context.codingPath.map(\.stringValue).joined(separator: ".")
        let said = SQLiteStoreFault.oneLine(context.debugDescription)
        return keyPath.isEmpty ? said : "\(said) (at \(keyPath))"
    }
}
