import Testing

@testable import WorkflowWeb

@Suite struct SentPagesTests {
    private static func page(_ title: String, items: Int = 20) -> [UInt8] {
        let list = (0..<items).map { "<li>item \($0)</li>" }.joined()
        let footer = "<footer>" + String(repeating: "Made with care. ", count: 20) + "</footer>"
        return Array("<!doctype html>\n<title>\(title)</title>\n<body><h1>\(title)</h1><ul>\(list)</ul>\(footer)</body>".utf8)
    }

    @Test func editsAreMadeAgainstTheNearestHeldPageOfTheSameSession() throws {
        let sent = SentPages()
        let list = sent.answer(Self.page("List"), session: "s", held: [])
        #expect(!list.isChange && list.body == Self.page("List"))
        let detail = sent.answer(Self.page("Detail", items: 3), session: "s", held: [list.id])
        #expect(detail.isChange)
        // Back to the list: the list, held too, is nearer than the detail shown.
        let back = sent.answer(Self.page("List"), session: "s", held: [detail.id, list.id])
        #expect(back.isChange && back.id != list.id, "a page sent again is kept again, under an id of its own")
        #expect(String(decoding: back.body, as: UTF8.self) == "[\"\(list.id)\",\(PageDiff.Pieces(Self.page("List")).count)]")
        // Another session's page, an unknown id: the page whole.
        #expect(!sent.answer(Self.page("List"), session: "t", held: [list.id]).isChange)
        #expect(!sent.answer(Self.page("List"), session: "s", held: ["0"]).isChange)
        // A page far from every held one goes whole.
        #expect(!sent.answer(Array("<!doctype html><p>Other".utf8), session: "s", held: [list.id]).isChange)
    }

    @Test func idsAreUniqueInAProcessAndStartElsewhereInAnother() {
        let sent = SentPages()
        let ids = (0..<1_000).map { sent.answer(Self.page("P\($0 % 2)"), session: "s\($0 % 7)", held: []).id }
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { (1...10).contains($0.utf8.count) && SentPages.heldIDs(in: Substring($0)) == [$0] })
        #expect(SentPages().answer(Self.page("P"), session: "s0", held: []).id != ids[0])
    }

    @Test func aPageTheSameAsTheNewestKeepsItsId() {
        let sent = SentPages()
        let list = sent.answer(Self.page("List"), session: "s", held: [])
        let again = sent.answer(Self.page("List"), session: "s", held: [list.id])
        #expect(again.id == list.id && again.isChange)
        #expect(sent.count == 1)
        // The way back from the next screen still finds the list among the pages held.
        let detail = sent.answer(Self.page("Detail", items: 3), session: "s", held: [again.id])
        #expect(sent.answer(Self.page("List"), session: "s", held: [detail.id, list.id]).isChange)
    }

    @Test func aSessionKeepsItsLastFourPages() {
        let sent = SentPages()
        let ids = (0..<6).map { sent.answer(Self.page("P\($0)"), session: "s", held: []).id }
        #expect(sent.count == SentPages.pagesPerSession)
        #expect(!sent.answer(Self.page("X"), session: "s", held: [ids[1]]).isChange)
        #expect(sent.answer(Self.page("X"), session: "s", held: [ids[3]]).isChange)
    }

    @Test func pagesReplacedAreNotRememberedForever() {
        let sent = SentPages()
        var held: [String] = []
        for step in 0..<1_000 {
            held.insert(sent.answer(Self.page("P\(step % 3)", items: step % 7), session: "s\(step % 5)", held: held).id, at: 0)
        }
        #expect(sent.count == 5 * SentPages.pagesPerSession)
        #expect(sent.orderLength <= 2 * sent.count + 64)
    }

    @Test func theOldestPagesGoWhenAllTakeTooMuch() {
        let size = Self.page("S00").count
        let sent = SentPages(capacity: size * 10)
        let ids = (0..<30).map { sent.answer(Self.page("S\($0 + 10)"), session: "s\($0)", held: []).id }
        #expect(sent.count <= 10 && sent.count >= 7)
        #expect(!sent.answer(Self.page("X"), session: "s0", held: [ids[0]]).isChange)
        #expect(sent.answer(Self.page("X"), session: "s29", held: [ids[29]]).isChange)
    }

    @Test func editsMustBeUnderHalfASmallPageAndShorterThanALargeOne() {
        #expect(SentPages.isWorthSending(400, insteadOf: 1_000))
        #expect(!SentPages.isWorthSending(600, insteadOf: 1_000))
        #expect(!SentPages.isWorthSending(1_100, insteadOf: 2_000), "both compressed, hardly smaller")
        #expect(SentPages.isWorthSending(1_500, insteadOf: 3_000))
        #expect(SentPages.isWorthSending(2_900, insteadOf: 3_000))
        #expect(!SentPages.isWorthSending(3_000, insteadOf: 3_000))
        // What is worth sending stays so when smaller.
        for page in stride(from: 100, through: 5_000, by: 100) {
            let sizes = (0...page).map { SentPages.isWorthSending($0, insteadOf: page) }
            #expect(sizes == sizes.sorted(by: { $0 && !$1 }), "page of \(page) bytes")
        }
    }

    @Test func aFetchHeaderNamesAtMostTwoIds() {
        #expect(SentPages.heldIDs(in: "1") == [])
        #expect(SentPages.heldIDs(in: "abc 12z") == ["abc", "12z"])
        #expect(SentPages.heldIDs(in: "abc def ghi") == ["abc", "def"])
        #expect(SentPages.heldIDs(in: "ABC <x> abcdefghijk ok") == ["ok"])
        #expect(SentPages.heldIDs(in: "") == [])
    }
}
