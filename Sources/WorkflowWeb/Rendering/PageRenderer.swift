import Foundation
import WorkflowRuntime

/// Renders a snapshot as a complete HTML page: the app filling a phone's screen (in a phone-sized
/// frame on wide screens), its active layer one form posting to `/events`.
///
/// Pages link their stylesheets, script and icon, which the server serves from the binary:
/// ``themePath`` (``defaultStylesheet``), ``userStylesheetPath`` (``stylesheet``), and the
/// script's and icon's paths. Browsers fetch them once, so each page carries only the app.
public struct PageRenderer: Sendable {
    /// Where the server serves ``defaultStylesheet``.
    public static let themePath = "/_wfs/theme.css"
    /// Where the server serves the user ``stylesheet``.
    public static let userStylesheetPath = "/_wfs/user.css"

    /// The application's stylesheet, after the default theme: its views' CSS (``HTMLView``), then
    /// the one given to restyle the theme or the schema's style names.
    public let stylesheet: String?
    /// Whether pages list the session's runtime issues in a developer panel beside the app; without
    /// it, people read only ``troubleSentence`` where something failed.
    public let showsDeveloperPanel: Bool
    /// How the application's own kinds of view are drawn.
    private let views: [ElementKind: any HTMLView]
    /// The head's links, the same on every page; each URL names its content's version, so a
    /// browser never keeps an old stylesheet or script.
    private let links: String

    /// Creates a renderer; `stylesheet` is appended after ``defaultStylesheet`` and the CSS of
    /// `views`, which draw the application's own kinds (``RuntimeRegistry/htmlViews``). The
    /// developer panel is for the people who write the schema (`wfs serve --dev`), not for those
    /// who use the app.
    public init(stylesheet: String? = nil, showsDeveloperPanel: Bool = false, views: [any HTMLView] = []) {
        var drawn: [ElementKind: any HTMLView] = [:]
        for view in views { if let kind = view.elementKind, drawn[kind] == nil { drawn[kind] = view } }
        self.views = drawn
        let viewStyles = views.map(\.stylesheet).filter { !$0.isEmpty }
        self.stylesheet = viewStyles.isEmpty ? stylesheet : (viewStyles + [stylesheet ?? ""]).joined(separator: "\n")
        self.showsDeveloperPanel = showsDeveloperPanel
        var links =
            Self.stylesheetLink(Self.themePath, Self.defaultStylesheet)
            + "<link rel=\"icon\" href=\"\(PageIcon.path)\" type=\"image/svg+xml\">\n"
            + "<script src=\"\(PageScript.path)?v=\(ContentVersion.of(PageScript.served))\" defer></script>\n"
        if let stylesheet = self.stylesheet { links += Self.stylesheetLink(Self.userStylesheetPath, stylesheet) }
        self.links = links
    }

    /// The link to the default theme, for pages other than the app's (a problem's page).
    static var themeLink: String { stylesheetLink(themePath, defaultStylesheet) }

    private static func stylesheetLink(_ path: String, _ css: String) -> String {
        "<link rel=\"stylesheet\" href=\"\(path)?v=\(ContentVersion.of(css))\">\n"
    }

    /// The HTML document of `snapshot`, its form carrying `csrfToken`, with `notice` as a banner and the
    /// session's runtime `issues` in a developer panel beside the app (when it shows one); without
    /// the panel, `hasFailed` (an error since the person's latest step) shows ``troubleSentence``.
    public func render(
        _ snapshot: Snapshot, csrfToken: String, notice: String? = nil, issues: [RuntimeIssue] = [],
        hasFailed: Bool = false
    ) -> String {
        renderBytes(snapshot, csrfToken: csrfToken, notice: notice, issues: issues, hasFailed: hasFailed).string
    }

    /// What people read, without the developer panel, when their latest step met an error: no code,
    /// no schema place, nothing a backend said.
    public static let troubleSentence = "Something went wrong. Try again, or come back later."

