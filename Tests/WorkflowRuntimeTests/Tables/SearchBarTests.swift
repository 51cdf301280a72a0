import Testing
import WorkflowRuntime
import WorkflowSchema

@Suite("Tables: the search bar (ORIGINALS 1.18, SearchBarUnitTests; 1.6.3)", .timeLimit(.minutes(2)))
struct SearchBarTests {
    static func searchBar(_ harness: RuntimeHarness) async throws -> SnapshotElement {
        try #require(await harness.snapshot.activeElements.first { $0.kind == .searchBar })
    }

    @Test("name, text and placeholder; no scope buttons")
    func basics() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><screen><searchBar name="Test"><text>Text</text><placeholder>Placeholder</placeholder></searchBar></screen></workflow>
            """)
        let bar = try await Self.searchBar(harness)
        #expect(bar.name == "Test")
        #expect(bar.value == "Text")
        #expect(bar.detail == "Placeholder")
        #expect(bar.label == "Placeholder")
        #expect(bar.children.isEmpty)
    }

    static let scopeSchema = """
        <workflow><screen><searchBar name="search"><placeholder>Search</placeholder>
            <scopeButtonItems>
                <actionButtonItem name="red"><title>Red</title><message>didSelectRed</message></actionButtonItem>
                <actionButtonItem name="green"><title>Green</title><message>didSelectGreen</message></actionButtonItem>
                <actionButtonItem name="blue"><title>Blue</title><message>didSelectBlue</message></actionButtonItem>
            </scopeButtonItems>
        </searchBar>
        <showAlert name="didSelectRed"><message><string keyPath="scope"/></message></showAlert>
        <showAlert name="didSelectGreen"><message><string keyPath="scope"/></message></showAlert>
        <showAlert name="didSelectBlue"><message><string keyPath="scope"/></message></showAlert>
        </screen></workflow>
        """

    @Test("three scope items make three scope buttons; choosing another scope sends its message with the scope name")
    func scopes() async throws {
        let harness = try await RuntimeHarness(Self.scopeSchema)
        let bar = try await Self.searchBar(harness)
        #expect(bar.children.map(\.kind) == [.scopeButton, .scopeButton, .scopeButton])
        #expect(bar.children.map(\.text) == ["Red", "Green", "Blue"])
        #expect(bar.children.map(\.isSelected) == [true, false, false])
        try await harness.tap("Green")
        #expect(try await harness.drainAlerts() == ["green"])
        try await harness.tap("Blue")
        #expect(try await harness.drainAlerts() == ["blue"])
        try await harness.tap("Blue")  // already selected: nothing changes, nothing is sent
        #expect(try await harness.drainAlerts() == [])
        try await harness.send(.setValue(harness.id("Search"), value: "Red"))
        #expect(try await harness.drainAlerts() == ["red"])
        try await harness.send(.setValue(harness.id("Search"), value: "1"))
        #expect(try await harness.drainAlerts() == ["green"])
        #expect(try await Self.searchBar(harness).children.map(\.isSelected) == [false, true, false])
        await #expect(throws: EventError.self) {
            try await harness.session.send(.setValue(harness.id("Search"), value: "Purple"))
        }
    }

    static let messagesSchema = """
        <workflow><screen><searchBar><placeholder>Search</placeholder><prompt>Prompt</prompt>
            <barStyle>black</barStyle><translucent>YES</translucent>
            <showsBookmarkButton>YES</showsBookmarkButton><showsCancelButton>YES</showsCancelButton>
            <showsSearchResultsButton>YES</showsSearchResultsButton>
            <bookmarkMessage>didTapBookmarks</bookmarkMessage>
            <cancelMessage>didTapCancel</cancelMessage>
            <searchMessage>didTapSearch</searchMessage>
            <resultsListMessage>didTapResultsList</resultsListMessage>
            <textDidChangeMessage>didChangeText</textDidChangeMessage>
            <scopeButtonItems>
                <actionButtonItem name="all"><title>All</title><message>didChangeScope</message></actionButtonItem>
            </scopeButtonItems>
        </searchBar>
        <showAlert name="didTapBookmarks">bookmarks</showAlert>
        <showAlert name="didTapCancel">cancel</showAlert>
        <showAlert name="didTapResultsList">results list</showAlert>
        <showAlert name="didTapSearch"><message><string keyPath="text"/></message><title><string keyPath="scope"/></title></showAlert>
        <showAlert name="didChangeText"><title>changed</title><message><string keyPath="text"/></message></showAlert>
        </screen></workflow>
        """

    @Test("the shows…Button flags show the buttons; each sends its message; the prompt is the text")
    func buttons() async throws {
        let harness = try await RuntimeHarness(Self.messagesSchema)
        let bar = try await Self.searchBar(harness)
        #expect(bar.text == "Prompt")
        #expect(bar.children.compactMap { $0.text ?? $0.label } == ["All", "Bookmarks", "Search Results", "Cancel"])
        try await harness.tap("Bookmarks")
        #expect(try await harness.drainAlerts() == ["bookmarks"])
        try await harness.tap("Cancel")
        #expect(try await harness.drainAlerts() == ["cancel"])
        try await harness.tap("Search Results")
        #expect(try await harness.drainAlerts() == ["results list"])
    }

    @Test("typing sends textDidChangeMessage; the search button sends searchMessage with text and scope")
    func typingAndSearching() async throws {
        let harness = try await RuntimeHarness(Self.messagesSchema)
        let id = try await harness.id("Search")
        try await harness.send(.enterText(id, text: "Lemon"))
        #expect(await harness.snapshot.alert?.detail == "Lemon")
        _ = try await harness.drainAlerts()
        #expect(try await Self.searchBar(harness).value == "Lemon")
        #expect(try await Self.searchBar(harness).isSelected)
        try await harness.send(.enterText(id, text: "Lemon"))  // no change, no message
        #expect(try await harness.drainAlerts() == [])
        try await harness.send(.pressReturn(id))
        let alert = try #require(await harness.snapshot.alert)
        #expect(alert.detail == "Lemon")
        #expect(alert.text == "all")
    }

    @Test("an accessibility label alone is enough; neither placeholder nor label is an error")
    func accessibleName() {
        let labelled = SchemaLoader().load(
            "<workflow><screen><searchBar><accessibilityLabel>Search</accessibilityLabel></searchBar></screen></workflow>"
        )
        #expect(!labelled.hasErrors)
        let unnamed = SchemaLoader().load("<workflow><screen><searchBar/></screen></workflow>")
        #expect(unnamed.hasErrors)
    }

    @Test("inside a form the search bar's value is its text, and return after searching submits")
    func inForm() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><form><searchBar name="query"><placeholder>Search</placeholder>
                <searchMessage>didSearch</searchMessage></searchBar>
            <showAlert name="didSearch">searched</showAlert>
            <showAlert name="didSubmit"><message><string keyPath="query"/></message></showAlert>
            </form></workflow>
            """)
        let id = try await harness.id("Search")
        try await harness.send(.enterText(id, text: "Aardvark"))
        try await harness.send(.pressReturn(id))
        #expect(try await harness.drainAlerts() == ["searched", "Aardvark"])
    }
}
