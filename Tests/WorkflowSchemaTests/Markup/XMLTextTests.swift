import Testing
import WorkflowSchema

@Suite("XMLText: the one XML escaper")
struct XMLTextTests {
    @Test("content keeps quotes, line breaks and tabs; markup characters and CR become references")
    func content() {
        #expect(XMLText.escape("a < b && c > \"d\"\n\t'e'\r") == "a &lt; b &amp;&amp; c &gt; \"d\"\n\t'e'&#13;")
        #expect(XMLText.escape("Crème 🍮") == "Crème 🍮")
    }

    @Test("in an attribute, quotes, line breaks and tabs become references too, so a reader gives them back")
    func attribute() {
        #expect(XMLText.escape("say \"hi\"\n\tnow", inAttribute: true) == "say &quot;hi&quot;&#10;&#9;now")
    }
}
