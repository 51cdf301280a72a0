import Testing
import WorkflowSchema

@Suite("Markup reader: positions")
struct MarkupReaderPositionTests {
    @Test("every element, attribute and text run carries its 1-based line and column")
    func positions() throws {
        let document = read(
            """
            <workflow lang="fr">
              <screen name="s1">
                <title>Hello</title>
              </screen>
            </workflow>
            """)
        #expect(document.diagnostics.isEmpty)
        let root = try #require(document.root)
        #expect(root.range.start == SourceLocation(line: 1, column: 1, offset: 0))
        let lang = try #require(root.attribute("lang"))
        #expect(lang.nameRange.start.line == 1 && lang.nameRange.start.column == 11)
        #expect(lang.valueRange.start.column == 17)
        guard case .element(let screen) = root.children[0] else { Issue.record("no screen"); return }
        #expect(screen.range.start.line == 2 && screen.range.start.column == 3)
        #expect(screen.attribute("name")?.nameRange.start.column == 11)
        guard case .element(let title) = screen.children[0], case .text(let text) = title.children[0] else {
            Issue.record("no title text")
            return
        }
        #expect(title.range.start.line == 3 && title.range.start.column == 5)
        #expect(text.value == "Hello")
        #expect(text.range.start.line == 3 && text.range.start.column == 12)
        #expect(text.range.end.column == 17)
        #expect(screen.endRange?.start.line == 4)
    }

    @Test("columns count Unicode scalars, not bytes")
    func unicodeColumns() throws {
        let document = read("<workflow><label>é€😀</label><x/></workflow>")
        let root = try #require(document.root)
        guard case .element(let second) = root.children[1] else { Issue.record("no second child"); return }
        // "<workflow><label>" is 17 scalars, then 3 scalars of text, then "</label>" (8): <x/> starts at 29.
        #expect(second.range.start.column == 29)
        #expect(second.range.start.offset == 17 + 2 + 3 + 4 + 8)
    }

    @Test("CRLF and CR line ends count as one line each")
    func lineEnds() throws {
        let document = read("<workflow>\r\n<a/>\r<b/>\n<c/></workflow>")
        let root = try #require(document.root)
        let lines = root.children.compactMap { node -> Int? in
            if case .element(let element) = node { return element.range.start.line }
            return nil
        }
        #expect(lines == [2, 3, 4])
    }

    @Test("positions stay linear on one very long line")
    func longLine() throws {
        let siblings = String(repeating: "<a/>", count: 20_000)
        let document = read("<workflow>\(siblings)</workflow>")
        let root = try #require(document.root)
        guard case .element(let last) = root.children.last else { Issue.record("no child"); return }
        #expect(last.range.start.column == 11 + 4 * 19_999)
    }
}
