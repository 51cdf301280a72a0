import WorkflowRuntime

/// An event as the browser sends it: the fields of a URL-encoded form posted to `/events`.
///
/// Every interactive element of a page is a small form with hidden fields: `event` (what
/// happened), `id` (the element), `csrf` (the session's token) and, for some events, `value`
/// (typed text, a slider's value, a swipe direction, a tap count, a long press in seconds).
struct EventForm: Sendable, Equatable {
    /// The form field names.
    enum Field {
        static let event = "event"
        static let id = "id"
        static let value = "value"
        static let csrf = "csrf"
    }

    /// The event names the forms use.
    enum Name: String, Sendable, CaseIterable {
        case tap, taps, longPress, swipe, enterText, pressReturn, toggle, setValue, tapAccessory, back
    }

    var fields: [String: String]

    /// Reads a URL-encoded body (`a=1&b=two+words`); nil when it is not well formed.
    init?(urlEncoded body: String) {
        var fields: [String: String] = [:]
        for pair in body.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = Self.decode(parts[0]), let value = Self.decode(parts.count > 1 ? parts[1] : "")
            else { return nil }
            fields[key] = value
        }
        self.fields = fields
    }

    /// The CSRF token the form carries.
    var csrfToken: String? { fields[Field.csrf] }

    /// The runtime event the form stands for, or why it stands for none.
    func event() -> Result<Event, EventFormError> {
        guard let raw = fields[Field.event] else { return .failure(.missing(Field.event)) }
        guard let name = Name(rawValue: raw) else { return .failure(.unknownEvent(raw)) }
        let value = fields[Field.value]
        let rawID = fields[Field.id] ?? ""
        guard name == .back || !rawID.isEmpty else { return .failure(.missing(Field.id)) }
        let id = ElementID(rawValue: rawID)
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
        }
    }

    /// A form field's name or value decoded: `+` is a space, `%XX` a byte; nil when a `%` is not
    /// followed by two hexadecimal digits or the bytes are not UTF-8.
    private static func decode(_ text: Substring) -> String? {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "+") }) else { return String(text) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            index = utf8.index(after: index)
            switch byte {
            case UInt8(ascii: "+"): bytes.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard index != utf8.endIndex, let high = hexValue(utf8[index]) else { return nil }
                index = utf8.index(after: index)
                guard index != utf8.endIndex, let low = hexValue(utf8[index]) else { return nil }
                index = utf8.index(after: index)
                bytes.append(high << 4 | low)
            default: bytes.append(byte)
            }
        }
        // Decoding repairs bad UTF-8 with U+FFFD, which changes the bytes: then the field is not well formed.
        let decoded = String(decoding: bytes, as: UTF8.self)
        return decoded.utf8.elementsEqual(bytes) ? decoded : nil
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
