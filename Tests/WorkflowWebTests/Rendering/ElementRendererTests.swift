import Foundation
import Testing
import WorkflowRuntime

@testable import WorkflowWeb

@Suite("Rendering: views and controls as HTML and event forms", .timeLimit(.minutes(2)))
struct ElementRendererTests {
    static func screen(_ views: String, actions: String = "") -> String {
        "<workflow><screen><title>Probe</title><container>\(views)</container><actions>\(actions)</actions></screen></workflow>"
    }

    @Test("a label's text is escaped")
    func labelEscaped() async throws {
        let rendered = try await RenderedSession(Self.screen("<label><text>&lt;b&gt;&amp; bold</text></label>"))
        let html = await rendered.html()
        #expect(html.contains("<p class=\"wfs-text\">&lt;b&gt;&amp; bold</p>"))
        #expect(!html.contains("<b>&"))
    }

    @Test("a button is a POST form to /events with event tap, its id and the CSRF token")
    func buttonForm() async throws {
        let rendered = try await RenderedSession(Self.screen("<button><title>Go</title><message>go</message></button>"))
        let html = await rendered.html()
        let button = try await rendered.element(.button, showing: "Go")
        let form = try #require(HTMLPiece.form(containing: ">Go</span>", in: html))
        #expect(form.hasPrefix("<form method=\"post\" action=\"/events\""))
        #expect(form.contains("<input type=\"hidden\" name=\"event\" value=\"tap\">"))
        #expect(form.contains("<input type=\"hidden\" name=\"id\" value=\"\(button.id.rawValue)\">"))
        #expect(form.contains("<input type=\"hidden\" name=\"csrf\" value=\"\(RenderedSession.csrfToken)\">"))
        #expect(form.contains("<button type=\"submit\""))
        #expect(!form.contains("disabled"))
        #expect(!html.contains(" onclick") && !html.contains(" onsubmit"))
    }

    @Test("style names become sanitised classes beside the kind class")
    func styleClasses() async throws {
        let rendered = try await RenderedSession(
            Self.screen(
                #"<label class="red big!"><text>Styled</text></label><button class="x&quot;y"><title>B</title></button>"#
            ))
        let html = await rendered.html()
        #expect(html.contains("class=\"wfs-label wfs-style-red wfs-style-big_\""))
        #expect(html.contains("wfs-button wfs-style-x_y"))
        #expect(!html.contains("x\"y"))
    }

    @Test("hidden views are not rendered")
    func hiddenViews() async throws {
        let rendered = try await RenderedSession(
            Self.screen(
                "<label><text>Shown</text></label><label><text>Secret</text><hidden>YES</hidden></label>"
                    + "<container><hidden>YES</hidden><button><title>Inside hidden</title></button></container>"))
        let html = await rendered.html()
        #expect(html.contains("Shown"))
        #expect(!html.contains("Secret"))
        #expect(!html.contains("Inside hidden"))
    }

    @Test("a text field is an input with its value in an enterText form, and a Return form")
    func textField() async throws {
        let rendered = try await RenderedSession(
            "<workflow><form><container><textField name=\"who\"><placeholder>Your name</placeholder><text>Ann &amp; Bo</text>"
                + "<isPresent><failureMessage>Please enter a name</failureMessage></isPresent></textField></container></form></workflow>"
        )
        var html = await rendered.html()
        let field = try await rendered.element(.textField)
        let enter = try #require(HTMLPiece.forms(event: "enterText", id: field.id.rawValue, in: html).first)
        #expect(enter.contains("name=\"value\" placeholder=\"Your name\""))
        #expect(enter.contains("value=\"Ann &amp; Bo\""))
        #expect(enter.contains("<label for=\"wfs-\(field.id.rawValue)-input\""))
        #expect(HTMLPiece.forms(event: "pressReturn", id: field.id.rawValue, in: html).count == 1)
        #expect(!html.contains("class=\"wfs-validation\""))

        // Posting the form's value replaces the text.
        try await rendered.send(.enterText(field.id, text: ""))
        try await rendered.send(.pressReturn(field.id))
        html = await rendered.html()
        let refused = try #require(HTMLPiece.forms(event: "enterText", id: field.id.rawValue, in: html).first)
        let messageID = "wfs-\(field.id.rawValue)-validation"
        #expect(refused.contains("aria-describedby=\"\(messageID)\" aria-invalid=\"true\""))
        #expect(html.contains("<p id=\"\(messageID)\" class=\"wfs-validation\">Please enter a name</p>"))
        #expect(refused.contains(" autofocus"))
    }

