import Testing
import WorkflowRuntime
import WorkflowTestSupport

/// The shared waits and doubles of WorkflowTestSupport do what the tests rely on.
@Suite("Test support: waiting for a condition, the root delegate double")
struct EventuallyTests {
    @Test("a condition that never holds fails the wait, naming it; one that holds ends it at once")
    func failsWhenNever() async throws {
        await #expect(throws: ConditionNeverHeld.self) {
            try await eventually("the sky falls", within: .milliseconds(30)) { false }
        }
        do {
            try await eventually("the sky falls", within: .milliseconds(10)) { false }
        } catch {
            #expect("\(error)".contains("the sky falls"))
        }
        let started = ContinuousClock.now
        try await eventually("it holds") { true }
        #expect(started.duration(to: .now) < .seconds(1))
    }

    @Test("the double answers by its rule, holds until released, and records what it was asked")
    func doubleAnswers() async throws {
        let delegate = TestRootDelegate { $0.name == "held" ? .held(.success()) : .reply(.failure()) }
        let message = { (name: String) in RootMessage(name: name, ticket: 0) }
        #expect(await delegate.reply(to: message("quick"))?.isSuccess == false)
        let held = Task { await delegate.reply(to: message("held")) }
        try await delegate.waitForMessages(2)
        #expect(delegate.lateAnswers == 0)
        delegate.release()
        #expect(await held.value?.isSuccess == true)
        #expect(delegate.messageNames == ["quick", "held"])
        #expect(delegate.lateAnswers == 1)
    }
}
