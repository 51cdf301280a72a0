import Testing
import WorkflowRuntime
import WorkflowTestSupport

@Suite("Session.waitForReplies: quick answers are awaited, slow ones are not", .timeLimit(.minutes(10)))
struct WaitForRepliesTests {
    /// No reply deadline within a test: a starved machine (the thread sanitizer, many tests at once)
    /// may take longer than the default 30 s between two lines, and the deadline would answer `never`.
    static let limits: RuntimeLimits = {
        var limits = RuntimeLimits.default
        limits.replyTimeout = .seconds(86_400)
        return limits
    }()

    /// Answers `first` and then `second` after a short real-time pause each; never answers `never`.
    static func pausingDelegate() -> TestRootDelegate {
        TestRootDelegate { $0.name == "never" ? .never : .after(.milliseconds(20), .success()) }
    }

    /// A button whose message goes to the root delegate; its success sends `second` there too.
    static let schema = """
        <workflow><screen><title>Root</title><container>
        <button><title>Chain</title><message>chain</message></button>
        <button><title>Never</title><message>neverMessage</message></button>
        <label name="done">not yet</label></container>
        <actions>
        <sendMessage name="chain"><message><name>first</name><destinationType>rootDelegate</destinationType></message>
          <sendMessage name="success"><message><name>second</name><destinationType>rootDelegate</destinationType></message>
            <updateViews name="success"><viewNames>done</viewNames><parameterName>text</parameterName><value>both answered</value></updateViews>
          </sendMessage>
        </sendMessage>
        <sendMessage name="neverMessage"><message><name>never</name><destinationType>rootDelegate</destinationType></message></sendMessage>
        </actions></screen></workflow>
        """

    @Test("a chain of two answers is awaited to its end")
    func chain() async throws {
        let harness = try await RuntimeHarness(Self.schema, rootDelegate: Self.pausingDelegate(), limits: Self.limits)
        try await harness.session.send(.tap(harness.id("Chain")))
        #expect(await harness.session.pendingReplyCount == 1)
        await harness.session.waitForReplies(upTo: .seconds(600))
        #expect(await harness.session.pendingReplyCount == 0)
        #expect(await harness.labels().contains("both answered"))
    }

    @Test("an answer that does not come ends the wait at its timeout, and the session still answers events")
    func timeout() async throws {
        let harness = try await RuntimeHarness(Self.schema, rootDelegate: Self.pausingDelegate(), limits: Self.limits)
        try await harness.session.send(.tap(harness.id("Never")))
        await harness.session.waitForReplies(upTo: .milliseconds(50))
        #expect(await harness.session.pendingReplyCount == 1)
        try await harness.session.send(.tap(harness.id("Chain")))
        await harness.session.cancelPendingReplies()
        await harness.session.waitForReplies(upTo: .seconds(600))
        #expect(await harness.session.pendingReplyCount == 0)
    }

    @Test("a cancelled wait returns at once")
    func cancelled() async throws {
        let harness = try await RuntimeHarness(Self.schema, rootDelegate: Self.pausingDelegate(), limits: Self.limits)
        try await harness.session.send(.tap(harness.id("Never")))
        let waiting = Task { await harness.session.waitForReplies(upTo: .seconds(3600)) }
        waiting.cancel()
        await waiting.value
        #expect(await harness.session.pendingReplyCount == 1)
        await harness.session.cancelPendingReplies()
    }
}
