import Testing
import WorkflowRuntime
import WorkflowTestSupport

@Suite("Controls: screens (ORIGINALS 1.18, ScreenControllerUnitTests)", .timeLimit(.minutes(2)))
struct ScreenControllerUnitTests {
    @Test(
        "an implicit or explicit view; no view; another screen as the view is a hosted child",
        arguments: [
            ("<label>View</label>", [ElementKind.screen, .label]),
            ("<view><label>View</label></view>", [.screen, .label]),
            ("", [.screen]),
            ("<view><screen><label>View</label></screen></view>", [.screen, .screen, .label]),
        ])
    func view(_ view: String, kinds: [ElementKind]) async throws {
        let harness = try await RuntimeHarness("<workflow><screen>\(view)</screen></workflow>")
        #expect(await harness.snapshot.activeElements.map(\.kind) == kinds)
    }

    @Test("title, navigation item, tab bar item and toolbar items")
    func parameters() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Screen</title>
            <hidesBottomBarWhenPushed>YES</hidesBottomBarWhenPushed>
            <navigationItem><title>Item</title><hidesBackButton>YES</hidesBackButton><backBarButtonItem>TBBI</backBarButtonItem>
                <leftBarButtonItem><barButtonItem>Left</barButtonItem></leftBarButtonItem>
                <rightBarButtonItems><barButtonItem><image><name>first</name><accessibilityLabel>R1</accessibilityLabel></image></barButtonItem>
                <barButtonItem><image><name>first</name><accessibilityLabel>R2</accessibilityLabel></image></barButtonItem></rightBarButtonItems>
            </navigationItem>
            <label>Body</label>
            </screen></navigation></workflow>
            """)
        let elements = await harness.snapshot.activeElements
        #expect(elements.first { $0.kind == .navigationBar }?.text == "Screen", "the screen title beats the item title")
        #expect(elements.filter { $0.kind == .barButton }.map { $0.text ?? $0.label ?? "" } == ["Left", "R1", "R2"])
        #expect(elements.filter { $0.kind == .barButton }.map(\.isLeading) == [true, false, false])
    }

    @Test("a screen's tab bar item gives its tab's title and image")
    func tabBarItem() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><tabs><screen><title>Screen</title><tabBarItem><title>Tab</title><image>first</image></tabBarItem>
            <label>Body</label></screen></tabs></workflow>
            """)
        let tab = try #require(await harness.snapshot.activeElements.first { $0.kind == .tab })
        #expect(tab.text == "Tab")
        #expect(tab.image == "first")
    }

    @Test("three toolbar items, including a flexible space, on a navigation controller with the toolbar shown")
    func toolbarItems() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><toolbarHidden>NO</toolbarHidden><screen><title>S</title>
            <toolbarItems><barButtonItem>A</barButtonItem><barButtonItem><systemItem>flexibleSpace</systemItem></barButtonItem>
            <barButtonItem>B</barButtonItem></toolbarItems>
            </screen></navigation></workflow>
            """)
        let toolbar = try #require(await harness.snapshot.window.children.first.flatMap { Self.find(.toolbar, in: $0) })
        #expect(toolbar.children.count == 3)
        #expect(toolbar.children.filter { !$0.isHidden }.compactMap(\.text) == ["A", "B"])
    }

    @Test("an unnamed action fires on viewDidLoad (the wildcard)")
    func wildcard() async throws {
        let delegate = TestRootDelegate()
        _ = try await RuntimeHarness(
            "<workflow><screen><sendMessage><message>loaded</message></sendMessage></screen></workflow>",
            rootDelegate: delegate)
        #expect(delegate.messages.first?.name == "loaded")
    }

    static func find(_ kind: ElementKind, in element: SnapshotElement) -> SnapshotElement? {
        if element.kind == kind { return element }
        return element.children.lazy.compactMap { find(kind, in: $0) }.first
    }
}

@Suite("Controls: conditional schemata (ORIGINALS 1.18, ConditionalSchemaUnitTests)", .timeLimit(.minutes(2)))
struct ConditionalSchemaUnitTests {
    static func label(_ value: String, failure: Bool) -> String {
        """
        <label conditional="yes"><isEqual><value>A</value><otherValue>\(value)</otherValue></isEqual>
        <successValue><label>Success!</label></successValue>
        \(failure ? "<failureValue><label>Failure!</label></failureValue>" : "")</label>
        """
    }

    @Test("success gives the Success! label, failure the Failure! label, failure without failureValue nothing")
    func outcomes() async throws {
        let (success, _) = try await Controls.start(Self.label("A", failure: true))
        #expect(await success.labels() == ["Success!"])
        let (failure, _) = try await Controls.start(Self.label("Z", failure: true))
        #expect(await failure.labels() == ["Failure!"])
        let (none, _) = try await Controls.start(Self.label("Z", failure: false))
        #expect(await none.labels() == [])
        #expect(await none.issues.isEmpty)
    }
}

@Suite("Controls: numbers (ORIGINALS 1.18, NumberTests, never run by the original)", .timeLimit(.minutes(2)))
struct NumberTests {
    @Test(
        "12345, -2.25, -2,25 with lang fr, and bool YES",
        arguments: [
            ("", "<number>12345</number>", "<number>12345.0</number>"),
            ("", "<number>-2.25</number>", "<number>-2.250</number>"),
            (" lang=\"fr\"", "<number>-2,25</number>", "<number>-2.25</number>"),
            ("", "<bool>YES</bool>", "<bool>true</bool>"),
        ])
    func number(lang: String, value: String, other: String) async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow\(lang)><screen><container><label conditional="yes">
            <isEqual><value>\(value)</value><otherValue>\(other)</otherValue></isEqual>
            <successValue><label>equal</label></successValue><failureValue><label>different</label></failureValue>
            </label></container></screen></workflow>
            """)
        #expect(await harness.labels() == ["equal"])
    }

    @Test("bool YES is true and NO is false")
    func bool() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><screen><container>
            <label conditional="yes"><isTrue><value><bool>YES</bool></value></isTrue><successValue><label>yes</label></successValue></label>
            <label conditional="yes"><isTrue><value><bool>NO</bool></value></isTrue><successValue><label>no</label></successValue></label>
            </container></screen></workflow>
            """)
        #expect(await harness.labels() == ["yes"])
    }

    @Test("-2,25 with lang fr compares equal to -2.25")
    func frenchComparison() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow lang="fr"><screen><container><label conditional="yes">
            <isEqual><value><number>-2,25</number></value><otherValue><number>-2.25</number></otherValue></isEqual>
            <successValue><label>equal</label></successValue><failureValue><label>different</label></failureValue>
            </label></container></screen></workflow>
            """)
        #expect(await harness.labels() == ["equal"])
    }
}

@Suite("Controls: style names (ORIGINALS 1.18, SchemaStyleTests; 1.14)", .timeLimit(.minutes(2)))
struct SchemaStyleTests {
    @Test("class names travel as style names; the same style gives the same names; several classes work")
    func styleNames() async throws {
        let (harness, _) = try await Controls.start(
            """
            <label>Plain</label><label class="chocolate">Chocolate</label><label class="chocolate">Also</label>
            <label class="red big">Both</label><button class="chocolate">Button</button>
            """)
        let elements = await harness.snapshot.activeElements
        func styles(_ text: String) -> [String]? { elements.first { $0.text == text }?.styleNames }
        #expect(styles("Plain") == [])
        #expect(styles("Chocolate") == ["chocolate"])
        #expect(styles("Also") == styles("Chocolate"))
        #expect(styles("Both") == ["red", "big"])
        #expect(styles("Button") == ["chocolate"])
    }
}
