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
    /// The whole `<button …>…</button>` whose event value is `event` (`tap button-1`), or nil.
    static func button(sending event: String, in html: String) -> String? {
        guard let valueRange = html.range(of: " value=\"\(HTMLText.escape(event))\""),
            let start = html[..<valueRange.lowerBound].range(of: "<button", options: .backwards),
            let end = html[valueRange.upperBound...].range(of: "</button>")
        else { return nil }
        return String(html[start.lowerBound..<end.upperBound])
    }

    /// The buttons of `html` whose event value starts with `prefix`.
    static func buttons(sending prefix: String, in html: String) -> [String] {
        html.components(separatedBy: "<button").dropFirst().map { "<button" + $0 }.filter {
            $0.contains(" value=\"\(HTMLText.escape(prefix))")
        }.map { String($0[..<($0.range(of: "</button>")?.upperBound ?? $0.endIndex)]) }
    }

    /// The start tag of the input (or text area) posting element `id`'s value, or nil.
    static func input(of id: String, in html: String) -> String? {
        tag(containing: "name=\"field.\(id)\"", in: html)
    }

    /// The start tag that contains `marker`, or nil.
    static func tag(containing marker: String, in html: String) -> String? {
        guard let markerRange = html.range(of: marker),
            let tagStart = html[..<markerRange.lowerBound].range(of: "<", options: .backwards),
            let tagEnd = html[markerRange.lowerBound...].firstIndex(of: ">")
        else { return nil }
        return String(html[tagStart.lowerBound...tagEnd])
    }

    /// The value of attribute `name` in the first tag of `html` that contains `marker`.
    static func attribute(_ name: String, ofTagWith marker: String, in html: String) -> String? {
        guard let tag = tag(containing: marker, in: html),
            let valueStart = tag.range(of: " \(name)=\"")?.upperBound,
            let valueEnd = tag[valueStart...].firstIndex(of: "\"")
        else { return nil }
        return String(tag[valueStart..<valueEnd])
    }
}
