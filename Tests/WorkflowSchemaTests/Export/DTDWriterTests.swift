import Testing
import WorkflowSchema

@Suite("wfs schema --dtd: the vocabulary as a DTD", .timeLimit(.minutes(2)))
struct DTDWriterTests {
    @Test("every tag and parameter name is declared once, with mixed content and the object attributes")
    func standard() throws {
        let dtd = DTDWriter().write()
        let declarations = dtd.split(separator: "\n").filter { $0.hasPrefix("<!ELEMENT ") }
        let names = declarations.map { $0.dropFirst("<!ELEMENT ".count).prefix { $0 != " " } }
        #expect(Set(names).count == names.count, "an element declared twice")
        for descriptor in TagRegistry.standard.descriptors {
            #expect(names.contains(Substring(descriptor.name)), "no element for <\(descriptor.name)>")
            for parameter in descriptor.parameters {
                #expect(names.contains(Substring(parameter.name)), "no element for <\(parameter.name)>")
            }
        }
        let button = try #require(declarations.first { $0.hasPrefix("<!ELEMENT button ") })
        #expect(button.hasPrefix("<!ELEMENT button (#PCDATA | ") && button.hasSuffix(")*>"))
        #expect(button.contains(" title ") && button.contains(" template ") && button.contains(" label "))
        #expect(dtd.contains("<!ATTLIST button name CDATA #IMPLIED class CDATA #IMPLIED keyPath CDATA #IMPLIED"))
        #expect(dtd.contains("<!ATTLIST workflow lang CDATA #IMPLIED"))
        #expect(!dtd.contains("<!DOCTYPE"))
    }

    @Test("tags an application registers are in the export; comments hold no double hyphen")
    func applicationTags() throws {
        var registry = TagRegistry.standard
        try registry.register(
            TagDescriptor(
                "mapView", kind: .view, type: .view, summary: "A map -- with pins-",
                parameters: [ParameterDescriptor("region", accepts: [.string])]))
        let dtd = DTDWriter(registry: registry).write()
        #expect(dtd.contains("<!ELEMENT mapView (#PCDATA | region | "))
        #expect(dtd.contains("<!ELEMENT region (#PCDATA | "))
        #expect(dtd.contains("<!-- <mapView>: A map - - with pins-  -->"))
    }
}
