import Testing
import WorkflowLanguageServer

@Suite("The base protocol's framing: bodies cut from a byte stream", .timeLimit(.minutes(2)))
struct MessageFramerTests {
    func framed(_ text: String) -> [UInt8] { MessageFramer.frame(Array(text.utf8)) }

    @Test("a body split across reads arrives once it is whole; two in one read both arrive")
    func splitAndJoined() {
        var framer = MessageFramer(maximumBodyBytes: 1000)
        let bytes = framed(#"{"a":1}"#)
        #expect(framer.append(bytes[0..<10]) == [])
        #expect(framer.append(bytes[10...]) == [.body(Array(#"{"a":1}"#.utf8))])
        #expect(framer.append(framed("one") + framed("two")) == [.body(Array("one".utf8)), .body(Array("two".utf8))])
    }

    @Test("headers without a length are skipped, and the next message still arrives")
    func missingLength() {
        var framer = MessageFramer(maximumBodyBytes: 1000)
        let pieces = framer.append(Array("Content-Type: x\r\n\r\n".utf8) + framed("next"))
        #expect(pieces == [.skipped("a header block without a valid Content-Length"), .body(Array("next".utf8))])
        #expect(framer.append(Array("Content-Length: -4\r\n\r\n".utf8)).count == 1)
    }

    @Test("a body over the limit is read past, not kept, in pieces")
    func oversized() {
        var framer = MessageFramer(maximumBodyBytes: 10)
        let big = framed(String(repeating: "x", count: 25))
        var pieces = framer.append(big[0..<30])
        pieces += framer.append(big[30...] + framed("ok"))
        #expect(pieces == [.skipped("a body of 25 bytes, more than the 10 accepted"), .body(Array("ok".utf8))])
    }

    @Test("a header block that never ends is given up on")
    func endlessHeaders() {
        var framer = MessageFramer(maximumBodyBytes: 10)
        let pieces = framer.append([UInt8](repeating: 65, count: MessageFramer.maximumHeaderBytes + 1))
        #expect(pieces.count == 1)
        #expect(framer.append(framed("ok")) == [.body(Array("ok".utf8))])
    }
}
