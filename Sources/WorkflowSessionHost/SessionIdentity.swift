import NIOConcurrencyHelpers

/// Whose a web session is: its id and, behind a proxy that names its users, the last user it named.
///
/// `wfs serve --delegate` passes both to the application's backend with each message.
public final class SessionIdentity: Sendable {
    /// The session id, as kept in the browser's cookie: whoever holds it can use the session, so it
    /// stays between the browser and the server.
    public let id: String
    /// What names the session to others (the application's backend, the log): 32 hexadecimal
    /// digits of the SHA-256 digest of its id and the token of its life, which cannot be turned
    /// back into either. The same after a restart and on every instance; a new one when the
    /// session starts afresh under the same id (its requests are numbered from 0 again).
    public let reference: String
    private let namedUser: NIOLockedValueBox<String?>

    /// Creates the identity of session `id` in the life `life` names (any value the session keeps
    /// while it lives, such as its CSRF token), with a user name when one is known.
    public init(id: String, life: String, user: String? = nil) {
        self.id = id
        self.reference = Self.reference(of: id, life: life)
        self.namedUser = NIOLockedValueBox(user)
    }

    /// The reference of session `id` in `life` (see ``reference``).
    public static func reference(of id: String, life: String) -> String {
        SessionID.digest("wfs-session:\(id):\(life)")
    }

    /// The user the trusted proxy's header named in the session's latest request that had it; nil when none did.
    public var user: String? { namedUser.withLockedValue { $0 } }

    /// Takes the user a request named; a request without one leaves the last.
    package func update(user: String?) {
        guard let user else { return }
        namedUser.withLockedValue { $0 = user }
    }
}
