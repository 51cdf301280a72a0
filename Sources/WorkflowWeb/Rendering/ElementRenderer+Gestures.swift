import WorkflowRuntime

/// The gesture menu: a button for each gesture recogniser of a view (taps, long presses, swipes).
///
/// The snapshot lists a view's gestures, so only those it recognises are offered, in a collapsed
/// menu beside the view; a view without gestures has no menu.
extension ElementRenderer {
    /// The collapsed gesture menu of `element`, or nothing when it has no gestures or its layer takes no events.
    func gestureMenu(_ element: SnapshotElement) -> String {
        guard isActive, !element.gestures.isEmpty else { return "" }
        let name = element.text ?? element.label ?? element.name ?? element.kind.rawValue
        var html =
            "<details class=\"wfs-gestures\"><summary" + Markup.attribute("aria-label", "Gestures: " + name)
            + Markup.attribute("title", "Gestures") + ">⋯</summary><div class=\"wfs-gesture-list\">"
        for gesture in element.gestures {
            switch gesture {
            case .tap(let count) where count <= 1:
                html += gestureButton(.tap, element, value: nil, title: "Tap")
            case .tap(let count):
                let title = count == 2 ? "Double tap" : count == 3 ? "Triple tap" : "\(count) taps"
                html += gestureButton(.taps, element, value: String(min(count, 10)), title: title)
            case .longPress(let minimum):
                let seconds = min(60, max(minimum, 0.5))
                html += gestureButton(
                    .longPress, element, value: String(seconds), title: "Long press (\(Self.format(seconds)) s)")
            case .swipe(let direction):
                html += gestureButton(.swipe, element, value: direction.rawValue, title: "Swipe " + direction.rawValue)
            }
        }
        return html + "</div></details>"
    }

    private func gestureButton(
        _ event: EventForm.Name, _ element: SnapshotElement, value: String?, title: String
    ) -> String {
        EventFormMarkup(event: event, id: element.id, value: value, csrfToken: csrfToken).button(
            Markup.text(title), formAttributes: " class=\"wfs-event wfs-gesture\"")
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
