import WorkflowRuntime

/// Content views and controls: labels, buttons, images, switches, sliders and segments.
extension ElementRenderer {
    /// A label: its text as a paragraph (with its accessibility label, when it differs, for
    /// screen readers only), and the gesture menu.
    func label(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        open("div", element, into: &html)
        if let spoken = extraLabel(element) {
            html += "<p class=\"wfs-text\"><span aria-hidden=\"true\">"
            Markup.text(element.text ?? "", into: &html)
            html += "</span><span class=\"wfs-visually-hidden\">"
            Markup.text(spoken, into: &html)
            html += "</span></p>"
        } else {
            html += "<p class=\"wfs-text\">"
            Markup.text(element.text ?? "", into: &html)
            html += "</p>"
        }
        html += gestureMenu(element)
        html += "</div>"
    }

    /// A button: a tap form. Buttons are also the parts of search bars, cells and accessory views.
    func button(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        eventForm(.tap, for: element).button(
            content(of: element), label: extraLabel(element),
            formAttributes: commonAttributes(element, extra: ["wfs-event"]), into: &html)
    }

    /// An image view: the image from `/assets/`, its label as the alternative text.
    func image(_ element: SnapshotElement) -> String {
        let picture =
            element.image.map { Markup.image($0, alt: element.label ?? "") }
            ?? (element.label.map {
                "<span class=\"wfs-img wfs-img-empty\" role=\"img\"" + Markup.attribute("aria-label", $0) + "></span>"
            } ?? "<span class=\"wfs-img wfs-img-empty\" aria-hidden=\"true\"></span>")
        return "<div" + commonAttributes(element) + ">" + picture + gestureMenu(element) + "</div>"
    }

    /// A switch: a button with the switch role that posts `toggle`.
    func toggleSwitch(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        let isOn = element.value == "on"
        let name = element.label ?? element.text ?? element.name ?? "Switch"
        let content =
            "<span class=\"wfs-text\">" + Markup.text(name)
            + "</span><span class=\"wfs-switch-track\" aria-hidden=\"true\"><span class=\"wfs-switch-thumb\"></span></span>"
        let state = (isOn ? " role=\"switch\" aria-checked=\"true\"" : " role=\"switch\" aria-checked=\"false\"")
        open("div", element, extra: [isOn ? "wfs-on" : "wfs-off"], into: &html)
        eventForm(.toggle, for: element).button(
            content, className: "wfs-switch-button", buttonAttributes: state + validationAttributes(element),
            into: &html)
        html += validationMessage(element)
        html += "</div>"
    }

    /// A slider: a range input and a Set button posting `setValue`.
    func slider(_ element: SnapshotElement) -> String {
        let bounds = (element.detail ?? "").split(separator: "…").map(String.init)
        let minimum = bounds.count == 2 ? bounds[0] : "0"
        let maximum = bounds.count == 2 ? bounds[1] : "1"
        let inputID = Markup.documentID(element.id, part: "input")
        let name = element.label ?? element.name ?? "Value"
        let form = eventForm(.setValue, for: element)
        let controls =
            "<label" + Markup.attribute("for", inputID) + " class=\"wfs-field-label\">" + Markup.text(name) + "</label>"
            + "<input type=\"range\"" + Markup.attribute("id", inputID)
            + Markup.attribute("name", EventForm.Field.value) + Markup.attribute("min", minimum)
            + Markup.attribute("max", maximum) + " step=\"any\"" + Markup.attribute("value", element.value)
            + validationAttributes(element) + Markup.flag("disabled", !form.isEnabled) + ">"
            + "<span class=\"wfs-slider-value\">" + Markup.text(element.value ?? "") + "</span>"
            + "<button type=\"submit\" class=\"wfs-control wfs-set\"" + Markup.flag("disabled", !form.isEnabled)
            + ">Set</button>"
        return "<div" + commonAttributes(element) + ">" + form.form(controls: controls) + validationMessage(element)
            + "</div>"
    }

    /// A segmented control: a group of segments, each a tap form.
    func segmentedControl(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        let label = Markup.attribute("aria-label", element.label ?? element.name)
        open("div", element, attributes: " role=\"group\"" + label, into: &html)
        children(of: element, into: &html)
        html += "</div>"
    }

    /// A segment: a toggle button pressed when selected; tapping it chooses it.
    func segment(_ element: SnapshotElement) -> String {
        eventForm(.tap, for: element).button(
            content(of: element), className: "wfs-segment-button", label: extraLabel(element),
            buttonAttributes: " aria-pressed=\"\(element.isSelected)\"",
            formAttributes: commonAttributes(element, extra: ["wfs-event"]))
    }

    /// A scope button of a search bar: like a segment.
    func scopeButton(_ element: SnapshotElement) -> String {
        segment(element)
    }
}
