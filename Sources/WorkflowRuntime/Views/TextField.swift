/// `<textField>`: one line of text entry.
final class TextField: FormInput {
    var text = ""
    var placeholder: String?
    var isSecure = false

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        text = parameters.text("text") ?? ""
        placeholder = parameters.text("placeholder")
        isSecure = parameters.bool("secureTextEntry") ?? false
        if accessibilityLabel == nil { accessibilityLabel = placeholder }
    }

    override var formValue: WorkflowValue { .string(text) }
    override var canFocus: Bool { !isHidden }
    override var isTappable: Bool { true }

    override func tap() {
        focus()
        super.tap()
    }

    override func describe(into element: inout SnapshotElement, snapshot: SessionCore) {
        element.kind = .textField
        element.value = text
        element.detail = placeholder
        describeInput(into: &element, snapshot: snapshot)
    }

    override func enterText(_ text: String) throws(EventError) {
        focus()
        self.text = text
        revalidateIfRefused()
    }

    override func pressReturn() throws(EventError) {
        returnKeyPressed()
    }
}
