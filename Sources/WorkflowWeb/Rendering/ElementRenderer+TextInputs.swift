import WorkflowRuntime

/// Text fields, text views, search bars and date pickers: inputs whose value a person types.
extension ElementRenderer {
    /// A text field or text view: a form posting `enterText` with the whole new text (the
    /// runtime replaces the text), and a separate Return form posting `pressReturn`.
    func textInput(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        let isMultiline = element.kind == .textView
        let name = element.label ?? element.detail ?? element.name ?? (isMultiline ? "Text" : "Text field")
        open("div", element, into: &html)
        html += textForm(element, name: name, multiline: isMultiline, type: element.isSecure ? "password" : "text")
        // A text view's return only adds a new line, which the text area does itself.
        if !isMultiline {
            eventForm(.pressReturn, for: element).button(
                "Return", className: "wfs-control wfs-return", label: "Return: " + name,
                formAttributes: " class=\"wfs-event wfs-return-form\"", into: &html)
        }
        html += validationMessage(element)
        html += "</div>"
    }

    /// A search bar: its prompt, a search field, a Search (return) button, then its scope
    /// buttons and its bookmark, results and cancel buttons.
    func searchBar(_ element: SnapshotElement) -> String {
        let name = element.label ?? element.detail ?? "Search"
        var html = "<div" + commonAttributes(element) + " role=\"search\">"
        if let prompt = element.text { html += "<p class=\"wfs-prompt\">" + Markup.text(prompt) + "</p>" }
        html += "<div class=\"wfs-search-row\">" + textForm(element, name: name, multiline: false, type: "search")
        html += eventForm(.pressReturn, for: element).button(
            "Search", className: "wfs-control wfs-return", formAttributes: " class=\"wfs-event wfs-return-form\"")
        html += element.children.filter { $0.kind != .scopeButton }.map(render).joined() + "</div>"
        let scopes = element.children.filter { $0.kind == .scopeButton }
        if !scopes.isEmpty {
            html +=
                "<div class=\"wfs-scopes\" role=\"group\" aria-label=\"Scope\">" + scopes.map(render).joined()
                + "</div>"
        }
        return html + validationMessage(element) + "</div>"
    }

    /// The `enterText` form of a text input: the visible field is the `value` sent.
    private func textForm(_ element: SnapshotElement, name: String, multiline: Bool, type: String = "text") -> String {
        let form = eventForm(.enterText, for: element)
        let inputID = Markup.documentID(element.id, part: "input")
        var attributes =
            Markup.attribute("id", inputID) + Markup.attribute("name", EventForm.Field.value)
            + Markup.attribute("placeholder", element.detail) + validationAttributes(element)
            + Markup.flag("disabled", !form.isEnabled)
        // The focused input of the active layer keeps the focus across page loads.
        if element.isSelected && form.isEnabled { attributes += " autofocus" }
        let field =
            multiline
            ? "<textarea rows=\"4\"" + attributes + ">\n" + Markup.text(element.value ?? "") + "</textarea>"
            : "<input" + Markup.attribute("type", type) + attributes + Markup.attribute("value", element.value ?? "")
                + " autocomplete=\"off\">"
        let controls = labelledField(
            field, inputID: inputID, label: Markup.text(name), button: "Enter", buttonLabel: "Enter: " + name,
            isEnabled: form.isEnabled)
        return form.form(attributes: " class=\"wfs-event wfs-text-form\"", controls: controls)
    }

    /// A date picker: a date input when the date is a midnight (UTC), else a date-and-time input
    /// (its value has no zone; the runtime reads it as UTC), posting `setValue`.
    func datePicker(_ element: SnapshotElement) -> String {
        let form = eventForm(.setValue, for: element)
        let inputID = Markup.documentID(element.id, part: "input")
        let name = element.label ?? element.name ?? "Date"
        let value = DatePickerValue(iso8601: element.value ?? "")
        let input: String
        if let day = value.dayIfMidnight {
            input = "<input type=\"date\"" + Markup.attribute("value", day)
        } else {
            input =
                "<input type=\"datetime-local\" step=\"1\""
                + Markup.attribute("value", value.localDateAndTime ?? element.value ?? "")
        }
        let zone = value.dayIfMidnight == nil ? " <span class=\"wfs-hint\">(UTC)</span>" : ""
        let field =
            input + Markup.attribute("id", inputID) + Markup.attribute("name", EventForm.Field.value)
            + validationAttributes(element) + Markup.flag("disabled", !form.isEnabled) + ">"
        let controls = labelledField(
            field, inputID: inputID, label: Markup.text(name) + zone, button: "Set", buttonLabel: nil,
            isEnabled: form.isEnabled)
        return "<div" + commonAttributes(element) + ">" + form.form(controls: controls) + validationMessage(element)
            + "</div>"
    }

    /// The controls of an input's form: its label (`label` is markup), the `field`, and the
    /// submit button that sends the field's value.
    private func labelledField(
        _ field: String, inputID: String, label: String, button: String, buttonLabel: String?, isEnabled: Bool
    ) -> String {
        "<label" + Markup.attribute("for", inputID) + " class=\"wfs-field-label\">" + label + "</label>" + field
            + "<button type=\"submit\" class=\"wfs-control wfs-set\"" + Markup.attribute("aria-label", buttonLabel)
            + Markup.flag("disabled", !isEnabled) + ">" + button + "</button>"
    }
}
