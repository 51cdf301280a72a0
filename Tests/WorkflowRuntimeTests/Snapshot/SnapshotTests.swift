import Foundation
import Testing
import WorkflowRuntime

@Suite("Snapshot: values, ids and the readme examples", .timeLimit(.minutes(2)))
struct SnapshotTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Flows/readme")

    static func example(_ name: String) async throws -> RuntimeHarness {
        let url = readme.appendingPathComponent(name + ".xml")
        return try await RuntimeHarness(String(contentsOf: url, encoding: .utf8))
    }

    @Test("a snapshot survives a JSON round trip")
    func codableRoundTrip() async throws {
        let harness = try await Self.example("01_alert_on_tap")
        try await harness.tap("Example button")
        let snapshot = await harness.snapshot
        #expect(snapshot.alert != nil)
        let decoded = try JSONDecoder().decode(Snapshot.self, from: JSONEncoder().encode(snapshot))
        #expect(decoded == snapshot)
    }

    @Test("an element's JSON leaves out the fields with their default value, and reads back the same")
    func defaultsLeftOut() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let plain = SnapshotElement(id: "label-1", kind: .label, text: "Hi")
        #expect(String(decoding: try encoder.encode(plain), as: UTF8.self) == #"{"id":"label-1","kind":"label","text":"Hi"}"#)
        let unusual = SnapshotElement(
            id: "button-1", kind: .barButton, traits: ["button"], styleNames: ["big"], isHidden: true, isEnabled: false,
            isSelected: true, isSecure: true, isLeading: true, hasValidations: true)
        let written = String(decoding: try encoder.encode(unusual), as: UTF8.self)
        for field in [#""isEnabled":false"#, #""isHidden":true"#, #""isLeading":true"#, #""styleNames":["big"]"#] {
            #expect(written.contains(field))
        }
        for element in [plain, unusual] {
            #expect(try JSONDecoder().decode(SnapshotElement.self, from: encoder.encode(element)) == element)
        }
    }

    @Test("ids stay the same from one snapshot to the next")
    func stableIDs() async throws {
        let harness = try await Self.example("01_alert_on_tap")
        let first = await harness.snapshot
        try await harness.tap("Example button")
        try await harness.tap("OK")
        #expect(await harness.snapshot == first)
        #expect(
            first.activeElements.map(\.id.rawValue) == [
                "navigation-1", "navigation-1.bar", "screen-1",
                "container-1", "label-1", "button-1",
            ])
    }

    @Test("readme examples 01, 02 and 03 give the same snapshots")
    func readmeExamplesAgree() async throws {
        var snapshots: [[Snapshot]] = []
        for name in ["01_alert_on_tap", "02_explicit_parameters", "03_terse_defaults"] {
            let harness = try await Self.example(name)
            let start = await harness.snapshot
            try await harness.tap("Example button")
            snapshots.append([start, await harness.snapshot])
        }
        #expect(snapshots[0] == snapshots[1])
        #expect(snapshots[0] == snapshots[2])
    }

    @Test("the text rendering of readme example 01")
    func textRendering() async throws {
        let harness = try await Self.example("01_alert_on_tap")
        #expect(
            await harness.snapshot.textRendering == """
                navigation
                  navigationBar "Example"
                  screen "Example"
                    container
                      label "Example label"
                      button "Example button"
                """)
        try await harness.tap("Example button")
        #expect(
            await harness.snapshot.textRendering.hasSuffix(
                """
                      button "Example button"
                alert "Example button tapped!"
                  alertButton "OK" [cancel]
                """))
    }
}
