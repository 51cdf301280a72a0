import Testing
import WorkflowEngine

@Suite("RetryPolicy: delays never overflow", .timeLimit(.minutes(2)))
struct RetryPolicyLimitTests {
    @Test("huge rates, intervals and attempt numbers stop at the cap, or at the longest delay without one")
    func extremes() {
        let capped = RetryPolicy(attempts: 100, interval: .seconds(86_400), rate: 1e300, maximumDelay: .seconds(60))
        #expect(capped.delay(afterAttempt: 99) == .seconds(60))
        let uncapped = RetryPolicy(attempts: 1_000_000, interval: .seconds(1), rate: 10)
        #expect(uncapped.delay(afterAttempt: 999_999) == RetryPolicy.longestDelay)
        let infinite = RetryPolicy(attempts: 3, interval: .seconds(1), rate: .infinity)
        #expect(infinite.delay(afterAttempt: 2) == RetryPolicy.longestDelay)
        let notANumber = RetryPolicy(attempts: 3, interval: .seconds(2), rate: .nan)
        #expect(notANumber.delay(afterAttempt: 2) == .seconds(2))
        let huge = RetryPolicy(attempts: 2, interval: .seconds(Int64.max))
        #expect(huge.delay(afterAttempt: 1) == RetryPolicy.longestDelay)
    }

    @Test("ordinary delays are exact: 1 s, 2 s, 4 s, then the cap")
    func ordinary() {
        let policy = RetryPolicy(attempts: 5, interval: .seconds(1), rate: 2, maximumDelay: .seconds(5))
        #expect((1...4).map { policy.delay(afterAttempt: $0) } == [.seconds(1), .seconds(2), .seconds(4), .seconds(5)])
    }
}
