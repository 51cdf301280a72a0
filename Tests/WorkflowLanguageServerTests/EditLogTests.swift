import Testing
@testable import WorkflowLanguageServer

@Suite("Offsets of the current text in an older version, across the edits made since", .timeLimit(.minutes(2)))
struct EditLogTests {
    @Test("same before an edit, moved after it, none inside typed text, across several versions")
    func mapping() {
        var log = EditLog()
        log.record(version: 2, replacing: 5..<5, with: 3)  // three bytes typed at 5
        log.record(version: 3, replacing: 0..<2, with: 0)  // two bytes deleted at the start
        #expect(log.oldOffset(1, in: 1) == 3)  // was 3 before both
        #expect(log.oldOffset(3, in: 1) == nil)  // typed in version 2
        #expect(log.oldOffset(3, in: 1, nearest: true) == 5)
        #expect(log.oldOffset(6, in: 1) == 5)  // after the typed bytes
        #expect(log.oldOffset(3, in: 2) == 5)  // version 2 had the typed bytes
        #expect(log.oldOffset(3, in: 3) == 3)
    }

    @Test("nothing maps from versions older than the edits kept")
    func forgotten() {
        var long = EditLog()
        for version in 1...(EditLog.capacity + 5) { long.record(version: version, replacing: 0..<0, with: 1) }
        #expect(long.oldOffset(100, in: 1) == nil)
        #expect(long.oldOffset(100, in: EditLog.capacity) == 95)
    }
}
