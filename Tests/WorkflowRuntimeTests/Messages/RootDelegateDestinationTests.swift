import Testing
import WorkflowRuntime
import WorkflowTestSupport

@Suite("Messages: the rootDelegate destination", .timeLimit(.minutes(2)))
struct RootDelegateDestinationTests {
    static let schema = """
        <workflow><navigation>
        <screen><title>Root</title>
        <container><button><title>Fetch</title><message>fetch</message></button></container>
        <multipleActions name="fetch">
          <storeValue><name>user</name><value>ann</value></storeValue>
          <sendMessage>
            <message><name>getGreeting</name><destinationType>rootDelegate</destinationType>
              <destinationName>api</destinationName></message>
            <showAlert name="success"><message><string keyPath="greeting"/></message></showAlert>
            <showAlert name="failure">the request failed</showAlert>
          </sendMessage>
        </multipleActions>
        <showAlert name="getGreeting">the screen performed it</showAlert>
        </screen>
        <showAlert name="getGreeting">the navigation controller performed it</showAlert>
        </navigation></workflow>
        """

    @Test("the message reaches the root delegate with its name, destinationName and userInfo")
    func reachesRootDelegate() async throws {
        let delegate = TestRootDelegate(replies: ["getGreeting": .success(["greeting": "hello"])])
        let harness = try await RuntimeHarness(Self.schema, rootDelegate: delegate)
        try await harness.tap("Fetch")
        let message = try #require(delegate.messages.first)
        #expect(delegate.messages.count == 1)
        #expect(message.name == "getGreeting")
        #expect(message.destinationName == "api")
        #expect(message.userInfo["user"] == "ann")
    }

    @Test("the reply arrives later and runs the success child action with the reply's userInfo")
    func successReplyRunsSuccessChild() async throws {
        let delegate = TestRootDelegate(replies: ["getGreeting": .success(["greeting": "hello"])])
        let harness = try await RuntimeHarness(Self.schema, rootDelegate: delegate)
        let waiting = try await harness.session.apply(.tap(harness.id("Fetch")))
        #expect(waiting.isWaiting)
        #expect(waiting.alert == nil)
        try await harness.settle()
        #expect(try await harness.drainAlerts() == ["hello"])
    }

    @Test("a failure reply runs the failure child action")
    func failureReplyRunsFailureChild() async throws {
        let delegate = TestRootDelegate(replies: ["getGreeting": .failure()])
        let harness = try await RuntimeHarness(Self.schema, rootDelegate: delegate)
        try await harness.tap("Fetch")
        #expect(try await harness.drainAlerts() == ["the request failed"])
    }

    /// A navigation holding `screens` nested screens; the innermost one's button sends `climb` to the root delegate.
    static func nested(screens: Int) -> String {
        let opening = String(repeating: "<screen><title>Level</title><view><container>", count: screens)
        let closing = String(repeating: "</container></view></screen>", count: screens)
        return """
            <workflow><navigation>\(opening)<button><title>Climb</title><message><message><name>climb</name>
            <destinationType>rootDelegate</destinationType></message></message></button>\(closing)</navigation></workflow>
            """
    }

    @Test("each controller the message passes counts as a level of the loop guard, as nested sends do")
    func climbCountsEachLink() async throws {
        // Three screens and the navigation pass it on, and the session takes it: five levels.
        for (depth, arrives) in [(5, true), (4, false)] {
            let delegate = TestRootDelegate(replies: ["climb": .success()])
            let harness = try await RuntimeHarness(
                Self.nested(screens: 3), rootDelegate: delegate, limits: RuntimeLimits(maximumMessageDepth: depth))
            try await harness.tap("Climb")
            let errors = await harness.issues.filter { $0.severity == .error }
            #expect(delegate.messages.map(\.name) == (arrives ? ["climb"] : []), "depth \(depth)")
            #expect(errors.map(\.code) == (arrives ? [] : [.messageLoop]), "depth \(depth): \(errors)")
            #expect(errors.first?.message.contains("more than \(depth) levels deep") ?? arrives)
            // The turn's count is back to nothing: the next tap is judged alone, and the same way.
            try await harness.tap("Climb")
            #expect(delegate.messages.count == (arrives ? 2 : 0), "depth \(depth)")
        }
    }
}
