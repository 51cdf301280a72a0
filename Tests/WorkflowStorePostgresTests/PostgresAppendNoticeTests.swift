import Foundation
import Testing
import WorkflowRuntime

@testable import WorkflowStorePostgres

@Suite("PostgreSQL append notifications: the session, its origin, and the entries when they fit")
struct PostgresAppendNoticeTests {
    static func encoded(_ entries: [JournalEntry]) -> String {
        entries.map { $0.encoded().base64EncodedString() }.joined(separator: " ")
    }

    @Test("a notice names its origin and session, and its entries read back as they were appended")
    func entriesReadBack() throws {
        let entries = taps(from: 3, count: 3)
        let notice = PostgresAppendNotice.notice(in: "0123456789abcdef:s1 " + Self.encoded(entries))
        #expect(notice.origin == "0123456789abcdef")
        let item = try #require(notice.items.first)
        #expect(notice.items.count == 1)
        #expect(item.session == "s1")
        #expect(PostgresAppendNotice.entries(of: item) == entries)
    }

    @Test("a notice of names only, one or several, carries no entries: the journal is read")
    func namesOnly() {
        let notice = PostgresAppendNotice.notice(in: "o:a,b")
        #expect(notice.items.map(\.session) == ["a", "b"])
        #expect(notice.items.allSatisfy { PostgresAppendNotice.entries(of: $0) == nil })
    }

    @Test("entries that cannot be read, or do not follow each other, count as none; a payload without an origin names nothing")
    func unreadable() {
        let first = taps(from: 0, count: 1)
        let gap = Self.encoded(first) + " " + Self.encoded(taps(from: 2, count: 1))
        for payload in ["o:s !!notbase64", "o:s " + Data("{}".utf8).base64EncodedString(), "o:s " + gap] {
            let items = PostgresAppendNotice.notice(in: payload).items
            #expect(items.map(\.session) == ["s"], "\(payload)")
            #expect(items.first.flatMap(PostgresAppendNotice.entries(of:)) == nil, "\(payload)")
        }
        #expect(PostgresAppendNotice.notice(in: "a,b").items.isEmpty)
        #expect(PostgresAppendNotice.notice(in: "o:").items.isEmpty)
    }
}
