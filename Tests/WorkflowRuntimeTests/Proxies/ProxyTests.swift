import Testing
import WorkflowRuntime
import WorkflowTestSupport

@Suite("Proxies: values read from userInfo (ORIGINALS 1.9)", .timeLimit(.minutes(2)))
struct ProxyTests {
    /// Taps "Load": the root delegate replies with `userInfo`, whose success action pushes a screen showing `body`.
    static func pushed(_ body: String, userInfo: [String: WorkflowValue]) async throws -> RuntimeHarness {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Root</title>
            <container><button><title>Load</title><message>load</message></button></container>
            <sendMessage name="load"><message><name>fetch</name><destinationType>rootDelegate</destinationType></message>
              <pushController name="success"><screen><title>Pushed</title><container>\(body)</container></screen>
              </pushController>
            </sendMessage>
            </screen></navigation></workflow>
            """, rootDelegate: TestRootDelegate(replies: ["fetch": .success(userInfo)]))
        try await harness.tap("Load")
        #expect(await harness.snapshot.title == "Pushed")
        return harness
    }

    @Test("a proxy is replaced by the value at its key path")
    func replacement() async throws {
        let harness = try await Self.pushed(
            #"<label><string keyPath="user.name"/></label>"#, userInfo: ["user": ["name": "Ann"]])
        #expect(await harness.labels() == ["Ann"])
    }

    @Test("a missing key omits the parameter silently")
    func missingKey() async throws {
        let harness = try await Self.pushed(
            #"<label name="empty"><string keyPath="missing"/></label><label>after</label>"#, userInfo: [:])
        let empty = try #require(await harness.snapshot.activeElements.first { $0.name == "empty" })
        #expect(empty.text == nil)
        #expect(await harness.labels() == ["after"])
        #expect(await harness.issues == [])
    }

    @Test("the default is used when the key is missing or null, and not when it is present")
    func defaults() async throws {
        let harness = try await Self.pushed(
            """
            <label><string keyPath="missing"><default>fallback 1</default></string></label>
            <label><string keyPath="nothing"><default>fallback 2</default></string></label>
            <label><string keyPath="present"><default>unused</default></string></label>
            """, userInfo: ["present": "found", "nothing": nil])
        #expect(await harness.labels() == ["fallback 1", "fallback 2", "found"])
    }

    @Test("a template over a list of three dictionaries gives three objects in order")
    func templateOverDictionaries() async throws {
        let harness = try await Self.pushed(
            #"<label keyPath="rows"><template><label><string keyPath="title"/></label></template></label>"#,
            userInfo: ["rows": [["title": "one"], ["title": "two"], ["title": "three"]]])
        #expect(await harness.labels() == ["one", "two", "three"])
    }

    @Test("valueName wraps each scalar as a dictionary for the template")
    func valueNameWrapsScalars() async throws {
        let harness = try await Self.pushed(
            #"<label keyPath="rows" valueName="item"><template><label><string keyPath="item"/></label></template></label>"#,
            userInfo: ["rows": ["a", 2, true]])
        #expect(await harness.labels() == ["a", "2", "YES"])
    }

    @Test("a template over scalars without valueName is an error at the proxy, and the session goes on")
    func scalarsWithoutValueName() async throws {
        let harness = try await Self.pushed(
            #"<label keyPath="rows"><template><label><string keyPath="item"/></label></template></label>"#,
            userInfo: ["rows": ["a", "b"]])
        let issue = try #require(await harness.issues.first)
        #expect(issue.severity == .error)
        #expect(issue.message.contains("valueName"))
        #expect(issue.tag == "label")
        #expect(issue.range?.start.line == 4)
        try await harness.send(.back)
        #expect(await harness.snapshot.title == "Root")
    }

    /// A label whose single `text` has two proxy candidates, `a` then `b`.
    static let twoCandidates = #"<label><text><string keyPath="a"/><string keyPath="b"/></text></label>"#

    @Test("of two proxy candidates for one value, the first that finds a value wins (ORIGINALS 1.4)")
    func firstCandidateThatResolves() async throws {
        let onlySecond = try await Self.pushed(Self.twoCandidates, userInfo: ["b": "from b"])
        #expect(await onlySecond.labels() == ["from b"])
        #expect(await onlySecond.issues == [])
        let onlyFirst = try await Self.pushed(Self.twoCandidates, userInfo: ["a": "from a", "b": .null])
        #expect(await onlyFirst.labels() == ["from a"])
        #expect(await onlyFirst.issues == [])
    }

    @Test("two proxy candidates that both find a value are an error where the object is made (WFR0021)")
    func twoCandidatesResolve() async throws {
        let harness = try await Self.pushed(Self.twoCandidates, userInfo: ["a": "from a", "b": "from b"])
        let issue = try #require(await harness.issues.first { $0.code == .ambiguousProxies })
        #expect(issue.severity == .error)
        #expect(issue.message.contains("keyPath 'a'") && issue.message.contains("keyPath 'b'"))
        #expect(issue.tag == "label")
        #expect(issue.range?.start.line == 4)
        #expect(await harness.labels() == [])
    }
}
