import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTestSupport

@Suite("Tables: the table controller (ORIGINALS 1.18, TableControllerUnitTests; 1.12)", .timeLimit(.minutes(2)))
struct TableControllerTests {
    /// The table element of the snapshot's active layer.
    static func table(_ harness: RuntimeHarness) async throws -> SnapshotElement {
        let snapshot = await harness.snapshot
        return try #require(snapshot.activeElements.first { $0.kind == .table })
    }

    @Test("implicit sections and cells: 2 sections of 3 and 4 rows, cell 2c, header and footer titles")
    func implicitSectionsAndCells() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><table>
                <tableSection><tableCell>1a</tableCell><tableCell>1b</tableCell><tableCell>1c</tableCell></tableSection>
                <tableSection>
                    <headerTitle>section 2 header</headerTitle>
                    <tableCell>2a</tableCell><tableCell>2b</tableCell><tableCell>2c</tableCell><tableCell>2d</tableCell>
                    <footerTitle>section 2 footer</footerTitle>
                </tableSection>
            </table></workflow>
            """)
        try await Self.checkTwoSections(harness)
    }

    @Test("explicit sections and cells give the same table")
    func explicitSectionsAndCells() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><table><sections>
                <tableSection><cells><tableCell>1a</tableCell><tableCell>1b</tableCell><tableCell>1c</tableCell></cells></tableSection>
                <tableSection>
                    <headerTitle>section 2 header</headerTitle>
                    <cells>
                        <tableCell><text>2a</text></tableCell><tableCell><text>2b</text></tableCell>
                        <tableCell><text>2c</text></tableCell><tableCell><text>2d</text></tableCell>
                    </cells>
                    <footerTitle>section 2 footer</footerTitle>
                </tableSection>
            </sections></table></workflow>
            """)
        try await Self.checkTwoSections(harness)
    }

    static func checkTwoSections(_ harness: RuntimeHarness) async throws {
        let table = try await table(harness)
        let sections = table.children.filter { $0.kind == .tableSection }
        #expect(sections.map(\.children.count) == [3, 4])
        #expect(sections[1].children[2].text == "2c")
        #expect(sections[1].children.allSatisfy { $0.kind == .tableCell })
        #expect(sections[0].text == nil)
        #expect(sections[1].text == "section 2 header")
        #expect(sections[1].detail == "section 2 footer")
        #expect(table.value == "plain")
    }

    @Test("a table without sections is an error")
    func noSections() {
        let result = SchemaLoader().load("<workflow><table/></workflow>")
        #expect(result.hasErrors)
    }

    static let actionsSchema = """
        <workflow><table>
            <tableSection>
                <tableCell><message>didSelectCellA</message><text>1a</text></tableCell>
                <tableCell><message>didSelectCellB</message><text>1b</text></tableCell>
                <tableCell>
                    <accessoryType>detailDisclosureIndicatorButton</accessoryType>
                    <message>didSelectCellC</message>
                    <detailDisclosureMessage>didSelectCellCAccessory</detailDisclosureMessage>
                    <text>1c</text>
                </tableCell>
                <tableCell><message>didSelectCellD</message><text>1d</text><selectable>NO</selectable></tableCell>
            </tableSection>
            <actions>
                <showAlert name="didSelectCellA">A</showAlert>
                <showAlert name="didSelectCellC">C</showAlert>
                <showAlert name="didSelectCellD">D</showAlert>
                <showAlert>wildcard</showAlert>
            </actions>
        </table></workflow>
        """

    @Test("cell messages reach named actions, else the unnamed wildcard; the accessory message too")
    func cellActions() async throws {
        let harness = try await RuntimeHarness(Self.actionsSchema)
        try await harness.tap("1a")
        #expect(try await harness.drainAlerts() == ["A"])
        try await harness.tap("1b")
        #expect(try await harness.drainAlerts() == ["wildcard"])
        try await harness.tap("1c")
        #expect(try await harness.drainAlerts() == ["C"])
        try await harness.send(.tapAccessory(harness.id("1c")))
        #expect(try await harness.drainAlerts() == ["wildcard"])
    }

    @Test("an unselectable cell is shown disabled and ignores taps")
    func unselectableCell() async throws {
        let harness = try await RuntimeHarness(Self.actionsSchema)
        let cell = try #require(await harness.snapshot.activeElements.first { $0.text == "1d" })
        #expect(!cell.isEnabled)
        try await harness.tap("1d")
        #expect(try await harness.drainAlerts() == [])
    }

    @Test("the detail disclosure button is a 'More Info' button inside the cell; other cells have none")
    func accessoryButton() async throws {
        let harness = try await RuntimeHarness(Self.actionsSchema)
        let cell = try #require(await harness.snapshot.activeElements.first { $0.text == "1c" })
        #expect(cell.value == "detailDisclosureIndicatorButton")
        let button = try #require(cell.children.first)
        #expect(button.kind == .button && button.label == "More Info")
        try await harness.send(.tap(button.id))
        #expect(try await harness.drainAlerts() == ["wildcard"])
        await #expect(throws: EventError.self) { try await harness.session.send(.tapAccessory(harness.id("1a"))) }
    }

    @Test("table style grouped; cell styles with text and detail text")
    func styles() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><table><style>grouped</style><tableSection>
                <tableCell><style>default</style><text>default text</text></tableCell>
                <tableCell><style>subtitle</style><text>subtitle text</text><detailText>subtitle detail</detailText></tableCell>
                <tableCell><style>value1</style><text>value1 text</text><detailText>value1 detail</detailText></tableCell>
                <tableCell><style>value2</style><text>value2 text</text><detailText>value2 detail</detailText>
                    <accessoryType>checkmark</accessoryType></tableCell>
            </tableSection></table></workflow>
            """)
        let table = try await Self.table(harness)
        #expect(table.value == "grouped")
        let cells = table.children.flatMap(\.children)
        #expect(cells.map(\.text) == ["default text", "subtitle text", "value1 text", "value2 text"])
        #expect(cells.map(\.detail) == [nil, "subtitle detail", "value1 detail", "value2 detail"])
        #expect(cells.map(\.value) == [nil, nil, nil, "checkmark"])
    }

    @Test("a selected cell without a message makes the table perform didSelectCell, in the cell's context")
    func didSelectCell() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><table>
                <tableSection>
                    <tableCell keyPath="rows">
                        <default><tableCell>Row 1</tableCell></default>
                    </tableCell>
                </tableSection>
                <showAlert name="didSelectCell"><message>selected</message></showAlert>
            </table></workflow>
            """)
        try await harness.tap("Row 1")
        #expect(try await harness.drainAlerts() == ["selected"])
    }

    @Test("the table performs no lifecycle actions")
    func noLifecycle() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><table>
                <tableSection><tableCell>Row</tableCell></tableSection>
                <showAlert>lifecycle</showAlert>
            </table></workflow>
            """)
        #expect(try await harness.drainAlerts() == [])
    }

    static let reloadSchema = """
        <workflow><navigation><screen><title>Rows</title><table>
            <tableSection><tableCell>Top</tableCell></tableSection>
            <tableSection keyPath="rows">
                <default><tableSection><tableCell><text>Load</text><message>load</message></tableCell></tableSection></default>
                <template><tableSection>
                    <headerTitle><string keyPath="title"/></headerTitle>
                    <tableCell keyPath="cells" valueName="text">
                        <template><tableCell><string keyPath="text"/></tableCell></template>
                    </tableCell>
                </tableSection></template>
            </tableSection>
            <sendMessage name="load">
                <message><name>fetch</name><destinationType>rootDelegate</destinationType></message>
                <multipleActions name="success">
                    <storeValue><name>rows</name><value><object keyPath="data"/></value></storeValue>
                    <sendMessage>
                        <message><name>reloadData</name><destinationType>self</destinationType></message>
                        <showAlert name="success">reloaded</showAlert>
                    </sendMessage>
                </multipleActions>
            </sendMessage>
        </table></screen></navigation></workflow>
        """

    @Test("stored values re-template the sections (stored values win); reloadData is handled by the table and succeeds")
    func storedValuesAndReload() async throws {
        let data = WorkflowValue.array([
            .dictionary(["title": .string("Fruit"), "cells": .array([.string("Apple"), .string("Lemon")])]),
            .dictionary(["title": .string("Animals"), "cells": .string("Aardvark")]),
        ])
        let delegate = TestRootDelegate(replies: ["fetch": .success(["data": data])])
        let harness = try await RuntimeHarness(Self.reloadSchema, rootDelegate: delegate)
        try await harness.tap("Load")
        #expect(try await harness.drainAlerts() == ["reloaded"])
        let table = try await Self.table(harness)
        let sections = table.children.filter { $0.kind == .tableSection }
        #expect(sections.map(\.text) == [nil, "Fruit", "Animals"])
        #expect(sections.map { $0.children.compactMap(\.text) } == [["Top"], ["Apple", "Lemon"], ["Aardvark"]])
        #expect(!(await harness.issues).contains { $0.severity == .error })
    }

    @Test("a stored value alone forgets the sections; they are made again from it when next shown")
    func storedValueWithoutReload() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><table>
                <tableSection><tableCell><string keyPath="label"><default>Before</default></string></tableCell></tableSection>
                <tableSection><tableCell><text>Store</text><message>store</message></tableCell></tableSection>
                <storeValue name="store"><name>label</name><value>After</value></storeValue>
            </table></workflow>
            """)
        try await harness.tap("Store")
        let texts = await harness.texts()
        #expect(texts.contains("After") && !texts.contains("Before"))
    }
}
