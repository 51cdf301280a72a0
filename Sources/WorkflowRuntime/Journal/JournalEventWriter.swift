import Foundation
import WorkflowSchema

/// Writes a journal entry that records an event as the same JSON `JSONEncoder` writes for it
/// (sorted keys, slashes left alone), without going through `Codable`.
///
/// An event entry is written on every event a server saves, and Foundation's `JSONEncoder` took
/// 7.9 µs for one of 71 bytes on Linux (generic containers, boxes and casts); the store's event
/// rate rose with this writer (BENCHMARKS.md, "Session-store entries"). Entries of other kinds
/// are rarer and keep going through `JSONEncoder`. `JournalEntry(decoding:)` reads both, this
/// writer's form by hand (`JournalEventReader`).
/// Tests compare this writer's bytes with `JSONEncoder`'s for every kind of event.
struct JournalEventWriter {
    private var bytes: [UInt8] = []

    /// The JSON of an entry recording `event`, or nil when a number in it is not finite (which
    /// `JSONEncoder` refuses too).
    static func json(version: Int, sequence: Int, date: Date, event: Event) -> Data? {
        let time = date.timeIntervalSinceReferenceDate
        if case .longPress(_, let duration) = event, !duration.isFinite { return nil }
        guard time.isFinite else { return nil }
        var writer = JournalEventWriter()
        writer.bytes.reserveCapacity(96)
        writer.append("{\"event\":{\"")
        writer.writeEvent(event)
        writer.append("},\"n\":")
        writer.writeInteger(sequence)
        writer.append(",\"t\":")
        writer.writeNumber(time)
        writer.append(",\"v\":")
        writer.writeInteger(version)
        writer.append("}")
        return Data(writer.bytes)
    }

    /// The event's case name and its object, keys in sorted order (`_0` sorts before lowercase).
    private mutating func writeEvent(_ event: Event) {
        switch event {
        case .tap(let id): writeCase("tap", id)
        case .taps(let id, let count):
            writeCase("taps", id, key: "count")
            writeInteger(count)
        case .longPress(let id, let duration):
            writeCase("longPress", id, key: "duration")
            writeNumber(duration)
        case .swipe(let id, let direction):
            writeCase("swipe", id, key: "direction")
            writeString(direction.rawValue)
        case .enterText(let id, let text):
            writeCase("enterText", id, key: "text")
            writeString(text)
        case .pressReturn(let id): writeCase("pressReturn", id)
        case .toggle(let id): writeCase("toggle", id)
        case .setValue(let id, let value):
            writeCase("setValue", id, key: "value")
            writeString(value)
        case .tapAccessory(let id): writeCase("tapAccessory", id)
        case .back: append("back\":{")
        case .dismiss: append("dismiss\":{")
        }
        append("}")
    }

    /// `NAME":{"_0":"ID"`, then `,"KEY":` when the case has a second value.
    private mutating func writeCase(_ name: StaticString, _ id: ElementID, key: StaticString? = nil) {
        append(name)
        append("\":{\"_0\":")
        writeString(id.rawValue)
        guard let key else { return }
        append(",\"")
        append(key)
        append("\":")
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A JSON string: quote, backslash and control characters escaped as `JSONEncoder` does.
    private mutating func writeString(_ text: String) {
        JSONText.appendQuoted(text, to: &bytes)
    }

    private mutating func writeInteger(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let first = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes[first...].reverse()
    }

    /// A finite number the way `JSONEncoder` writes one: Swift's shortest form, without a trailing `.0`.
    private mutating func writeNumber(_ value: Double) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }
}
