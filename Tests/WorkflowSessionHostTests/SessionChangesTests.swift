import Testing

@testable import WorkflowSessionHost

// The waits that should end at once are given a minute, and must end in half of it: the whole
// suite runs in parallel on small machines, where a task may wait seconds for a thread.
@Suite("Session changes: push channels wait for a change, their time, or their cancellation")
struct SessionChangesTests {
    @Test("a change wakes the channels of its session only, at once")
    func changeWakesItsSession() async throws {
        let changes = SessionChanges()
        let clock = ContinuousClock()
        let started = clock.now
        async let woken: Void = changes.wait(for: "a", after: changes.mark(of: "a"), upTo: .seconds(60))
        async let other: Void = changes.wait(for: "b", after: changes.mark(of: "b"), upTo: .seconds(60))
        try await Self.until { changes.waiting.channels == 2 }
        changes.changed("a")
        await woken
        #expect(clock.now - started < .seconds(30), "woken by the change, not its time")
        #expect(changes.waiting == (1, 1), "b still waits")
        changes.changed("b")
        await other
        #expect(changes.waiting == (0, 0))
    }

    @Test("a wait ends at its time, not before, and leaves nothing behind")
    func waitEndsAtItsTime() async {
        let changes = SessionChanges()
        let clock = ContinuousClock()
        let started = clock.now
        await withTaskGroup(of: Void.self) { group in
            for number in 0..<200 {
                let session = "s\(number % 7)"
                group.addTask { await changes.wait(for: session, after: changes.mark(of: session), upTo: .milliseconds(250)) }
            }
        }
        let waited = clock.now - started
        #expect(waited >= .milliseconds(250))
        #expect(waited < .seconds(30))
        #expect(changes.waiting == (0, 0))
    }

    @Test("a change between the mark and the wait is not missed; a cancelled wait ends at once")
    func changeBeforeWaitAndCancellation() async throws {
        let changes = SessionChanges()
        let mark = changes.mark(of: "a")
        changes.changed("a")
        let clock = ContinuousClock()
        let started = clock.now
        await changes.wait(for: "a", after: mark, upTo: .seconds(60))
        #expect(clock.now - started < .seconds(30))

        let waiting = Task { await changes.wait(for: "b", after: changes.mark(of: "b"), upTo: .seconds(60)) }
        try await Self.until { changes.waiting.channels == 1 }
        waiting.cancel()
        await waiting.value
        #expect(clock.now - started < .seconds(30))
        #expect(changes.waiting == (0, 0))
    }

    @Test("a change of unknown session wakes every channel")
    func unknownChangeWakesAll() async throws {
        let changes = SessionChanges()
        await withTaskGroup(of: Void.self) { group in
            for session in ["a", "b", "c"] {
                group.addTask { await changes.wait(for: session, after: changes.mark(of: session), upTo: .seconds(60)) }
            }
            try? await Self.until { changes.waiting.channels == 3 }
            changes.changed(nil)
        }
        #expect(changes.waiting == (0, 0))
    }

    @Test("a wait that is not timed ends at once; a wait after the sweeper stopped is ended by a new one")
    func zeroTimeoutAndSweeperRestart() async throws {
        let changes = SessionChanges()
        await changes.wait(for: "a", after: changes.mark(of: "a"), upTo: .zero)
        await changes.wait(for: "a", after: changes.mark(of: "a"), upTo: .milliseconds(-5))
        #expect(changes.waiting == (0, 0))
        // The first wait's sweeper stops once it has ended it; the second starts another.
        await changes.wait(for: "a", after: changes.mark(of: "a"), upTo: .milliseconds(120))
        try await Task.sleep(for: .milliseconds(400))
        let clock = ContinuousClock()
        let started = clock.now
        await changes.wait(for: "a", after: changes.mark(of: "a"), upTo: .milliseconds(120))
        #expect(clock.now - started >= .milliseconds(120))
        #expect(changes.waiting == (0, 0))
        // A task cancelled before it waits does not wait.
        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await changes.wait(for: "a", after: changes.mark(of: "a"), upTo: .seconds(60))
        }
        await cancelled.value
        #expect(changes.waiting == (0, 0))
    }

    /// Waits until `condition` holds, for up to 20 seconds.
    static func until(_ condition: () -> Bool) async throws {
        let end = ContinuousClock.now + .seconds(20)
        while !condition() {
            try #require(ContinuousClock.now < end, "the condition did not come true")
            try await Task.sleep(for: .milliseconds(5))
        }
    }
}
