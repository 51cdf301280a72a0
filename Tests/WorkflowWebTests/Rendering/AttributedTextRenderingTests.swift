import Foundation
import Testing
import WorkflowRuntime

@testable import WorkflowWeb

@Suite("Rendering: attributed text as the sanitised HTML subset", .timeLimit(.minutes(2)))
struct AttributedTextRenderingTests {
    static func screen(_ views: String) -> String {
        "<workflow><screen><title>Probe</title><container>\(views)</container></screen></workflow>"
    }

    static let hostile = """
        <h1 onclick="steal()">Title</h1><p style="background:url(http://evil.example/bg)">Hello <b>bold</b>\
        <script>document.cookie</script><style>*{display:none}</style>\
        <img src="http://evil.example/pixel.gif" onerror="alert(1)">\
        <iframe src="http://evil.example/"></iframe>\
        <a href="javascript:alert(1)">bad</a> <a href="https://example.com/?q=1&amp;r=2" target="_self">good</a></p>\
        <ul><li>one<li>two</ul>"\"><svg onload=alert(1)>
        """

    @Test("the page holds only the re-serialised subset; nothing of a hostile input survives")
    func hostileInputIsSanitised() async throws {
        let rendered = try await RenderedSession(
            Self.screen("<attributedTextView><![CDATA[\(Self.hostile)]]></attributedTextView>"))
        let html = await rendered.html()
        let element = try await rendered.element(.attributedText)
        #expect(
            html.contains(
                "<div id=\"wfs-\(element.id.rawValue)\" class=\"wfs-attributedText\"><div class=\"wfs-rich-text\">"
                    + "<h1>Title</h1><p>Hello <b>bold</b>bad <a href=\"https://example.com/?q=1&amp;r=2\" "
                    + "rel=\"noopener noreferrer nofollow\" target=\"_blank\">good</a></p>"
                    + "<ul><li>one</li><li>two</li></ul>&quot;&quot;&gt;</div></div>"))
        let start = try #require(html.range(of: "<div class=\"wfs-rich-text\">"))
        let end = try #require(html.range(of: "</div></div>", range: start.upperBound..<html.endIndex))
        let fragment = String(html[start.upperBound..<end.lowerBound])
        for forbidden in [
            "evil.example", "javascript:", "onclick", "onerror", "onload", "<script", "document.cookie", "<style",
            "display:none", "<img", "<iframe", "<svg", "_self",
        ] {
            #expect(!fragment.contains(forbidden), "\(forbidden)")
        }
    }

    @Test("a snapshot's rich text is parsed again, so even a hand-made snapshot cannot inject markup")
    func snapshotHTMLIsNotTrusted() {
        let element = SnapshotElement(
            id: ElementID(rawValue: "x"), kind: .attributedText, text: "t",
            richText: "<b>ok</b><script>alert(1)</script><a href=\"javascript:x\" onclick=\"y\">z</a>")
        let html = ElementRenderer(isActive: true).render(element)
        #expect(html.contains("<div class=\"wfs-rich-text\"><b>ok</b>z</div>"))
        #expect(!html.contains("script") && !html.contains("onclick"))
    }

    @Test("a label set by the schema is spoken instead of the drawn text")
    func accessibilityLabel() async throws {
        let rendered = try await RenderedSession(
            Self.screen(
                "<attributedTextView><accessibilityLabel>Terms</accessibilityLabel>&lt;b&gt;Read&lt;/b&gt;</attributedTextView>"
            ))
        let html = await rendered.html()
        #expect(
            html.contains(
                "<div class=\"wfs-rich-text\" aria-hidden=\"true\"><b>Read</b></div><span class=\"wfs-visually-hidden\">Terms</span>"
            ))
    }

    @Test("the stylesheet styles rich text links and lists")
    func stylesheet() {
        #expect(PageRenderer.defaultStylesheet.contains(".wfs-rich-text a"))
        #expect(PageRenderer.defaultStylesheet.contains(".wfs-rich-text ul"))
    }
}
