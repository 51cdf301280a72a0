import Testing

@testable import WorkflowStorePostgres

@Suite("PostgreSQL append notifications: every session named, under the payload limit, with its origin")
struct PostgresAppendNoticeTests {
    @Test("a round's sessions are split over as few payloads as the limit allows, each read back whole")
    func payloads() {
        let sessions = (0..<1_000).map { String(format: "%032x", $0) }
        let payloads = PostgresAppendNotice.payloads(origin: "0123456789abcdef", sessions: sessions)
        #expect(payloads.allSatisfy { $0.utf8.count <= PostgresAppendNotice.payloadLimit })
        // 17 bytes of origin, then 33 an id with its comma: 238 ids a payload.
        #expect(payloads.count == 5)
        let read = payloads.map(PostgresAppendNotice.notice(in:))
        #expect(read.allSatisfy { $0.origin == "0123456789abcdef" })
        #expect(read.flatMap(\.sessions) == sessions)
    }

    @Test("no sessions, no payload; an id that cannot fit is left out; a payload without an origin names nothing")
    func edges() {
        #expect(PostgresAppendNotice.payloads(origin: "o", sessions: []).isEmpty)
        let long = String(repeating: "x", count: PostgresAppendNotice.payloadLimit)
        #expect(PostgresAppendNotice.payloads(origin: "o", sessions: ["a", long, "b"]) == ["o:a,b"])
        #expect(PostgresAppendNotice.notice(in: "a,b").sessions.isEmpty)
        #expect(PostgresAppendNotice.notice(in: "o:").sessions.isEmpty)
    }
}