    @Test("a text view is a text area posting enterText; a read-only one is disabled")
    func textView() async throws {
        let rendered = try await RenderedSession(
            Self.screen(
                "<textView><accessibilityLabel>Notes</accessibilityLabel><text>Line one</text></textView>"
                    + "<textView><accessibilityLabel>Terms</accessibilityLabel><text>Fixed</text><editable>NO</editable></textView>"
            ))
        let html = await rendered.html()
        // A newline right after <textarea> is dropped by the HTML parser, so the text keeps a leading one.
        #expect(html.contains(">\nLine one</textarea>"))
        let fixed = try #require(html.range(of: ">\nFixed</textarea>"))
        let tagStart = try #require(html[..<fixed.lowerBound].range(of: "<textarea", options: .backwards))
        #expect(html[tagStart.lowerBound..<fixed.lowerBound].contains(" disabled"))
    }

    @Test("a switch is a toggle form with the switch role and its state")
    func switchToggle() async throws {
        let rendered = try await RenderedSession(
            Self.screen("<switch><accessibilityLabel>Wi-Fi</accessibilityLabel><on>NO</on></switch>"))
        let toggle = try await rendered.element(.switch)
        var form = try #require(
            HTMLPiece.forms(event: "toggle", id: toggle.id.rawValue, in: await rendered.html()).first)
        #expect(form.contains("role=\"switch\" aria-checked=\"false\""))
        #expect(form.contains(">Wi-Fi</span>"))
        try await rendered.send(.toggle(toggle.id))
        form = try #require(HTMLPiece.forms(event: "toggle", id: toggle.id.rawValue, in: await rendered.html()).first)
        #expect(form.contains("aria-checked=\"true\""))
    }

    @Test("a slider is a range input posting setValue within its range")
    func slider() async throws {
        let rendered = try await RenderedSession(
            Self.screen(
                "<slider><accessibilityLabel>Volume</accessibilityLabel><value>5</value><maximumValue>10</maximumValue></slider>"
            ))
        let slider = try await rendered.element(.slider)
        let form = try #require(
            HTMLPiece.forms(event: "setValue", id: slider.id.rawValue, in: await rendered.html()).first)
        #expect(form.contains("type=\"range\""))
        #expect(form.contains("min=\"0\" max=\"10\" step=\"any\" value=\"5\""))
    }

    @Test("a date picker's input value is a date the runtime reads back unchanged")
    func datePicker() async throws {
        for (date, type) in [("2012/11/10", "date"), ("2012-11-10 14:30", "datetime-local")] {
            let rendered = try await RenderedSession(
                Self.screen(
                    "<datePicker><accessibilityLabel>When</accessibilityLabel><date>2000-01-01</date></datePicker>"))
            let picker = try await rendered.element(.datePicker)
            try await rendered.send(.setValue(picker.id, value: date))
            let before = try await rendered.element(.datePicker).value
            let html = await rendered.html()
            let form = try #require(HTMLPiece.forms(event: "setValue", id: picker.id.rawValue, in: html).first)
            #expect(form.contains("<input type=\"\(type)\""))
            let shown = try #require(HTMLPiece.attribute("value", ofTagWith: "type=\"\(type)\"", in: form))
            // Posting the shown value back must be accepted and leave the date as it was.
            try await rendered.send(.setValue(picker.id, value: shown))
            #expect(try await rendered.element(.datePicker).value == before)
        }
    }

    @Test("segments are toggle buttons tapping the segment; the selected one is pressed")
    func segmentedControl() async throws {
        let rendered = try await RenderedSession(
            Self.screen(
                "<segmentedControl><segment>One</segment><segment>Two</segment><selectedSegmentIndex>0</selectedSegmentIndex></segmentedControl>"
            ))
        let html = await rendered.html()
        #expect(html.contains("role=\"group\""))
        let one = try await rendered.element(.segment, showing: "One")
        let two = try await rendered.element(.segment, showing: "Two")
        #expect(
            HTMLPiece.forms(event: "tap", id: one.id.rawValue, in: html).first?.contains("aria-pressed=\"true\"")
                == true)
        #expect(
            HTMLPiece.forms(event: "tap", id: two.id.rawValue, in: html).first?.contains("aria-pressed=\"false\"")
                == true)
    }

    @Test("table cells are tap buttons; a detail disclosure button posts tapAccessory")
    func tableCells() async throws {
        let rendered = try await RenderedSession(
            """
            <workflow><table><tableSection><headerTitle>Fruit</headerTitle>
            <tableCell><text>Apple</text><detailText>Red</detailText><accessoryType>detailDisclosureIndicatorButton</accessoryType>
            <detailDisclosureMessage>more</detailDisclosureMessage></tableCell>
            <tableCell><text>Stone</text><selectable>NO</selectable></tableCell>
            <footerTitle>Fresh</footerTitle></tableSection></table></workflow>
            """)
        let html = await rendered.html()
        #expect(html.contains("<h2 class=\"wfs-section-header\">Fruit</h2>"))
        #expect(html.contains("<p class=\"wfs-section-footer\">Fresh</p>"))
        let apple = try await rendered.element(.tableCell, showing: "Apple")
        let tap = try #require(HTMLPiece.forms(event: "tap", id: apple.id.rawValue, in: html).first)
        #expect(tap.contains("<span class=\"wfs-detail\">Red</span>"))
        #expect(HTMLPiece.forms(event: "tapAccessory", id: apple.id.rawValue, in: html).count == 1)
        let stone = try await rendered.element(.tableCell, showing: "Stone")
        #expect(HTMLPiece.forms(event: "tap", id: stone.id.rawValue, in: html).isEmpty)
        #expect(html.contains("aria-disabled=\"true\""))
    }

    @Test("a view offers exactly its gestures (a double tap and a swipe left here), which the runtime accepts")
    func gestures() async throws {
        let rendered = try await RenderedSession(
            Self.screen(
                "<label><text>Pad</text><tapGesture><numberOfTapsRequired>2</numberOfTapsRequired><message>twice</message></tapGesture>"
                    + "<swipeGesture><direction>left</direction><message>left</message></swipeGesture></label>",
                actions: "<showAlert name=\"twice\">Twice</showAlert><showAlert name=\"left\">Left</showAlert>"))
        let label = try await rendered.element(.label, showing: "Pad")
        let html = await rendered.html()
        let double = try #require(HTMLPiece.forms(event: "taps", id: label.id.rawValue, in: html).first)
        #expect(double.contains("name=\"value\" value=\"2\""))
        #expect(HTMLPiece.forms(event: "longPress", id: label.id.rawValue, in: html).isEmpty)
        let swipes = HTMLPiece.forms(event: "swipe", id: label.id.rawValue, in: html)
        #expect(swipes.count == 1)
        #expect(swipes.contains { $0.contains("name=\"value\" value=\"left\"") })
        let plain = try await RenderedSession(Self.screen("<label>Plain</label>"))
        #expect(!(await plain.html()).contains("<details class=\"wfs-gestures\""))
        try await rendered.send(.taps(label.id, count: 2))
        #expect(await rendered.snapshot.alert?.shows("Twice") == true)
    }

    @Test("a secure text field is a password input")
    func secureTextField() async throws {
        let rendered = try await RenderedSession(
            Self.screen(
                "<textField><placeholder>Password</placeholder><secureTextEntry>YES</secureTextEntry></textField>"
                    + "<textField><placeholder>Name</placeholder></textField>"))
        let html = await rendered.html()
        #expect(html.components(separatedBy: "type=\"password\"").count == 2)
        #expect(html.contains("type=\"text\""))
    }

    @Test("a search bar has a search field, a Search form and its scope buttons")
    func searchBar() async throws {
        let rendered = try await RenderedSession(
            Self.screen(
                "<searchBar><placeholder>Find</placeholder><scopeButtonItems><actionButtonItem><title>All</title><message>all</message></actionButtonItem>"
                    + "<actionButtonItem><title>Mine</title><message>mine</message></actionButtonItem></scopeButtonItems></searchBar>"
            ))
        let html = await rendered.html()
        let bar = try await rendered.element(.searchBar)
        #expect(html.contains("role=\"search\""))
        #expect(
            HTMLPiece.forms(event: "enterText", id: bar.id.rawValue, in: html).first?.contains("type=\"search\"")
                == true)
        #expect(HTMLPiece.forms(event: "pressReturn", id: bar.id.rawValue, in: html).count == 1)
        let scopes = await rendered.snapshot.activeElements.filter { $0.kind == .scopeButton }
        #expect(scopes.count == 2)
        for scope in scopes {
            #expect(HTMLPiece.forms(event: "tap", id: scope.id.rawValue, in: html).count == 1)
        }
    }

    @Test("images come from /assets/ with their label as alternative text")
    func images() async throws {
        let rendered = try await RenderedSession(
            Self.screen(
                #"<imageView><image>photo one</image><accessibilityLabel>A "photo"</accessibilityLabel></imageView>"#))
        let html = await rendered.html()
        #expect(html.contains("src=\"/assets/photo%20one\" alt=\"A &quot;photo&quot;\""))
    }
}
