import PostgresNIO

/// Reads a journal's entries from a sequence on, oldest first; prepared once per connection.
struct PostgresEntriesStatement: PostgresPreparedStatement {
    static let sql = """
        SELECT sequence, body FROM wfs_entries WHERE session = $1 AND sequence >= $2 ORDER BY sequence
        """

    typealias Row = (Int, ByteBuffer)

    let session: String
    let from: Int

    func makeBindings() throws -> PostgresBindings {
        var bindings = PostgresBindings(capacity: 2)
        bindings.append(session)
        bindings.append(from)
        return bindings
    }

    func decodeRow(_ row: PostgresRow) throws -> Row {
        try row.decode(Row.self)
    }
}
