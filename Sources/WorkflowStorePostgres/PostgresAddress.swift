import Foundation
import WorkflowRuntime

/// The parts of a `postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE` address.
struct PostgresAddress: Sendable {
    let user: String
    let password: String?
    let host: String
    let port: Int
    let database: String

    /// The address without its password, for messages and logs.
    var displayName: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "postgres://\(user)@\(shownHost):\(port)/\(database)"
    }

    /// Reads `text`; throws `.unavailable` saying what is missing or wrong.
    init(_ text: String) throws(SessionStoreError) {
        func refuse(_ why: String) -> SessionStoreError {
            SessionStoreError(
                .unavailable, "\(why): a PostgreSQL store is named postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE")
        }
        guard let components = URLComponents(string: text),
            let scheme = components.scheme?.lowercased(), scheme == "postgres" || scheme == "postgresql"
        else { throw refuse("\(text.split(separator: "@").last.map(String.init) ?? text) is not a postgres:// address") }
        guard let host = components.host, !host.isEmpty else { throw refuse("the address names no host") }
        guard let user = components.user, !user.isEmpty else { throw refuse("the address names no user") }
        let database = String(components.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty else { throw refuse("the address names no database") }
        let port = components.port ?? 5432
        guard (1...65_535).contains(port) else { throw refuse("the port \(port) is not from 1 to 65535") }
        self.user = user.removingPercentEncoding ?? user
        // A password in the address shows in the process list; PGPASSWORD does not.
        password =
            components.password.map { $0.removingPercentEncoding ?? $0 }
            ?? ProcessInfo.processInfo.environment["PGPASSWORD"]
        self.host = host
        self.port = port
        self.database = database.removingPercentEncoding ?? database
    }
}
