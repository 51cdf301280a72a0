import Foundation
import Testing

/// The rule of docs/ARCHITECTURE.md that keeps the session core's state its own: objects reach
/// the session through `RuntimeServices`, only its owner (`Session`) and the replay that drives
/// it (`Replayer`) name the core, and only `ChangeTracker` counts changes.
@Suite("The session core's parts")
struct CorePartsRuleTests {
    static let runtimeSources: [(name: String, text: String)] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/WorkflowRuntime")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return files.map { ($0.lastPathComponent, (try? String(contentsOf: $0, encoding: .utf8)) ?? "") }
    }()

    @Test("no runtime file other than the core's own, its owner and its replayer names the core type")
    func coreIsNamedOnlyByItsParts() {
        #expect(Self.runtimeSources.count > 100)
        let naming = Self.runtimeSources.filter { $0.text.contains("SessionCore") }.map(\.name)
        let strangers = naming.filter { !$0.hasPrefix("SessionCore") && !["Session.swift", "Replayer.swift"].contains($0) }
        #expect(strangers.isEmpty, "\(strangers) name SessionCore; use RuntimeServices")
    }

    @Test("only the change tracker counts changes")
    func onlyTheTrackerCounts() {
        let counting = Self.runtimeSources.filter { source in
            source.text.contains("Changes &+=") || source.text.contains("Generation &+=")
        }.map(\.name)
        #expect(counting == ["ChangeTracker.swift"])
    }

    @Test("the reply book and the journal keep their state private, behind their operations")
    func partsKeepTheirState() throws {
        for name in ["ReplyBook.swift", "SessionJournal.swift"] {
            let text = try #require(Self.runtimeSources.first { $0.name == name }?.text, "\(name) is missing")
            let open = text.split(separator: "\n").filter { line in
                // A member's stored property: four spaces in, then `var`, or `let` of a value.
                line.hasPrefix("    var ") && line.contains(" = ") || line.hasPrefix("    let ")
            }
            #expect(open.isEmpty, "\(name) has state others can change: \(open)")
        }
    }

    @Test("a replay is the replayer standing in for the session's effects, not a flag live code checks")
    func replayIsNoFlag() {
        let flagged = Self.runtimeSources.filter { $0.text.contains("isReplaying") || $0.text.contains("replayDate") }
        #expect(flagged.map(\.name).isEmpty)
        #expect(Self.runtimeSources.contains { $0.name == "Replayer.swift" && $0.text.contains(": SessionEffects") })
    }
}
