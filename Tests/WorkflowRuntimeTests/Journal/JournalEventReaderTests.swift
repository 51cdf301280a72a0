import Foundation
import Testing

@testable import WorkflowRuntime

/// The hand-written reading of event entries gives what `JSONDecoder` gives, and leaves to it what
/// is not in the writer's form.
@Suite("Journal event reader")
struct JournalEventReaderTests {
    static let decoder = JSONDecoder()

    @Test("every kind of event entry the writer writes is read by hand, equal to JSONDecoder's reading")
    func readsWhatTheWriterWrites() throws {
        for entry in JournalEventWriterTests.entries {
            let written = entry.encoded()
            let read = try #require(JournalEventReader.entry(from: written), "\(String(decoding: written, as: UTF8.self))")
            let foundation = try Self.decoder.decode(JournalEntry.self, from: written)
            #expect(read == foundation && read == entry, "\(String(decoding: written, as: UTF8.self))")
            // Equal strings may differ in bytes (canonical equivalence): the texts must be the same bytes.
            #expect(Self.texts(of: read).map { Array($0.utf8) } == Self.texts(of: foundation).map { Array($0.utf8) })
            #expect(read.version == foundation.version && read.sequence == foundation.sequence)
            #expect(read.date.timeIntervalSinceReferenceDate.bitPattern == foundation.date.timeIntervalSinceReferenceDate.bitPattern)
        }
    }

    @Test("escapes the writer never writes are read as JSONDecoder reads them")
    func otherEscapes() throws {
        let texts = [
            #"\/slash"#, #"\u00e9\u00E9"#, #"\ud83d\ude00"#, #"\u0000\u001f"#, #"\b\f\n\r\t\"\\"#, "raw é😀",
        ]
        for text in texts {
            let json = #"{"event":{"enterText":{"_0":"field-1","text":"\#(text)"}},"n":3,"t":1.5,"v":2}"#
            let read = try #require(JournalEventReader.entry(from: Data(json.utf8)), "\(json)")
            #expect(read == (try Self.decoder.decode(JournalEntry.self, from: Data(json.utf8))), "\(json)")
            #expect(Self.texts(of: read).map { Array($0.utf8) } == Self.texts(of: try Self.decoder.decode(JournalEntry.self, from: Data(json.utf8))).map { Array($0.utf8) })
        }
    }

    @Test("numbers in JSON's other spellings are read as JSONDecoder reads them")
    func otherNumbers() throws {
        for (n, t) in [("-0", "1E5"), ("0", "-0"), ("5", "1e-7"), ("-9223372036854775808", "2.5E+3"), ("9223372036854775807", "0.1")] {
            let json = #"{"event":{"tap":{"_0":"b"}},"n":\#(n),"t":\#(t),"v":2}"#
            let read = try #require(JournalEventReader.entry(from: Data(json.utf8)), "\(json)")
            let foundation = try Self.decoder.decode(JournalEntry.self, from: Data(json.utf8))
            #expect(read == foundation, "\(json)")
            #expect(read.date.timeIntervalSinceReferenceDate.bitPattern == foundation.date.timeIntervalSinceReferenceDate.bitPattern)
        }
    }

    @Test("anything but the writer's form is left to JSONDecoder, which reads it or says why not")
    func othersGoToFoundation() throws {
        let others = [
            // Not an event, other key orders, spaces: valid, read by JSONDecoder.
            #"{"n":0,"start":{"schemaIdentity":"x"},"t":0,"v":2}"#,
            #"{"n":3,"event":{"tap":{"_0":"b"}},"t":1,"v":2}"#,
            #"{ "event":{"tap":{"_0":"b"}},"n":3,"t":1,"v":2}"#,
            #"{"event":{"tap":{"_0":"b"}},"n":3.0,"t":1,"v":2}"#,
            // Not JSON, or not an entry: JSONDecoder throws.
            #"{"event":{"tap":{"_0":"b"}},"n":03,"t":1,"v":2}"#,
            #"{"event":{"tap":{"_0":"b"}},"n":3,"t":1.,"v":2}"#,
            #"{"event":{"tap":{"_0":"b"}},"n":3,"t":+1,"v":2}"#,
            #"{"event":{"tap":{"_0":"b"}},"n":3,"t":1,"v":2}x"#,
            #"{"event":{"tap":{"_0":"a\ud83d"}},"n":3,"t":1,"v":2}"#,
            #"{"event":{"tap":{"_0":"a\q"}},"n":3,"t":1,"v":2}"#,
            "{\"event\":{\"tap\":{\"_0\":\"a\u{1}\"}},\"n\":3,\"t\":1,\"v\":2}",
            #"{"event":{"swipe":{"_0":"b","direction":"sideways"}},"n":3,"t":1,"v":2}"#,
            #"{"event":{"fly":{"_0":"b"}},"n":3,"t":1,"v":2}"#,
            #"{"event":{"taps":{"_0":"b","count":99999999999999999999}},"n":3,"t":1,"v":2}"#,
            #"{"event":{"tap":{"_0":"b"}},"n":3,"t":1e999,"v":2}"#,
            #"{"event":{"tap":{"_0":"b"#,
            "",
        ]
        for json in others {
            let data = Data(json.utf8)
            #expect(JournalEventReader.entry(from: data) == nil, "\(json)")
            let foundation = try? Self.decoder.decode(JournalEntry.self, from: data)
            #expect((try? JournalEntry(decoding: data)) == foundation, "\(json)")
        }
        // Bytes that are not UTF-8 inside a string.
        var bytes = Array(#"{"event":{"tap":{"_0":"a"#.utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array(#""}},"n":3,"t":1,"v":2}"#.utf8)
        #expect(JournalEventReader.entry(from: Data(bytes)) == nil)
    }

    /// The strings an entry's event carries.
    static func texts(of entry: JournalEntry) -> [String] {
        guard case .event(let event) = entry.record else { return [] }
        switch event {
        case .tap(let id), .pressReturn(let id), .toggle(let id), .tapAccessory(let id), .taps(let id, _),
            .longPress(let id, _), .swipe(let id, _):
            return [id.rawValue]
        case .enterText(let id, let text), .setValue(let id, let text): return [id.rawValue, text]
        case .back, .dismiss: return []
        }
    }
}
