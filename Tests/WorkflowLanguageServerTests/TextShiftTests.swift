import Testing
@testable import WorkflowLanguageServer

@Suite("Offsets of a newer text in an older one", .timeLimit(.minutes(1)))
struct TextShiftTests {
    @Test("same before the edit, moved after it, none inside it")
    func shift() {
        let shift = TextShift(from: Array("<a><b>xy</b></a>".utf8), to: Array("<a><b>x123y</b></a>".utf8))
        #expect(shift.oldOffset(3) == 3)  // <b>
        #expect(shift.oldOffset(11) == 8)  // </b>, after the three bytes typed
        #expect(shift.oldOffset(8) == nil)
        #expect(shift.oldOffsetAtOrBefore(8) == 7)
        #expect(TextShift.none.oldOffset(12) == 12)
    }
}
