import Foundation
import GRDB
import WorkflowRuntime

/// Turns what SQLite, GRDB or the file system threw into a `SessionStoreError` of one line
/// that names the store's file.
enum SQLiteStoreFault {
    /// The error for `error`, met while doing `action` (such as "append to session s1") on the store at `path`.
    static func error(_ error: any Error, path: String, action: String) -> SessionStoreError {
        if let error = error as? SessionStoreError {
            return error
        }
        guard let error = error as? DatabaseError else {
            return SessionStoreError(.unavailable, "\(path): cannot \(action): \(oneLine(String(describing: error)))")
        }
        let said = oneLine(error.message ?? "SQLite error \(error.extendedResultCode.rawValue)")
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return SessionStoreError(.notAStore, "\(path) is not a wfs session store: \(said)")
        case .SQLITE_FULL:
            return SessionStoreError(
                .full, "\(path): cannot \(action): the disk or the store's size limit is full (\(said))")
        case .SQLITE_READONLY:
            return SessionStoreError(
                .unavailable, "\(path): cannot \(action): the file or its folder is read-only (\(said))")
        case .SQLITE_CANTOPEN:
            return SessionStoreError(.unavailable, "\(path): cannot \(action): the file cannot be opened (\(said))")
        default:
            return SessionStoreError(.unavailable, "\(path): cannot \(action): \(said)")
        }
    }

    /// `text` with its line breaks made spaces, so that a message stays one line.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }
}
