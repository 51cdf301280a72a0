/// The two ways a schema document can be written: XML, or its JSON form (docs/JSON.md).
public enum SchemaForm: String, Sendable, CaseIterable {
    /// XML, the original form.
    case xml
    /// The JSON form: `{"workflow": …}`.
    case json

    /// The form of a document: JSON when its first character (after a byte order mark and
    /// whitespace) is `{` or `[`, which no XML document starts with; XML otherwise.
    public static func of(_ bytes: some Collection<UInt8>) -> SchemaForm {
        var rest = bytes[...]
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
        let first = rest.first {
            $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r")
        }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? .json : .xml
    }
}
