import Testing
import WorkflowSchema

@Suite("Markup reader: content")
struct MarkupReaderContentTests {
    private func texts(_ xml: String) -> [String] {
        guard let root = read(xml).root else { return [] }
        return root.children.compactMap { if case .text(let text) = $0 { text.value } else { nil } }
    }

    @Test("text is trimmed and whitespace-only runs are dropped")
    func trimming() {
        #expect(texts("<w>\n   Hello world \n  <a/>   \n</w>") == ["Hello world"])
    }

    @Test("the five predefined entities and numeric references are resolved")
    func references() {
        #expect(
            texts("<w>&lt;a&gt; &amp; &quot;b&quot; &apos;c&apos; &#65;&#x42;&#x1F600;</w>") == ["<a> & \"b\" 'c' AB😀"])
    }

    @Test("CDATA is literal and joins the surrounding text; comments and PIs vanish")
    func cdataAndComments() {
        #expect(
            texts("<w>one <![CDATA[<two> & three]]><!-- gone --> four<?pi ignored?></w>") == ["one <two> & three four"])
    }

    @Test("attribute values resolve references and turn tabs and line ends into spaces")
    func attributeValues() throws {
        let root = try #require(read("<w a=\"x&amp;y\" b='1\t2\n3' c=\"&#x41;\"/>").root)
        #expect(root.attribute("a")?.value == "x&y")
        #expect(root.attribute("b")?.value == "1 2 3")
        #expect(root.attribute("c")?.value == "A")
    }

    @Test("an XML declaration and a BOM are accepted")
    func declaration() {
        let document = read("\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!-- c --><w/>")
        #expect(document.diagnostics.isEmpty)
        #expect(document.root?.name == "w")
    }

    @Test("CRLF inside text becomes LF")
    func lineEndsInText() {
        #expect(texts("<w>a\r\nb\rc</w>") == ["a\nb\nc"])
    }
}
