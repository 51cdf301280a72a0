import Testing
import WorkflowEngine

@Suite("Retry jitter: random delays from an injected generator, on a simulated clock", .timeLimit(.minutes(2)))
struct RetryJitterTests {
    @Test("jitter takes up to its fraction off the backoff delay, as the generator says")
    func jitterFraction() {
        // 1 << 63 is a fraction of exactly 0.5.
        var half = FixedRandom(1 << 63)
        let full = RetryPolicy(attempts: 4, interval: .seconds(4), rate: 2, jitter: 1)
        #expect(full.delay(afterAttempt: 1, using: &half) == .seconds(2))
        #expect(full.delay(afterAttempt: 2, using: &half) == .seconds(4))
        let partial = RetryPolicy(attempts: 4, interval: .seconds(4), rate: 2, jitter: 0.5)
        #expect(partial.delay(afterAttempt: 1, using: &half) == .seconds(3))
        // The cap applies before the jitter.
        let capped = RetryPolicy(attempts: 4, interval: .seconds(4), rate: 2, maximumDelay: .seconds(6), jitter: 1)
        #expect(capped.delay(afterAttempt: 3, using: &half) == .seconds(3))
        // A fraction of 0 keeps the whole delay.
        var zero = FixedRandom(0)
        #expect(full.delay(afterAttempt: 1, using: &zero) == .seconds(4))
        // The largest fraction leaves a little above zero, never less.
        var most = FixedRandom(.max)
        let least = full.delay(afterAttempt: 1, using: &most)
        #expect(least > .zero && least < .milliseconds(1))
    }

    @Test("without jitter the delay is exact and the generator is not used")
    func noJitterTakesNoRandomness() {
        var random = FixedRandom(1 << 63)
        let policy = RetryPolicy(attempts: 3, interval: .seconds(1), rate: 3)
        #expect(policy.jitter == 0)
        #expect(policy.delay(afterAttempt: 2, using: &random) == .seconds(3))
        #expect(policy.delay(afterAttempt: 2) == .seconds(3))
        #expect(random.draws == 0)
    }

    @Test("jitter is kept within 0...1, and the init without it still compiles as before")
    func jitterClamped() {
        #expect(RetryPolicy(attempts: 2, interval: .seconds(1), jitter: 3).jitter == 1)
        #expect(RetryPolicy(attempts: 2, interval: .seconds(1), jitter: -1).jitter == 0)
        #expect(RetryPolicy(attempts: 2, interval: .seconds(1), jitter: .nan).jitter == 0)
        let old = RetryPolicy(attempts: 3, interval: .seconds(1), rate: 2, maximumDelay: .seconds(5))
        #expect(old.jitter == 0)
        #expect(old.delay(afterAttempt: 2) == .seconds(2))
    }

    @Test("the same seed gives the same jittered delays, each within zero and the backoff delay")
    func seededJitterRepeats() {
        let policy = RetryPolicy(attempts: 6, interval: .seconds(1), rate: 2, jitter: 1)
        func delays(seed: UInt64) -> [Duration] {
            var random = SeededRandomNumberGenerator(seed: seed)
            return (1...5).map { policy.delay(afterAttempt: $0, using: &random) }
        }
        let first = delays(seed: 42)
        #expect(first == delays(seed: 42))
        #expect(first != delays(seed: 43))
        for (index, delay) in first.enumerated() {
            #expect(delay >= .zero && delay <= policy.delay(afterAttempt: index + 1))
        }
    }

    @Test("a workflow draws retry jitter from the generator it was given, and waits that long on the clock")
    func workflowUsesInjectedRandomness() async throws {
        let clock = ManualClock()
        let observer = RecordingObserver()
        let counter = AttemptCounter()
        let retry = RetryPolicy(attempts: 2, interval: .seconds(4), jitter: 1)
        let workflow = try Workflow<Int, String>(
            nodes: [
                .workItem("flaky", next: nil, policy: WorkItemPolicy(retry: retry)) { _ in
                    if counter.next() == 1 { throw TestFailure(message: "busy") }
                }
            ], data: 0, clock: clock, observer: observer, random: FixedRandom(1 << 63))
        try await workflow.map("flaky", .complete, to: "done")
        let run = try await workflow.start(at: "flaky")
        await waitForEvent(observer, "retry flaky after #1 in 2s")
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .milliseconds(1999))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .milliseconds(1))
        let completion = await run.completion
        #expect(completion.outcome == "done")
        #expect(counter.value == 2)
        #expect(clock.now.offset == .seconds(2))
    }
}
