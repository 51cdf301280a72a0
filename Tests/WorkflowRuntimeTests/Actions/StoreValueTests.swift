import Testing
import WorkflowRuntime
import WorkflowTestSupport

@Suite("Actions: storeValue", .timeLimit(.minutes(2)))
struct StoreValueTests {
    static func harness(store: String, shows keyPath: String) async throws -> RuntimeHarness {
        try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Root</title>
            <container>
              <button><title>Store</title><message>store</message></button>
              <button><title>Push</title><message>push</message></button>
            </container>
            \(store)
            <pushController name="push"><screen><title>Pushed</title>
              <container><label name="shown"><string keyPath="\(keyPath)"/></label></container>
            </screen></pushController>
            </screen></navigation></workflow>
            """,
            rootDelegate: TestRootDelegate(replies: ["fetch": .success(["a": "from reply"])]))
    }

    /// Pushes the screen, reads its label, and goes back.
    static func shown(in harness: RuntimeHarness) async throws -> String? {
        try await harness.tap("Push")
        let label = try #require(await harness.snapshot.activeElements.first { $0.name == "shown" })
        try await harness.send(.back)
        return label.text
    }

    @Test("a stored value reaches the parameter context of a screen made later")
    func storedValueVisibleLater() async throws {
        let harness = try await Self.harness(
            store: #"<storeValue name="store"><name>x</name><value>hello</value></storeValue>"#, shows: "x")
        #expect(try await Self.shown(in: harness) == nil)
        try await harness.tap("Store")
        #expect(try await Self.shown(in: harness) == "hello")
    }

    @Test("without a value, the whole userInfo is stored")
    func wholeUserInfo() async throws {
        let harness = try await Self.harness(
            store: """
                <sendMessage name="store"><message><name>fetch</name><destinationType>rootDelegate</destinationType>
                </message><storeValue name="success"><name>all</name></storeValue></sendMessage>
                """, shows: "all.a")
        try await harness.tap("Store")
        #expect(try await Self.shown(in: harness) == "from reply")
    }

    @Test("a transient value reaches the next action but is not stored in the controller")
    func transient() async throws {
        let harness = try await Self.harness(
            store: """
                <multipleActions name="store">
                  <storeValue><name>x</name><value>temporary</value><transient>YES</transient></storeValue>
                  <showAlert><message><string keyPath="x"/></message></showAlert>
                </multipleActions>
                """, shows: "x")
        try await harness.tap("Store")
        #expect(try await harness.drainAlerts() == ["temporary"])
        #expect(try await Self.shown(in: harness) == nil)
    }
}
