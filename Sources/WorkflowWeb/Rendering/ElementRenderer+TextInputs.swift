import WorkflowRuntime
import WorkflowSessionHost

/// Text fields, text views, search bars and date pickers: inputs whose value a person types or picks.
///
/// Each input is a field of the layer's form, posted with every event, so what was typed
/// reaches the session before the control that was tapped. The Enter key in a text field is
/// its return (the script sends it; without the script Enter submits the form, and the server
/// gives the return to the field whose text changed).
extension ElementRenderer {
    /// A text field or text view: its input, named by its accessibility label (never printed;
    /// the placeholder shows inside), and its validation message under it.
    func textInput(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        let isMultiline = element.kind == .textView
        open("div", element, into: &html)
        if isMultiline {
            html += "<textarea rows=\"4\""
            inputAttributes(element, into: &html)
            html += KeyboardAttributes.textAreaHTML(for: element.textInputTraits)
            // A newline right after the tag is dropped by the parser: the text's own first line survives.
            html += ">\n"
            HTMLFragment.text(InputValue.shown(by: element) ?? "", into: &html)
            html += "</textarea>"
        } else {
            html += "<input"
            html += KeyboardAttributes.html(for: element.textInputTraits, isSecure: element.isSecure)
            inputAttributes(element, into: &html)
            HTMLFragment.attribute("value", InputValue.shown(by: element), into: &html)
            html += ">"
        }
        validationMessage(element, into: &html)
        html += "</div>"
    }

    /// A search bar: its prompt, a search field (Enter searches), its bookmark, results and
    /// cancel buttons, then its scope buttons.
    func searchBar(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        open("div", element, attributes: " role=\"search\"", into: &html)
        if let prompt = element.text {
            html += "<p class=\"wfs-prompt\">"
            HTMLFragment.text(prompt, into: &html)
            html += "</p>"
        }
        html += "<div class=\"wfs-search-row\"><input"
        html += KeyboardAttributes.html(for: element.textInputTraits, isSecure: false, isSearch: true)
        inputAttributes(element, defaultName: "Search", into: &html)
        HTMLFragment.attribute("value", InputValue.shown(by: element), into: &html)
        html += ">"
        for child in element.children where child.kind != .scopeButton { render(child, into: &html) }
        html += "</div>"
        let scopes = element.children.filter { $0.kind == .scopeButton }
        if !scopes.isEmpty {
            html += "<div class=\"wfs-scopes\" role=\"group\" aria-label=\"Scope\">"
            for scope in scopes { render(scope, into: &html) }
            html += "</div>"
        }
        validationMessage(element, into: &html)
        html += "</div>"
    }

    /// A date picker: a date input when the date is a midnight (UTC), else a date-and-time input
    /// (its value has no zone; the runtime reads it as UTC), posting its value.
    func datePicker(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        let value = DatePickerValue(iso8601: element.value ?? "")
        let name = element.label ?? element.name ?? "Date"
        open("div", element, into: &html)
        html += value.dayIfMidnight == nil ? "<input type=\"datetime-local\" step=\"1\"" : "<input type=\"date\""
        HTMLFragment.attribute("id", HTMLFragment.documentID(element.id, part: "input"), into: &html)
        html += fieldName(element)
        HTMLFragment.attribute("aria-label", value.dayIfMidnight == nil ? name + " (UTC)" : name, into: &html)
        HTMLFragment.attribute("value", InputValue.shown(by: element), into: &html)
        html += validationAttributes(element) + HTMLFragment.flag("disabled", !element.isEnabled) + ">"
        setButton(element, into: &html)
        validationMessage(element, into: &html)
        html += "</div>"
    }

    /// The attributes every text input shares: id, field name, accessible name, placeholder,
    /// validation state, focus and availability.
    private func inputAttributes(_ element: SnapshotElement, defaultName: String? = nil, into html: inout HTMLBuffer) {
        let isMultiline = element.kind == .textView
        let name =
            element.label ?? element.detail ?? element.name ?? defaultName ?? (isMultiline ? "Text" : "Text field")
        HTMLFragment.attribute("id", HTMLFragment.documentID(element.id, part: "input"), into: &html)
        html += fieldName(element)
        HTMLFragment.attribute("aria-label", name, into: &html)
        HTMLFragment.attribute("placeholder", element.detail, into: &html)
        html += validationAttributes(element)
        // The focused input of the active layer keeps the focus across page loads.
        if element.isSelected && isActive && element.isEnabled { html += " autofocus" }
        if !element.isEnabled { html += isMultiline ? " readonly" : " disabled" }
    }
}
