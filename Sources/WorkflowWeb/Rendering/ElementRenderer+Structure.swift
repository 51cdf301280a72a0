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

    /// One tab: a button with its image drawn in the tab's colour, its title and its badge.
    func tab(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        var content = ""
        if let image = element.image {
            content += HTMLFragment.templateImage(image, maskID: HTMLFragment.documentID(element.id, part: "icon"))
        }
        content += "<span class=\"wfs-text\">" + HTMLFragment.text(element.text ?? element.label ?? "Tab") + "</span>"
        if let badge = element.value {
            content += "<span class=\"wfs-badge\">" + HTMLFragment.text(badge) + "</span>"
        }
        eventButton(
            .tap, for: element, content: content, extra: element.image == nil ? ["wfs-text-only"] : [],
            attributes: element.isSelected ? " aria-current=\"page\"" : "", into: &html)
    }

    /// A navigation controller: its bar, the top controller and its toolbar; `data-depth` is the
    /// number of controllers in its stack (the page's script animates pushes and pops by it).
    func navigation(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        open("div", element, attributes: HTMLFragment.attribute("data-depth", element.value), into: &html)
        children(of: element, into: &html)
        html += "</div>"
    }

    /// A navigation bar laid out as iOS does: the back button and left items lead, the right items
    /// trail, and the title (or title view) is centred between them, cut short only when it does
    /// not fit; the prompt is above.
    func navigationBar(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        let visible = element.children.filter { !$0.isHidden }
        let titleView = visible.first { $0.kind != .backButton && $0.kind != .barButton }
        open("header", element, into: &html)
        if let prompt = element.detail {
            html += "<p class=\"wfs-prompt\">"
            HTMLFragment.text(prompt, into: &html)
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
            HTMLFragment.text(element.text ?? "", into: &html)
            html += "</h1>"
        }
        html += "<div class=\"wfs-bar-trailing\">"
        for item in visible where item.kind == .barButton && !item.isLeading { render(item, into: &html) }
        html += "</div></div></header>"
    }

    /// The back button: a chevron and the previous screen's title, posting `back`.
    func backButton(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        let text = element.text ?? element.label ?? "Back"
        var content = HTMLFragment.chevron
        if let image = element.image {
            content += HTMLFragment.templateImage(image, maskID: HTMLFragment.documentID(element.id, part: "icon"))
        }
        if element.text != nil || element.image == nil {
            content += "<span class=\"wfs-text\">" + HTMLFragment.text(text) + "</span>"
        }
        eventButton(.back, for: element, content: content, label: "Back: " + text, into: &html)
    }

    /// A bar button item: its title, its image drawn in the bar's tint (named by its label), or the
    /// icon of its system item (named by the item's text); bold when it is a `done` item.
    func barButton(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        let content: String
        var label = extraLabel(element)
        if let icon = element.variant.flatMap(SystemIcon.svg) {
            content = icon
            label = element.text
        } else if let image = element.image, element.text == nil {
            content = HTMLFragment.templateImage(image, maskID: HTMLFragment.documentID(element.id, part: "icon"))
            label = element.label ?? image
        } else {
            content = "<span class=\"wfs-text\">" + HTMLFragment.text(element.text ?? element.label ?? "") + "</span>"
        }
        let extra = element.variant == "done" ? ["wfs-done"] : []
        eventButton(.tap, for: element, content: content, extra: extra, label: label, into: &html)
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
        open("section", element, attributes: HTMLFragment.attribute("aria-label", element.text), into: &html)
        children(of: element, into: &html)
        html += "</section>"
    }

    /// A container or any other view: its views in order, with the gesture menu.
    func container(_ element: SnapshotElement, into html: inout HTMLBuffer) {
        var extra = gestureClasses(element)
        if let columns = element.variant, columns.hasPrefix("columns-") { extra.append("wfs-" + columns) }
        open("div", element, extra: extra, attributes: HTMLFragment.attribute("aria-label", element.label), into: &html)
        children(of: element, into: &html)
        gestureMenu(element, into: &html)
        html += "</div>"
    }
}
