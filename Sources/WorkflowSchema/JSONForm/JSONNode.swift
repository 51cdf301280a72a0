/// A JSON value with the positions of its parts, as ``JSONParser`` reads it.
struct JSONNode {
    /// One member of an object, in document order.
    struct Member {
        let key: String
        let keyRange: SourceRange
        let value: JSONNode
    }

    /// The kinds of JSON values; numbers keep the text they were written with.
    enum Value {
        case object([Member])
        case array([JSONNode])
        case string(String)
        case number(String)
        case bool(Bool)
        case null
    }

    let value: Value
    /// From the first character of the value to just after its last.
    let range: SourceRange

    /// How the value's kind is named in messages.
    var kindName: String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }

    /// The text of a string, number or boolean, as element text reads it.
    var scalarText: String? {
        switch value {
        case .string(let text), .number(let text): text
        case .bool(let flag): flag ? "true" : "false"
        case .object, .array, .null: nil
        }
    }
}
