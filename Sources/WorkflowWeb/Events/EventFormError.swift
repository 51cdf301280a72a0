/// Why a posted form stands for no event; the server answers 400 with the description.
enum EventFormError: Error, Equatable, CustomStringConvertible {
    /// A field the event needs is absent.
    case missing(String)
    /// The `event` field names no event.
    case unknownEvent(String)
    /// A field's value is not of the expected kind.
    case badValue(String, String)

    var description: String {
        switch self {
        case .missing(let field): "the form has no `\(field)` field"
        case .unknownEvent(let name):
            "`\(name)` is not an event; events are \(EventForm.Name.allCases.map(\.rawValue).joined(separator: ", "))"
        case .badValue(let field, let expected): "the `\(field)` field must be \(expected)"
        }
    }
}
