import WorkflowRuntime

/// The events an input asks for: the bytes after its last NUL (or, without one, its last
/// eight bytes), read one step at a time.
///
/// A NUL is never valid in a schema (WFS0100), so the part before it is the document and
/// mutating the script never changes what loads.
struct EventScript {
    /// What one step does.
    enum Step {
        case event(Event)
        case wait(seconds: Double)
    }

    private var bytes: ArraySlice<UInt8>

    /// The most steps one input takes, so each input stays quick.
    static let maximumSteps = 16

    /// Splits `input` into the document to load and the script.
    static func split(_ input: [UInt8]) -> (document: [UInt8], script: EventScript) {
        if let separator = input.lastIndex(of: 0) {
            return (Array(input[..<separator]), EventScript(bytes: input[(separator + 1)...]))
        }
        return (input, EventScript(bytes: input.suffix(8)))
    }

    var isEmpty: Bool { bytes.isEmpty }

    /// The next step on a screen showing `elements`; `previous` is an element of an earlier
    /// snapshot, which may be gone by now.
    mutating func next(on elements: [SnapshotElement], previous: ElementID?) -> Step? {
        guard let operation = take() else { return nil }
        let picked = pick(from: elements)
        let id = picked?.id ?? ElementID(rawValue: "none")
        switch operation % 13 {
        case 0, 1: return .event(.tap(id))
        case 2: return .event(.back)
        case 3: return .event(.enterText(id, text: Self.texts[Int(take() ?? 0) % Self.texts.count]))
        case 4: return .event(.pressReturn(id))
        case 5: return .event(.toggle(id))
        case 6: return .event(.setValue(id, value: Self.values[Int(take() ?? 0) % Self.values.count]))
        case 7: return .event(.taps(id, count: Int(take() ?? 2) % 4 + 1))
        case 8: return .event(.longPress(id, duration: Double(take() ?? 1) / 16))
        case 9: return .event(.swipe(id, direction: [.up, .down, .left, .right][Int(take() ?? 0) % 4]))
        case 10: return .event(.tapAccessory(id))
        case 11: return .event(.tap(previous ?? id))
        default: return .wait(seconds: Double(take() ?? 1))
        }
    }

    private mutating func take() -> UInt8? {
        bytes.popFirst()
    }

    private mutating func pick(from elements: [SnapshotElement]) -> SnapshotElement? {
        guard !elements.isEmpty else { return nil }
        return elements[Int(take() ?? 0) % elements.count]
    }

    static let texts = [
        "", "a", "Example", "42", "-1.5", "1e309", "2024-02-29", "user@example.com", "é🙂\u{301}", "<b>&amp;</b>",
        String(repeating: "x", count: 300),
    ]

    static let values = [
        "0", "1", "-1", "0.5", "1e309", "nan", "-inf", "2024-02-29T12:00:00Z", "31/12/1999", "abc", "",
        "99999999999999999999",
    ]
}
