import WorkflowRuntime

/// Controllers and containers: tabs, navigation, bars, screens and groups of views.
extension ElementRenderer {
    /// A tab bar controller: the selected tab's content, then the tab bar at the bottom.
    func tabs(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        open("div", element, into: &html)
        html += "<div class=\"wfs-tab-content\">"
        for child in element.children where child.kind != .tabBar { render(child, into: &html) }
        html += "</div>"
        for child in element.children where child.kind == .tabBar { render(child, into: &html) }
        html += "</div>"
    }

    /// The tab bar: a navigation landmark of buttons, the selected one marked as current.
    func tabBar(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        open("nav", element, attributes: " aria-label=\"Tabs\"", into: &html)
        children(of: element, into: &html)
        html += "</nav>"
    }

    /// One tab: a button tapping it, with its image, title and badge.
    func tab(_ element: SnapshotElement) -> String {
        var content = ""
        if let image = element.image { content += Markup.image(image, alt: "") }
        content += "<span class=\"wfs-text\">" + Markup.text(element.text ?? element.label ?? "Tab") + "</span>"
        if let badge = element.value {
            content += "<span class=\"wfs-badge\">" + Markup.text(badge) + "</span>"
        }
        let current = element.isSelected ? " aria-current=\"page\"" : ""
        return eventForm(.tap, for: element).button(
            content, className: "wfs-tab-button", buttonAttributes: current,
            formAttributes: commonAttributes(element, extra: ["wfs-event"]))
    }

    /// A navigation controller: its bar, the top controller and its toolbar.
    func navigation(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        open("div", element, into: &html)
        children(of: element, into: &html)
        html += "</div>"
    }

    /// A navigation bar: the back button and bar buttons around the title (or title view) and prompt.
    ///
    /// The back button and the left items lead; the title view (any child that is not a button)
    /// is in the middle; the right items trail.
    func navigationBar(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        let visible = element.children.filter { !$0.isHidden }
        let titleView = visible.first { $0.kind != .backButton && $0.kind != .barButton }
        open("header", element, into: &html)
        if let prompt = element.detail {
            html += "<p class=\"wfs-prompt\">"
            Markup.text(prompt, into: &html)
            html += "</p>"
        }
        html += "<div class=\"wfs-bar-row\"><div class=\"wfs-bar-leading\">"
        for item in visible where item.kind == .backButton || (item.kind == .barButton && item.isLeading) {
            render(item, into: &html)
        }
        html += "</div>"
        if let titleView {
            html += "<div class=\"wfs-bar-title\">"
            render(titleView, into: &html)
            html += "</div>"
        } else {
            html += "<h1 class=\"wfs-bar-title\">"
            Markup.text(element.text ?? "", into: &html)
            html += "</h1>"
        }
        html += "<div class=\"wfs-bar-trailing\">"
        for item in visible where item.kind == .barButton && !item.isLeading { render(item, into: &html) }
        html += "</div></div></header>"
    }

    /// The back button: posts `back` (with its id, which the server may ignore).
    func backButton(_ element: SnapshotElement) -> String {
        let text = element.text ?? element.label ?? "Back"
        var content = "<span class=\"wfs-chevron\" aria-hidden=\"true\">‹</span>"
        if let image = element.image { content += Markup.image(image, alt: element.label ?? text) }
        if element.text != nil || element.image == nil {
            content += "<span class=\"wfs-text\">" + Markup.text(text) + "</span>"
        }
        return eventForm(.back, for: element).button(
            content, label: "Back: " + text, formAttributes: commonAttributes(element, extra: ["wfs-event"]))
    }

    /// A bar button item: a tap form showing its title or image.
    func barButton(_ element: SnapshotElement) -> String {
        eventForm(.tap, for: element).button(
            content(of: element), label: extraLabel(element),
            formAttributes: commonAttributes(element, extra: ["wfs-event"]))
    }

    /// A toolbar, a form accessory view or the window: a row of controls.
    func bar(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        let role =
            switch element.kind {
            case .window: ""
            case .formAccessoryView: " role=\"toolbar\" aria-label=\"Keyboard\""
            default: " role=\"toolbar\""
            }
        open("div", element, attributes: role, into: &html)
        children(of: element, into: &html)
        html += "</div>"
    }

    /// A screen or form controller: a region named by its title (the navigation bar shows the title).
    func screen(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        open("section", element, attributes: Markup.attribute("aria-label", element.text), into: &html)
        children(of: element, into: &html)
        html += "</section>"
    }

    /// A container or any other view: its views in order, with the gesture menu.
    func container(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        open("div", element, attributes: Markup.attribute("aria-label", element.label), into: &html)
        children(of: element, into: &html)
        html += gestureMenu(element)
        html += "</div>"
    }
}
