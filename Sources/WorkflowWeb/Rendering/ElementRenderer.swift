import WorkflowRuntime

/// Renders snapshot elements as HTML: semantic HTML, with a submit button for each thing a
/// person can do to an element and a named field for each input.
///
/// The active layer is one form (``PageRenderer`` writes it), so every button posts the values
/// of all the layer's inputs with its event. Elements of a layer that takes no events are drawn
/// the same way, but their buttons submit nothing and their inputs post nothing (the page also
/// marks the layer `inert`).
struct ElementRenderer {
    /// Whether the element's layer takes events (only the last layer does).
    let isActive: Bool
    /// How the application's own kinds of element are drawn.
    var views: [ElementKind: any HTMLView] = [:]

    /// Appends the element and what is inside it; nothing for hidden elements.
    ///
    /// Elements that hold others write straight into the page's buffer, so a page is built in
    /// one string rather than copied up through every level.
    func render(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        guard !element.isHidden else { return }
        switch element.kind {
        case .window, .toolbar, .formAccessoryView: bar(element, into: &html)
        case .tabs: tabs(element, into: &html)
        case .tabBar: tabBar(element, into: &html)
        case .tab: tab(element, into: &html)
        case .navigation: navigation(element, into: &html)
        case .navigationBar: navigationBar(element, into: &html)
        case .backButton: backButton(element, into: &html)
        case .barButton: barButton(element, into: &html)
        case .screen, .form: screen(element, into: &html)
        case .container, .view: container(element, into: &html)
        case .label: label(element, into: &html)
        case .attributedText: attributedText(element, into: &html)
        case .button: button(element, into: &html)
        case .image: image(element, into: &html)
        case .textField, .textView: textInput(element, into: &html)
        case .switch: toggleSwitch(element, into: &html)
        case .slider: slider(element, into: &html)
        case .datePicker: datePicker(element, into: &html)
        case .segmentedControl: segmentedControl(element, into: &html)
        case .segment, .scopeButton: segment(element, into: &html)
        case .searchBar: searchBar(element, into: &html)
        case .table: table(element, into: &html)
        case .tableSection: tableSection(element, into: &html)
        case .tableCell: tableCell(element, into: &html)
        case .alert, .actionSheet: alert(element, into: &html)
        case .alertButton: alertButton(element, into: &html)
        default: applicationView(element, into: &html)
        }
    }

    /// An element of an application's kind: drawn by its ``HTMLView``; without one, its children
    /// in a plain container, so that nothing a person could use goes missing.
    func applicationView(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        guard let view = views[element.kind] else { return container(element, into: &html) }
        var writer = HTMLViewWriter(renderer: self, html: html)
        html = HTMLBuffer()
        view.draw(element, with: &writer)
        html = writer.finish()
    }

    /// The element and what is inside it, as a string of its own.
    func render(_ element: SnapshotElement) -> String {
        var html = HTMLBuffer()
        render(element, into: &html)
        return html.string
    }

    /// Appends the children of `element`, in order.
    func children(of element: SnapshotElement, into html: inout HTMLBuffer) {
        for child in element.children { render(child, into: &html) }
    }

    /// Appends `<tag` with the element's common attributes, `attributes` and `>`.
    func open(
        _ tag: String, _ element: SnapshotElement, extra: [String] = [], attributes: String = "",
        into html: inout HTMLBuffer
    ) {
        html += "<"
        html += tag
        commonAttributes(element, extra: extra, into: &html)
        html += attributes
        html += ">"
    }

