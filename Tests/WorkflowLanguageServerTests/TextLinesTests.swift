import Testing
@testable import WorkflowLanguageServer

@Suite("Byte offsets and the protocol's positions, in each encoding", .timeLimit(.minutes(2)))
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

    @Test("lone CR and CRLF end lines as LF does; a position past a line's end stops before its break")
    func lineBreaks() {
        let mixed = TextLines(Array("a\rbb\r\ncc\nd".utf8))
        #expect(mixed.position(of: 2, encoding: .utf16) == LSPPosition(line: 1, character: 0))
        #expect(mixed.position(of: 6, encoding: .utf16) == LSPPosition(line: 2, character: 0))
        #expect(mixed.offset(of: LSPPosition(line: 1, character: 9), encoding: .utf16) == 4)  // before "\r\n"
        #expect(mixed.offset(of: LSPPosition(line: 3, character: 1), encoding: .utf16) == 10)
    }

    @Test("edits keep the line table equal to a new reading, across CR, LF and CRLF joined and split")
    func incrementalEdits() {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(bound, 1)))
        }
        let pieces = ["a", "é", "\n", "\r", "\r\n", "xy", "😀", ""]
        var lines = TextLines(Array("start\r\nline\rmore\n".utf8))
        for round in 0..<2000 {
            let lower = next(lines.bytes.count + 1)
            let upper = lower + next(min(6, lines.bytes.count - lower + 1))
            let replacement = (0..<next(4)).map { _ in pieces[next(pieces.count)] }.joined()
            lines.replace(lower..<upper, with: Array(replacement.utf8))
            let fresh = TextLines(lines.bytes)
            #expect(lines.starts == fresh.starts, "round \(round)")
            if lines.starts != fresh.starts { break }
        }
    }
}
