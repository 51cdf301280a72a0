import Foundation
import Testing
import WorkflowRuntime
import WorkflowTesting

/// Who tests the tester: the driver's failures must say what went wrong, and its clock must hold replies back.
@Suite("WorkflowDriver", .timeLimit(.minutes(2)))
struct WorkflowDriverTests {
    /// Two tabs; the first has a label, a text field and buttons that show an alert, ask the root
    /// delegate, load a schema and send a message nobody takes.
    static let schema = """
        <workflow>
            <tabs>
                <navigation>
                    <tabBarItem><title>Home</title></tabBarItem>
                    <screen>
                        <title>Example</title>
                        <view>
                            <container>
                                <label>Example label</label>
                                <textField name="username"><placeholder>User name</placeholder></textField>
                                <button><title>Show alert</title><message>showTapped</message></button>
                                <button><title>Fetch</title><message>fetchTapped</message></button>
                                <button><title>Load other</title><message>loadTapped</message></button>
                                <button><title>Ask nobody</title><message>askTapped</message></button>
                                <button>
                                    <title>Accessible</title>
                                    <accessibilityLabel>Press here</accessibilityLabel>
                                    <message>showTapped</message>
                                </button>
                            </container>
                        </view>
                        <actions>
                            <showAlert name="showTapped">Example alert</showAlert>
                            <sendMessage name="fetchTapped">
                                <message>
                                    <name>fetchGreeting</name>
                                    <destinationType>rootDelegate</destinationType>
                                </message>
                                <showAlert name="success"><message><string keyPath="greeting" /></message></showAlert>
                                <showAlert name="failure">Fetch failed</showAlert>
                            </sendMessage>
                            <loadSchema name="loadTapped">
                                <path>other.xml</path>
                                <successAction><pushController /></successAction>
                                <failureAction><showAlert>Load failed</showAlert></failureAction>
                            </loadSchema>
                            <sendMessage name="askTapped">
                                <message>
                                    <name>hello</name>
                                    <destinationType>descendant</destinationType>
                                    <destinationName>nobody</destinationName>
                                </message>
                            </sendMessage>
                        </actions>
                    </screen>
                </navigation>
                <navigation>
                    <tabBarItem><title>Settings</title></tabBarItem>
                    <screen>
                        <title>Settings title</title>
                        <view><label>Settings contents</label></view>
                    </screen>
                </navigation>
            </tabs>
        </workflow>
        """

    /// A driver on `schema`, answering `fetchGreeting` as `reply` says.
    static func driver(fetch reply: ScriptedReply? = nil) async throws -> WorkflowDriver {
        try await WorkflowDriver(xml: schema, replies: reply.map { ["fetchGreeting": $0] } ?? [:])
    }

    /// The failure `body` throws; records an issue when it throws none.
    static func failure(
        sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws(DriverFailure) -> Void
    ) async -> DriverFailure? {
        do {
            try await body()
        } catch {
            return error
        }
        Issue.record("expected a DriverFailure", sourceLocation: sourceLocation)
        return nil
    }

    // MARK: Failure messages

