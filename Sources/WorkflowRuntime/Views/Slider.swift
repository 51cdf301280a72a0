import Foundation

/// `<slider>`: an input for a number between a minimum and a maximum (ORIGINALS 1.6.3).
///
/// The value is kept as written (the original truncated it to a whole number, a bug) and held
/// inside the range. A `setValue` event is a whole drag: the value changes, the editing ends
/// (the form runs its triggers) and the `message` is sent once, whether or not the slider is
/// `continuous`.
final class Slider: FormInput {
    var value = 0.0
    var minimumValue = 0.0
    var maximumValue = 1.0
    var isContinuous = true
    private var message: MessageTemplate?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        minimumValue = parameters.number("minimumValue") ?? 0
        maximumValue = max(parameters.number("maximumValue") ?? 1, minimumValue)
        // Applied after the range, as the original did, but not truncated.
        value = clamped(parameters.number("value") ?? minimumValue)
        isContinuous = parameters.bool("continuous") ?? true
        message = parameters.values("message").lazy.compactMap(\.message).first
    }

    /// The value held inside the range.
    func clamped(_ number: Double) -> Double {
        min(max(number, minimumValue), maximumValue)
    }

    override var formValue: WorkflowValue { .number(value) }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .slider
        element.value = WorkflowValue.format(value)
        element.detail = "\(WorkflowValue.format(minimumValue))…\(WorkflowValue.format(maximumValue))"
        describeInput(into: &element, snapshot: snapshot)
    }

    /// Moves the slider to a number (held inside the range).
    override func setValue(_ text: String) throws(EventError) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let number = Double(trimmed) ?? NumberText.parse(trimmed, locale: context.origin.locale),
            number.isFinite
        else {
            throw EventError("\(id) is a slider: its value must be a number, not '\(text)'")
        }
        value = clamped(number)
        didEndEditing()
        revalidateIfRefused()
        send(message)
    }
}
