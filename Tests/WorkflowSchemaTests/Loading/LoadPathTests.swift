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
}
