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

    /// The context at the `|` of `text` in the JSON form.
    func json(_ text: String) -> CursorContext {
        let bytes = Array(text.utf8)
        let cursor = bytes.firstIndex(of: UInt8(ascii: "|"))!
        return CursorContext(json: Array(bytes[..<cursor]) + bytes[(cursor + 1)...], cursor: cursor)
    }

    @Test("the JSON form: a key is a child's tag or an attribute of the element whose object it is")
    func jsonKeys() {
        let typed = json(#"{"workflow": {"screen": {"@name": "s", "title": "Hi", "ti|"#)
        #expect(typed.open.map(\.name) == ["workflow", "screen"])
        #expect(typed.open.map(\.offset) == [1, 14])
        #expect(typed.place == .key(start: 55, present: ["@name", "title"], isQuoted: true, isArrayItem: false))
        #expect(typed.closedChildren == ["title"])
        // After `{` or `,` the key's quote is not typed yet.
        #expect(
            json(#"{"workflow": {"screen": {"title": "Hi", |"#).place
                == .key(start: 40, present: ["title"], isQuoted: false, isArrayItem: false))
        #expect(json(#"{|"#).place == .key(start: 1, present: [], isQuoted: false, isArrayItem: false))
        // A key typed before its quote starts at its first letter.
        #expect(json(#"{"workflow": {scr|"#).place == .key(start: 14, present: [], isQuoted: false, isArrayItem: false))
        #expect(json(#"{|"#).open.isEmpty)
        #expect(json("\u{FEFF}" + #"{"workflow": {"|"#).open.map(\.name) == ["workflow"])
        // A stray word where a key belongs does not hide the keys after it.
        #expect(json(#"{"workflow": {oops, "screen": {"|"#).open.map(\.name) == ["workflow", "screen"])
        // An object in an array of children: its key is a child of the array's element.
        let child = json(#"{"workflow": {"container": [{"label": "A"}, {"|"#)
        #expect(child.open.map(\.name) == ["workflow", "container"])
        #expect(child.closedChildren == ["label"])
        #expect(child.place == .key(start: 46, present: [], isQuoted: true, isArrayItem: true))
        // Numbers, booleans, null and closed objects end their elements.
        let closed = json(#"{"workflow": {"slider": {"value": 3, "enabled": true}, "x": null, "screen": {"|"#)
        #expect(closed.open.map(\.name) == ["workflow", "screen"])
        #expect(closed.closedChildren == [])
    }

    @Test("the JSON form: a string is the text of its element, an attribute's value, or content under #")
    func jsonValues() {
        let text = json(#"{"workflow": {"button": {"message": "say \"hi\" did|"#)
        #expect(text.open.map(\.name) == ["workflow", "button", "message"])
        #expect(text.place == .text(start: 48))
        let attribute = json(#"{"workflow": {"screen": {"actions": [{"showAlert": {"@name": "sa|"#)
        #expect(attribute.open.map(\.name) == ["workflow", "screen", "actions"])
        #expect(attribute.place == .attributeValue(element: .init(name: "showAlert", offset: 38), attribute: "name", start: 62))
        let content = json(##"{"workflow": {"label": {"@class": "big", "#": "He|"##)
        #expect(content.open.map(\.name) == ["workflow", "label"])
        #expect(content.place == .text(start: 47))
        let inArray = json(#"{"workflow": {"view": ["A", "B|"#)
        #expect(inArray.open.map(\.name) == ["workflow", "view"])
        #expect(inArray.place == .text(start: 29))
        #expect(json(#"{"$schema": "wor|"#).place == .none)
        #expect(json(#"{"workflow": {"title": |"#).place == .none)
    }

    @Test("the JSON form: any text, however broken, is read without a crash, open elements at their keys' quotes")
    func jsonBroken() {
        let schema = Array(
            ##"{"workflow": {"screen": {"title": "Hi", "view": {"container": [{"button": {"@name": "b", "message": "x\"y"}}, "t", 12, true, null]}, "#": ["a"], "actions": [{"showAlert": {"@name": "x"}}]}}}"##.utf8)
        // The schema with each byte left out, and with each structural byte put in at each place.
        var texts = (0..<schema.count).map { index in Array(schema[..<index] + schema[(index + 1)...]) }
        for inserted in Array(##"{}[],:"\"##.utf8) {
            texts += (0...schema.count).map { index in Array(schema[..<index] + [inserted] + schema[index...]) }
        }
        for text in texts {
            for cursor in [text.count / 3, text.count / 2, text.count] {
                let open = CursorContext(json: text, cursor: cursor).open
                #expect(open.allSatisfy { text[$0.offset] == UInt8(ascii: "\"") }, "\(String(decoding: text, as: UTF8.self))")
                #expect(zip(open, open.dropFirst()).allSatisfy { $0.offset < $1.offset })
            }
        }
    }
}
