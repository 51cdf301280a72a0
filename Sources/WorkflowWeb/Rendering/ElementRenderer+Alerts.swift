import WorkflowRuntime

/// Alerts and action sheets: open dialogs whose buttons post `tap`, drawn as iOS draws them.
extension ElementRenderer {
    /// An alert or action sheet: a dialog named by its title (else its message), with its
    /// buttons; an action sheet's cancel button stands apart, below the others, and an alert's
    /// is the leading one of two.
    func alert(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        let titleID = HTMLFragment.documentID(element.id, part: "title")
        let messageID = HTMLFragment.documentID(element.id, part: "message")
        let name =
            element.text != nil
            ? HTMLFragment.attribute("aria-labelledby", titleID)
            : element.detail != nil
                ? HTMLFragment.attribute("aria-labelledby", messageID)
                : HTMLFragment.attribute("aria-label", element.kind == .alert ? "Alert" : "Choose an action")
        let description =
            element.text != nil && element.detail != nil ? HTMLFragment.attribute("aria-describedby", messageID) : ""
        open(
            "dialog open", element, attributes: " role=\"alertdialog\" aria-modal=\"true\"" + name + description,
            into: &html)
        let buttons = element.children.filter { !$0.isHidden }
        let isSheet = element.kind == .actionSheet
        let cancel = isSheet ? buttons.last { $0.role == .cancel } : nil
        html += "<div class=\"wfs-alert-group\">"
        if element.text != nil || element.detail != nil {
            html += "<div class=\"wfs-alert-texts\">"
            if let title = element.text {
                html += "<h2" + HTMLFragment.attribute("id", titleID) + ">" + HTMLFragment.text(title) + "</h2>"
            }
            if let message = element.detail {
                html += "<p" + HTMLFragment.attribute("id", messageID) + ">" + HTMLFragment.text(message) + "</p>"
            }
            html += "</div>"
        }
        let sideBySide = !isSheet && buttons.count == 2
        html += sideBySide ? "<div class=\"wfs-alert-buttons wfs-side-by-side\">" : "<div class=\"wfs-alert-buttons\">"
        // The cancel button takes the focus (Enter is then the safe answer), else the first button
        // that destroys nothing, so the keyboard can answer at once.
        let first = buttons.first { $0.role == .cancel } ?? buttons.first { $0.role != .destructive } ?? buttons.first
        // The snapshot lists the cancel button last; iOS draws it last of a column, but on the
        // leading side of two buttons side by side.
        let drawn = sideBySide ? buttons.filter { $0.role == .cancel } + buttons.filter { $0.role != .cancel } : buttons
        for button in drawn where button.id != cancel?.id {
            alertButton(button, isFocused: button.id == first?.id, into: &html)
        }
        html += "</div></div>"
        if let cancel {
            html += "<div class=\"wfs-alert-group wfs-cancel-group\">"
            alertButton(cancel, isFocused: cancel.id == first?.id, into: &html)
            html += "</div>"
        }
        html += "</dialog>"
    }

    /// A button of an alert or action sheet, drawn by its role: the cancel button bold, the
    /// destructive one red. The page's script gives the first button the focus and makes
    /// Escape press the cancel button.
    func alertButton(_ element: SnapshotElement, isFocused: Bool = false, into html: inout HTMLBuffer) {
        let role = element.role.map { ["wfs-role-" + $0.rawValue] } ?? []
        eventButton(
            .tap, for: element, content: HTMLFragment.text(element.text ?? "OK"), extra: role,
            attributes: HTMLFragment.flag("autofocus", isFocused && isActive && element.isEnabled), into: &html)
    }
}
