import WorkflowSchema

/// `<formAccessoryView>`: the bar shown above the keyboard while an input of its form has the
/// focus (ORIGINALS 1.6.3): Previous and Next move the focus, Done ends the editing.
///
/// In the snapshot it is a `formAccessoryView` element, the last child of its form, with three
/// buttons whose ids are derived from its own (`formAccessoryView-1.previous`, `.next`,
/// `.done`); Previous and Next are disabled when there is no input to move to.
final class FormAccessoryView: View {
    var nextButtonTitle = "Next"
    var previousButtonTitle = "Previous"
    /// The form it belongs to.
    weak var form: FormController?
    private var buttons: [FormAccessoryButton] = []

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        nextButtonTitle = parameters.text("nextButtonTitle") ?? "Next"
        previousButtonTitle = parameters.text("previousButtonTitle") ?? "Previous"
        // The buttons are not schema objects: they get an element of their own so that making
        // them does not use up ids of the formAccessoryView tag.
        let element = SchemaElement(tag: "formAccessoryButton", type: .formAccessoryView, range: self.element.range)
        buttons = FormAccessoryButton.Role.allCases.map { role in
            let button = FormAccessoryButton(element: element, context: context)
            button.role = role
            button.accessory = self
            return button
        }
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .formAccessoryView
        element.children = buttons.map { button in
            let id = self.id.appending(button.role.rawValue)
            snapshot.record(id, as: .object(button))
            return SnapshotElement(
                id: id, kind: .button, text: title(of: button.role), isEnabled: button.isTappable)
        }
    }

    private func title(of role: FormAccessoryButton.Role) -> String {
        switch role {
        case .previous: previousButtonTitle
        case .next: nextButtonTitle
        case .done: "Done"
        }
    }
}
