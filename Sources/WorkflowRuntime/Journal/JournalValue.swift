import Foundation

/// A `WorkflowValue` as a journal keeps it: plain JSON for text, numbers, truth values, null,
/// lists and dictionaries; a one-key object (`$date` in seconds since 2001, `$image`, `$schema`,
/// `$dict`, `$number` for infinities and NaN) for the rest.
///
/// A loaded schema is kept as the file it was read from and that file's `ContentDigest`: replay
/// loads the file again and refuses it when its digest differs (the schema changed).
public indirect enum JournalValue: Sendable, Hashable, Codable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case date(Date)
    case image(ImageValue)
    case null
    case array([JournalValue])
    case dictionary([String: JournalValue])
    /// A schema loaded at run time: its path under the session's schema folder and its digest.
    case schemaFile(path: String, digest: String)

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
        } else if let array = try? single.decode([JournalValue].self) {
            self = .array(array)
        } else {
            let keyed = try decoder.container(keyedBy: Key.self)
            let keys = keyed.allKeys.map(\.stringValue)
            if keys.count == 1, let key = keys.first, key.hasPrefix("$") {
                let only = Key(stringValue: key)
                switch key {
                case "$date":
                    self = .date(Date(timeIntervalSinceReferenceDate: try keyed.decode(Double.self, forKey: only)))
                case "$image": self = .image(try keyed.decode(ImageValue.self, forKey: only))
                case "$schema":
                    let file = try keyed.decode(SchemaFile.self, forKey: only)
                    self = .schemaFile(path: file.path, digest: file.digest)
                case "$dict": self = .dictionary(try keyed.decode([String: JournalValue].self, forKey: only))
                case "$number":
                    let text = try keyed.decode(String.self, forKey: only)
                    self = .number(text == "nan" ? .nan : text == "-inf" ? -.infinity : .infinity)
                default:
                    throw DecodingError.dataCorruptedError(
                        forKey: only, in: keyed, debugDescription: "unknown journal value \(key)")
                }
            } else {
                self = .dictionary(try single.decode([String: JournalValue].self))
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
            let text = number.isNaN ? "nan" : number < 0 ? "-inf" : "inf"
            try keyed.encode(text, forKey: Key(stringValue: "$number"))
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
            try keyed.encode(date.timeIntervalSinceReferenceDate, forKey: Key(stringValue: "$date"))
        case .image(let image):
            var keyed = encoder.container(keyedBy: Key.self)
            try keyed.encode(image, forKey: Key(stringValue: "$image"))
        case .schemaFile(let path, let digest):
            var keyed = encoder.container(keyedBy: Key.self)
            try keyed.encode(SchemaFile(path: path, digest: digest), forKey: Key(stringValue: "$schema"))
        }
    }
}
