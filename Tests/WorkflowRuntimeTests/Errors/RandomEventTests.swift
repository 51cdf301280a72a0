import Foundation
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTestSupport
import WorkflowTesting

/// Every project schema, driven by a long run of seeded random events: whatever a person does,
/// the session neither crashes nor produces a snapshot that is not a faithful value.
@Suite("Errors: random events on every project schema", .timeLimit(.minutes(2)))
struct RandomEventTests {
    static let flows = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../Flows").standardized

    static var schemas: [String] {
        let manager = FileManager.default
        return ["readme", "originals"].flatMap { folder in
            ((try? manager.contentsOfDirectory(atPath: flows.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".xml") }.sorted().map { "\(folder)/\($0)" }
        }
    }

    @Test("the list of schemas is not empty")
    func schemasExist() {
        #expect(Self.schemas.count >= 20)
    }

    @Test("300 random events leave the session working and its snapshots faithful", arguments: schemas)
    func randomEvents(_ schema: String) async throws {
        let url = Self.flows.appendingPathComponent(schema)
        let result = SchemaLoader().load(contentsOf: url)
        let loaded = try #require(result.schema)
        let assets = AssetFolder(url: url.deletingLastPathComponent().appendingPathComponent("resources"))
        let session = Session(schema: loaded, rootDelegate: TestRootDelegate(), assets: assets)
        await session.start()
        var random = SeededRandomNumberGenerator(seed: schema.utf8.reduce(UInt64(0)) { $0 &* 31 &+ UInt64($1) })
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        let interactive: Set<ElementKind> = [.button, .barButton, .tab, .textField, .tableCell, .segment, .switch]
        let takesEvents = await session.snapshot().activeElements.contains { interactive.contains($0.kind) }
        var accepted = 0
        for step in 0..<300 {
            let snapshot = await session.snapshot()
            let ids = snapshot.activeElements.map(\.id)
            #expect(Set(ids).count == ids.count, "duplicate ids at step \(step) of \(schema)")
            let decoded = try decoder.decode(Snapshot.self, from: encoder.encode(snapshot))
            #expect(decoded == snapshot, "the snapshot does not survive JSON at step \(step) of \(schema)")
            if let event = Self.event(for: snapshot, using: &random), (try? await session.send(event)) != nil {
                accepted += 1
            }
            try await eventually("no reply pending after step \(step) of \(schema)") {
                await session.pendingReplyCount == 0
            }
        }
        #expect(!takesEvents || accepted > 20, "only \(accepted) of 300 events applied to \(schema)")
        _ = await session.snapshot().textRendering
    }

    static func event(for snapshot: Snapshot, using random: inout SeededRandomNumberGenerator) -> Event? {
        let elements = snapshot.activeElements.filter { $0.kind != .window }
        if Int.random(in: 0..<10, using: &random) == 0 { return .back }
        guard let element = elements.randomElement(using: &random) else { return nil }
        switch (element.kind, Int.random(in: 0..<4, using: &random)) {
        case (.textField, 0), (.textView, 0), (.searchBar, 0):
            return .enterText(element.id, text: ["", "a", "Fish", "12.5", "x@y"].randomElement(using: &random)!)
        case (.textField, 1), (.searchBar, 1): return .pressReturn(element.id)
        case (.switch, _): return .toggle(element.id)
        case (.slider, _): return .setValue(element.id, value: String(Int.random(in: -10...500, using: &random)))
        case (.datePicker, _): return .setValue(element.id, value: "2012-11-27T14:55:12Z")
        case (.segmentedControl, _): return .setValue(element.id, value: String(Int.random(in: -1...3, using: &random)))
        case (.tableCell, 1): return .tapAccessory(element.id)
        case (_, 2): return .taps(element.id, count: Int.random(in: 2...4, using: &random))
        case (_, 3) where element.kind == .label:
            return Bool.random(using: &random)
                ? .longPress(element.id, duration: 2.5) : .swipe(element.id, direction: .left)
        default: return .tap(element.id)
        }
    }
}
