import Foundation
import Testing
import WorkflowRuntime

@testable import WorkflowWeb

@Suite("Rendering: views and controls as HTML, buttons and fields of the layer's form", .timeLimit(.minutes(2)))
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

    @Test("a button is a submit button of the layer's one form, sending `tap ID`, plain by default")
    func buttonInLayerForm() async throws {
        let rendered = try await RenderedSession(Self.screen("<button><title>Go</title><message>go</message></button>"))
        let html = await rendered.html()
        let button = try await rendered.element(.button, showing: "Go")
        let tag = try #require(HTMLPiece.button(sending: "tap \(button.id.rawValue)", in: html))
        #expect(
            tag.hasPrefix(
                "<button id=\"wfs-\(button.id.rawValue)\" class=\"wfs-button\" type=\"submit\" name=\"event\""))
        #expect(tag.hasSuffix("><span class=\"wfs-text\">Go</span></button>"))
        #expect(!tag.contains("disabled"))
        // One form for the layer, with the token once; no per-element forms and no field named `id`.
        #expect(html.components(separatedBy: "<form").count == 2)
        #expect(html.components(separatedBy: "name=\"csrf\" value=\"\(RenderedSession.csrfToken)\"").count == 2)
        #expect(!html.contains("name=\"id\""))
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

    @Test(
        "a text field is one input named by its label, with no Enter or Return buttons; its validation line is kept empty until refused"
    )
    func textField() async throws {
        let rendered = try await RenderedSession(
            "<workflow><form><container><textField name=\"who\"><placeholder>Your name</placeholder><text>Ann &amp; Bo</text>"
                + "<accessibilityLabel>Name</accessibilityLabel>"
                + "<isPresent><failureMessage>Please enter a name</failureMessage></isPresent></textField></container></form></workflow>"
        )
        var html = await rendered.html()
        let field = try await rendered.element(.textField)
        let input = try #require(HTMLPiece.input(of: field.id.rawValue, in: html))
        #expect(input.contains("aria-label=\"Name\" placeholder=\"Your name\""))
        #expect(input.contains("value=\"Ann &amp; Bo\""))
        // The accessibility label is never printed, and there is no button of its own.
        #expect(!html.contains(">Name<"))
        #expect(HTMLPiece.buttons(sending: "enterText", in: html).isEmpty)
        #expect(HTMLPiece.buttons(sending: "pressReturn \(field.id.rawValue)", in: html).isEmpty)
        let messageID = "wfs-\(field.id.rawValue)-validation"
        #expect(html.contains("<p id=\"\(messageID)\" class=\"wfs-validation\"></p>"))

        try await rendered.send(.enterText(field.id, text: ""))
        try await rendered.send(.pressReturn(field.id))
        html = await rendered.html()
        let refused = try #require(HTMLPiece.input(of: field.id.rawValue, in: html))
        #expect(refused.contains("aria-describedby=\"\(messageID)\" aria-invalid=\"true\""))
        #expect(html.contains("<p id=\"\(messageID)\" class=\"wfs-validation\">Please enter a name</p>"))
        #expect(refused.contains(" autofocus"))
    }

    @Test("a field without validations keeps no line for a message")
    func noValidationLine() async throws {
        let rendered = try await RenderedSession(Self.screen("<textField><placeholder>Free</placeholder></textField>"))
        #expect(!(await rendered.html()).contains("wfs-validation"))
    }

    @Test(
        "keyboard parameters choose the input's type, keyboard, autofill, capitals and return key",
        arguments: [
            (
                "<keyboardType>emailAddress</keyboardType><returnKeyType>next</returnKeyType>",
                "type=\"email\" inputmode=\"email\" autocomplete=\"email\" autocapitalize=\"none\" autocorrect=\"off\" spellcheck=\"false\" enterkeyhint=\"next\""
            ),
            (
                "<secureTextEntry>YES</secureTextEntry><returnKeyType>done</returnKeyType>",
                "type=\"password\" autocomplete=\"current-password\" autocapitalize=\"none\" autocorrect=\"off\" spellcheck=\"false\" enterkeyhint=\"done\""
            ),
            (
                "<autocapitalizationType>words</autocapitalizationType><returnKeyType>go</returnKeyType>",
                "type=\"text\" autocapitalize=\"words\" enterkeyhint=\"go\""
            ),
            ("<keyboardType>decimalPad</keyboardType>", "type=\"text\" inputmode=\"decimal\" autocapitalize=\"none\""),
            ("<keyboardType>phonePad</keyboardType>", "type=\"tel\" inputmode=\"tel\" autocomplete=\"tel\""),
            ("<spellCheckingType>no</spellCheckingType>", "autocapitalize=\"sentences\" spellcheck=\"false\""),
        ])
    func keyboard(parameters: String, attributes: String) async throws {
        let rendered = try await RenderedSession(
            Self.screen("<textField><placeholder>Field</placeholder>\(parameters)</textField>"))
        let field = try await rendered.element(.textField)
        let input = try #require(HTMLPiece.input(of: field.id.rawValue, in: await rendered.html()))
        #expect(input.contains(attributes), "\(input)")
    }

    @Test("a text view is a text area posting its text; a read-only one is read-only")
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
        #expect(html[tagStart.lowerBound..<fixed.lowerBound].contains(" readonly"))
    }

    @Test("a switch is a button with the switch role and its state, named by its label")
    func switchToggle() async throws {
        let rendered = try await RenderedSession(
            Self.screen("<switch><accessibilityLabel>Wi-Fi</accessibilityLabel><on>NO</on></switch>"))
        let toggle = try await rendered.element(.switch)
        var button = try #require(HTMLPiece.button(sending: "toggle \(toggle.id.rawValue)", in: await rendered.html()))
        #expect(button.contains("aria-label=\"Wi-Fi\" role=\"switch\" aria-checked=\"false\""))
        try await rendered.send(.toggle(toggle.id))
        button = try #require(HTMLPiece.button(sending: "toggle \(toggle.id.rawValue)", in: await rendered.html()))
        #expect(button.contains("aria-checked=\"true\""))
    }

    @Test("a slider is a range field within its range, with a Set button for pages without the script")
    func slider() async throws {
        let rendered = try await RenderedSession(
            Self.screen(
                "<slider><accessibilityLabel>Volume</accessibilityLabel><value>5</value><maximumValue>10</maximumValue></slider>"
            ))
        let slider = try await rendered.element(.slider)
        let html = await rendered.html()
        let input = try #require(HTMLPiece.input(of: slider.id.rawValue, in: html))
        #expect(input.contains("type=\"range\""))
        #expect(input.contains("aria-label=\"Volume\" min=\"0\" max=\"10\" step=\"any\" value=\"5\""))
        #expect(
            html.contains(
                "<noscript><button class=\"wfs-set\" type=\"submit\" name=\"event\" value=\"setValue \(slider.id.rawValue)\""
            ))
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
            let input = try #require(HTMLPiece.input(of: picker.id.rawValue, in: await rendered.html()))
            #expect(input.hasPrefix("<input type=\"\(type)\""))
            let shown = try #require(HTMLPiece.attribute("value", ofTagWith: "type=\"\(type)\"", in: input))
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
            HTMLPiece.button(sending: "tap \(one.id.rawValue)", in: html)?.contains("aria-pressed=\"true\"") == true)
        #expect(
            HTMLPiece.button(sending: "tap \(two.id.rawValue)", in: html)?.contains("aria-pressed=\"false\"") == true)
    }

    @Test("table cells are buttons; the detail button comes before the chevron and posts tapAccessory")
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
        let tap = try #require(HTMLPiece.button(sending: "tap \(apple.id.rawValue)", in: html))
        #expect(tap.contains("<span class=\"wfs-detail\">Red</span>"))
        #expect(tap.contains("class=\"wfs-disclosure\""))
        let accessory = try #require(HTMLPiece.button(sending: "tapAccessory \(apple.id.rawValue)", in: html))
        #expect(accessory.contains("aria-label=\"More Info: Apple\""))
        let stone = try await rendered.element(.tableCell, showing: "Stone")
        #expect(HTMLPiece.button(sending: "tap \(stone.id.rawValue)", in: html) == nil)
        #expect(
            html.contains(
                "<div class=\"wfs-cell-button\"><span class=\"wfs-cell-texts\"><span class=\"wfs-text\">Stone<"))
    }

    @Test(
        "a cell's style is drawn as iOS draws it",
        arguments: [
            ("", "wfs-cell-default"), ("value1", "wfs-cell-value1"), ("value2", "wfs-cell-value2"),
            ("subtitle", "wfs-cell-subtitle"),
        ])
    func cellStyles(style: String, className: String) async throws {
        let parameter = style.isEmpty ? "" : "<style>\(style)</style>"
        let rendered = try await RenderedSession(
            "<workflow><table><tableSection><tableCell><text>A</text><detailText>B</detailText>\(parameter)</tableCell></tableSection></table></workflow>"
        )
        #expect((await rendered.html()).contains("class=\"wfs-tableCell \(className)\""))
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
        #expect(HTMLPiece.button(sending: "taps \(label.id.rawValue) 2", in: html) != nil)
        #expect(HTMLPiece.buttons(sending: "longPress \(label.id.rawValue)", in: html).isEmpty)
        #expect(HTMLPiece.buttons(sending: "swipe \(label.id.rawValue)", in: html).count == 1)
        #expect(HTMLPiece.button(sending: "swipe \(label.id.rawValue) left", in: html) != nil)
        // A horizontal swipe keeps horizontal touches from the browser: vertical ones still scroll.
        #expect(html.contains("class=\"wfs-label wfs-gestures-horizontal\""))
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

    @Test("a search bar has a search field (Enter searches) and its scope buttons")
    func searchBar() async throws {
        let rendered = try await RenderedSession(
            Self.screen(
                "<searchBar><placeholder>Find</placeholder><scopeButtonItems><actionButtonItem><title>All</title><message>all</message></actionButtonItem>"
                    + "<actionButtonItem><title>Mine</title><message>mine</message></actionButtonItem></scopeButtonItems></searchBar>"
            ))
        let html = await rendered.html()
        let bar = try await rendered.element(.searchBar)
        #expect(html.contains("role=\"search\""))
        let input = try #require(HTMLPiece.input(of: bar.id.rawValue, in: html))
        #expect(input.contains("type=\"search\"") && input.contains("enterkeyhint=\"search\""))
        let scopes = await rendered.snapshot.activeElements.filter { $0.kind == .scopeButton }
        #expect(scopes.count == 2)
        for scope in scopes {
            #expect(HTMLPiece.button(sending: "tap \(scope.id.rawValue)", in: html) != nil)
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
