import Foundation
import Testing
import WorkflowSchema

@Suite("Loading: streaming and tree paths agree")
struct LoadPathTests {
    /// Documents with mistakes of every stage: XML recovery, classification, grouping, rules.
    static let broken: [String] = [
        "<workflow>\n<screen>\n  <title>Example<title>\n  <label>x</label>\n</screen>\n</workflow>",
        "<workflow><navigation><form name=\"f\"><container/></view></navigation></workflow>",
        "<workflow><tabs><navigation><tabItem><title>T</title></tabItem><screen/></navigation></tabs></workflow>",
        "<workflow><screen><showAlert name=\"a\" pattern=\"x\"/><label>x</label></screen><screen/></workflow>",
        "<workflow><screen><container><slider><value>lots</value></slider><view/></container></screen></workflow>",
        "<workflow><screen><label conditional=\"yes\"><successValue>x</successValue></label></screen></workflow>",
        "<workflow><screen><label keyPath=\"k\" valueName=\"v\"><text>x</text></label></screen></workflow>",
        "<workflow><screen><title>a</title></title><x:y a=\"1\" a=\"2\"/></screen></workflow>",
    ]

    private func assertSamePaths(_ bytes: [UInt8], _ label: String) {
        let streamed = SchemaLoader().load(bytes)
        let replayed = SchemaLoader().load(MarkupReader().read(bytes))
        #expect(streamed.diagnostics == replayed.diagnostics, "\(label)")
        #expect(streamed.schema == replayed.schema, "\(label)")
    }

    @Test("the original examples", arguments: Fixtures.originalNames)
    func originals(name: String) throws {
        let data = try Data(contentsOf: Fixtures.folder("originals").appendingPathComponent(name))
        assertSamePaths([UInt8](data), name)
    }

    @Test("documents with mistakes", arguments: broken.indices)
    func mistakes(index: Int) {
        let result = SchemaLoader().load(Self.broken[index])
        #expect(result.hasErrors || !result.warnings.isEmpty)
        assertSamePaths(Array(Self.broken[index].utf8), "broken[\(index)]")
    }

    @Test("a tree assembled from elements of two documents loads correctly")
    func mixedDocuments() throws {
        let first = try #require(
            MarkupReader().read("<workflow><screen><title>One</title><view><label>1</label></view></screen></workflow>")
                .root)
        let second = try #require(
            MarkupReader().read("<workflow><screen><view><label>2</label></view><title>Two</title></screen></workflow>")
                .root)
        guard case .element(let screen1) = first.children[0], case .element(let screen2) = second.children[0] else {
            Issue.record("no screens")
            return
        }
        let origin = SourceRange(at: .start)
        let tabs = MarkupElement(name: "tabs", children: [.element(screen1), .element(screen2)], range: origin)
        let root = MarkupElement(name: "workflow", children: [.element(tabs)], range: origin)
        let result = SchemaLoader().load(MarkupDocument(root: root, diagnostics: [], isComplete: true))
        #expect(result.diagnostics.isEmpty)
        let controllers = try #require(result.object?[parameter: "viewControllers"])
        let screens = controllers.values.compactMap { $0.element }
        #expect(screens.map { $0.text("title") } == ["One", "Two"])
        #expect(screens.map { $0.child("view")?.tag } == ["label", "label"])
    }
}
