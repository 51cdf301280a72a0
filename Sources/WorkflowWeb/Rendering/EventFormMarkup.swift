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

    /// The hidden inputs: `event`, `id`, `value` when fixed, and `csrf`.
    var hiddenFields: String {
        var html = hidden(EventForm.Field.event, event.rawValue)
        if let id { html += hidden(EventForm.Field.id, id.rawValue) }
        if let value { html += hidden(EventForm.Field.value, value) }
        html += hidden(EventForm.Field.csrf, csrfToken)
        return html
    }

    /// A form whose only control is a submit button showing `content` (markup).
    ///
    /// `formAttributes` go on the form (the element's id and classes); `buttonAttributes` on the button.
    func button(
        _ content: String, className: String = "wfs-control", label: String? = nil, buttonAttributes: String = "",
        formAttributes: String = " class=\"wfs-event\""
    ) -> String {
        form(
            attributes: formAttributes,
            controls: "<button type=\"submit\"" + Markup.attribute("class", className)
                + Markup.attribute("aria-label", label) + buttonAttributes + Markup.flag("disabled", !isEnabled) + ">"
                + content + "</button>")
    }

    /// A form around `controls` (markup that includes its submit button).
    func form(attributes: String = " class=\"wfs-event\"", controls: String) -> String {
        "<form method=\"post\" action=\"/events\"" + attributes + ">" + hiddenFields + controls + "</form>"
    }

    private func hidden(_ name: String, _ value: String) -> String {
        "<input type=\"hidden\"" + Markup.attribute("name", name) + Markup.attribute("value", value) + ">"
    }
}
