import Testing
import WorkflowSchema

@Suite("wfs schema --xsd: the vocabulary as an XML Schema", .timeLimit(.minutes(2)))
struct XSDWriterTests {
    @Test("every tag is a global element with its parameters, the structural elements and a documentation line")
    func standard() {
        let xsd = XSDWriter().write()
        #expect(xsd.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(xsd.contains(#"<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" version="1">"#))
        for descriptor in TagRegistry.standard.descriptors {
            #expect(xsd.contains("<xs:element name=\"\(descriptor.name)\">"), "no element for <\(descriptor.name)>")
        }
        let button = xsd.components(separatedBy: #"<xs:element name="button">"#)[1].components(
            separatedBy: "</xs:element>\n\n")[0]
        #expect(button.contains(#"<xs:element name="title" type="content">"#))
        #expect(button.contains(#"<xs:element name="template" type="content"/>"#))
        // `message` is a tag too: the parameter uses the tag's element, declared once.
        #expect(!button.contains(#"<xs:element name="message" type="content""#))
        #expect(button.contains(#"<xs:element ref="message"/>"#))
        #expect(button.contains(#"<xs:attribute name="keyPath" type="xs:string"/>"#))
        #expect(xsd.contains("<!--") && !xsd.contains("--xsd"), "an XML comment may not hold a double hyphen")
    }

    @Test("tags an application registers are in the export")
    func applicationTags() throws {
        var registry = TagRegistry.standard
        try registry.register(
            TagDescriptor(
                "mapView", kind: .view, type: .view, summary: "A map & its pins.",
                parameters: [ParameterDescriptor("region", accepts: [.string])]))
        let xsd = XSDWriter(registry: registry).write()
        #expect(xsd.contains(#"<xs:element name="mapView">"#))
        #expect(xsd.contains("<xs:documentation>A map &amp; its pins.</xs:documentation>"))
        #expect(xsd.contains(#"<xs:element name="region" type="content">"#))
        #expect(xsd.contains(#"<xs:element ref="mapView"/>"#))
    }
}
