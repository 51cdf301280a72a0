import Testing
import WorkflowSchema

@Suite("Markup reader: DOCTYPE refusal and limits")
struct SafetyTests {
    @Test("a DOCTYPE is refused, with no entity expanded")
    func doctype() {
        let document = read("<!DOCTYPE workflow SYSTEM \"http://example.invalid/x.dtd\">\n<workflow/>")
        #expect(document.diagnostics.codes == ["WFS0110"])
        #expect(document.root == nil)
        #expect(!document.isComplete)
    }

    @Test("a billion-laughs document is refused at its DOCTYPE")
    func billionLaughs() {
        var xml = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [\n <!ENTITY lol \"lol\">\n"
        xml += (1...9).map { level in
            " <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level == 1 ? "" : String(level - 1));", count: 10)
                + "\">"
        }.joined(separator: "\n")
        xml += "\n]>\n<workflow>&lol9;</workflow>"
        let document = read(xml)
        #expect(document.diagnostics.codes == ["WFS0110"])
        #expect(document.diagnostics.first?.range.start.line == 2)
        #expect(load(xml).codes == ["WFS0110"])
    }

    @Test("a stray entity declaration inside content is refused")
    func entityDeclaration() {
        #expect(read("<w><!ENTITY x \"y\"></w>").diagnostics.codes == ["WFS0110"])
    }

    @Test(
        "each limit gives its own diagnostic",
        arguments: [
            ("WFS0150", "<w><a/></w>", MarkupLimits(maxDocumentBytes: 5)),
            ("WFS0151", "<w><a><b><c/></b></a></w>", MarkupLimits(maxDepth: 3)),
            ("WFS0152", "<w><a/><a/><a/></w>", MarkupLimits(maxElements: 3)),
            ("WFS0153", "<w a=\"1\" b=\"2\" c=\"3\"/>", MarkupLimits(maxAttributesPerElement: 2)),
            ("WFS0154", "<w a=\"0123456789\"/>", MarkupLimits(maxAttributeBytes: 8)),
            ("WFS0155", "<w>0123456789</w>", MarkupLimits(maxTextBytes: 8)),
        ])
    func limit(code: String, xml: String, limits: MarkupLimits) {
        let document = read(xml, limits: limits)
        #expect(document.diagnostics.codes == [code])
        #expect(!document.isComplete)
        // Just inside each limit, the same document reads cleanly.
        #expect(read(xml).diagnostics.isEmpty)
    }

    @Test("100,000-deep nesting stops at the depth limit")
    func deepNesting() {
        let depth = 100_000
        let xml = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let document = read(xml)
        #expect(document.diagnostics.codes == ["WFS0151"])
        #expect(document.diagnostics.first?.range.start.column == 3 * MarkupLimits.default.maxDepth + 1)
    }

    @Test("a 30 MB attribute is refused by size before it is scanned, and by attribute length when allowed in")
    func hugeAttribute() {
        let value = String(repeating: "x", count: 30 << 20)
        let xml = "<workflow name=\"\(value)\"/>"
        #expect(read(xml).diagnostics.codes == ["WFS0150"])
        let roomy = MarkupLimits(maxDocumentBytes: 64 << 20)
        let document = read(xml, limits: roomy)
        #expect(document.diagnostics.codes == ["WFS0154"])
        #expect(document.diagnostics.first?.range.start.column == 17)
    }

    @Test("400,000 sibling elements stop at the element limit")
    func manySiblings() {
        let xml = "<workflow>" + String(repeating: "<a/>", count: 400_000) + "</workflow>"
        #expect(xml.utf8.count < MarkupLimits.default.maxDocumentBytes)
        let document = read(xml)
        #expect(document.diagnostics.codes == ["WFS0152"])
        #expect(load(xml).codes == ["WFS0152"])
    }

    @Test("reporting stops after the diagnostic limit, with one WFS0156 saying how many were left out")
    func diagnosticLimit() throws {
        let labels = String(repeating: "<label colour=\"x\">a</label>", count: 1500)
        let result = load(inContainer(labels))
        #expect(result.diagnostics.count == 1001)
        #expect(result.diagnostics.dropLast().allSatisfy { $0.code == .unknownAttribute })
        let last = try #require(result.diagnostics.last)
        #expect(last.code == .tooManyProblems && last.message.hasPrefix("further problems are not shown"))
        let small = load(inContainer(labels), limits: MarkupLimits(maxDiagnostics: 10))
        #expect(small.diagnostics.count == 11)
        let malformed = read("<w>" + String(repeating: "<a x=1/>", count: 1200) + "</w>")
        #expect(malformed.diagnostics.count == 1001 && malformed.diagnostics.last?.code == .tooManyProblems)
    }

    @Test("a long text run stops at the text limit, CDATA included")
    func hugeText() {
        let xml = "<workflow>" + String(repeating: "y", count: 2 << 20) + "</workflow>"
        #expect(read(xml).diagnostics.codes == ["WFS0155"])
        let cdata = "<workflow><![CDATA[" + String(repeating: "y", count: 2 << 20) + "]]></workflow>"
        #expect(read(cdata).diagnostics.codes == ["WFS0155"])
    }

    @Test("a depth limit of zero or less refuses the root instead of crashing")
    func zeroDepth() {
        #expect(read("<workflow/>", limits: MarkupLimits(maxDepth: 0)).diagnostics.codes == ["WFS0151"])
        #expect(read("<workflow/>", limits: MarkupLimits(maxDepth: -1)).diagnostics.codes == ["WFS0151"])
    }

    @Test("a lowercase doctype is refused too")
    func lowercaseDoctype() {
        #expect(read("<!doctype workflow><workflow/>").diagnostics.codes == ["WFS0110"])
    }

    @Test("a raised depth limit stops at the ceiling, so freeing the tree cannot exhaust the stack")
    func depthCeiling() {
        let depth = 5000
        let xml = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let limits = MarkupLimits(maxDepth: 100_000)
        let document = read(xml, limits: limits)
        #expect(document.diagnostics.codes == ["WFS0151"])
        #expect(document.diagnostics.first?.range.start.column == 3 * MarkupLimits.depthCeiling + 1)
        #expect(load(xml, limits: limits).codes == ["WFS0151"])
    }

    @Test("messages are one printable line of bounded length")
    func printableMessages() throws {
        let control = load(
            workflow("<table><style>grou\u{9B}ped</style><tableSection><tableCell>x</tableCell></tableSection></table>")
        )
        let message = try #require(control.diagnostics.first?.message)
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(message.contains("\\u{9B}"))
        let longName = String(repeating: "n", count: 5000)
        let long = load(workflow("<screen><\(longName)/></screen>"))
        #expect(long.diagnostics.allSatisfy { $0.message.count <= 1001 })
    }
}
