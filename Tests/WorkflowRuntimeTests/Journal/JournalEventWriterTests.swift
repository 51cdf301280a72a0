import Foundation
import Testing

@testable import WorkflowRuntime

/// The hand-written JSON of event entries is byte for byte what `JSONEncoder` writes, and reads back.
@Suite("Journal event writer")
struct JournalEventWriterTests {
    static let texts = [
        "", "switch-3", "a\"b\\c/d", "line\nbreak\ttab\r\u{8}\u{c}", "\u{0}\u{1}\u{1f}\u{7f}",
        "é😀\u{2028}\u{FEFF}", String(repeating: "long ", count: 200),
    ]

    static var events: [Event] {
        texts.flatMap { text -> [Event] in
            let id = ElementID(rawValue: text)
            return [
                .tap(id), .taps(id, count: 3), .longPress(id, duration: 0.5), .longPress(id, duration: 2),
                .swipe(id, direction: .left), .enterText("field-1", text: text), .pressReturn(id), .toggle(id),
                .setValue(id, value: text), .tapAccessory(id),
            ]
        } + [.back, .dismiss, .taps("x", count: -7), .taps("x", count: Int.min)]
            + [1e20, 1e-7, 1e16, -0.0, 5e-324, .greatestFiniteMagnitude, 0.1 + 0.2].map { .longPress("x", duration: $0) }
            + ["e\u{301}", "\u{e9}"].map { .enterText("field-1", text: $0) }
    }

    static let dates = [
        Date(timeIntervalSinceReferenceDate: 0), Date(timeIntervalSinceReferenceDate: 786_123_456.123456),
        Date(timeIntervalSinceReferenceDate: -1.5), Date(timeIntervalSinceReferenceDate: 786_123_456),
        Date(timeIntervalSinceReferenceDate: 1e-9), Date(timeIntervalSinceReferenceDate: 123_456_789_012_345_680),
    ]

    /// Every event at every date, with sequences and format versions from the edges.
    static var entries: [JournalEntry] {
        events.flatMap { event in
            dates.enumerated().map { index, date in
                var entry = JournalEntry(
                    sequence: [0, 7, 1_000_000, Int.max, Int.min][index % 5], date: date, record: .event(event))
                entry.version = [1, 2][index % 2]
                return entry
            }
        }
    }

    @Test("every kind of event entry is written as JSONEncoder writes it, and reads back equal")
    func sameBytesAsFoundation() throws {
        let entries = Self.entries
        for entry in entries {
            let written = entry.encoded()
            // Bytes, not strings: Swift compares strings by canonical equivalence.
            #expect(
                written == entry.encodedByFoundation(),
                "\(entry): \(String(decoding: written, as: UTF8.self))")
            #expect(try JournalEntry(decoding: written) == entry)
        }
        #expect(entries.count == Self.events.count * Self.dates.count)
    }

    @Test("an entry with a number JSON cannot hold is not written by hand")
    func nonFiniteNumbersGoToFoundation() {
        #expect(JournalEventWriter.json(version: 1, sequence: 1, date: Date(), event: .longPress("x", duration: .nan)) == nil)
        #expect(JournalEventWriter.json(version: 1, sequence: 1, date: Date(), event: .longPress("x", duration: .infinity)) == nil)
        #expect(
            JournalEventWriter.json(
                version: 1, sequence: 1, date: Date(timeIntervalSinceReferenceDate: .infinity), event: .back) == nil)
        #expect(JournalEventWriter.json(version: 1, sequence: 1, date: Date(), event: .back) != nil)
    }

    @Test("entries other than events are still written by JSONEncoder")
    func otherRecordsUseFoundation() throws {
        let start = JournalEntry(sequence: 0, date: Date(), record: .start(JournalStart(schemaIdentity: "s", hostData: ["a": "b"])))
        #expect(start.encoded() == start.encodedByFoundation())
        #expect(try JournalEntry(decoding: start.encoded()) == start)
    }
}
