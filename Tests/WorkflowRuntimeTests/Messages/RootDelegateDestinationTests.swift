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
}
