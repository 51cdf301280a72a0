import WorkflowRuntime

/// One event form: a POST to `/events` carrying the event, the element id, the CSRF token and
/// maybe a value, sent by a real submit button so pages work without script.
struct EventFormMarkup {
    /// The event the form sends.
    var event: EventForm.Name
    /// The element the event names; nil for `back`.
    var id: ElementID?
    /// The fixed value, when the form has no visible field named `value`.
    var value: String?
    /// The session's token, checked by the server.
    var csrfToken: String
    /// Whether the form can be sent: false on layers that take no events and on disabled elements.
    var isEnabled = true

    /// A form whose only control is a submit button showing `content` (markup).
    ///
    /// `formAttributes` go on the form (the element's id and classes); `buttonAttributes` on the button.
    func button(
        _ content: String, className: String = "wfs-control", label: String? = nil, buttonAttributes: String = "",
        formAttributes: String = " class=\"wfs-event\""
    ) -> String {
        var html = HTMLBuffer(capacity: 320 + content.utf8.count)
        button(
            content, className: className, label: label, buttonAttributes: buttonAttributes,
            formAttributes: formAttributes, into: &html)
        return html.string
    }

    /// Appends a form whose only control is a submit button showing `content` (markup).
    func button(
        _ content: String, className: String = "wfs-control", label: String? = nil, buttonAttributes: String = "",
        formAttributes: String = " class=\"wfs-event\"", into html: inout HTMLBuffer
    ) {
        open(attributes: formAttributes, into: &html)
        html += "<button type=\"submit\""
        Markup.attribute("class", className, into: &html)
        Markup.attribute("aria-label", label, into: &html)
        html += buttonAttributes
        if !isEnabled { html += " disabled" }
        html += ">"
        html += content
        html += "</button></form>"
    }

    /// A form around `controls` (markup that includes its submit button).
    func form(attributes: String = " class=\"wfs-event\"", controls: String) -> String {
        var html = HTMLBuffer(capacity: 256 + controls.utf8.count)
        open(attributes: attributes, into: &html)
        html += controls
        html += "</form>"
        return html.string
    }

    private func open(attributes: String, into html: inout HTMLBuffer) {
        html += "<form method=\"post\" action=\"/events\""
        html += attributes
        html += ">"
        appendHiddenFields(into: &html)
    }

    /// The hidden inputs: `event`, `id`, `value` when fixed, and `csrf`.
    private func appendHiddenFields(into html: inout HTMLBuffer) {
        hidden(EventForm.Field.event, event.rawValue, into: &html)
        if let id { hidden(EventForm.Field.id, id.rawValue, into: &html) }
        if let value { hidden(EventForm.Field.value, value, into: &html) }
        hidden(EventForm.Field.csrf, csrfToken, into: &html)
    }

    /// One hidden input; the field names are constants that need no escaping.
    private func hidden(_ name: String, _ value: String, into html: inout HTMLBuffer) {
        html += "<input type=\"hidden\" name=\""
        html += name
        html += "\" value=\""
        HTMLText.escape(value, into: &html)
        html += "\">"
    }
}
