import WorkflowRuntime

/// Alerts and action sheets: open dialogs whose buttons post `tap`.
extension ElementRenderer {
    /// An alert or action sheet: a dialog with its title, message and buttons.
    func alert(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        let titleID = Markup.documentID(element.id, part: "title")
        let messageID = Markup.documentID(element.id, part: "message")
        let attributes =
            " role=\"alertdialog\" aria-modal=\"true\""
            + Markup.attribute("aria-labelledby", element.text == nil ? nil : titleID)
            + Markup.attribute("aria-describedby", element.detail == nil ? nil : messageID)
        open("dialog open", element, attributes: attributes, into: &html)
        html += "<div class=\"wfs-alert-texts\">"
        if let title = element.text {
            html += "<h2" + Markup.attribute("id", titleID) + ">" + Markup.text(title) + "</h2>"
        }
        if let message = element.detail {
            html += "<p" + Markup.attribute("id", messageID) + ">" + Markup.text(message) + "</p>"
        }
        html += "</div><div class=\"wfs-alert-buttons\">"
        // The first button takes the focus, as a native alert's does, so the keyboard can answer it.
        for (index, child) in element.children.enumerated() {
            if child.kind == .alertButton && !child.isHidden {
                html += alertButton(child, focused: index == 0)
            } else {
                render(child, into: &html)
            }
        }
        html += "</div></dialog>"
    }

    /// A button of an alert or action sheet, styled by its role (cancel, destructive).
    func alertButton(_ element: SnapshotElement, focused: Bool = false) -> String {
        let role = element.role.map { ["wfs-role-" + $0.rawValue] } ?? []
        return eventForm(.tap, for: element).button(
            content(of: element), buttonAttributes: Markup.flag("autofocus", focused && isActive && element.isEnabled),
            formAttributes: commonAttributes(element, extra: ["wfs-event"] + role))
    }
}
