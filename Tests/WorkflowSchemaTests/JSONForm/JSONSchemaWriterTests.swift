import Foundation
import Testing
import WorkflowSchema

@Suite("wfs schema --json-schema: the vocabulary for editors of the JSON form", .timeLimit(.minutes(2)))
struct JSONSchemaWriterTests {
    func document(_ registry: TagRegistry = .standard) throws -> [String: Any] {
        let text = JSONSchemaWriter(registry: registry).write()
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("a draft 2020-12 schema, versioned, with the root key and every tag")
    func shape() throws {
        let schema = try document()
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect(schema["$id"] as? String == "urn:workflowschema:json-form:\(XSDWriter.formatVersion)")
        #expect(schema["required"] as? [String] == ["workflow"])
        let definitions = try #require(schema["$defs"] as? [String: Any])
        for descriptor in TagRegistry.standard.descriptors {
            let tag = try #require(definitions["tag." + descriptor.name] as? [String: Any], "\(descriptor.name)")
            #expect(tag["description"] as? String == descriptor.summary)
        }
        let tags = try #require((definitions["tags"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(tags.count == TagRegistry.standard.descriptors.count)
    }

    @Test("a tag's keys are its parameters with their summaries; enumerations offer their words")
    func parameters() throws {
        let definitions = try #require(try document()["$defs"] as? [String: Any])
        let keys = try #require(
            (definitions["tag.table.keys"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        #expect(keys["sections"] != nil)
        let style = try #require(keys["style"]?["anyOf"] as? [[String: Any]])
        #expect((style.first?["enum"] as? [String])?.contains("grouped") == true)
        let attributes = try #require(
            (definitions["attributes"] as? [String: Any])?["properties"] as? [String: Any])
        #expect(Set(attributes.keys) == ["@name", "@class", "@keyPath", "@valueName", "@conditional"])
    }

    @Test("an application's own tags are described too")
    func applicationTags() throws {
        var registry = TagRegistry.standard
        try registry.register(
            TagDescriptor(
                "ratingView", kind: .view, type: SchemaType("ratingView", parent: .view), summary: "Shows stars.",
                parameters: [.number("stars")]))
        let definitions = try #require(try document(registry)["$defs"] as? [String: Any])
        #expect((definitions["tag.ratingView"] as? [String: Any])?["description"] as? String == "Shows stars.")
        let keys = (definitions["tag.ratingView.keys"] as? [String: Any])?["properties"] as? [String: Any]
        #expect(keys?["stars"] != nil)
    }
}
