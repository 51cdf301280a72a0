/// `<textField>`: one line of text entry.
final class TextField: TextInput {
    var placeholder: String?
    var isSecure = false

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        placeholder = parameters.text("placeholder")
        isSecure = parameters.bool("secureTextEntry") ?? false
        if accessibilityLabel == nil { accessibilityLabel = placeholder }
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .textField
        element.value = text
        element.detail = placeholder
        element.isSecure = isSecure
        element.textInputTraits = traits
        describeInput(into: &element, snapshot: snapshot)
    }

    override func pressReturn() throws(EventError) {
        returnKeyPressed()
    }
}
