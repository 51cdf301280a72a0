#if ServerBenchmarks
import Foundation
import WorkflowRuntime
import WorkflowSchema
import WorkflowWeb

/// In-process loops over the web entries' work without HTTP, for profilers:
/// `wfs-bench --profile web-render` renders the settings page; `web-event` toggles its switch,
/// reads the snapshot and issues, and renders, as one event round trip does.
enum WebProfiles {
    static let names = ["web-render", "web-event"]

    static func profile(_ name: String, iterations: Int) async -> Bool {
        guard names.contains(name) else { return false }
        let result = SchemaLoader().load(WebSchema.settings)
        guard let schema = result.schema, !result.hasErrors else { fail("the settings schema does not load") }
        let session = Session(schema: schema)
        await session.start()
        let renderer = PageRenderer()
        let token = String(repeating: "0123456789abcdef", count: 2)
        let snapshot = await session.snapshot()
        guard let toggle = snapshot.activeElements.first(where: { $0.name == WebSchema.switchName }) else {
            fail("the settings screen has no switch named \(WebSchema.switchName)")
        }
        var bytes = 0
        let start = ContinuousClock.now
        for _ in 0..<iterations {
            if name == "web-render" {
                bytes &+= renderer.render(snapshot, csrfToken: token).utf8.count
            } else {
                let next = try? await session.apply(.toggle(toggle.id))
                let issues = await session.issues
                bytes &+= renderer.render(next ?? snapshot, csrfToken: token, issues: issues).utf8.count
            }
        }
        let perOperation = nanoseconds(ContinuousClock.now - start) / Double(iterations) / 1000
        print(
            "\(name): \(iterations) iterations, \(perOperation.reportRounded) us/op, \(bytes / iterations) bytes per page"
        )
        return true
    }
}
#endif
