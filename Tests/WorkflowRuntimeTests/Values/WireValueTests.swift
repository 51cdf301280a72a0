import Foundation
import Testing
import WorkflowRuntime
import WorkflowSchema

@Suite("The wire form of values: plain JSON, one $ key for the rest")
struct WireValueTests {
    private func written(_ value: WireValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func read(_ text: String) throws -> WireValue {
        try JSONDecoder().decode(WireValue.self, from: Data(text.utf8))
    }

    @Test("Each kind is written in its form and read back as itself")
    func forms() throws {
        let cases: [(WireValue, String)] = [
            (.string("Ann"), #""Ann""#), (.number(1.5), "1.5"), (.bool(true), "true"), (.null, "null"),
            (.array([.number(1), .string("two")]), #"[1,"two"]"#),
            (.dictionary(["a": .bool(false)]), #"{"a":false}"#),
            (.date(Date(timeIntervalSince1970: 0.5)), #"{"$date":"1970-01-01T00:00:00.5Z"}"#),
            (.image(name: "logo", accessibilityLabel: "Logo"), #"{"$image":{"accessibilityLabel":"Logo","name":"logo"}}"#),
            (.schemaFile(path: "next.xml", digest: "fnv1a64-0-0"), #"{"$schema":{"digest":"fnv1a64-0-0","path":"next.xml"}}"#),
            (.number(-.infinity), #"{"$number":"-inf"}"#),
            (.dictionary(["$ref": .number(3)]), #"{"$dict":{"$ref":3}}"#),
            // Years ISO 8601 writes only by agreement keep the older form, seconds since 2001.
            (.date(Date(timeIntervalSinceReferenceDate: 300_000_000_000)), #"{"$date":300000000000}"#),
            (.date(Date(timeIntervalSinceReferenceDate: 1e-300)), #"{"$date":1e-300}"#),
        ]
        for (value, text) in cases {
            #expect(try written(value) == text)
            #expect(try read(text) == value, "\(text)")
        }
        guard case .number(let nan) = try read(#"{"$number":"nan"}"#) else { Issue.record("not a number"); return }
        #expect(nan.isNaN)
        #expect(try written(.date(Date(timeIntervalSinceReferenceDate: .infinity))) == #"{"$date":"inf"}"#)
    }

    @Test("A $ key this version does not know is the object it is; a bad tagged value is named by its place")
    func unknownAndBad() throws {
        #expect(try read(#"{"$oid":"5f1"}"#) == .dictionary(["$oid": .string("5f1")]))
        #expect(try read(#"{"$date":"x","other":1}"#) == .dictionary(["$date": .string("x"), "other": .number(1)]))
        for (text, place) in [
            (#"{"a":[1,{"$date":"soon"}]}"#, "a.Index 1.$date"), (#"[{"$number":"lots"}]"#, "Index 0.$number"),
            (#"{"$image":{"label":"no name"}}"#, "$image.name"), (#"{"$date":true}"#, "$date"),
        ] {
            do {
                _ = try read(text)
                Issue.record("\(text) was read")
            } catch let error as DecodingError {
                #expect(Self.place(of: error) == place, "\(text): \(error)")
            }
        }
    }

    @Test("A session's value goes on the wire without what the server keeps to itself, and comes back through its host")
    func throughTheHost() throws {
        let made = try #require(SchemaLoader().load("<workflow><screen/></workflow>").schema)
        let value: WorkflowValue = [
            "logo": .image(ImageValue(name: "logo", path: "/srv/app/assets/logo.png")), "next": .schema(made),
            "when": .date(Date(timeIntervalSinceReferenceDate: 0.25)),
        ]
        let wire = WireValue(value) { _ in .schemaFile(path: "next.xml", digest: "d") }
        #expect(
            wire == .dictionary([
                "logo": .image(name: "logo", accessibilityLabel: nil), "next": .schemaFile(path: "next.xml", digest: "d"),
                "when": .date(Date(timeIntervalSinceReferenceDate: 0.25)),
            ]))
        var asked: [String] = []
        let back = try wire.workflowValue(image: { ImageValue(name: $0.name, path: "/other/\($0.name).png") }) { path, _ in
            asked.append(path)
            return made
        }
        #expect(back.value(atKeyPath: "logo") == .image(ImageValue(name: "logo", path: "/other/logo.png")))
        #expect(back.value(atKeyPath: "next") == .schema(made))
        #expect(asked == ["next.xml"])
    }

    private static func place(of error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context):
            // A missing key is named after its container's path.
            let path = context.codingPath.map(\.stringValue)
            if case .keyNotFound(let key, _) = error { return (path + [key.stringValue]).joined(separator: ".") }
            return path.joined(separator: ".")
        @unknown default: return ""
        }
    }
}
