import WorkflowSchema

/// A tappable part of a view that has no tag of its own: a table cell's detail disclosure
/// button, a search bar's scope buttons and its cancel, bookmark and results-list buttons.
///
/// It stands for that part in the snapshot's id table (under an id derived from its owner's,
/// such as `tableCell-3.accessory`) and hands the events it takes to its owner.
final class PartControl: View {
    private var onTap: () -> Void = {}
    /// Whether the part is a table cell's detail disclosure button (the only part `tapAccessory` reaches).
    private var isAccessory = false

    /// A part of `owner` called `part`; `onTap` runs when it is tapped (or its accessory tapped).
    static func make(
        for owner: View, part: String, isAccessory: Bool = false, onTap: @escaping () -> Void
    ) -> PartControl {
        let element = SchemaElement(
            tag: "\(owner.element.tag).\(part)", type: owner.element.type, range: owner.element.range)
        let control = PartControl(element: element, context: owner.context)
        control.onTap = onTap
        control.isAccessory = isAccessory
        return control
    }

    override var isTappable: Bool { true }

    override func tap() {
        onTap()
    }

    override func tapAccessory() throws(EventError) {
        guard isAccessory else {
            try super.tapAccessory()
            return
        }
        onTap()
    }
}
