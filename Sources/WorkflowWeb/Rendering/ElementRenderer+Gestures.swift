import WorkflowRuntime

/// Gestures: the classes that let the page's script see pointer input on a view, and the
/// gesture menu, a button for each gesture recogniser of the view (for the keyboard and for
/// pages without the script).
///
/// The snapshot lists a view's gestures, so only those it recognises are offered; a view
/// without gestures has neither.
extension ElementRenderer {
    /// The classes that tell the browser which touches the view keeps for itself (its
    /// `touch-action`), so that a swipe by touch is not taken as a scroll.
    func gestureClasses(_ element: SnapshotElement) -> [String] {
        guard !element.gestures.isEmpty else { return [] }
        var horizontal = false
        var vertical = false
        for case .swipe(let direction) in element.gestures {
            if direction == .left || direction == .right { horizontal = true } else { vertical = true }
        }
        switch (horizontal, vertical) {
        case (true, true): return ["wfs-gestures-all"]
        case (true, false): return ["wfs-gestures-horizontal"]
        case (false, true): return ["wfs-gestures-vertical"]
        case (false, false): return ["wfs-gestures-taps"]
        }
    }

    /// Appends the collapsed gesture menu of `element`; nothing when it has no gestures or its layer takes no events.
    func gestureMenu(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        guard isActive, !element.gestures.isEmpty else { return }
        let name = element.text ?? element.label ?? element.name ?? element.kind.rawValue
        html += "<details class=\"wfs-gestures\"><summary"
        HTMLFragment.attribute("aria-label", "Gestures: " + name, into: &html)
        html += " title=\"Gestures\"><span aria-hidden=\"true\">⋯</span></summary><div class=\"wfs-gesture-list\">"
        for gesture in element.gestures {
            switch gesture {
            case .tap(let count) where count <= 1:
                gestureButton(.tap, element, value: nil, title: "Tap", into: &html)
            case .tap(let count):
                let title = count == 2 ? "Double tap" : count == 3 ? "Triple tap" : "\(count) taps"
                gestureButton(.taps, element, value: String(min(count, 10)), title: title, into: &html)
            case .longPress(let minimum):
                let seconds = min(60, max(minimum, 0.5))
                gestureButton(
                    .longPress, element, value: String(seconds), title: "Long press (\(Self.format(seconds)) s)",
                    into: &html)
            case .swipe(let direction):
                gestureButton(
                    .swipe, element, value: direction.rawValue, title: "Swipe " + direction.rawValue, into: &html)
            }
        }
        html += "</div></details>"
    }

    private func gestureButton(
        _ event: EventForm.Name, _ element: SnapshotElement, value: String?, title: String, into html: inout HTMLBuffer
    ) {
        // The view itself may be one that takes no taps (a disabled cell): its gestures still work.
        var view = element
        view.isEnabled = true
        eventButton(
            event, for: view, value: value, content: HTMLFragment.text(title), extra: ["wfs-gesture"], isPart: true,
            into: &html)
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
