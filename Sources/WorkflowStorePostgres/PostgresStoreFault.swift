import PostgresNIO
import WorkflowRuntime

/// Turns what PostgresNIO throws into a `SessionStoreError` of one line that names the database.
enum PostgresStoreFault {
    /// The SQLSTATE of a unique violation: another instance committed the same entry first.
    static let uniqueViolation = "23505"
    /// The SQLSTATE of a deadlock PostgreSQL broke by refusing one of the transactions.
    static let deadlockDetected = "40P01"

    /// Whether `error` is the database refusing a statement that met another server's on a row:
    /// a unique violation or a deadlock. The statement's appends, tried again one at a time, settle it.
    static func isConflict(_ error: any Error) -> Bool {
        guard let state = (error as? PSQLError)?.serverInfo?[.sqlState] else { return false }
        return state == uniqueViolation || state == deadlockDetected
    }

    static func error(_ error: any Error, database: String, action: String) -> SessionStoreError {
        if let error = error as? SessionStoreError { return error }
        if let transaction = error as? PostgresTransactionError {
            // What ended the transaction: the store's own refusal, the database's, or the commit's.
            let cause = transaction.closureError ?? transaction.commitError ?? transaction.beginError
            if let cause { return self.error(cause, database: database, action: action) }
        }
        guard let error = error as? PSQLError else {
            return SessionStoreError(.unavailable, "\(database): cannot \(action): \(oneLine(String(describing: error)))")
        }
        if let state = error.serverInfo?[.sqlState], state == uniqueViolation {
            return SessionStoreError(
                .outOfOrder, "\(database): cannot \(action): another server appended to the journal first")
        }
        let said = error.serverInfo?[.message].map(oneLine) ?? reason(error.code)
        if let state = error.serverInfo?[.sqlState], state == "53100" {
            return SessionStoreError(.full, "\(database): cannot \(action): the database's disk is full (\(said))")
        }
        return SessionStoreError(.unavailable, "\(database): cannot \(action): \(said)")
    }

    /// Whether `error` came from the database itself (it answered, refusing the operation) or from
    /// the store's own checks, rather than from not reaching it.
    static func isAnswer(_ error: any Error) -> Bool {
        if error is SessionStoreError { return true }
        if let transaction = error as? PostgresTransactionError,
            let cause = transaction.closureError ?? transaction.commitError ?? transaction.beginError
        {
            return isAnswer(cause)
        }
        return (error as? PSQLError)?.serverInfo != nil
    }

    private static func reason(_ code: PSQLError.Code) -> String {
        switch code {
        case .connectionError, .serverClosedConnection, .clientClosedConnection:
            return "the database cannot be reached (is PostgreSQL running?)"
        case .poolClosed:
            return "the store is closed"
        default:
            return oneLine(String(describing: code))
        }
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
