import Testing
import WorkflowRuntime

@Suite("Controls: attributedTextView and attributedString (ORIGINALS 1.17)", .timeLimit(.minutes(2)))
struct AttributedTextViewTests {
    static let html = "This &lt;i&gt;is&lt;/i&gt; some &lt;b&gt;rich&lt;/b&gt; text &amp;amp; that was an entity"
    static let sanitised = "This <i>is</i> some <b>rich</b> text &amp; that was an entity"
    static let plain = "This is some rich text & that was an entity"

    @Test("implicit HTML and an explicit <attributedString> give the same text (AttributedTextViewUnitTests)")
    func implicitAndExplicit() async throws {
        let (harness, _) = try await Controls.start(
            """
            <attributedTextView name="implicit">\(Self.html)</attributedTextView>
            <attributedTextView name="explicit"><attributedString>\(Self.html)</attributedString></attributedTextView>
            <attributedTextView name="cdata"><attributedString><![CDATA[This <i>is</i> some <b>rich</b> text &amp; that was an entity]]></attributedString></attributedTextView>
            """)
        let elements = await Controls.elements(.attributedText, in: harness)
        #expect(elements.map(\.name) == ["implicit", "explicit", "cdata"])
        for element in elements {
            #expect(element.text == Self.plain)
            #expect(element.richText == Self.sanitised)
            #expect(element.label == Self.plain)
        }
        #expect(await harness.issues.isEmpty)
    }

    @Test("hostile HTML is sanitised before it reaches the snapshot")
    func hostileInput() async throws {
        let (harness, _) = try await Controls.start(
            """
            <attributedTextView><accessibilityLabel>Note</accessibilityLabel><![CDATA[<p onclick="steal()">Hi<script>alert(1)</script> <img src="http://evil.example/t.png"><a href="javascript:alert(1)">there</a></p>]]></attributedTextView>
            """)
        let element = try #require(await Controls.elements(.attributedText, in: harness).first)
        #expect(element.richText == "<p>Hi there</p>")
        #expect(element.text == "Hi there")
        #expect(element.label == "Note")
    }

    @Test("updateViews replaces the attributed string")
    func update() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><screen><container>
            <attributedTextView name="text">&lt;b&gt;Before&lt;/b&gt;</attributedTextView>
            <button><title>Go</title><message>go</message></button>
            </container>
            <updateViews name="go"><viewNames>text</viewNames><parameterName>attributedString</parameterName><value><attributedString>&lt;i&gt;After&lt;/i&gt;</attributedString></value></updateViews>
            </screen></workflow>
            """)
        try await harness.tap("Go")
        let element = try #require(await Controls.elements(.attributedText, in: harness).first)
        #expect(element.richText == "<i>After</i>")
        #expect(element.text == "After")
    }

    @Test("a view without an attributed string is a load error")
    func mandatory() {
        #expect(!Controls.loadErrors(Controls.screen("<attributedTextView/>")).isEmpty)
    }
}