    /// Appends the attributes every element's outer tag carries: its document id, its classes
    /// (its kind, its style names, its state, then `extra`) and its name.
    func commonAttributes(_ element: SnapshotElement, extra: [String] = [], into html: inout HTMLBuffer) {
        html += " id=\"wfs-"
        HTMLText.escape(element.id.rawValue, into: &html.bytes)
        html += "\" class=\"wfs-"
        if element.kind.isStandard {
            html += element.kind.rawValue
        } else {
            HTMLText.escape(element.kind.rawValue, into: &html.bytes)
        }
        for styleName in element.styleNames {
            html += " "
            html += HTMLFragment.styleClass(styleName)
        }
        if !element.isEnabled { html += " wfs-disabled" }
        if element.isSelected { html += " wfs-selected" }
        for name in extra {
            html += " "
            HTMLText.escape(name, into: &html.bytes)
        }
        html += "\""
        HTMLFragment.attribute("data-name", element.name, into: &html)
    }

    /// Appends a button sending `event` about `element` (with `value`, when the event has one),
    /// showing `content` (HTML).
    ///
    /// The button is the element's own outer tag, with its id and classes, unless `isPart` (a
    /// part of a larger element, such as a cell's accessory button). On a layer that takes no
    /// events it submits nothing; on a disabled element it is disabled.
    func eventButton(
        _ event: EventForm.Name, for element: SnapshotElement, value: String? = nil, content: String,
        extra: [String] = [], label: String? = nil, attributes: String = "", isPart: Bool = false,
        into html: inout HTMLBuffer
    ) {
        html += "<button"
        if isPart {
            html += " class=\""
            HTMLText.escape(extra.joined(separator: " "), into: &html.bytes)
            html += "\""
        } else {
            commonAttributes(element, extra: extra, into: &html)
        }
        if isActive {
            html += " type=\"submit\" name=\"event\""
            HTMLFragment.attribute(
                "value", EventForm.buttonValue(event, event == .back ? nil : element.id, value: value), into: &html)
            if !element.isEnabled { html += " disabled" }
        } else {
            html += " type=\"button\""
        }
        HTMLFragment.attribute("aria-label", label, into: &html)
        html += attributes
        html += ">"
        html += content
        html += "</button>"
    }

    /// The name of the field posting `element`'s input: `field.ID`, or none on a layer that takes no events.
    func fieldName(_ element: SnapshotElement) -> String {
        isActive ? HTMLFragment.attribute("name", EventForm.Field.inputPrefix + element.id.rawValue) : ""
    }

    /// What a control shows: its image (decorative when there is text) and its text, else its label.
    func content(of element: SnapshotElement) -> String {
        var html = ""
        let name = element.text ?? element.label ?? element.name
        if let image = element.image {
            html += HTMLFragment.image(image, alt: element.text == nil ? (element.label ?? image) : "")
        }
        if let text = element.text {
            html += "<span class=\"wfs-text\">" + HTMLFragment.text(text) + "</span>"
        } else if element.image == nil {
            html += "<span class=\"wfs-text\">" + HTMLFragment.text(name ?? element.kind.rawValue) + "</span>"
        }
        return html
    }

    /// The accessible name to add when the visible text is not the element's label.
    func extraLabel(_ element: SnapshotElement) -> String? {
        guard let label = element.label, element.text != nil, label != element.text else { return nil }
        return label
    }

    /// The validation message of an input, with the id inputs point to from `aria-describedby`;
    /// an input with validations keeps an empty line for it, so the layout does not jump.
    func validationMessage(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        guard element.validationMessage != nil || element.hasValidations else { return }
        html += "<p"
        HTMLFragment.attribute("id", HTMLFragment.documentID(element.id, part: "validation"), into: &html)
        html += " class=\"wfs-validation\">"
        HTMLFragment.text(element.validationMessage ?? "", into: &html)
        html += "</p>"
    }

    /// The `aria-describedby`/`aria-invalid` attributes of an input with a validation message.
    func validationAttributes(_ element: SnapshotElement) -> String {
        guard element.validationMessage != nil else { return "" }
        return HTMLFragment.attribute("aria-describedby", HTMLFragment.documentID(element.id, part: "validation"))
            + " aria-invalid=\"true\""
    }
}
