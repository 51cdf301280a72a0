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

    /// The element and what is inside it; nothing for hidden elements.
    func render(_ element: SnapshotElement) -> String {
        guard !element.isHidden else { return "" }
        switch element.kind {
        case .window, .toolbar, .formAccessoryView: return bar(element)
        case .tabs: return tabs(element)
        case .tabBar: return tabBar(element)
        case .tab: return tab(element)
        case .navigation: return navigation(element)
        case .navigationBar: return navigationBar(element)
        case .backButton: return backButton(element)
        case .barButton: return barButton(element)
        case .screen, .form: return screen(element)
        case .container, .view: return container(element)
        case .label: return label(element)
        case .button: return button(element)
        case .image: return image(element)
        case .textField, .textView: return textInput(element)
        case .switch: return toggleSwitch(element)
        case .slider: return slider(element)
        case .datePicker: return datePicker(element)
        case .segmentedControl: return segmentedControl(element)
        case .segment: return segment(element)
        case .searchBar: return searchBar(element)
        case .scopeButton: return scopeButton(element)
        case .table: return table(element)
        case .tableSection: return tableSection(element)
        case .tableCell: return tableCell(element)
        case .alert, .actionSheet: return alert(element)
        case .alertButton: return alertButton(element)
        }
    }

    /// The children of `element`, rendered in order.
    func children(of element: SnapshotElement) -> String {
        element.children.map(render).joined()
    }

    /// The `class` attribute of an element: its kind, its style names, its state, then `extra`.
    func classAttribute(_ element: SnapshotElement, extra: [String] = []) -> String {
        var names = ["wfs-" + element.kind.rawValue]
        names += element.styleNames.map(Markup.styleClass)
        if !element.isEnabled { names.append("wfs-disabled") }
        if element.isSelected { names.append("wfs-selected") }
        names += extra
        return Markup.attribute("class", names.joined(separator: " "))
    }

    /// The attributes every element's outer tag carries: its document id and its classes.
    func commonAttributes(_ element: SnapshotElement, extra: [String] = []) -> String {
        Markup.attribute("id", Markup.documentID(element.id)) + classAttribute(element, extra: extra)
            + Markup.attribute("data-name", element.name)
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
