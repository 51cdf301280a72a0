import WorkflowRuntime
import WorkflowSessionHost

/// An event as the browser sends it: the fields of a URL-encoded form posted to `/events`.
///
/// A page's active layer is one form. Each control is a submit button named `event` whose value
/// is the event, the element and maybe a value (`tap button-3`, `swipe label-2 left`); each input
/// the page shows is a field `field.ID` holding what the person typed or chose, posted with every
/// event so that nothing typed is lost; `csrf` is the session's token. A client that builds its
/// own form may also send the event's name alone in `event`, with `id` and `value` fields.
struct EventForm: Sendable, Equatable {
    /// The form field names.
    enum Field {
        static let event = "event"
        static let id = "id"
        static let value = "value"
        static let csrf = "csrf"
        /// The journal length of the screen the event was made on (see ``EventForm/sequence``).
        static let sequence = "sequence"
        /// Present (`1`) when the event was made on the first screen of a session not made yet.
        static let firstScreen = "first-screen"
        /// The prefix of an input's field: `field.textField-2`.
        static let inputPrefix = "field."
    }

    /// The event names the forms use.
    enum Name: String, Sendable, CaseIterable, Decodable {
        case tap, taps, longPress, swipe, enterText, pressReturn, toggle, setValue, tapAccessory, back, dismiss

        /// Whether the event is about an element: all but the back button's and closing the presented screen.
        var isAboutElement: Bool { self != .back && self != .dismiss }
    }

    /// The fields other than the inputs', by name.
    var fields: [String: String]
    /// The inputs' values in the order the page lists them.
    var inputs: [PostedInput]

    /// A form of `fields` and `inputs` (the JSON API's event, read by the same rules).
    init(fields: [String: String], inputs: [PostedInput]) {
        self.fields = fields
        self.inputs = inputs
    }

    /// Reads a URL-encoded body (`a=1&b=two+words`); nil when it is not well formed.
    init?(urlEncoded body: String) {
        var fields: [String: String] = [:]
        var inputs: [PostedInput] = []
        for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = URLFormText.decode(parts[0]),
                let value = URLFormText.decode(parts.count > 1 ? parts[1] : "")
            else { return nil }
            if key.hasPrefix(Field.inputPrefix) {
                let id = ElementID(rawValue: String(key.dropFirst(Field.inputPrefix.count)))
                inputs.append(PostedInput(id: id, value: value))
            } else {
                fields[key] = value
            }
        }
        self.fields = fields
        self.inputs = inputs
    }

    /// The CSRF token the form carries.
    var csrfToken: String? { fields[Field.csrf] }

    /// Whether the event was made on the first screen shown before a session is made.
    var isFromFirstScreen: Bool { fields[Field.firstScreen] == "1" }

    /// The journal length of the screen the event was made on, when the page's script sent it (a
    /// tap queued behind another); nil when absent or not a whole number.
    var sequence: Int? { fields[Field.sequence].flatMap { Int($0) }.flatMap { $0 >= 0 ? $0 : nil } }

    /// The value of a button that sends `name` about `id`, with `value` when the event has one.
    static func buttonValue(_ name: Name, _ id: ElementID? = nil, value: String? = nil) -> String {
        var text = name.rawValue
        if let id { text += " " + id.rawValue }
        if let value { text += " " + value }
        return text
    }

    /// The runtime event the form stands for, or why it stands for none.
    func event() -> Result<Event, EventFormError> {
        switch request() {
        case .success(.event(let event)): .success(event)
        case .success(.returnInUnnamedField): .failure(.missing(Field.id))
        case .failure(let problem): .failure(problem)
        }
    }

    /// What the form asks for: an event, or a return in a field it does not name.
    func request() -> Result<HostedEvent.Action, EventFormError> {
        guard let raw = fields[Field.event] else { return .failure(.missing(Field.event)) }
        // A page's button: `NAME ID VALUE`, the value being the rest (it may hold spaces).
        let parts = raw.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard let name = Name(rawValue: parts[0]) else { return .failure(.unknownEvent(parts[0])) }
        let rawID = parts.count > 1 ? parts[1] : fields[Field.id] ?? ""
        if name == .back { return .success(.event(.back)) }
        if name == .dismiss { return .success(.event(.dismiss)) }
        if rawID.isEmpty {
            return name == .pressReturn ? .success(.returnInUnnamedField) : .failure(.missing(Field.id))
        }
        let id = ElementID(rawValue: rawID)
        // Text entry and value changes read the element's own input when the button carries no value.
        let value = parts.count > 2 ? parts[2] : fields[Field.value] ?? inputs.last { $0.id == id }?.value
        return event(name, id, value).map(HostedEvent.Action.event)
    }

    private func event(_ name: Name, _ id: ElementID, _ value: String?) -> Result<Event, EventFormError> {
        switch name {
        case .tap: return .success(.tap(id))
        case .pressReturn: return .success(.pressReturn(id))
        case .toggle: return .success(.toggle(id))
        case .tapAccessory: return .success(.tapAccessory(id))
        case .enterText: return .success(.enterText(id, text: value ?? ""))
        case .setValue:
            guard let value else { return .failure(.missing(Field.value)) }
            return .success(.setValue(id, value: value))
        case .taps:
            guard let count = value.flatMap(Int.init), (1...10).contains(count) else {
                return .failure(.badValue(Field.value, "a tap count from 1 to 10"))
            }
            return .success(.taps(id, count: count))
        case .longPress:
            guard let seconds = value.flatMap(Double.init), seconds.isFinite, (0...60).contains(seconds) else {
                return .failure(.badValue(Field.value, "a duration from 0 to 60 seconds"))
            }
            return .success(.longPress(id, duration: seconds))
        case .swipe:
            guard let direction = value.flatMap(SwipeDirection.init(rawValue:)) else {
                return .failure(.badValue(Field.value, "a direction: up, down, left or right"))
            }
            return .success(.swipe(id, direction: direction))
        case .back: return .success(.back)
        case .dismiss: return .success(.dismiss)
        }
    }
}
