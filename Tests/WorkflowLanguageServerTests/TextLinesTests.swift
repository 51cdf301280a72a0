import Testing
@testable import WorkflowLanguageServer

@Suite("Byte offsets and the protocol's positions, in each encoding", .timeLimit(.minutes(1)))
struct TextLinesTests {
    let lines = TextLines(Array("ab\né😀x\n\nlast".utf8))

    @Test("UTF-16 counts the emoji as two units, UTF-32 as one, UTF-8 as four bytes")
    func encodings() {
        let x = 3 + 2 + 4  // the offset of `x`: after "ab\n", "é" and "😀"
        #expect(lines.position(of: x, encoding: .utf16) == LSPPosition(line: 1, character: 3))
        #expect(lines.position(of: x, encoding: .utf32) == LSPPosition(line: 1, character: 2))
        #expect(lines.position(of: x, encoding: .utf8) == LSPPosition(line: 1, character: 6))
        for encoding in [PositionEncoding.utf8, .utf16, .utf32] {
            #expect(lines.offset(of: lines.position(of: x, encoding: encoding), encoding: encoding) == x)
        }
    }

    @Test("positions outside the text are clamped")
    func clamped() {
        #expect(lines.offset(of: LSPPosition(line: 0, character: 99), encoding: .utf16) == 2)
        #expect(lines.offset(of: LSPPosition(line: 99, character: 0), encoding: .utf16) == lines.bytes.count)
        #expect(lines.offset(of: LSPPosition(line: -1, character: -1), encoding: .utf16) == 0)
        #expect(lines.position(of: 10_000, encoding: .utf16) == LSPPosition(line: 3, character: 4))
        #expect(lines.position(of: -5, encoding: .utf16) == LSPPosition(line: 0, character: 0))
    }
}
