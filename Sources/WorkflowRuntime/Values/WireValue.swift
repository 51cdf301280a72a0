import Foundation
import WorkflowSchema

/// A `WorkflowValue` on the wire: the one JSON form values take in the journal and in requests to
/// and answers from the application's backend (docs/DELEGATE.md, "Values"); the JSON API's one
/// value, a date picker's, is a date in the same text (`ISODate`).
///
/// Text, numbers, truth values, null, lists and dictionaries are plain JSON. The rest is a
/// one-key object: `{"$date": "2026-11-29T07:38:50.25Z"}` (ISO 8601 in UTC, `ISODate`; a number of
/// seconds since 2001 is read too, as journals written before kept it), `{"$image": {"name": …}}`,
/// `{"$schema": {"path": …, "digest": …}}` (a schema loaded at run time: its file under the schema
/// folder and the `ContentDigest` of its text), `{"$number": "inf"}` for infinities and NaN, and
/// `{"$dict": {…}}` for a dictionary whose only key starts with `$`.
///
/// Nothing a server keeps to itself goes on the wire: an image travels by its name and label (pages
/// and native clients draw it by name), never the path to its file.
public indirect enum WireValue: Sendable, Hashable, Codable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case date(Date)
    /// An image by its name and accessibility label.
    case image(name: String, accessibilityLabel: String?)
    case null
    case array([WireValue])
    case dictionary([String: WireValue])
    /// A schema loaded at run time: its path under the session's schema folder and its digest.
    case schemaFile(path: String, digest: String)

    /// `value` on the wire; `schema` gives a loaded schema's form (its `schemaFile`, or null where
    /// its file must not be named).
    public init(_ value: WorkflowValue, schema: (Schema) -> WireValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number)
        case .bool(let bool): self = .bool(bool)
        case .date(let date): self = .date(date)
        case .image(let image): self = .image(name: image.name, accessibilityLabel: image.accessibilityLabel)
        case .null: self = .null
        case .array(let items): self = .array(items.map { WireValue($0, schema: schema) })
        case .dictionary(let members): self = .dictionary(members.mapValues { WireValue($0, schema: schema) })
        case .schema(let loaded): self = schema(loaded)
        }
    }

    /// The value a session keeps; `image` finds an image's file, `schema` loads a schema file
    /// (and throws when it cannot, or when its text is not the one named).
    public func workflowValue<Failure: Error>(
        image: (ImageValue) -> ImageValue, schema: (_ path: String, _ digest: String) throws(Failure) -> Schema
    ) throws(Failure) -> WorkflowValue {
        switch self {
        case .string(let text): return .string(text)
        case .number(let number): return .number(number)
        case .bool(let bool): return .bool(bool)
        case .date(let date): return .date(date)
        case .image(let name, let label): return .image(image(ImageValue(name: name, accessibilityLabel: label)))
        case .null: return .null
        case .array(let items):
            var values: [WorkflowValue] = []
            for item in items { values.append(try item.workflowValue(image: image, schema: schema)) }
            return .array(values)
        case .dictionary(let members):
            var values: [String: WorkflowValue] = [:]
            for (key, member) in members { values[key] = try member.workflowValue(image: image, schema: schema) }
            return .dictionary(values)
        case .schemaFile(let path, let digest): return .schema(try schema(path, digest))
        }
    }

    /// Whether the value is, or holds at any depth, a date for which `test` is true.
    public func holdsDate(where test: (Date) -> Bool) -> Bool {
        switch self {
        case .date(let date): test(date)
        case .array(let items): items.contains { $0.holdsDate(where: test) }
        case .dictionary(let members): members.values.contains { $0.holdsDate(where: test) }
        case .string, .number, .bool, .image, .null, .schemaFile: false
        }
    }

    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private struct SchemaFile: Codable {
        var path: String
        var digest: String
    }

    private struct Image: Codable {
        var name: String
        var accessibilityLabel: String?
    }

    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let bool = try? single.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? single.decode(Double.self) {
            self = .number(number)
        } else if let string = try? single.decode(String.self) {
            self = .string(string)
        } else if var list = try? decoder.unkeyedContainer() {
            // Item by item, so that an item that cannot be read is named by its place.
            var items: [WireValue] = []
            while !list.isAtEnd { items.append(try list.decode(WireValue.self)) }
            self = .array(items)
        } else {
            let keyed = try decoder.container(keyedBy: Key.self)
            let keys = keyed.allKeys.map(\.stringValue)
            guard keys.count == 1, let key = keys.first, key.hasPrefix("$") else {
                self = .dictionary(try single.decode([String: WireValue].self))
                return
            }
            let only = Key(stringValue: key)
            switch key {
            case "$date": self = .date(try Self.date(in: keyed, at: only))
            case "$image":
                let image = try keyed.decode(Image.self, forKey: only)
                self = .image(name: image.name, accessibilityLabel: image.accessibilityLabel)
            case "$schema":
                let file = try keyed.decode(SchemaFile.self, forKey: only)
                self = .schemaFile(path: file.path, digest: file.digest)
            case "$dict": self = .dictionary(try keyed.decode([String: WireValue].self, forKey: only))
            case "$number":
                guard let number = Self.nonFinite[try keyed.decode(String.self, forKey: only)] else {
                    throw DecodingError.dataCorruptedError(
                        forKey: only, in: keyed, debugDescription: "$number is \"inf\", \"-inf\" or \"nan\"")
                }
                self = .number(number)
            default:
                // Not a form this version knows: kept as the dictionary it reads as.
                self = .dictionary(try single.decode([String: WireValue].self))
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .string(let text):
            var single = encoder.singleValueContainer()
            try single.encode(text)
        case .number(let number) where !number.isFinite:
            // JSON has no infinity or NaN.
            var keyed = encoder.container(keyedBy: Key.self)
            try keyed.encode(Self.nonFiniteName(number), forKey: Key(stringValue: "$number"))
        case .number(let number):
            var single = encoder.singleValueContainer()
            try single.encode(number)
        case .bool(let bool):
            var single = encoder.singleValueContainer()
            try single.encode(bool)
        case .null:
            var single = encoder.singleValueContainer()
            try single.encodeNil()
        case .array(let items):
            var single = encoder.singleValueContainer()
            try single.encode(items)
        case .dictionary(let dictionary):
            // A dictionary of one `$` key would read back as a tagged value: it is wrapped.
            if dictionary.count == 1, dictionary.keys.first?.hasPrefix("$") == true {
                var keyed = encoder.container(keyedBy: Key.self)
                try keyed.encode(dictionary, forKey: Key(stringValue: "$dict"))
            } else {
                var single = encoder.singleValueContainer()
                try single.encode(dictionary)
            }
        case .date(let date):
            var keyed = encoder.container(keyedBy: Key.self)
            let key = Key(stringValue: "$date")
            let interval = date.timeIntervalSinceReferenceDate
            // A date ISO 8601 cannot write (before the year 1 or after 9999) keeps the older form.
            if let text = ISODate.text(date) {
                try keyed.encode(text, forKey: key)
            } else if interval.isFinite {
                try keyed.encode(interval, forKey: key)
            } else {
                try keyed.encode(Self.nonFiniteName(interval), forKey: key)
            }
        case .image(let name, let label):
            var keyed = encoder.container(keyedBy: Key.self)
            try keyed.encode(Image(name: name, accessibilityLabel: label), forKey: Key(stringValue: "$image"))
        case .schemaFile(let path, let digest):
            var keyed = encoder.container(keyedBy: Key.self)
            try keyed.encode(SchemaFile(path: path, digest: digest), forKey: Key(stringValue: "$schema"))
        }
    }

    private static let nonFinite: [String: Double] = ["inf": .infinity, "-inf": -.infinity, "nan": .nan]

    private static func nonFiniteName(_ number: Double) -> String {
        number.isNaN ? "nan" : number < 0 ? "-inf" : "inf"
    }

    /// A `$date`: ISO 8601 text, seconds since 2001 (journals before the text form), or a non-finite name.
    private static func date(in keyed: KeyedDecodingContainer<Key>, at key: Key) throws -> Date {
        if let seconds = try? keyed.decode(Double.self, forKey: key) {
            return Date(timeIntervalSinceReferenceDate: seconds)
        }
        let text = try keyed.decode(String.self, forKey: key)
        guard let date = ISODate.date(text) ?? nonFinite[text].map(Date.init(timeIntervalSinceReferenceDate:)) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: keyed, debugDescription: "$date \"\(text.prefix(40))\" is not an ISO 8601 date and time")
        }
        return date
    }
}
