import Foundation
import WorkflowSchema

/// A piece of data carried by contexts, messages and results: the `userInfo` vocabulary.
///
/// Values are data only. Live objects (views, controllers) never travel in a `userInfo`;
/// a loaded schema does, as `.schema`, so that a proxy such as `<screen keyPath="schema"/>`
/// can turn it into a controller where it is used.
public enum WorkflowValue: Sendable, Hashable {
    /// Text.
    case string(String)
    /// A number.
    case number(Double)
    /// A truth value.
    case bool(Bool)
    /// A moment in time.
    case date(Date)
    /// An image from the asset provider.
    case image(ImageValue)
    /// An explicit null (`<null/>`); a proxy that reads null treats it as absent.
    case null
    /// An ordered list.
    case array([WorkflowValue])
    /// A dictionary, such as a `userInfo` or one row of table data.
    case dictionary([String: WorkflowValue])
    /// A schema loaded at run time, instantiated where a proxy uses it.
    case schema(Schema)

    /// The value at a dotted key path such as `user.name`, reading through dictionaries.
    public func value(atKeyPath keyPath: some StringProtocol) -> WorkflowValue? {
        var current = self
        for key in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
            guard case .dictionary(let dictionary) = current, let next = dictionary[String(key)] else { return nil }
            current = next
        }
        return current
    }

    /// The value as text, the way a label would show it; nil for containers, schemas and null.
    public var text: String? {
        switch self {
        case .string(let string): string
        case .number(let number): Self.format(number)
        case .bool(let bool): bool ? "YES" : "NO"
        case .date(let date): date.formatted(.iso8601)
        case .image(let image): image.name
        case .null, .array, .dictionary, .schema: nil
        }
    }

    /// The truth of the value, with the original's rules: text starting with Y, y, T, t or 1–9 is true.
    public var truth: Bool? {
        switch self {
        case .bool(let bool): bool
        case .number(let number): number != 0
        case .string(let string): string.first.map { "YyTt123456789".contains($0) } ?? false
        case .null: false
        default: nil
        }
    }

    /// The list of values, flattening a single value into a list of one and null into none.
    public var flattened: [WorkflowValue] {
        switch self {
        case .array(let values): values.flatMap(\.flattened)
        case .null: []
        default: [self]
        }
    }

    static func format(_ number: Double) -> String {
        if number.rounded() == number, abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}

extension WorkflowValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// Text from a string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// A truth value from `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// A number from a decimal literal.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A number from an integer literal.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A list from an array literal.
    public init(arrayLiteral elements: WorkflowValue...) { self = .array(elements) }
    /// A dictionary from a dictionary literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, WorkflowValue)...) {
        self = .dictionary(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
    /// Null from `nil`.
    public init(nilLiteral: ()) { self = .null }
}
