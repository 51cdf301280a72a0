import WorkflowSchema

extension ButtonItem {
    /// The OK button an alert gets when its schema names no cancel button.
    static func synthesizedOK(for action: Action, context: WorkflowContext) -> ButtonItem {
        let element = SchemaElement(tag: "cancelButtonItem", type: .cancelButtonItem, range: action.element.range)
        let item = ButtonItem(element: element, context: action.context)
        item.title = "OK"
        return item
    }
}
