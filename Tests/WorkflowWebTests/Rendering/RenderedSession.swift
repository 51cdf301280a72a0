import Testing
import WorkflowRuntime
import WorkflowSchema

@testable import WorkflowWeb

/// A session started from schema text, rendered as HTML for assertions.
struct RenderedSession {
    static let csrfToken = "token-123"

    let session: Session

    init(_ xml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        let result = SchemaLoader().load(xml)
        #expect(
            result.errors.isEmpty, "schema has errors: \(result.errors.map(\.message))", sourceLocation: sourceLocation)
        let schema = try #require(result.schema, sourceLocation: sourceLocation)
        session = Session(schema: schema)
        await session.start()
    }

    var snapshot: Snapshot { get async { await session.snapshot() } }

    /// The page of the current snapshot.
    func html(renderer: PageRenderer = PageRenderer(), notice: String? = nil) async -> String {
        renderer.render(await session.snapshot(), csrfToken: Self.csrfToken, notice: notice)
    }

    /// The first visible element of the active layer of `kind` (showing `text`, when given).
    func element(
        _ kind: ElementKind, showing text: String? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation
    )
        async throws -> SnapshotElement
    {
        let found = await session.snapshot().activeElements.first { $0.kind == kind && (text.map($0.shows) ?? true) }
        return try #require(found, "no \(kind) showing \(text ?? "anything")", sourceLocation: sourceLocation)
    }

    func send(_ event: Event) async throws {
        try await session.send(event)
    }
}

/// Pieces of rendered HTML.
enum HTMLPiece {
    /// The whole `<form>…</form>` around the first occurrence of `marker`, or nil.
    static func form(containing marker: String, in html: String) -> String? {
        guard let markerRange = html.range(of: marker),
            let start = html[..<markerRange.lowerBound].range(of: "<form", options: .backwards),
            let end = html[markerRange.upperBound...].range(of: "</form>")
        else { return nil }
        let form = String(html[start.lowerBound..<end.upperBound])
        // The marker must be inside this form, not after an earlier form's end.
        return form.dropFirst().contains("<form") ? nil : form
    }

    /// The forms of `html` that send `event` for element `id`.
    static func forms(event: String, id: String, in html: String) -> [String] {
        html.components(separatedBy: "<form").dropFirst().map { "<form" + $0 }.filter {
            $0.contains("name=\"event\" value=\"\(event)\"") && $0.contains("name=\"id\" value=\"\(id)\"")
        }
    }

    /// The value of attribute `name` in the first tag of `html` that contains `marker`.
    static func attribute(_ name: String, ofTagWith marker: String, in html: String) -> String? {
        guard let markerRange = html.range(of: marker),
            let tagStart = html[..<markerRange.lowerBound].range(of: "<", options: .backwards),
            let tagEnd = html[markerRange.lowerBound...].firstIndex(of: ">")
        else { return nil }
        let tag = html[tagStart.lowerBound..<tagEnd]
        guard let valueStart = tag.range(of: " \(name)=\"")?.upperBound,
            let valueEnd = tag[valueStart...].firstIndex(of: "\"")
        else { return nil }
        return String(tag[valueStart..<valueEnd])
    }
}
