import Testing
import WorkflowSchema

@Suite("Markup reader: malformed XML")
struct MalformedXMLTests {
    /// The single diagnostic of `xml`, which must have exactly one.
    private func only(_ xml: String) throws -> Diagnostic {
        let diagnostics = read(xml).diagnostics
        #expect(diagnostics.count == 1, "\(diagnostics)")
        return try #require(diagnostics.first)
    }

    @Test("an unclosed element at the end of the file points at the end, with a note per open element")
    func truncated() throws {
        let diagnostic = try only("<workflow>\n  <screen>\n    <title>Hi</title>\n")
        #expect(diagnostic.code == .unexpectedEndOfFile)
        #expect(diagnostic.range.start.line == 4 && diagnostic.range.start.column == 1)
        #expect(diagnostic.notes.map(\.range.start.line) == [2, 1])
        #expect(diagnostic.message.contains("<screen>"))
        #expect(read("<workflow><screen>").isComplete == false)
    }

    @Test("a file truncated inside a start tag")
    func truncatedInTag() throws {
        let diagnostic = try only("<workflow>\n<screen name=\"a")
        #expect(diagnostic.code == .unexpectedEndOfFile)
        #expect(diagnostic.range.start.line == 2)
        #expect(diagnostic.notes.first?.range.start.column == 15)
    }

    @Test("a mismatched end tag points at the end tag, with a note where the open tag was")
    func mismatched() throws {
        let diagnostic = try only("<workflow>\n  <form>\n    <container/>\n  </view>\n</workflow>")
        #expect(diagnostic.code == .mismatchedEndTag)
        #expect(diagnostic.range.start.line == 4 && diagnostic.range.start.column == 3)
        #expect(diagnostic.notes.first?.range.start.line == 2)
        #expect(diagnostic.notes.first?.range.start.column == 3)
        #expect(diagnostic.suggestion == "</form>")
        #expect(diagnostic.message.contains("</view>") && diagnostic.message.contains("<form>"))
    }

    @Test("an end tag that closes an outer element reports the unclosed inner ones")
    func closesOuter() throws {
        let diagnostic = try only("<workflow>\n<screen>\n<container>\n<label>\n</screen>\n</workflow>")
        #expect(diagnostic.code == .mismatchedEndTag)
        #expect(diagnostic.range.start.line == 5)
        #expect(diagnostic.notes.map(\.range.start.line) == [4, 3])
        #expect(diagnostic.suggestion == "</label> </container>")
    }

    @Test("`<title>Example<title>` is read as a missing slash and recovers")
    func missingSlash() throws {
        let document = read("<workflow>\n<screen>\n  <title>Example<title>\n  <label>x</label>\n</screen>\n</workflow>")
        #expect(document.diagnostics.count == 1)
        let diagnostic = try #require(document.diagnostics.first)
        #expect(diagnostic.code == .mismatchedEndTag)
        #expect(diagnostic.range.start.line == 3 && diagnostic.range.start.column == 17)
        #expect(diagnostic.notes.first?.range.start.column == 3)
        #expect(diagnostic.suggestion == "</title>")
        // Recovery keeps the label beside the title, not inside it.
        guard case .element(let screen) = document.root?.children.first else { Issue.record("no screen"); return }
        #expect(screen.children.count == 2)
    }

    @Test("an element nested after text in one of its own name is no typo when the rest of the document closes it")
    func nestedSameNameAfterText() throws {
        // Found by the markup differential fuzzer: well-formed XML that the missing-slash reading refused.
        let wellFormed = """
            <workflow>
                <screen>
                    <container>
                        <label class="red">Re>
                            <label>Screen 2 contents</label>bold text</label>
                        <label class="blue">Blue</label>
                        <label/><label class="x"/>
                    </container>
                </screen>
            </workflow>
            """
        let document = read(wellFormed)
        #expect(document.diagnostics.isEmpty, "\(document.diagnostics)")
        // A typo stays a typo when later labels, self-closing or not, cannot close the nested one.
        let typo = read("<workflow>\n<screen>\n  <title>Example<title>\n  <label>x</label><label/>\n</screen>\n</workflow>")
        #expect(typo.diagnostics.map(\.code) == [.mismatchedEndTag])
    }