    /// The same page as bytes, for the server, which sends bytes.
    ///
    /// With `journalLength`, the page's script opens a push channel from that place of the journal,
    /// unless the page shows the first screen to a browser whose session is not made yet
    /// (`isFirstScreen`): nothing can change it until its first event.
    ///
    /// `forScript` leaves out what only a document loaded by the browser uses (the head's metadata
    /// and links, the closing tags): the page's script swaps in the new title and
    /// body of what it asked for (`X-WFS-Fetch`), and a tap's answer is about 200 bytes smaller.
    func renderBytes(
        _ snapshot: Snapshot, csrfToken: String, notice: String? = nil, issues: [RuntimeIssue] = [],
        hasFailed: Bool = false, journalLength: Int? = nil, isFirstScreen: Bool = false, forScript: Bool = false
    ) -> HTMLBuffer {
        let snapshotTitle = snapshot.title
        let title = snapshotTitle.flatMap { $0.isEmpty ? nil : $0 } ?? "WorkflowSchema"
        var html = HTMLBuffer(capacity: 8192)
        // The script's page keeps the doctype too, so that it is parsed in standards mode, as the page's own was.
        html += "<!doctype html>\n"
        if !forScript {
            html += """
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
                <meta name="color-scheme" content="light dark">

                """
        }
        html += "<title>\(HTMLFragment.text(title))</title>\n"
        if !forScript {
            html += links
            // While a reply or a graph run is awaited, the page looks again shortly: the script does it
            // keeping typed text, a page without script reloads itself.
            if snapshot.isWaiting { html += "<noscript><meta http-equiv=\"refresh\" content=\"1\"></noscript>\n" }
            html += "</head>\n"
        }
        html += "<body class=\"wfs-page\""
        if let journalLength { html += " data-wfs-journal=\"\(journalLength)\"" }
        if isFirstScreen { html += " data-wfs-first-screen" }
        html += ">\n<main class=\"wfs-device\">\n"
        if let notice {
            html += "<p class=\"wfs-notice\" role=\"alert\">" + HTMLFragment.text(notice) + "</p>\n"
        }
        html += "<div class=\"wfs-layers\">"
        layers(of: snapshot, title: snapshotTitle, csrfToken: csrfToken, isFirstScreen: isFirstScreen, into: &html)
        html += "</div>\n"
        // The spinner floats over the app, so the layout does not move when it shows.
        html += "<div class=\"wfs-activity\" role=\"status\""
        if !snapshot.isWaiting { html += " hidden" }
        html += "><span class=\"wfs-spinner\" aria-hidden=\"true\"></span>Waiting…</div>\n"
        if !showsDeveloperPanel, hasFailed {
            html += "<p class=\"wfs-trouble\" role=\"alert\">" + HTMLFragment.text(Self.troubleSentence) + "</p>\n"
        }
        html += "</main>\n"
        if showsDeveloperPanel { html += DeveloperPanel(issues: issues).html }
        if !forScript { html += "</body>\n</html>\n" }
        return html
    }

    /// A page that shows why the schema cannot be served (`wfs serve --watch` after a bad save).
    public func renderProblems(_ report: String) -> String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="refresh" content="2">
        <title>The schema has errors</title>
        \(links)        </head>
        <body class="wfs-page wfs-problems-page">
        <main class="wfs-problems" role="alert">
        <h1>The schema has errors</h1>
        <p>Fix them and save: this page looks again every two seconds.</p>
        <pre>\(HTMLFragment.text(report))</pre>
        </main>
        </body>
        </html>

        """
    }

    /// Appends the layers bottom first; all but the last are inert and hidden from assistive
    /// technology. The last is the page's one form: every control of it posts its event with the
    /// values of all its inputs.
    private func layers(
        of snapshot: Snapshot, title: String?, csrfToken: String, isFirstScreen: Bool, into html: inout HTMLBuffer
    ) {
        let layers = snapshot.window.children
        for (index, layer) in layers.enumerated() {
            let isActive = index == layers.count - 1
            let isAlert = layer.kind == .alert || layer.kind == .actionSheet
            let isSheet = index > 0 && !isAlert
            html += "<div class=\"wfs-layer"
            if isAlert { html += " wfs-layer-alert" } else if isSheet { html += " wfs-layer-modal" }
            html += "\""
            if !isActive {
                html += " inert aria-hidden=\"true\""
            } else if isSheet {
                html += " role=\"dialog\" aria-modal=\"true\""
                HTMLFragment.attribute("aria-label", title.flatMap { $0.isEmpty ? nil : $0 } ?? "Sheet", into: &html)
            }
            html += ">"
            if isSheet { html += "<div class=\"wfs-sheet\">" }
            if isActive { openForm(csrfToken: csrfToken, isFirstScreen: isFirstScreen, into: &html) }
            ElementRenderer(isActive: isActive, views: views).render(layer, into: &html)
            if isActive { html += "</form>" }
            if isSheet { html += "</div>" }
            html += "</div>"
            if index < layers.count - 1 { html += "\n" }
        }
    }

    /// Opens the active layer's form: its hidden default button (Enter in a text field of a page
    /// without the script submits the form with it: a return in the field whose text changed) and
    /// the session's token.
    private func openForm(csrfToken: String, isFirstScreen: Bool, into html: inout HTMLBuffer) {
        html += "<form class=\"wfs-layer-form\" method=\"post\" action=\"/events\" novalidate>"
        html += "<button type=\"submit\" name=\"event\" value=\"pressReturn\" hidden tabindex=\"-1\"></button>"
        html += "<input type=\"hidden\" name=\"csrf\""
        HTMLFragment.attribute("value", csrfToken, into: &html)
        html += ">"
        // A first event must say it was made on the first screen: a later screen's post of a
        // session gone since carries the same token (it is derived from the id) but not this.
        if isFirstScreen { html += "<input type=\"hidden\" name=\"\(EventForm.Field.firstScreen)\" value=\"1\">" }
    }
}
