import WorkflowRuntime

/// Tables: header and footer views, sections with their titles, and cells.
extension ElementRenderer {
    /// A table: plain or grouped (its value), its sections and header and footer views in order.
    func table(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        open(
            "div", element, extra: ["wfs-table-" + (element.value ?? "plain")],
            attributes: Markup.attribute("aria-label", element.text), into: &html)
        children(of: element, into: &html)
        html += "</div>"
    }

    /// A section: its header title, its cells as a list, its footer title.
    func tableSection(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        open("section", element, into: &html)
        if let header = element.text {
            html += "<h2 class=\"wfs-section-header\">"
            Markup.text(header, into: &html)
            html += "</h2>"
        }
        if element.children.contains(where: { !$0.isHidden }) {
            html += "<ul class=\"wfs-cells\">"
            children(of: element, into: &html)
            html += "</ul>"
        }
        if let footer = element.detail {
            html += "<p class=\"wfs-section-footer\">"
            Markup.text(footer, into: &html)
            html += "</p>"
        }
        html += "</section>"
    }

    /// A cell: a button tapping it (plain content when it cannot be selected), then its
    /// detail disclosure button posting `tapAccessory`, and the gesture menu.
    func tableCell(_ element: SnapshotElement) -> String {
        var content = ""
        if let image = element.image { content += Markup.image(image, alt: "") }
        content +=
            "<span class=\"wfs-cell-texts\"><span class=\"wfs-text\">" + Markup.text(element.text ?? "")
            + "</span>"
        if let detail = element.detail {
            content += "<span class=\"wfs-detail\">" + Markup.text(detail) + "</span>"
        }
        content += "</span>"
        let accessoryButtons = element.children.filter { $0.kind == .button && !$0.isHidden }
        switch element.value {
        case "checkmark":
            content += "<span class=\"wfs-accessory wfs-checkmark\" role=\"img\" aria-label=\"Checked\">✓</span>"
        case "disclosureIndicator", "detailDisclosureIndicatorButton":
            content += "<span class=\"wfs-accessory wfs-disclosure\" aria-hidden=\"true\">›</span>"
        default: break
        }
        let kind = element.value.map { ["wfs-accessory-" + $0] } ?? []
        var html = "<li" + commonAttributes(element, extra: kind) + ">"
        if element.isEnabled {
            html += eventForm(.tap, for: element).button(content, className: "wfs-cell-button")
        } else {
            html += "<div class=\"wfs-cell-button\" aria-disabled=\"true\">" + content + "</div>"
        }
        for accessory in accessoryButtons {
            let label = accessory.label ?? accessory.text ?? "More Info"
            html += EventFormMarkup(event: .tapAccessory, id: element.id, csrfToken: csrfToken, isEnabled: isActive)
                .button(
                    "<span class=\"wfs-info-glyph\" aria-hidden=\"true\">i</span>",
                    className: "wfs-control wfs-accessory-button",
                    label: label + ": " + (element.text ?? ""),
                    formAttributes: " class=\"wfs-event wfs-accessory-form\"")
        }
        return html + gestureMenu(element) + "</li>"
    }
}
