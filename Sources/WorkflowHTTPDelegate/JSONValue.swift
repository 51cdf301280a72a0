import Foundation
import WorkflowRuntime

/// A plain JSON value, as the application's backend sends and receives data: what `userInfo`
/// holds on the wire.
///
/// Decoding keeps the kinds apart (`true` is never `1`); numbers are `Double`, as in `WorkflowValue`.
enum JSONValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let bool = try? container.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let items = try? container.decode([JSONValue].self) {
            self = .array(items)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let bool): try container.encode(bool)
        case .number(let number): try container.encode(number)
        case .string(let text): try container.encode(text)
        case .array(let items): try container.encode(items)
        case .object(let members): try container.encode(members)
        }
    }

    /// A session's value as JSON: a date as ISO 8601 text, an image as its name, a loaded schema as
    /// its file's name (never the server's path to it), or null when it has none.
    init(_ value: WorkflowValue) {
        switch value {
        case .null: self = .null
        case .bool(let bool): self = .bool(bool)
        case .number(let number): self = number.isFinite ? .number(number) : .null
        case .string(let text): self = .string(text)
        case .date(let date): self = .string(date.formatted(.iso8601))
        case .image(let image): self = .string(image.name)
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .dictionary(let members): self = .object(members.mapValues(JSONValue.init))
        case .schema(let schema):
            self = schema.source.map { .string(($0 as NSString).lastPathComponent) } ?? .null
        }
    }

    /// The value as a session keeps it.
    var workflowValue: WorkflowValue {
        switch self {
        case .null: .null
        case .bool(let bool): .bool(bool)
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .array(let items): .array(items.map(\.workflowValue))
        case .object(let members): .dictionary(members.mapValues(\.workflowValue))
        }
    }
}
