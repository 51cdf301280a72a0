import Foundation
import Testing

/// The rule of docs/ARCHITECTURE.md that keeps the session core's state its own: objects reach
/// the session through `RuntimeServices`, and only `ChangeTracker` counts changes.
@Suite("The session core's parts")
struct CorePartsRuleTests {
    static let runtimeSources: [(name: String, text: String)] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/WorkflowRuntime")
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return files.map { ($0.lastPathComponent, (try? String(contentsOf: $0, encoding: .utf8)) ?? "") }
    }()

    @Test("no runtime file other than the core's own and its owner names the core type")
    func coreIsNamedOnlyByItsParts() {
        #expect(Self.runtimeSources.count > 100)
        let naming = Self.runtimeSources.filter { $0.text.contains("SessionCore") }.map(\.name)
        let strangers = naming.filter { !$0.hasPrefix("SessionCore") && $0 != "Session.swift" }
        #expect(strangers.isEmpty, "\(strangers) name SessionCore; use RuntimeServices")
    }

    @Test("only the change tracker counts changes")
    func onlyTheTrackerCounts() {
        let counting = Self.runtimeSources.filter { source in
            source.text.contains("Changes &+=") || source.text.contains("Generation &+=")
        }.map(\.name)
        #expect(counting == ["ChangeTracker.swift"])
    }
}
