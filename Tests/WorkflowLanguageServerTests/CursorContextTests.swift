import Testing
@testable import WorkflowLanguageServer

@Suite("Where the cursor is, read from the text before it as it is typed", .timeLimit(.minutes(2)))
struct CursorContextTests {
    /// The context at the `|` of `text`.
    func context(_ text: String) -> CursorContext {
        let bytes = Array(text.utf8)
        let cursor = bytes.firstIndex(of: UInt8(ascii: "|"))!
        return CursorContext(bytes: Array(bytes[..<cursor]) + bytes[(cursor + 1)...], cursor: cursor)
    }

    @Test("a tag name after `<`, in elements never closed")
    func tagName() {
        let found = context("<workflow>\n<screen>\n  <view><but|")
        #expect(found.open.map(\.name) == ["workflow", "screen", "view"])
        #expect(found.place == .tagName(start: 29, isClosing: false))
        #expect(context("<workflow><screen></screen><|").open.map(\.name) == ["workflow"])
        #expect(context("<workflow><screen></|").place == .tagName(start: 20, isClosing: true))
    }

    @Test("attribute names and values in an unfinished start tag")
    func attributes() {
        let name = context(#"<workflow><button class="a" na|"#)
        guard case .attributeName(let element, let start, let present) = name.place else {
            Issue.record("\(name.place)")
            return
        }
        #expect(element.name == "button" && start == 28 && present == ["class"])
        let value = context(#"<workflow><showAlert name="sa|"#)
        #expect(value.place == .attributeValue(element: .init(name: "showAlert", offset: 10), attribute: "name", start: 27))
        // A `<` before the tag is finished ends it: the next tag is being written.
        #expect(context("<workflow><button <|").open.map(\.name) == ["workflow", "button"])
    }

    @Test("text, with the word being typed; nothing inside comments and CDATA")
    func text() {
        #expect(context("<workflow><message>say hel|").place == .text(start: 23))
        #expect(context("<workflow><!-- <button |").place == .none)
        #expect(context("<workflow><!-- <button> --><|").open.map(\.name) == ["workflow"])
        #expect(context("<workflow><title><![CDATA[<b>]]></title><|").open.map(\.name) == ["workflow"])
        #expect(context("<workflow><br/><|").open.map(\.name) == ["workflow"])
    }
}
