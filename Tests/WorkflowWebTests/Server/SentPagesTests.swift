import Testing

@testable import WorkflowWeb

@Suite struct SentPagesTests {
    private static func page(_ title: String, items: Int = 20) -> [UInt8] {
        let list = (0..<items).map { "<li>item \($0)</li>" }.joined()
        return Array("<!doctype html>\n<title>\(title)</title>\n<body><h1>\(title)</h1><ul>\(list)</ul></body>".utf8)
    }

    @Test func editsAreMadeAgainstTheNearestHeldPageOfTheSameSession() throws {
        let sent = SentPages()
        let list = sent.answer(Self.page("List"), session: "s", held: [])
        #expect(!list.isChange && list.body == Self.page("List"))
        let detail = sent.answer(Self.page("Detail", items: 3), session: "s", held: [list.id])
        #expect(detail.isChange)
        // Back to the list: the list, held too, is nearer than the detail shown.
        let back = sent.answer(Self.page("List"), session: "s", held: [detail.id, list.id])
        #expect(back.isChange && back.id == list.id)
        #expect(String(decoding: back.body, as: UTF8.self) == "[\"\(list.id)\",\(PageDiff.Pieces(Self.page("List")).count)]")
        // Another session's page, an unknown id: the page whole.
        #expect(!sent.answer(Self.page("List"), session: "t", held: [list.id]).isChange)
        #expect(!sent.answer(Self.page("List"), session: "s", held: ["0"]).isChange)
    }

    @Test func theLeastLatelyUsedPagesGoWhenTheyTakeTooMuch() {
        let size = Self.page("P0").count
        let sent = SentPages(capacity: size * 10)
        let first = sent.answer(Self.page("P0"), session: "s", held: [])
        for index in 1...8 { _ = sent.answer(Self.page("P\(index)"), session: "s", held: [first.id]) }
        #expect(sent.count == 9)
        for index in 9...12 { _ = sent.answer(Self.page("P\(index)"), session: "s", held: []) }
        #expect(sent.count <= 10)
        // The first page, used by every step but the last four, outlived the others before them.
        #expect(sent.answer(Self.page("X"), session: "s", held: [first.id]).isChange)
    }

    @Test func aFetchHeaderNamesAtMostTwoIds() {
        #expect(SentPages.heldIDs(in: "1") == ["1"])
        #expect(SentPages.heldIDs(in: "abc 12z") == ["abc", "12z"])
        #expect(SentPages.heldIDs(in: "abc def ghi") == ["abc", "def"])
        #expect(SentPages.heldIDs(in: "ABC <x> abcdefghijk ok") == ["ok"])
        #expect(SentPages.heldIDs(in: "") == [])
    }
}
