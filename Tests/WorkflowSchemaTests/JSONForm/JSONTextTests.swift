import Foundation
import Testing
import WorkflowSchema

@Suite("JSONText: the one JSON string escaper")
struct JSONTextTests {
    static let samples: [String] =
        (0..<0x20).map { String(UnicodeScalar(UInt8($0))) } + [
            "", "plain", "a \"quote\"", "back\\slash", "a/b", "é and 日本", "🙂", "line\nbreak\ttab", "\u{7F}",
        ]

    @Test("every string is written as JSONEncoder writes it (slashes left alone), and reads back the same")
    func asJSONEncoder() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        for sample in Self.samples {
            let expected = String(decoding: try encoder.encode(sample), as: UTF8.self)
            #expect(JSONText.quoted(sample) == expected, "\(Array(sample.unicodeScalars))")
            let back = try JSONDecoder().decode(String.self, from: Data(JSONText.quoted(sample).utf8))
            #expect(back == sample)
        }
    }

    @Test("appending writes the same bytes after what is there")
    func appends() {
        var bytes = Array("x".utf8)
        JSONText.appendQuoted("a\u{1}b", to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == #"x"a\u0001b""#)
    }
}
