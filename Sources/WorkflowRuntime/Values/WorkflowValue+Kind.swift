extension WorkflowValue {
    /// "a string", "a list"… for messages.
    var kindDescription: String {
        switch self {
        case .string: "a string"
        case .number: "a number"
        case .bool: "a truth value"
        case .date: "a date"
        case .image: "an image"
        case .null: "null"
        case .array: "a list"
        case .dictionary: "a dictionary"
        case .schema: "a schema"
        }
    }
}
