import Foundation
import Testing

@testable import WorkflowStorePostgres

@Suite("PostgreSQL append notifications: batched, one at a time, none lost")
struct PostgresAppendNotifierTests {
    /// The payloads sent, and how many sends ran at once at most.
    final class Sends: @unchecked Sendable {
        private let lock = NSLock()
        private var payloads: [String] = []
        private var running = 0
        private(set) var mostAtOnce = 0

        func begin(_ payload: String) {
            lock.withLock {
                payloads.append(payload)
                running += 1
                mostAtOnce = max(mostAtOnce, running)
            }
        }

        func end() { lock.withLock { running -= 1 } }
        var sent: [String] { lock.withLock { payloads } }
        var most: Int { lock.withLock { mostAtOnce } }
    }

    @Test("sessions changed while a notification is on its way go together in the next, under the payload limit")
    func batches() async throws {
        let sends = Sends()
        let notifier = PostgresAppendNotifier { payload in
            sends.begin(payload)
            try? await Task.sleep(for: .milliseconds(5))
            sends.end()
        }
        let sessions = (0..<1_000).map { String(format: "%032x", $0) }
        for session in sessions {
            await notifier.changed(session)
            await notifier.changed(session)  // told twice while pending: sent once
        }
        for _ in 0..<500 {
            if Set(sends.sent.flatMap(PostgresAppendNotifier.sessions(in:))).count == sessions.count { break }
            try await Task.sleep(for: .milliseconds(10))
        }
        let told = sends.sent.flatMap(PostgresAppendNotifier.sessions(in:))
        #expect(Set(told) == Set(sessions))
        #expect(told.count == sessions.count, "a session pending twice was sent twice")
        #expect(sends.sent.count < sessions.count / 10, "\(sends.sent.count) notifications for \(sessions.count) sessions")
        #expect(sends.sent.allSatisfy { $0.utf8.count <= PostgresAppendNotifier.payloadLimit })
        #expect(sends.most == 1)
    }

    @Test("a session changed again after its notification went is told again")
    func toldAgain() async throws {
        let sends = Sends()
        let notifier = PostgresAppendNotifier { payload in
            sends.begin(payload)
            sends.end()
        }
        await notifier.changed("a")
        for _ in 0..<200 where sends.sent.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        await notifier.changed("a")
        for _ in 0..<200 where sends.sent.count < 2 { try await Task.sleep(for: .milliseconds(5)) }
        #expect(sends.sent == ["a", "a"])
    }
}
