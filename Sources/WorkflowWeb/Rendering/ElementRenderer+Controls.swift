import WorkflowRuntime
import WorkflowSessionHost

/// Content views and controls: labels, buttons, images, switches, sliders and segments.
extension ElementRenderer {
    /// A label: its text as a paragraph (with its accessibility label, when it differs, for
    /// screen readers only), and the gesture menu.
    func label(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        open("div", element, extra: gestureClasses(element), into: &html)
        if let spoken = extraLabel(element) {
            html += "<p class=\"wfs-text\"><span aria-hidden=\"true\">"
            HTMLFragment.text(element.text ?? "", into: &html)
            html += "</span><span class=\"wfs-visually-hidden\">"
            HTMLFragment.text(spoken, into: &html)
            html += "</span></p>"
        } else {
            html += "<p class=\"wfs-text\">"
            HTMLFragment.text(element.text ?? "", into: &html)
            html += "</p>"
        }
        gestureMenu(element, into: &html)
        html += "</div>"
    }

    /// Rich text: the snapshot's HTML parsed again and re-serialised by ``RichText``, so only
    /// the sanitised subset reaches the page whatever the snapshot holds (docs/SECURITY.md).
    func attributedText(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        open("div", element, extra: gestureClasses(element), into: &html)
        let rich = RichText(html: element.richText ?? HTMLFragment.text(element.text ?? ""))
        if let spoken = extraLabel(element) {
            html += "<div class=\"wfs-rich-text\" aria-hidden=\"true\">"
            html += rich.html
            html += "</div><span class=\"wfs-visually-hidden\">"
            HTMLFragment.text(spoken, into: &html)
            html += "</span>"
        } else {
            html += "<div class=\"wfs-rich-text\">"
            html += rich.html
            html += "</div>"
        }
        gestureMenu(element, into: &html)
        html += "</div>"
    }

    /// A button: drawn plain, as iOS draws a system button (tinted text, no fill).
    func button(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        eventButton(.tap, for: element, content: content(of: element), label: extraLabel(element), into: &html)
    }

    /// An image view: the image from `/assets/`, its label as the alternative text.
    func image(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        open("div", element, extra: gestureClasses(element), into: &html)
        if let image = element.image {
            html += HTMLFragment.image(image, alt: element.label ?? "")
        } else if let label = element.label {
            html += "<span class=\"wfs-img wfs-img-empty\" role=\"img\""
            HTMLFragment.attribute("aria-label", label, into: &html)
            html += "></span>"
        } else {
            html += "<span class=\"wfs-img wfs-img-empty\" aria-hidden=\"true\"></span>"
        }
        gestureMenu(element, into: &html)
        html += "</div>"
    }

    /// A switch: a button with the switch role that posts `toggle`, named by its label.
    func toggleSwitch(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        let isOn = element.value == "on"
        let name = element.label ?? element.text ?? element.name ?? "Switch"
        let content =
            "<span class=\"wfs-switch-track\" aria-hidden=\"true\"><span class=\"wfs-switch-thumb\"></span></span>"
        let state = " role=\"switch\" aria-checked=\"\(isOn)\"" + validationAttributes(element)
        open("div", element, extra: [isOn ? "wfs-on" : "wfs-off"], into: &html)
        eventButton(
            .toggle, for: element, content: content, extra: ["wfs-switch-button"], label: name, attributes: state,
            isPart: true, into: &html)
        validationMessage(element, into: &html)
        html += "</div>"
    }

    /// A slider: a range input posting its value (the script sends it as it changes; a page
    /// without the script sends it with the next event, or with its own Set button).
    func slider(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        let bounds = (element.detail ?? "").split(separator: "…").map(String.init)
        open("div", element, into: &html)
        html += "<input type=\"range\""
        HTMLFragment.attribute("id", HTMLFragment.documentID(element.id, part: "input"), into: &html)
        html += fieldName(element)
        HTMLFragment.attribute("aria-label", element.label ?? element.name ?? "Value", into: &html)
        HTMLFragment.attribute("min", bounds.count == 2 ? bounds[0] : "0", into: &html)
        HTMLFragment.attribute("max", bounds.count == 2 ? bounds[1] : "1", into: &html)
        html += " step=\"any\""
        HTMLFragment.attribute("value", InputValue.shown(by: element), into: &html)
        html += validationAttributes(element) + HTMLFragment.flag("disabled", !element.isEnabled) + ">"
        setButton(element, into: &html)
        validationMessage(element, into: &html)
        html += "</div>"
    }

    /// The Set button of a slider or date picker, for pages without the script only.
    func setButton(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        guard isActive, element.isEnabled else { return }
        html += "<noscript>"
        eventButton(
            .setValue, for: element, content: "Set", extra: ["wfs-set"],
            label: "Set " + (element.label ?? element.name ?? "value"), isPart: true, into: &html)
        html += "</noscript>"
    }

    /// A segmented control: a group of segments.
    func segmentedControl(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        let label = HTMLFragment.attribute("aria-label", element.label ?? element.name)
        open("div", element, attributes: " role=\"group\"" + label, into: &html)
        children(of: element, into: &html)
        html += "</div>"
    }

    /// A segment or a search bar's scope button: a toggle button pressed when chosen; tapping it chooses it.
    func segment(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        eventButton(
            .tap, for: element, content: "<span class=\"wfs-segment-face\">" + content(of: element) + "</span>",
            label: extraLabel(element), attributes: " aria-pressed=\"\(element.isSelected)\"", into: &html)
    }
}
