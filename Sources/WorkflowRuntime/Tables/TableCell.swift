/// `<tableCell>`: a row of a table (ORIGINALS 1.6.3, 1.12).
///
/// A tap selects the cell: its `message` is sent through its creation context (whose delegate
/// is the table), or, without a message, the table performs `didSelectCell`; the row is then
/// deselected. Unselectable cells ignore taps. A cell takes gestures (the original lost that
/// default): a tap gesture takes the tap instead of the selection. The detail disclosure button
/// sends `detailDisclosureMessage`.
final class TableCell: View {
    var text: String?
    var detailText: String?
    var image: ImageValue?
    /// `default`, `value1`, `value2` or `subtitle`.
    var style = "default"
    /// `none`, `disclosureIndicator`, `detailDisclosureIndicatorButton` or `checkmark`.
    var accessoryType = "none"
    /// `none`, `blue` or `gray`.
    var selectionStyle = "blue"
    var isSelectable = true
    var indentationLevel = 0
    private var message: LazyParameter?
    private var detailDisclosureMessage: LazyParameter?
    private var accessoryButton: PartControl?
    /// The table whose sections hold the cell; it performs `didSelectCell`.
    weak var table: TableController?

    static let styles = ["default", "value1", "value2", "subtitle"]
    static let accessoryTypes = ["none", "disclosureIndicator", "detailDisclosureIndicatorButton", "checkmark"]
    static let selectionStyles = ["none", "blue", "gray"]

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        text = parameters.text("text")
        detailText = parameters.text("detailText")
        image = parameters.image("image")
        style = parameters.word("style", in: Self.styles) ?? "default"
        accessoryType = parameters.word("accessoryType", in: Self.accessoryTypes) ?? "none"
        selectionStyle = parameters.word("selectionStyle", in: Self.selectionStyles) ?? "blue"
        isSelectable = parameters.bool("selectable") ?? true
        indentationLevel = parameters.integer("indentationLevel") ?? 0
        message = parameters.deferred("message")
        detailDisclosureMessage = parameters.deferred("detailDisclosureMessage")
        if hasDetailDisclosureButton {
            accessoryButton = PartControl.make(for: self, part: "accessory", isAccessory: true) { [weak self] in
                self?.accessoryTapped()
            }
        }
    }

    var hasDetailDisclosureButton: Bool { accessoryType == "detailDisclosureIndicatorButton" }

    override var isTappable: Bool { true }

    override func tap() {
        if gestures.contains(where: { $0 is TapGesture }) {
            super.tap()
        } else if isSelectable {
            select()
        }
    }

    /// Selects the cell: sends its message, or has the table perform `didSelectCell`.
    func select() {
        var context = context
        context.actionSender = self
        do {
            if let template = try message?.message() {
                _ = context.send(Message(template, context: context))
                return
            }
        } catch {
            context.report(error)
            return
        }
        table?.cellWasSelected(self)
    }

    override func tapAccessory() throws(EventError) {
        guard hasDetailDisclosureButton else { throw EventError("\(id) has no detail disclosure button") }
        accessoryTapped()
    }

    private func accessoryTapped() {
        send(detailDisclosureMessage)
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .tableCell
        element.text = text
        element.detail = detailText
        element.value = accessoryType == "none" ? nil : accessoryType
        element.image = image?.name
        element.isEnabled = isSelectable
        element.variant = style == "default" ? nil : style
        if let accessoryButton {
            let id = id.appending("accessory")
            snapshot.record(id, as: .object(accessoryButton))
            element.children = [SnapshotElement(id: id, kind: .button, label: "More Info")]
        }
    }
}
