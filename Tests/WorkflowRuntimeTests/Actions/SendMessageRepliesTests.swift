import Testing
import WorkflowRuntime
import WorkflowTestSupport

@Suite("Actions: sendMessage replies and valueNames", .timeLimit(.minutes(2)))
struct SendMessageRepliesTests {
    static func harness(
        _ delegate: TestRootDelegate, children: String, valueNames: String = ""
    )
        async throws -> RuntimeHarness
    {
        try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Root</title>
            <container><button><title>Go</title><message>go</message></button></container>
            <multipleActions name="go">
              <storeValue><transient>YES</transient><name>a</name><value>1</value></storeValue>
              <storeValue><transient>YES</transient><name>b</name><value>2</value></storeValue>
              <sendMessage><message><name>request</name><destinationType>rootDelegate</destinationType></message>
                \(valueNames)\(children)</sendMessage>
            </multipleActions>
            </screen></navigation></workflow>
            """, rootDelegate: delegate)
    }

    static let namedChildren = """
        <showAlert name="success"><message><string keyPath="answer"/></message></showAlert>
        <showAlert name="failure"><message><string keyPath="error"/></message></showAlert>
        """

    @Test("a success reply runs the success child with the reply's userInfo")
    func success() async throws {
        let delegate = TestRootDelegate(replies: ["request": .success(["answer": "yes"])])
        let harness = try await Self.harness(delegate, children: Self.namedChildren)
        try await harness.tap("Go")
        #expect(try await harness.drainAlerts() == ["yes"])
    }

    @Test("a failure reply runs the failure child with the reply's userInfo")
    func failure() async throws {
        let delegate = TestRootDelegate(replies: ["request": .failure(["error": "no network"])])
        let harness = try await Self.harness(delegate, children: Self.namedChildren)
        try await harness.tap("Go")
        #expect(try await harness.drainAlerts() == ["no network"])
    }

    @Test("an unnamed child catches the reply the named children do not")
    func unnamedChild() async throws {
        let delegate = TestRootDelegate(replies: ["request": .failure()])
        let harness = try await Self.harness(
            delegate, children: #"<showAlert name="success">ok</showAlert><showAlert>anything else</showAlert>"#)
        try await harness.tap("Go")
        #expect(try await harness.drainAlerts() == ["anything else"])
    }

    @Test("valueNames restricts the userInfo to those keys; missing keys become null")
    func valueNames() async throws {
        let delegate = TestRootDelegate()
        let harness = try await Self.harness(
            delegate, children: "", valueNames: "<valueNames><string>a</string><string>z</string></valueNames>")
        try await harness.tap("Go")
        #expect(delegate.messages.map(\.userInfo) == [["a": "1", "z": nil]])
    }

    @Test("without valueNames the whole action context travels")
    func wholeContext() async throws {
        let delegate = TestRootDelegate()
        let harness = try await Self.harness(delegate, children: "")
        try await harness.tap("Go")
        #expect(delegate.messages.map(\.userInfo) == [["a": "1", "b": "2"]])
    }
}
