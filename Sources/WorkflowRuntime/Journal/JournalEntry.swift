import Foundation

/// One step of a session's journal: what moved it on, when, in the order it happened.
///
/// A journal replayed into a fresh session of the same schema gives the same screen
/// (`Session.restore(from:)`). Entries are small JSON objects (`JournalEntry.encoded()`), with
/// short keys: `v` the format version, `n` the sequence number, `t` the time (seconds since
/// 2001-01-01 UTC, Foundation's reference date, which reads back exactly), and one of
/// `start`, `event`, `reply` or `node` (a graph node's answer).
public struct JournalEntry: Sendable, Hashable, Codable {
    /// The format these entries are written in: 2 writes values in the wire form (`WireValue`: a
    /// date as ISO 8601 text, an image without its file's path) and an issue's place flat
    /// (`SourcePlace`); 1, before, is read too.
    public static let currentVersion = 2

    /// The formats this version replays; a journal of another is not replayed.
    public static let readableVersions = 1...currentVersion

    /// The format version the entry was written in.
    public var version: Int
    /// The entry's place in its journal: 0 for the start, then 1, 2, 3… without gaps.
    public var sequence: Int
    /// When it happened (the time a date picker without a date shows, when replayed).
    public var date: Date
    /// What happened.
    public var record: JournalRecord

    /// Creates an entry in the current format.
    public init(sequence: Int, date: Date, record: JournalRecord) {
        self.version = Self.currentVersion
        self.sequence = sequence
        self.date = date
        self.record = record
    }

    private enum CodingKeys: String, CodingKey {
        case version = "v", sequence = "n", date = "t", start, event, reply, node
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        sequence = try container.decode(Int.self, forKey: .sequence)
        date = Date(timeIntervalSinceReferenceDate: try container.decode(Double.self, forKey: .date))
        if let start = try container.decodeIfPresent(JournalStart.self, forKey: .start) {
            record = .start(start)
        } else if let event = try container.decodeIfPresent(Event.self, forKey: .event) {
            record = .event(event)
        } else if let reply = try container.decodeIfPresent(JournalReply.self, forKey: .reply) {
            record = .reply(reply)
        } else if let answer = try container.decodeIfPresent(JournalNodeAnswer.self, forKey: .node) {
            record = .nodeAnswer(answer)
        } else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "the entry has no start, event or reply"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(version, forKey: .version)
        try container.encode(sequence, forKey: .sequence)
        // Seconds since 2001 (Foundation's own count), so that a date reads back exactly.
        try container.encode(date.timeIntervalSinceReferenceDate, forKey: .date)
        switch record {
        case .start(let start): try container.encode(start, forKey: .start)
        case .event(let event): try container.encode(event, forKey: .event)
        case .reply(let reply): try container.encode(reply, forKey: .reply)
        case .nodeAnswer(let answer): try container.encode(answer, forKey: .node)
        }
    }

    /// The entry as compact JSON, the form stores keep.
    public func encoded() -> Data {
        if case .event(let event) = record,
            let json = JournalEventWriter.json(version: version, sequence: sequence, date: date, event: event)
        {
            return json
        }
        return encodedByFoundation()
    }

    /// The entry as `JSONEncoder` writes it: what `encoded()` gives for every entry but an event's.
    func encodedByFoundation() -> Data {
        // Every part is plain data (WireValue writes infinities and NaN as `$number`): encoding cannot fail.
        (try? Self.encoder.encode(self)) ?? Data()
    }

    /// Reads an entry written by `encoded()`; throws a `DecodingError` for anything else.
    public init(decoding data: Data) throws {
        // An event's entry, as `encoded()` writes it, is read by hand; the rest by `JSONDecoder`.
        if let entry = JournalEventReader.entry(from: data) {
            self = entry
        } else {
            self = try Self.decoder.decode(JournalEntry.self, from: data)
        }
    }

    // One of each, made once: an entry is written per event, and making a coder costs more than a small entry.
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
    private static let decoder = JSONDecoder()
}