    @Test("assertVisible of missing text says it is not visible, what was expected, and shows the screen")
    func assertVisibleMissing() async throws {
        let driver = try await Self.driver()
        let failure = try #require(
            await Self.failure { () async throws(DriverFailure) in
                try await driver.assertVisible("Nowhere")
            })
        #expect(failure.message == "'Nowhere' is not visible")
        #expect(failure.expected == "an element showing 'Nowhere'")
        #expect(failure.actual == nil)
        #expect(failure.screen.contains(#"label "Example label""#))
        #expect(failure.screen.contains(#"button "Show alert""#))
        #expect(failure.screen.contains(#"tab "Home" [selected]"#))
        #expect(failure.screen == (await driver.snapshot()).textRendering)
        #expect(failure.description.hasPrefix("'Nowhere' is not visible\n  expected: an element showing 'Nowhere'\n"))
        #expect(failure.description.contains("\n  screen:\n"))
        #expect(failure.description.contains("\n            label \"Example label\""), "the screen is indented")
    }

    @Test("assertVisible finds text, accessibility labels and names; assertNotVisible names what it found")
    func findsByTextLabelAndName() async throws {
        let driver = try await Self.driver()
        try await driver.assertVisible("Example label")
        try await driver.assertVisible("Press here")
        try await driver.assertVisible("username")
        try await driver.assertVisible("User name")
        try await driver.assertNotVisible("Settings contents")
        let failure = try #require(
            await Self.failure { () async throws(DriverFailure) in
                try await driver.assertNotVisible("Example label")
            })
        #expect(failure.message == "'Example label' is visible")
        #expect(failure.expected == "nothing showing 'Example label'")
        #expect(failure.actual?.hasPrefix("label ") == true)
    }

    @Test("assertTitle shows the expected and the actual title")
    func assertTitleMismatch() async throws {
        let driver = try await Self.driver()
        try await driver.assertTitle("Example")
        let failure = try #require(
            await Self.failure { () async throws(DriverFailure) in
                try await driver.assertTitle("Welcome")
            })
        #expect(failure.message == "the title is not 'Welcome'")
        #expect(failure.expected == "'Welcome'")
        #expect(failure.actual == "'Example'")
        #expect(failure.description.contains("\n  expected: 'Welcome'\n  actual:   'Example'\n"))
    }

    @Test("assertAlert with no alert says so; with another alert shows its text")
    func assertAlertFailures() async throws {
        let driver = try await Self.driver()
        let none = try #require(
            await Self.failure { () async throws(DriverFailure) in
                try await driver.assertAlert("Example alert")
            })
        #expect(none.message == "no alert is on screen")
        #expect(none.expected == "an alert 'Example alert'")
        #expect(none.actual == "no alert")
        try await driver.tap("Show alert")
        try await driver.assertAlert("Example alert")
        let other = try #require(
            await Self.failure { () async throws(DriverFailure) in
                try await driver.assertAlert("Another alert")
            })
        #expect(other.message == "the alert is not 'Another alert'")
        #expect(other.actual == "an alert 'Example alert'")
        #expect(other.screen.contains(#"alert "Example alert""#))
    }

    @Test("tapping text hidden behind an alert says it is behind the alert")
    func tapBehindAlert() async throws {
        let driver = try await Self.driver()
        try await driver.tap("Show alert")
        let failure = try #require(
            await Self.failure { () async throws(DriverFailure) in
                try await driver.tap("Fetch")
            })
        #expect(failure.message == "nothing on screen shows 'Fetch' (it is behind the alert on screen)")
        #expect(failure.expected == "an element showing 'Fetch'")
        let missing = try #require(
            await Self.failure { () async throws(DriverFailure) in
                try await driver.tap("Nowhere")
            })
        #expect(
            missing.message == "nothing on screen shows 'Nowhere'", "no mention of the alert for text that is not there"
        )
        try await driver.tap("OK")
        try await driver.assertNotVisible("Example alert")
        try await driver.assertVisible("Fetch")
    }

    @Test("selectTab with an unknown tab lists the tabs; a known one switches")
    func selectUnknownTab() async throws {
        let driver = try await Self.driver()
        let failure = try #require(
            await Self.failure { () async throws(DriverFailure) in
                try await driver.selectTab("Profile")
            })
        #expect(failure.message == "there is no tab 'Profile'")
        #expect(failure.expected == "a tab 'Profile'")
        #expect(failure.actual == "tabs 'Home', 'Settings'")
        try await driver.selectTab("Settings")
        try await driver.assertTitle("Settings title")
        try await driver.assertVisible("Settings contents")
        try await driver.assertNotVisible("Example label")
    }

    @Test("selectTab without a tab bar says there is none")
    func selectTabWithoutTabs() async throws {
        let driver = try await WorkflowDriver(xml: "<workflow><screen><title>Alone</title></screen></workflow>")
        let failure = try #require(
            await Self.failure { () async throws(DriverFailure) in
                try await driver.selectTab("Home")
            })
        #expect(failure.actual == "no tab bar")
    }

    @Test("inputText into a label says it is not a text field; into the field it types")
    func inputTextIntoLabel() async throws {
        let driver = try await Self.driver()
        let failure = try #require(
            await Self.failure { () async throws(DriverFailure) in
                try await driver.inputText("bob", into: "Example label")
            })
        #expect(failure.message == "'Example label' is a label, not a text field")
        #expect(failure.screen.contains(#"textField #username "User name""#))
        try await driver.inputText("bob", into: "username")
        try await driver.inputText("by", into: "username")
        try await driver.assertVisible("bobby")
        try await driver.eraseText(count: 2, from: "username")
        try await driver.assertVisible("bob")
        try await driver.assertNotVisible("bobby")
        try await driver.eraseText(from: "username")
        try await driver.assertNotVisible("bob")
    }

    @Test("pressReturn with no focused field says to tap one first")
    func pressReturnWithoutFocus() async throws {
        let driver = try await Self.driver()
        let failure = try #require(
            await Self.failure { () async throws(DriverFailure) in
                try await driver.pressReturn()
            })
        #expect(failure.message == "no text field has the focus; tap one first or name it")
    }

    @Test("a schema with errors fails to start, naming the error, without an empty screen section")
    func schemaErrors() async throws {
        let failure = try #require(
            await Self.failure { () async throws(DriverFailure) in
                _ = try await WorkflowDriver(xml: "<workflow><screen><title>x<title></screen></workflow>")
            })
        #expect(failure.message == "the schema has errors")
        #expect(failure.actual?.contains("<title> is opened again inside <title>") == true)
        #expect(!failure.description.contains("screen:"))
    }

    // MARK: Time and replies

    @Test("wait(seconds:) lets a delayed reply arrive only once enough time has passed")
    func delayedReply() async throws {
        let driver = try await Self.driver(
            fetch: ScriptedReply(.success(["greeting": "Hello, Ada"]), after: .seconds(2)))
        try await driver.tap("Fetch")
        var snapshot = await driver.snapshot()
        #expect(snapshot.isWaiting)
        #expect(snapshot.alert == nil)
        #expect(snapshot.textRendering.hasSuffix("(waiting for the root delegate)"))
        try await driver.wait(seconds: 1.5)
        snapshot = await driver.snapshot()
        #expect(snapshot.isWaiting, "1.5 of 2 seconds is not enough")
        #expect(snapshot.alert == nil)
        try await driver.wait(seconds: 0.5)
        snapshot = await driver.snapshot()
        #expect(!snapshot.isWaiting)
        #expect(snapshot.alert?.detail == "Hello, Ada" || snapshot.alert?.text == "Hello, Ada")
        try await driver.assertAlert("Hello, Ada")
        #expect(driver.clock.now.offset == .seconds(2))
    }

    @Test("an immediate reply arrives with the tap; a failure picks the failure action")
    func immediateReplies() async throws {
        let success = try await Self.driver(fetch: ScriptedReply(.success(["greeting": "Hi"])))
        try await success.tap("Fetch")
        #expect(!(await success.snapshot()).isWaiting)
        try await success.assertAlert("Hi")
        let failing = try await Self.driver(fetch: ScriptedReply(.failure()))
        try await failing.tap("Fetch")
        try await failing.assertAlert("Fetch failed")
    }

    @Test("ScriptedRootDelegate records the messages it receives, with their name and userInfo")
    func recordsMessages() async throws {
        let driver = try await Self.driver(fetch: ScriptedReply(.success(["greeting": "Hi"])))
        #expect(driver.rootDelegate.messages.isEmpty)
        try await driver.tap("Fetch")
        try await driver.tap("OK")
        try await driver.tap("Load other")
        let messages = driver.rootDelegate.messages
        #expect(messages.map(\.name) == ["fetchGreeting", "loadSchema"])
        #expect(messages.last?.userInfo["path"] == "other.xml")
        try await driver.assertAlert("Load failed")
    }

    @Test("ScriptedRootDelegate records the errors the session reports")
    func recordsErrors() async throws {
        let driver = try await Self.driver()
        #expect(driver.rootDelegate.errors.isEmpty)
        try await driver.tap("Ask nobody")
        let errors = driver.rootDelegate.errors
        #expect(errors.count == 1, "the error has reached the delegate when the tap returns")
        #expect(errors.first?.severity == .error)
        #expect(errors.first?.message.contains("'hello' to descendant named 'nobody' was not handled") == true)
        #expect(await driver.issues.contains { $0.message == errors.first?.message })
    }

    @Test("the scripted delegate answers from its table after the delay, on its own clock")
    func scriptedDelegateAlone() async throws {
        let clock = ManualClock()
        let delegate = ScriptedRootDelegate(
            replies: ["slow": ScriptedReply(.success(["n": 3]), after: .seconds(1))], clock: clock)
        #expect(await delegate.reply(to: RootMessage(name: "unknown")) == nil)
        let task = Task { await delegate.reply(to: RootMessage(name: "slow", userInfo: ["q": "x"])) }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .milliseconds(999))
        #expect(clock.sleeperCount == 1, "not due yet")
        clock.advance(by: .milliseconds(1))
        #expect(await task.value == .success(["n": 3]))
        #expect(delegate.messages == [RootMessage(name: "unknown"), RootMessage(name: "slow", userInfo: ["q": "x"])])
        await delegate.didReport(RuntimeIssue(.warning, "careful", code: .unhandledMessage))
        #expect(delegate.errors == [RuntimeIssue(.warning, "careful", code: .unhandledMessage)])
    }

    @Test("a message asked again after a restart waits only what is left of its delay, counted from when it was first sent")
    func scriptedDelegateRepeat() async throws {
        let clock = ManualClock()
        let delegate = ScriptedRootDelegate(replies: ["slow": ScriptedReply(.success(), after: .seconds(1000))], clock: clock)
        // Sent 600 s ago: about 400 s are left (less the real time this test takes on a loaded machine).
        let repeated = RootMessage(name: "slow", ticket: 4, isRepeat: true, sentAt: Date().addingTimeInterval(-600))
        let task = Task { await delegate.reply(to: repeated) }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(300))
        #expect(clock.sleeperCount == 1, "about 400 s are left, not less")
        clock.advance(by: .seconds(150))
        #expect(await task.value == .success())
    }
}
