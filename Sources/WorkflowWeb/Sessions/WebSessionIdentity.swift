import NIOConcurrencyHelpers

/// Whose a web session is: its id and, behind a proxy that names its users, the last user it named.
///
/// `wfs serve --delegate` passes both to the application's backend with each message.
public final class WebSessionIdentity: Sendable {
    /// The session id, as kept in the browser's cookie.
    public let id: String
    private let namedUser: NIOLockedValueBox<String?>

    /// Creates the identity of session `id`, with a user name when one is known.
    public init(id: String, user: String? = nil) {
        self.id = id
        self.namedUser = NIOLockedValueBox(user)
    }

    /// The user the trusted proxy's header named in the session's latest request that had it; nil when none did.
    public var user: String? { namedUser.withLockedValue { $0 } }

    /// Takes the user a request named; a request without one leaves the last.
    func update(user: String?) {
        guard let user else { return }
        namedUser.withLockedValue { $0 = user }
    }
}
