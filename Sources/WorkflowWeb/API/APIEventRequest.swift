import WorkflowRuntime
import WorkflowSessionHost

/// An event as a native client posts it to `POST /api/v1/events`: the words of the page's buttons
/// (`tap`, `enterText`…), the element, maybe a value, and what was typed into the screen's inputs.
struct APIEventRequest: Decodable, Sendable {
    /// An input's value, as the page's `field.ID` posts it.
    struct Input: Decodable, Sendable {
        var element: String
        var value: String

        init(from decoder: any Decoder) throws {
            let container = try AnyKey.object(decoder)
            try AnyKey.refuseOthers(than: ["element", "value"], in: container)
            element = try container.decode(String.self, forKey: AnyKey("element"))
            value = try container.decode(String.self, forKey: AnyKey("value"))
        }
    }

    var event: EventForm.Name
    var element: String?
    var value: String?
    var inputs: [Input]?
    /// The sequence the client's screen shows; a session that has moved on since refuses the event (409).
    var sequence: Int?

    /// The largest `sequence` read: the largest integer every JSON reader keeps exactly (2^53 − 1).
    static let largestSequence = 9_007_199_254_740_991

    init(from decoder: any Decoder) throws {
        let container = try AnyKey.object(decoder)
        // A key this API does not know is a mistake worth saying (`elemnt`), not something to ignore.
        try AnyKey.refuseOthers(than: ["event", "element", "value", "inputs", "sequence"], in: container)
        event = try container.decode(EventForm.Name.self, forKey: AnyKey("event"))
        element = try AnyKey.optional(String.self, "element", in: container)
        value = try AnyKey.optional(String.self, "value", in: container)
        inputs = try AnyKey.optional([Input].self, "inputs", in: container)
        // Read as a number, so that 1.5 or 1e300 is "not valid" rather than "not JSON".
        if let number = try AnyKey.optional(Double.self, "sequence", in: container) {
            guard number >= 0, number <= Double(Self.largestSequence), number.rounded() == number else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [AnyKey("sequence")], debugDescription: "not a whole number from 0 to 2^53 − 1"))
            }
            sequence = Int(number)
        } else {
            sequence = nil
        }
    }

    /// Any key of a JSON object, to find those the API does not know.
    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }

        /// The object `decoder` reads; anything else (an array, a string) is said to be no object.
        static func object(_ decoder: any Decoder) throws -> KeyedDecodingContainer<AnyKey> {
            do {
                return try decoder.container(keyedBy: AnyKey.self)
            } catch {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "not an object"))
            }
        }

        /// The value of `name` when the object has it; null is refused, as the document allows none.
        static func optional<T: Decodable>(
            _ type: T.Type, _ name: String, in container: KeyedDecodingContainer<AnyKey>
        ) throws -> T? {
            let key = AnyKey(name)
            guard container.contains(key) else { return nil }
            if try container.decodeNil(forKey: key) {
                throw DecodingError.valueNotFound(
                    type, .init(codingPath: container.codingPath + [key], debugDescription: "null"))
            }
            return try container.decode(type, forKey: key)
        }

        static func refuseOthers(than known: Set<String>, in container: KeyedDecodingContainer<AnyKey>) throws {
            guard let unknown = container.allKeys.first(where: { !known.contains($0.stringValue) }) else { return }
            throw DecodingError.dataCorrupted(
                .init(codingPath: container.codingPath + [unknown], debugDescription: "not a key of this object"))
        }
    }

    /// What is wrong with the event for the API, in its own field names; nil when the form reads it.
    static func explain(_ problem: EventFormError) -> String {
        switch problem {
        case .missing(let field): "`\(apiName(field))` is missing"
        case .unknownEvent(let name): "`\(name)` is not an event"
        case .badValue(let field, let expected): "`\(apiName(field))` must be \(expected)"
        }
    }

    private static func apiName(_ field: String) -> String {
        field == EventForm.Field.id ? "element" : field
    }

    /// The form this request stands for, read by the same rules as a page's post.
    var form: EventForm {
        var fields = [EventForm.Field.event: event.rawValue]
        fields[EventForm.Field.id] = element
        fields[EventForm.Field.value] = value
        return EventForm(
            fields: fields,
            inputs: (inputs ?? []).map { PostedInput(id: ElementID(rawValue: $0.element), value: $0.value) })
    }
}
