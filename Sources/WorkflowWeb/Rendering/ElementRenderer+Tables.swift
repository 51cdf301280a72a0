import WorkflowRuntime

/// Tables: header and footer views, sections with their titles, and cells drawn in iOS's styles.
extension ElementRenderer {
    /// A table: plain or grouped (its value), its sections and header and footer views in order.
    func table(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        open(
            "div", element, extra: ["wfs-table-" + (element.value ?? "plain")],
            attributes: HTMLFragment.attribute("aria-label", element.text), into: &html)
        children(of: element, into: &html)
        html += "</div>"
    }

    /// A section: its header title, its cells as a list, its footer title.
    func tableSection(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        open("section", element, into: &html)
        if let header = element.text {
            html += "<h2 class=\"wfs-section-header\">"
            HTMLFragment.text(header, into: &html)
            html += "</h2>"
        }
        if element.children.contains(where: { !$0.isHidden }) {
            html += "<ul class=\"wfs-cells\">"
            children(of: element, into: &html)
            html += "</ul>"
        }
        if let footer = element.detail {
            html += "<p class=\"wfs-section-footer\">"
            HTMLFragment.text(footer, into: &html)
            html += "</p>"
        }
        html += "</section>"
    }

    /// A cell: a button selecting it (plain content when it cannot be selected) with its image,
    /// texts laid out by its style (`default`, `value1`, `value2`, `subtitle`) and accessory, in
    /// iOS's order: the detail disclosure button (posting `tapAccessory`), then the chevron.
    func tableCell(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        let style = element.variant ?? "default"
        var content = ""
        if let image = element.image { content += HTMLFragment.image(image, alt: "") }
        content +=
            "<span class=\"wfs-cell-texts\"><span class=\"wfs-text\">" + HTMLFragment.text(element.text ?? "") + "</span>"
        // A default cell has no detail text on iOS; here it shows under the text rather than be lost.
        if let detail = element.detail {
            content += "<span class=\"wfs-detail\">" + HTMLFragment.text(detail) + "</span>"
        }
        content += "</span>"
        switch element.value {
        case "checkmark":
            content += "<span class=\"wfs-accessory wfs-checkmark\" role=\"img\" aria-label=\"Checked\">✓</span>"
        case "disclosureIndicator", "detailDisclosureIndicatorButton":
            content += HTMLFragment.disclosureIndicator
        default: break
        }
        var extra = ["wfs-cell-" + style] + gestureClasses(element)
        if let accessory = element.value { extra.append("wfs-accessory-" + accessory) }
        if element.image != nil { extra.append("wfs-with-image") }
        open("li", element, extra: extra, into: &html)
        if element.isEnabled {
            eventButton(.tap, for: element, content: content, extra: ["wfs-cell-button"], isPart: true, into: &html)
        } else {
            // A cell that cannot be selected is content, as on iOS: not a control, not dimmed.
            html += "<div class=\"wfs-cell-button\">" + content + "</div>"
        }
        // The detail button works on cells that cannot be selected too.
        var cell = element
        cell.isEnabled = true
        for accessory in element.children where accessory.kind == .button && !accessory.isHidden {
            let label = (accessory.label ?? accessory.text ?? "More Info") + ": " + (element.text ?? "")
            eventButton(
                .tapAccessory, for: cell,
                content: "<span class=\"wfs-info-glyph\" aria-hidden=\"true\">i</span>",
                extra: ["wfs-accessory-button"], label: label, isPart: true, into: &html)
        }
        gestureMenu(element, into: &html)
        html += "</li>"
    }
}
