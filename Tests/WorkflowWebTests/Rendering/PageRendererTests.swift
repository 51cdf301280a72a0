import Foundation
import Testing
import WorkflowRuntime
import WorkflowSchema

@testable import WorkflowWeb

@Suite("Rendering: the page, its layers and its bars", .timeLimit(.minutes(2)))
struct PageRendererTests {
    static let alertSchema = """
        <workflow><screen><title>Home</title><container>
        <button><title>Warn</title><message>warn</message></button>
        </container>
        <actions><showAlert name="warn"><title>Careful &amp; slow</title><message>Really?</message>
        <actionButtonItem><title>Go on</title><message>go</message></actionButtonItem>
        <cancelButtonItem>Stop</cancelButtonItem></showAlert></actions>
        </screen></workflow>
        """

    @Test("a complete HTML5 document whose title is the snapshot's, escaped")
    func document() async throws {
        let rendered = try await RenderedSession(
            "<workflow><navigation><screen><title>Tom &amp; <Jerry></title></screen></navigation></workflow>"
                .replacingOccurrences(of: "<Jerry>", with: "&lt;Jerry&gt;"))
        let html = await rendered.html()
        #expect(html.hasPrefix("<!doctype html>\n<html lang=\"en\">"))
        #expect(html.contains("<meta charset=\"utf-8\">"))
        #expect(
            html.contains(
                "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1, viewport-fit=cover\">"))
        #expect(html.contains("<title>Tom &amp; &lt;Jerry&gt;</title>"))
        #expect(html.contains("<h1 class=\"wfs-bar-title\">Tom &amp; &lt;Jerry&gt;</h1>"))
        #expect(html.hasSuffix("</body>\n</html>\n"))
        // The only script is the server's own, loaded from its path.
        #expect(html.components(separatedBy: "<script").count == 2)
        #expect(html.contains("<script src=\"/_wfs/page.js?v="))
        #expect(!html.contains("http://") && !html.contains("https://"))
    }

    @Test(
        "a page waiting for a reply looks again each second (by itself when there is no script); a settled one does not"
    )
    func waitingPageRefreshes() {
        let window = SnapshotElement(id: "window", kind: .window)
        let renderer = PageRenderer()
        let waiting = renderer.render(Snapshot(window: window, isWaiting: true), csrfToken: "t")
        #expect(waiting.contains("<noscript><meta http-equiv=\"refresh\" content=\"1\"></noscript>"))
        // The spinner is always in the page, shown only while waiting, so nothing moves when it shows.
        #expect(waiting.contains("<div class=\"wfs-activity\" role=\"status\"><span class=\"wfs-spinner\""))
        let settled = renderer.render(Snapshot(window: window), csrfToken: "t")
        #expect(!settled.contains("http-equiv"))
        #expect(settled.contains("<div class=\"wfs-activity\" role=\"status\" hidden>"))
    }

    @Test("with the developer panel on, runtime issues appear in it with their place, escaped; none, no panel")
    func developerPanel() {
        let window = SnapshotElement(id: "window", kind: .window)
        let renderer = PageRenderer(showsDeveloperPanel: true)
        var issue = RuntimeIssue(
            .error, "message '<go>' was not handled", source: "/tmp/app/main.xml", code: .unhandledMessage)
        issue.range = SourceRange(at: SourceLocation(line: 3, column: 9, offset: 40))
        let html = renderer.render(
            Snapshot(window: window), csrfToken: "t",
            issues: [issue, RuntimeIssue(.warning, "no root delegate answered", code: .unhandledMessage)])
        #expect(
            html.contains(
                "<aside class=\"wfs-developer\" aria-label=\"Runtime issues\"><details open><summary>Runtime: 1 error, 1 warning</summary>"
            ))
        #expect(html.contains("main.xml:3:9:"))
        #expect(html.contains("message &#39;&lt;go&gt;&#39; was not handled <span class=\"wfs-issue-code\">[WFR0017]</span>"))
        #expect(!renderer.render(Snapshot(window: window), csrfToken: "t").contains("wfs-developer"))
        // The panel is the developer's: a failure never shows the end users' sentence beside it.
        #expect(!renderer.render(Snapshot(window: window), csrfToken: "t", issues: [issue], hasFailed: true)
            .contains("wfs-trouble"))
    }

    @Test("without the developer panel, people read one sentence when their step failed: no code, place or message")
    func troubleSentence() {
        let window = SnapshotElement(id: "window", kind: .window)
        let renderer = PageRenderer()
        let issue = RuntimeIssue(
            .error, "the application's backend answered <garbage>", source: "/tmp/app/main.xml", code: .unhandledMessage)
        let failed = renderer.render(Snapshot(window: window), csrfToken: "t", issues: [issue], hasFailed: true)
        #expect(
            failed.contains(
                "<p class=\"wfs-trouble\" role=\"alert\">Something went wrong. Try again, or come back later.</p>\n</main>"))
        for leak in ["wfs-developer", "WFR0017", "garbage", "main.xml", "Runtime:"] {
            #expect(!failed.contains(leak), "the page shows \(leak)")
        }
        // Issues that are not the latest step's, or only warnings, show nothing.
        let earlier = renderer.render(Snapshot(window: window), csrfToken: "t", issues: [issue], hasFailed: false)
        #expect(!earlier.contains("wfs-trouble") && !earlier.contains("wfs-developer"))
    }

    @Test("without a title the page is called WorkflowSchema")
    func defaultTitle() async throws {
        let rendered = try await RenderedSession(
            "<workflow><screen><container><label>Hi</label></container></screen></workflow>")
        #expect(await rendered.html().contains("<title>WorkflowSchema</title>"))
    }

    @Test("the notice is a banner at the top, escaped; there is none without one")
    func notice() async throws {
        let rendered = try await RenderedSession(
            "<workflow><screen><container><label>Hi</label></container></screen></workflow>")
        let html = await rendered.html(notice: "that <element> & more")
        #expect(html.contains("<p class=\"wfs-notice\" role=\"alert\">that &lt;element&gt; &amp; more</p>"))
        let notice = try #require(html.range(of: "wfs-notice"))
        let layers = try #require(html.range(of: "wfs-layers"))
        #expect(notice.lowerBound < layers.lowerBound)
        #expect(await !rendered.html().contains("wfs-notice\""))
    }

    @Test("pages link the theme, then the user stylesheet, each URL naming its version")
    func stylesheets() async throws {
        let rendered = try await RenderedSession(
            "<workflow><screen><container><label>Hi</label></container></screen></workflow>")
        let html = await rendered.html(renderer: PageRenderer(stylesheet: ".wfs-style-red { color: red; }"))
        let theme = try #require(html.range(of: "<link rel=\"stylesheet\" href=\"/_wfs/theme.css?v="))
        let user = try #require(html.range(of: "<link rel=\"stylesheet\" href=\"/_wfs/user.css?v="))
        #expect(theme.upperBound < user.lowerBound)
        #expect(!html.contains("<style"))
        #expect(await !rendered.html().contains("/_wfs/user.css"))
        let other = await rendered.html(renderer: PageRenderer(stylesheet: ".wfs-style-red { color: blue; }"))
        #expect(other.range(of: "/_wfs/user.css?v=") != nil)
        #expect(
            html.components(separatedBy: "/_wfs/user.css?v=")[1].prefix(16)
                != other.components(separatedBy: "/_wfs/user.css?v=")[1].prefix(16))
        #expect(!PageRenderer.defaultStylesheet.contains("@import"))
        #expect(!PageRenderer.defaultStylesheet.contains("url("))
    }

    @Test("an alert is an open dialog with its buttons; the screen under it is inert")
    func alert() async throws {
        let rendered = try await RenderedSession(Self.alertSchema)
        #expect(await !rendered.html().contains(" inert "))
        let warn = try await rendered.element(.button, showing: "Warn")
        try await rendered.send(.tap(warn.id))
        let html = await rendered.html()
        let dialogStart = try #require(html.range(of: "<dialog open"))
        let dialog = String(html[dialogStart.lowerBound...])
        #expect(dialog.contains("role=\"alertdialog\""))
        #expect(dialog.contains(">Careful &amp; slow</h2>"))
        #expect(dialog.contains(">Really?</p>"))
        #expect(dialog.contains("aria-labelledby=\"wfs-alert-1-title\" aria-describedby=\"wfs-alert-1-message\""))
        let buttons = await rendered.snapshot.alert?.children ?? []
        #expect(buttons.count == 2)
        for button in buttons {
            let tag = HTMLPiece.button(sending: "tap \(button.id.rawValue)", in: dialog)
            #expect(tag?.hasSuffix(">\(button.text ?? "")</button>") == true, "no tap button for \(button.id)")
        }
        #expect(
            HTMLPiece.button(sending: "tap \(buttons[1].id.rawValue)", in: dialog)?.contains("wfs-role-cancel") == true)
        // The cancel button has the focus (Enter is then the safe answer), the other not.
        #expect(dialog.components(separatedBy: " autofocus").count == 2)
        #expect(HTMLPiece.button(sending: "tap \(buttons[1].id.rawValue)", in: dialog)?.contains(" autofocus") == true)
        // Two buttons stand side by side, the cancel button on the leading side as on iOS, though
        // the snapshot lists it last.
        let stop = try #require(dialog.range(of: ">Stop</button>"))
        let goOn = try #require(dialog.range(of: ">Go on</button>"))
        #expect(dialog.contains("wfs-side-by-side") && stop.lowerBound < goOn.lowerBound)
        // The screen is still drawn underneath, inert, its buttons submitting nothing, with no form.
        let alertLayer = try #require(html.range(of: "<div class=\"wfs-layer wfs-layer-alert\">"))
        let under = String(html[..<alertLayer.lowerBound])
        #expect(under.contains("inert aria-hidden=\"true\""))
        let warnButton = try #require(HTMLPiece.tag(containing: "class=\"wfs-button\"", in: under))
        #expect(warnButton.contains("type=\"button\"") && !warnButton.contains("name="))
        #expect(!under.contains("<form"))
    }

    @Test("an alert without a title is named by its message; an action sheet's cancel button stands apart")
    func dialogNamesAndSheets() async throws {
        let rendered = try await RenderedSession(
            """
            <workflow><screen><title>Home</title><container>
            <button><title>Ask</title><message>ask</message></button><button><title>Choose</title><message>choose</message></button>
            </container><actions><showAlert name="ask">Sure?</showAlert>
            <showActionSheet name="choose"><destructiveButtonItem><title>Delete</title><message>delete</message></destructiveButtonItem>
            <actionButtonItem><title>Copy</title><message>copy</message></actionButtonItem>
            <cancelButtonItem>Cancel</cancelButtonItem></showActionSheet></actions></screen></workflow>
            """)
        try await rendered.send(.tap(try await rendered.element(.button, showing: "Ask").id))
        let alert = await rendered.html()
        #expect(alert.contains("role=\"alertdialog\" aria-modal=\"true\" aria-labelledby=\"wfs-alert-1-message\""))
        try await rendered.send(.tap(try await rendered.element(.alertButton, showing: "OK").id))
        try await rendered.send(.tap(try await rendered.element(.button, showing: "Choose").id))
        let sheet = await rendered.html()
        #expect(sheet.contains("<dialog open id=\"wfs-actionSheet-1\" class=\"wfs-actionSheet\" role=\"alertdialog\""))
        #expect(sheet.contains("aria-label=\"Choose an action\""))
        let cancelGroup = try #require(sheet.range(of: "<div class=\"wfs-alert-group wfs-cancel-group\">"))
        #expect(
            sheet[cancelGroup.upperBound...].hasPrefix(
                "<button id=\"wfs-actionSheet-1.button2\" class=\"wfs-alertButton wfs-role-cancel\""))
        #expect(sheet.contains("class=\"wfs-alertButton wfs-role-destructive\""))
        // Enter right away cancels: the focus is never on the destructive button.
        #expect(HTMLPiece.tag(containing: "wfs-role-destructive", in: sheet)?.contains(" autofocus") == false)
        #expect(HTMLPiece.tag(containing: "wfs-role-cancel", in: sheet)?.contains(" autofocus") == true)
    }

    @Test("a presented controller is a modal layer over the one it covers")
    func presentedLayer() async throws {
        let rendered = try await RenderedSession(
            """
            <workflow><screen><title>Under</title><container><button><title>Open</title><message>open</message></button></container>
            <presentController name="open"><screen><title>Over</title><container><label>On top</label></container></screen>
            </presentController></screen></workflow>
            """)
        let open = try await rendered.element(.button, showing: "Open")
        try await rendered.send(.tap(open.id))
        let html = await rendered.html()
        let modal = try #require(
            html.range(
                of:
                    "<div class=\"wfs-layer wfs-layer-modal\" role=\"dialog\" aria-modal=\"true\" aria-label=\"Over\"><div class=\"wfs-sheet\"><form"
            ))
        let under = try #require(html.range(of: ">Open<"))
        #expect(under.lowerBound < modal.lowerBound)
        #expect(html.contains("<div class=\"wfs-layer\" inert aria-hidden=\"true\">"))
        #expect(html[modal.upperBound...].contains("On top"))
    }

    @Test("the navigation bar shows the title; a pushed screen adds a back form posting back")
    func navigationBar() async throws {
        let rendered = try await RenderedSession(
            """
            <workflow><navigation><screen><title>First</title>
            <navigationItem><prompt>Pick one</prompt><rightBarButtonItem><barButtonItem><title>Edit</title><message>edit</message></barButtonItem></rightBarButtonItem>
            <leftBarButtonItem><barButtonItem><title>Close</title><message>close</message></barButtonItem></leftBarButtonItem></navigationItem>
            <container><button><title>Next</title><message>next</message></button></container>
            <pushController name="next"><screen><title>Second</title></screen></pushController>
            </screen></navigation></workflow>
            """)
        var html = await rendered.html()
        #expect(html.contains("<header"))
        #expect(html.contains("<h1 class=\"wfs-bar-title\">First</h1>"))
        #expect(html.contains("<p class=\"wfs-prompt\">Pick one</p>"))
        let edit = try await rendered.element(.barButton, showing: "Edit")
        #expect(HTMLPiece.button(sending: "tap \(edit.id.rawValue)", in: html) != nil)
        // Left items lead, right items trail.
        let leadingStart = try #require(html.range(of: "<div class=\"wfs-bar-leading\">"))
        let trailingStart = try #require(html.range(of: "<div class=\"wfs-bar-trailing\">"))
        let leadingPart = html[leadingStart.upperBound..<trailingStart.lowerBound]
        #expect(leadingPart.contains(">Close<") && !leadingPart.contains(">Edit<"))
        #expect(html[trailingStart.upperBound...].prefix(2000).contains(">Edit<"))
        #expect(!html.contains("value=\"back\""))
        let next = try await rendered.element(.button, showing: "Next")
        try await rendered.send(.tap(next.id))
        html = await rendered.html()
        #expect(html.contains("<h1 class=\"wfs-bar-title\">Second</h1>"))
        let back = try await rendered.element(.backButton)
        let backButton = try #require(HTMLPiece.button(sending: "back", in: html))
        #expect(backButton.hasPrefix("<button id=\"wfs-\(back.id.rawValue)\" class=\"wfs-backButton\""))
        #expect(backButton.contains("aria-label=\"Back: First\""))
        #expect(backButton.contains("<svg class=\"wfs-chevron\"") && backButton.contains(">First</span>"))
        // The navigation tells the script how deep its stack is, so a push and a pop can be animated.
        #expect(html.contains("class=\"wfs-navigation\" data-depth=\"2\""))
    }

    @Test("tabs render a tab bar of buttons, the selected tab marked current")
    func tabBar() async throws {
        let rendered = try await RenderedSession(
            """
            <workflow><tabs>
            <screen><title>Inbox</title><tabBarItem><title>Inbox</title><badgeValue>3</badgeValue></tabBarItem>
            <container><label>Inbox content</label></container></screen>
            <screen><title>Sent</title><container><label>Sent content</label></container></screen>
            </tabs></workflow>
            """)
        var html = await rendered.html()
        let bar = try #require(html.range(of: "<nav"))
        #expect(html[bar.lowerBound...].hasPrefix("<nav id="))
        #expect(html.contains("aria-label=\"Tabs\""))
        let tabs = await rendered.snapshot.activeElements.filter { $0.kind == .tab }
        #expect(tabs.count == 2)
        let inbox = try #require(HTMLPiece.button(sending: "tap \(tabs[0].id.rawValue)", in: html))
        let sent = try #require(HTMLPiece.button(sending: "tap \(tabs[1].id.rawValue)", in: html))
        #expect(inbox.contains("aria-current=\"page\""))
        #expect(inbox.contains("<span class=\"wfs-badge\">3</span>"))
        #expect(!sent.contains("aria-current"))
        #expect(html.contains("Inbox content") && !html.contains("Sent content"))
        try await rendered.send(.tap(tabs[1].id))
        html = await rendered.html()
        #expect(HTMLPiece.button(sending: "tap \(tabs[1].id.rawValue)", in: html)?.contains("aria-current") == true)
        #expect(HTMLPiece.button(sending: "tap \(tabs[0].id.rawValue)", in: html)?.contains("aria-current") == false)
        #expect(html.contains("Sent content"))
    }

    @Test("bar items: an image item is drawn in the tint and named by its label; a done item is bold")
    func barItems() async throws {
        let rendered = try await RenderedSession(
            """
            <workflow><navigation><screen><title>Bars</title><navigationItem>
            <rightBarButtonItems><barButtonItem><image><name>gear</name><accessibilityLabel>Settings</accessibilityLabel></image><message>s</message></barButtonItem>
            <barButtonItem><systemItem>done</systemItem><message>d</message></barButtonItem></rightBarButtonItems>
            </navigationItem></screen></navigation></workflow>
            """)
        let html = await rendered.html()
        let gear = try await rendered.element(.barButton, showing: "Settings")
        let button = try #require(HTMLPiece.button(sending: "tap \(gear.id.rawValue)", in: html))
        #expect(button.contains("aria-label=\"Settings\""))
        #expect(button.contains("<svg class=\"wfs-icon\"") && button.contains("href=\"/assets/gear\""))
        #expect(html.contains("class=\"wfs-barButton wfs-done\""))
    }

    @Test("system items iOS draws as pictures are icons named as iOS reads them; the others are words")
    func systemItemIcons() async throws {
        let rendered = try await RenderedSession(
            """
            <workflow><navigation><screen><title>Inbox</title><navigationItem><rightBarButtonItems>
            <barButtonItem><systemItem>trash</systemItem><message>t</message></barButtonItem>
            <barButtonItem><systemItem>action</systemItem><message>a</message></barButtonItem>
            <barButtonItem><systemItem>fastForward</systemItem><message>f</message></barButtonItem>
            <barButtonItem><systemItem>save</systemItem><message>s</message></barButtonItem>
            <barButtonItem><title>New</title><message>n</message></barButtonItem>
            </rightBarButtonItems></navigationItem></screen></navigation></workflow>
            """)
        let html = await rendered.html()
        for (item, name) in [("trash", "Delete"), ("action", "Share"), ("fastForward", "Fast Forward")] {
            let element = try await rendered.element(.barButton, showing: name)
            #expect(element.variant == item)
            let button = try #require(HTMLPiece.button(sending: "tap \(element.id.rawValue)", in: html))
            #expect(button.contains("aria-label=\"\(name)\""))
            #expect(button.contains("<svg class=\"wfs-icon wfs-system-icon\""))
            #expect(!button.contains(">\(name)<"), "an icon, not the word")
        }
        // Save is a word on iOS; an item with a title shows its title.
        for text in ["Save", "New"] {
            let element = try await rendered.element(.barButton, showing: text)
            #expect(element.variant == nil)
            #expect(try #require(HTMLPiece.button(sending: "tap \(element.id.rawValue)", in: html)).contains(">\(text)</span>"))
        }
    }

    @Test("a container in columns is drawn as a grid of that many columns, its last one aligned right when asked")
    func columns() async throws {
        let rendered = try await RenderedSession(
            """
            <workflow><screen><title>Row</title><container>
            <container><numberOfColumns>2</numberOfColumns><rightAlignLastColumn>YES</rightAlignLastColumn>
            <label>Terms</label><switch><accessibilityLabel>Terms</accessibilityLabel></switch></container>
            <container><numberOfColumns>9</numberOfColumns><label>Many</label></container>
            <container><numberOfColumns>1</numberOfColumns><label>One</label></container>
            </container></screen></workflow>
            """)
        let html = await rendered.html()
        #expect(html.contains("wfs-columns-2-right"))
        #expect(html.contains("wfs-columns-6\""), "at most six columns")
        #expect(!html.contains("wfs-columns-1"))
    }

    @Test("a tab's image is drawn in the tab's colour; a tab without one is text only")
    func tabImages() async throws {
        let rendered = try await RenderedSession(
            """
            <workflow><tabs>
            <screen><tabBarItem><title>One</title><image>first</image></tabBarItem><container><label>1</label></container></screen>
            <screen><title>Two</title><container><label>2</label></container></screen>
            </tabs></workflow>
            """)
        let html = await rendered.html()
        let tabs = await rendered.snapshot.activeElements.filter { $0.kind == .tab }
        let one = try #require(HTMLPiece.button(sending: "tap \(tabs[0].id.rawValue)", in: html))
        #expect(one.contains("mask-type=\"alpha\"") && one.contains("href=\"/assets/first\""))
        #expect(one.contains("fill=\"currentColor\""))
        #expect(HTMLPiece.button(sending: "tap \(tabs[1].id.rawValue)", in: html)?.contains("wfs-text-only") == true)
    }
}
