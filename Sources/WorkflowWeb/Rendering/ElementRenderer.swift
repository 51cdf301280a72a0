import WorkflowRuntime

/// Renders snapshot elements as HTML: semantic markup, with an event form for each thing a
/// person can do to the element.
///
/// Elements of a layer that takes no events are drawn the same way, with their forms disabled
/// (the page also marks the layer `inert`).
struct ElementRenderer {
    /// The session's CSRF token, put in every form.
    let csrfToken: String
    /// Whether the element's layer takes events (only the last layer does).
    let isActive: Bool

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
        case .tab: html += tab(element)
        case .navigation: navigation(element, into: &html)
        case .navigationBar: navigationBar(element, into: &html)
        case .backButton: html += backButton(element)
        case .barButton: html += barButton(element)
        case .screen, .form: screen(element, into: &html)
        case .container, .view: container(element, into: &html)
        case .label: label(element, into: &html)
        case .button: button(element, into: &html)
        case .image: html += image(element)
        case .textField, .textView: textInput(element, into: &html)
        case .switch: toggleSwitch(element, into: &html)
        case .slider: html += slider(element)
        case .datePicker: html += datePicker(element)
        case .segmentedControl: segmentedControl(element, into: &html)
        case .segment: html += segment(element)
        case .searchBar: html += searchBar(element)
        case .scopeButton: html += scopeButton(element)
        case .table: table(element, into: &html)
        case .tableSection: tableSection(element, into: &html)
        case .tableCell: html += tableCell(element)
        case .alert, .actionSheet: alert(element, into: &html)
        case .alertButton: html += alertButton(element)
        }
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
        HTMLText.escape(element.id.rawValue, into: &html)
        html += "\" class=\"wfs-"
        html += element.kind.rawValue
        for styleName in element.styleNames {
            html += " "
            html += Markup.styleClass(styleName)
        }
        if !element.isEnabled { html += " wfs-disabled" }
        if element.isSelected { html += " wfs-selected" }
        for name in extra {
            html += " "
            HTMLText.escape(name, into: &html)
        }
        html += "\""
        Markup.attribute("data-name", element.name, into: &html)
    }

    /// The attributes every element's outer tag carries, as a string.
    func commonAttributes(_ element: SnapshotElement, extra: [String] = []) -> String {
        var html = HTMLBuffer()
        commonAttributes(element, extra: extra, into: &html)
        return html.string
    }

    /// A form sending `event` about `element`, disabled when the element or its layer takes no events.
    func eventForm(_ event: EventForm.Name, for element: SnapshotElement, value: String? = nil) -> EventFormMarkup {
        EventFormMarkup(
            event: event, id: element.id, value: value, csrfToken: csrfToken, isEnabled: isActive && element.isEnabled)
    }

    /// What a control shows: its image (decorative when there is text) and its text, else its label.
    func content(of element: SnapshotElement) -> String {
        var html = ""
        let name = element.text ?? element.label ?? element.name
        if let image = element.image {
            html += Markup.image(image, alt: element.text == nil ? (element.label ?? image) : "")
        }
        if let text = element.text {
            html += "<span class=\"wfs-text\">" + Markup.text(text) + "</span>"
        } else if element.image == nil {
            html += "<span class=\"wfs-text\">" + Markup.text(name ?? element.kind.rawValue) + "</span>"
        }
        return html
    }

    /// The accessible name to add when the visible text is not the element's label.
    func extraLabel(_ element: SnapshotElement) -> String? {
        guard let label = element.label, element.text != nil, label != element.text else { return nil }
        return label
    }

    /// The validation message of an input, with the id inputs point to from `aria-describedby`.
    func validationMessage(_ element: SnapshotElement) -> String {
        guard let message = element.validationMessage else { return "" }
        return "<p" + Markup.attribute("id", Markup.documentID(element.id, part: "validation"))
            + " class=\"wfs-validation\">" + Markup.text(message) + "</p>"
    }

    /// The `aria-describedby`/`aria-invalid` attributes of an input with a validation message.
    func validationAttributes(_ element: SnapshotElement) -> String {
        guard element.validationMessage != nil else { return "" }
        return Markup.attribute("aria-describedby", Markup.documentID(element.id, part: "validation"))
            + " aria-invalid=\"true\""
    }
}
