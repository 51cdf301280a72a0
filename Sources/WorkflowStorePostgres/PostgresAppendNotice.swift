/// What a round of appends tells the other servers (`NOTIFY wfs_journal`): the sending store's
/// `origin`, a colon, and the ids of the sessions whose journals grew, separated by commas.
///
/// The notifications are sent by the round's own statement, so PostgreSQL delivers them with its
/// commit, never without it: a server that stops right after a commit has told the others. A
/// round's sessions take several notifications when their ids do not fit under the payload limit.
/// A server skips notifications of its own origin.
enum PostgresAppendNotice {
    /// PostgreSQL refuses a payload of 8,000 bytes or more.
    static let payloadLimit = 7_900

    /// The payloads that name `sessions`, each under `payloadLimit` bytes (an id too long to fit
    /// even alone is left out: the other servers' pages then learn of its appends at their push
    /// channel's next heartbeat, and their events are refused once by the database and tried again).
    static func payloads(origin: String, sessions: [String]) -> [String] {
        var payloads: [String] = []
        var payload = origin + ":"
        var named = 0
        for session in sessions where origin.utf8.count + 1 + session.utf8.count <= payloadLimit {
            if named > 0 && payload.utf8.count + 1 + session.utf8.count > payloadLimit {
                payloads.append(payload)
                payload = origin + ":"
                named = 0
            }
            payload += (named == 0 ? "" : ",") + session
            named += 1
        }
        if named > 0 { payloads.append(payload) }
        return payloads
    }

    /// The server that sent a notification's payload, and the sessions it names.
    static func notice(in payload: String) -> (origin: Substring, sessions: [String]) {
        let parts = payload.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return ("", []) }
        return (parts[0], parts[1].split(separator: ",").map(String.init))
    }
}
