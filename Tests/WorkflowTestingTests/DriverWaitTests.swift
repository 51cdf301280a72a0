import Testing
import WorkflowRuntime
import WorkflowTesting

@Suite("WorkflowDriver: wait steps the manual clock", .timeLimit(.minutes(2)))
struct DriverWaitTests {
    /// A button whose message is answered after 2 s; the answer sends a second message, answered after 2 s too.
    static let chained = """
        <workflow><screen><title>Chain</title><view><container>
        <button><title>Go</title><message>go</message></button>
        </container></view><actions>
        <sendMessage name="go"><message><name>first</name><destinationType>rootDelegate</destinationType></message>
        <sendMessage name="success"><message><name>second</name><destinationType>rootDelegate</destinationType></message>
        <showAlert name="success">Both arrived</showAlert></sendMessage></sendMessage>
        </actions></screen></workflow>
        """

    static func driver() async throws -> WorkflowDriver {
        try await WorkflowDriver(
            xml: chained,
            replies: [
                "first": ScriptedReply(.success(), after: .seconds(2)),
                "second": ScriptedReply(.success(), after: .seconds(2)),
            ])
    }

    @Test("one wait covers delays that start one after another: the second is timed from when it began")
    func chainedDelays() async throws {
        let driver = try await Self.driver()
        try await driver.tap("Go")
        try await driver.wait(seconds: 4)
        try await driver.assertAlert("Both arrived")
        #expect(driver.clock.now.offset == .seconds(4))
    }

    @Test("a wait that ends before the second delay leaves it pending, due at its own deadline")
    func partialWait() async throws {
        let driver = try await Self.driver()
        try await driver.tap("Go")
        try await driver.wait(seconds: 3)
        #expect(driver.rootDelegate.messages.map(\.name) == ["first", "second"])
        #expect(driver.clock.nextDeadline?.offset == .seconds(4))
        try await driver.wait(seconds: 1)
        try await driver.assertAlert("Both arrived")
    }

    @Test("fractions add up exactly: 1.9 s then 0.1 s reach a 2-second deadline")
    func fractionsAddUp() async throws {
        let driver = try await Self.driver()
        try await driver.tap("Go")
        try await driver.wait(seconds: 1.9)
        #expect(driver.rootDelegate.messages.count == 1)
        try await driver.wait(seconds: 0.1)
        #expect(driver.rootDelegate.messages.count == 2)
    }

    @Test("advance(to:) never moves time back, and nextDeadline is the earliest sleeper")
    func advanceTo() async throws {
        let clock = ManualClock()
        clock.advance(by: .seconds(5))
        clock.advance(to: ManualClock.Instant(offset: .seconds(3)))
        #expect(clock.now.offset == .seconds(5))
        #expect(clock.nextDeadline == nil)
        let late = Task { try await clock.sleep(for: .seconds(9)) }
        let early = Task { try await clock.sleep(for: .seconds(2)) }
        #expect(await clock.waitForSleepers(2))
        #expect(clock.nextDeadline?.offset == .seconds(7))
        clock.advance(to: ManualClock.Instant(offset: .seconds(7)))
        try await early.value
        #expect(clock.nextDeadline?.offset == .seconds(14))
        late.cancel()
    }
}
