import Testing
import WorkflowRuntime

@Suite("RichText: the sanitised HTML subset of attributed strings")
struct RichTextTests {
    static let linkAttributes = " rel=\"noopener noreferrer nofollow\" target=\"_blank\""

    @Test("the original's test HTML keeps its emphasis and decodes its entity")
    func originalExample() {
        let rich = RichText(html: "This <i>is</i> some <b>rich</b> text &amp; that was an entity")
        #expect(rich.html == "This <i>is</i> some <b>rich</b> text &amp; that was an entity")
        #expect(rich.plainText == "This is some rich text & that was an entity")
    }

    @Test("every tag of the subset survives, with its name lower-cased and its attributes dropped")
    func subsetSurvives() {
        let tags = ["p", "h1", "h2", "h3", "b", "strong", "i", "em", "u", "s", "small", "sub", "sup", "code", "span"]
        for tag in tags {
            let rich = RichText(html: "<\(tag.uppercased()) class=\"x\" style=\"color:red\" id=y>t</\(tag)>")
            #expect(rich.html == "<\(tag)>t</\(tag)>", "\(tag)")
        }
        #expect(RichText(html: "<ul><li>a<li>b</ul><ol><li>c</li></ol>").html
            == "<ul><li>a</li><li>b</li></ul><ol><li>c</li></ol>")
        #expect(RichText(html: "a<br>b<br/>c").html == "a<br>b<br>c")
    }

    @Test("script, style and the other dangerous elements go with their content")
    func scriptAndStyleRemoved() {
        let rich = RichText(
            html: "a<script>alert('<b>x</b>')</script>b<STYLE>p{color:red}</style>c<iframe src=//evil>in</iframe>d"
                + "<svg><script>x</script><text>svg</text></svg>e<template><b>t</b></template>f<script>never closed")
        #expect(rich.html == "abcdef")
        #expect(rich.plainText == "abcdef")
        #expect(RichText(html: "<script>a</SCRIPT >b").html == "b")
        #expect(RichText(html: "<script>a</scripty>b</script>c").html == "c")
    }

    @Test("images, forms and other unknown tags are dropped but their text is kept")
    func unknownTagsKeepText() {
        let rich = RichText(html: "<img src=\"http://evil.example/x.png\" onerror=\"alert(1)\">Hi <div onclick=\"x()\">there</div>"
            + "<font face=x>!</font><form action=http://evil><input value=v>ok</form>")
        #expect(rich.html == "Hi there!ok")
        #expect(!rich.html.contains("evil"))
        #expect(!rich.html.contains("onerror") && !rich.html.contains("onclick"))
    }

    @Test("event handlers and styles on kept tags are dropped")
    func attributesDropped() {
        let rich = RichText(html: "<b onclick=\"alert(1)\" onmouseover='x' style=\"background:url(http://evil)\">bold</b>")
        #expect(rich.html == "<b>bold</b>")
    }

    @Test("links keep http, https and mailto, with rel and target; any other link is plain text")
    func links() {
        #expect(RichText(html: "<a href=\"https://example.com/?a=1&amp;b=2\" onclick=x>site</a>").html
            == "<a href=\"https://example.com/?a=1&amp;b=2\"\(Self.linkAttributes)>site</a>")
        #expect(RichText(html: "<a href='HTTP://e.com'>e</a>").html == "<a href=\"HTTP://e.com\"\(Self.linkAttributes)>e</a>")
        #expect(RichText(html: "<a href=mailto:a@b.c>mail</a>").html
            == "<a href=\"mailto:a@b.c\"\(Self.linkAttributes)>mail</a>")
        for hostile in [
            "javascript:alert(1)", "JaVaScRiPt:alert(1)", " javascript:alert(1)", "java&#9;script:alert(1)",
            "jav&#x0A;ascript:alert(1)", "data:text/html,<script>alert(1)</script>", "vbscript:x", "/relative",
            "//evil.example", "http://ex ample.com", "http://e.com/&#1;",
        ] {
            let rich = RichText(html: "<a href=\"\(hostile)\">text</a>")
            #expect(rich.html == "text", "\(hostile)")
        }
        #expect(RichText(html: "<a>no link</a>").html == "no link")
    }

    @Test("entities are decoded once, then escaped again on output")
    func entities() {
        let rich = RichText(html: "&lt;script&gt;alert(1)&lt;/script&gt; &quot;q&quot; &#39;s&#39; &#x41;&#66; &copy; &bogus; &amp")
        #expect(rich.plainText == "<script>alert(1)</script> \"q\" 's' AB © &bogus; &amp")
        #expect(rich.html
            == "&lt;script&gt;alert(1)&lt;/script&gt; &quot;q&quot; &#39;s&#39; AB © &amp;bogus; &amp;amp")
        #expect(RichText(html: "&#0;&#xD800;&#x110000;").plainText == "\u{FFFD}\u{FFFD}\u{FFFD}")
    }

    @Test("unclosed and misnested tags give well-formed output")
    func unclosedTags() {
        #expect(RichText(html: "<b>bold <i>both").html == "<b>bold <i>both</i></b>")
        #expect(RichText(html: "<b>a<i>b</b>c</i>").html == "<b>a<i>b</i></b>c")
        #expect(RichText(html: "</b>stray</p>").html == "stray")
        #expect(RichText(html: "<p>one<p>two").html == "<p>one</p><p>two</p>")
        #expect(RichText(html: "<a href=http://a.b>one<a href=http://c.d>two").html
            == "<a href=\"http://a.b\"\(Self.linkAttributes)>one</a><a href=\"http://c.d\"\(Self.linkAttributes)>two</a>")
        #expect(RichText(html: "<b class=\"unterminated>text").html == "")
        #expect(RichText(html: "a < b > c <3 <").html == "a &lt; b &gt; c &lt;3 &lt;")
        #expect(RichText(html: "a<!-- <script>x</script> -->b<!-- never closed").html == "ab")
        #expect(RichText(html: "<!DOCTYPE html><?xml x?>t").html == "t")
    }

    @Test("deep nesting keeps the text but only the outer tags")
    func deepNesting() {
        let depth = 10_000
        let html = String(repeating: "<b>", count: depth) + "deep" + String(repeating: "</b>", count: depth)
        let rich = RichText(html: html)
        #expect(rich.plainText == "deep")
        #expect(rich.html.components(separatedBy: "<b>").count - 1 == RichText.maximumDepth)
    }

    @Test("input past the maximum length is cut off")
    func hugeInput() {
        let html = String(repeating: "<i>x</i>", count: 100_000)
        let rich = RichText(html: html)
        let count = rich.plainText.count
        #expect(count == RichText.maximumLength / 8)
        #expect(String(repeating: "<", count: 1_000_000).count > RichText.maximumLength)
        #expect(RichText(html: String(repeating: "<", count: 1_000_000)).plainText.count == RichText.maximumLength)
    }

    @Test("plain text collapses white space and puts blocks on their own lines")
    func plainText() {
        let rich = RichText(html: "<h1>Title</h1>\n  <p>First   line<br>second</p><ul><li>one</li><li> two </li></ul>after")
        #expect(rich.plainText == "Title\nFirst line\nsecond\none\ntwo\nafter")
    }

    @Test("sanitising is idempotent: the output parses to itself")
    func idempotent() {
        for html in [
            "This <i>is</i> <a href=\"https://x.y/?a&amp;b\" onclick=1>link</a> &lt;b&gt;",
            "<ul><li>a<li><b>b</ul><p>p<script>x</script>",
        ] {
            let once = RichText(html: html).html
            #expect(RichText(html: once).html == once)
        }
    }
}
