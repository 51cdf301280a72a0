/// Tells the other servers which sessions' journals grew (`NOTIFY wfs_journal`), after the appends
/// committed, several sessions a notification.
///
/// PostgreSQL holds one lock for the whole database through the commit of every transaction that
/// notifies: a notification in each append made all appends commit one at a time. Here at most one
/// notification per server is under way; the sessions that change meanwhile go together in the next
/// one, their ids separated by commas.
actor PostgresAppendNotifier {
    /// PostgreSQL refuses a payload of 8,000 bytes or more.
    static let payloadLimit = 7_900

    private let send: @Sendable (String) async -> Void
    private var pending: [String] = []
    private var pendingSet: Set<String> = []
    private var isSending = false

    /// A notifier that sends each payload with `send` (which reports its own failures).
    init(send: @escaping @Sendable (String) async -> Void) {
        self.send = send
    }

    /// Notes that `session`'s journal grew; the notification goes as soon as the one before it is sent.
    func changed(_ session: String) {
        guard pendingSet.insert(session).inserted else { return }
        pending.append(session)
        guard !isSending else { return }
        isSending = true
        Task { await self.sendPending() }
    }

    private func sendPending() async {
        while !pending.isEmpty {
            var payload = ""
            var taken = 0
            for session in pending {
                let separator = payload.isEmpty ? 0 : 1
                if !payload.isEmpty && payload.utf8.count + separator + session.utf8.count > Self.payloadLimit { break }
                payload += (payload.isEmpty ? "" : ",") + session
                taken += 1
            }
            let sent = pending.prefix(taken)
            pending.removeFirst(taken)
            pendingSet.subtract(sent)
            await send(payload)
        }
        isSending = false
    }

    /// The sessions a notification's payload names.
    static func sessions(in payload: String) -> [String] {
        payload.split(separator: ",").map(String.init)
    }
}
