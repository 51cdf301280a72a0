import Foundation

/// `<switch>`: an input that is on or off (ORIGINALS 1.6.3).
///
/// Its form value is `onValue` or `offValue` when both are given, else the truth value. Each
/// change ends its editing (the form runs its triggers) and sends its `message`. Its
/// `validations` (an extension of the original) check that form value when the form submits.
final class Switch: FormInput {
    var isOn = false
    var onValue: WorkflowValue?
    var offValue: WorkflowValue?
    private var message: LazyParameter?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        isOn = parameters.bool("on") ?? false
        onValue = parameters.values("onValue").lazy.compactMap(\.data).first
        offValue = parameters.values("offValue").lazy.compactMap(\.data).first
        message = parameters.deferred("message")
    }

    override var formValue: WorkflowValue {
        if let onValue, let offValue { return isOn ? onValue : offValue }
        return .bool(isOn)
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .switch
        element.value = isOn ? "on" : "off"
        describeInput(into: &element, snapshot: snapshot)
    }

    override func toggle() throws(EventError) {
        change(to: !isOn)
    }

    /// Sets the switch from text: `on`/`off`, or a truth value (`YES`, `true`, `1`, `NO`…).
    override func setValue(_ value: String) throws(EventError) {
        let text = value.trimmingCharacters(in: .whitespaces).lowercased()
        let on: Bool
        switch text {
        case "on": on = true
        case "off": on = false
        case "": throw EventError("\(id) is a switch: set it to on or off")
        default:
            guard let truth = WorkflowValue.string(text).truth else {
                throw EventError("\(id) is a switch: set it to on or off, not '\(value)'")
            }
            on = truth
        }
        if on != isOn { change(to: on) }
    }

    private func change(to on: Bool) {
        isOn = on
        didEndEditing()
        revalidateIfRefused()
        send(message, from: self)
    }
}