    @Test("a repeated end tag closes nothing and is skipped, so the rest reads normally")
    func strayEndTag() throws {
        let document = read(
            "<workflow>\n<screen>\n<title>Hello</title></title>\n<label>x</label>\n</screen>\n</workflow>")
        #expect(document.diagnostics.codes == ["WFS0103"])
        #expect(
            document.diagnostics.first?.range.start.line == 3 && document.diagnostics.first?.range.start.column == 21)
        #expect(document.diagnostics.first?.notes.first?.range.start.column == 13)
        let before = read("</screen>\n<workflow/>")
        #expect(before.diagnostics.codes == ["WFS0103"])
        #expect(before.root?.name == "workflow")
    }

    @Test("junk after the root element")
    func junkAfterRoot() throws {
        let diagnostic = try only("<workflow/>\n<extra/>")
        #expect(diagnostic.code == .contentAfterRoot)
        #expect(diagnostic.range.start.line == 2 && diagnostic.range.start.column == 1)
        let text = try only("<workflow></workflow> trailing")
        #expect(text.code == .contentAfterRoot)
        #expect(text.range.start.column == 23)
        #expect(text.notes.first?.range.start.column == 11)
    }

    @Test("text before the root element")
    func textBeforeRoot() throws {
        let diagnostic = try only("hello <workflow/>")
        #expect(diagnostic.code == .contentBeforeRoot)
        #expect(diagnostic.range.start.column == 1)
    }

    @Test("an empty document has no root")
    func empty() throws {
        #expect(try only("").code == .missingRoot)
        #expect(try only("  <!-- only a comment -->  ").code == .missingRoot)
    }

    @Test("a control character is refused at its exact position")
    func controlCharacter() throws {
        let diagnostic = try only("<workflow>\n  ab\u{01}</workflow>")
        #expect(diagnostic.code == .invalidCharacter)
        #expect(diagnostic.range.start.line == 2 && diagnostic.range.start.column == 5)
    }

    @Test("invalid UTF-8 is refused at its exact position")
    func invalidUTF8() throws {
        var bytes = Array("<workflow>\n<a>é".utf8)
        bytes += [0xC3, 0x28]
        bytes += Array("</a></workflow>".utf8)
        let diagnostics = MarkupReader().read(bytes).diagnostics
        #expect(diagnostics.codes == ["WFS0100"])
        #expect(diagnostics.first?.range.start.line == 2 && diagnostics.first?.range.start.column == 5)
    }

    @Test("UTF-16 and non-UTF-8 declarations are refused")
    func encodings() throws {
        let utf16 = MarkupReader().read([0xFF, 0xFE, 0x3C, 0x00])
        #expect(utf16.diagnostics.codes == ["WFS0111"])
        let latin = try only("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><w/>")
        #expect(latin.code == .unsupportedEncoding)
    }

    @Test("malformed attributes: no value, no quotes, `<` in a value, duplicates")
    func attributes() throws {
        let noValue = try only("<w>\n<a name/></w>")
        #expect(noValue.code == .malformedAttribute && noValue.range.start.column == 4)
        let unquoted = try only("<w><a name=x/></w>")
        #expect(unquoted.code == .malformedAttribute && unquoted.range.start.column == 12)
        let lessThan = try only("<w><a name=\"a<b\"/></w>")
        #expect(lessThan.code == .malformedAttribute && lessThan.range.start.column == 14)
        let duplicate = try only("<w><a name=\"1\" name=\"2\"/></w>")
        #expect(duplicate.code == .duplicateAttribute && duplicate.range.start.column == 16)
        #expect(duplicate.notes.first?.range.start.column == 7)
    }

    @Test("unknown entities, a bare ampersand and bad numeric references")
    func badReferences() throws {
        let entity = try only("<w>a&nbsp;b</w>")
        #expect(entity.code == .invalidReference && entity.range.start.column == 5)
        #expect(entity.message.contains("&nbsp;"))
        let bare = try only("<w>fish & chips</w>")
        #expect(bare.code == .invalidReference && bare.suggestion == "&amp;")
        let numeric = try only("<w>&#0;</w>")
        #expect(numeric.code == .invalidReference)
    }

    @Test("malformed tags: a bad name, a stray character, a misplaced XML declaration")
    func malformedTags() throws {
        #expect(try only("<w>< a/></w>").code == .malformedTag)
        #expect(try only("<w><a %/></w>").code == .malformedTag)
        #expect(try only("<w><?xml version=\"1.0\"?></w>").code == .malformedTag)
    }

    @Test("several problems in one document are all reported")
    func several() {
        let document = read("<w>\n<a x=1/>\n<b>&bad;</b>\n<c></d>\n</w>")
        #expect(document.diagnostics.codes == ["WFS0107", "WFS0109", "WFS0102"])
        #expect(document.diagnostics.map(\.range.start.line) == [2, 3, 4])
        #expect(document.isComplete)
    }

    @Test("a `<` that starts no tag is one error, and stays in the text")
    func strayLessThan() throws {
        let result = load(inContainer("<label>a < b</label><label>c</label>"))
        #expect(result.codes == ["WFS0106"])
        #expect(result.object?.child("view")?.child("views")?.text("text") == "a < b")
        #expect(read("<w><a/ ></w>").diagnostics.codes == ["WFS0106"])
        #expect(read("<w><a/ ></w>").root?.children.count == 1)
    }

    @Test("an XML declaration may have any whitespace around `=`")
    func declarationWhitespace() {
        #expect(read("<?xml version=\"1.0\" encoding\t=\n'UTF-8'?><w/>").diagnostics.isEmpty)
        #expect(read("<?xml version=\"1.0\" encoding = \"latin1\"?><w/>").diagnostics.codes == ["WFS0111"])
    }

    @Test("a byte order mark is not a column, for early and late errors alike")
    func byteOrderMark() throws {
        let early = read("\u{FEFF}<workflow>\u{01}</workflow>").diagnostics.first
        let plain = read("<workflow>\u{01}</workflow>").diagnostics.first
        #expect(early?.range.start.column == plain?.range.start.column)
        let late = read("\u{FEFF}<workflow><a x=1/></workflow>").diagnostics.first
        #expect(late?.range.start.column == read("<workflow><a x=1/></workflow>").diagnostics.first?.range.start.column)
    }

    @Test("attributes need whitespace between them")
    func attributeSpacing() {
        let document = read("<w><a x=\"1\"y=\"2\"/></w>")
        #expect(document.diagnostics.codes == ["WFS0107"])
        #expect(document.diagnostics.first?.range.start.column == 12)
    }
}
