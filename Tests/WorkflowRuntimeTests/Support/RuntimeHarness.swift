import Foundation
import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTestSupport

/// Starts sessions from schema text and waits for their root-delegate replies.
struct RuntimeHarness {
    let session: Session

    init(
        _ xml: String, rootDelegate: any RootDelegate = DefaultRootDelegate(), source: String? = nil,
        assets: AssetFolder? = nil, fileLoader: SchemaFileLoader? = nil, limits: RuntimeLimits = .default,
        allowsSchemaErrors: Bool = false, replyClock: any Clock<Duration> = ContinuousClock(),
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        var result = SchemaLoader().load(xml)
        #expect(
            allowsSchemaErrors || result.errors.isEmpty, "schema has errors: \(result.errors.map(\.message))",
            sourceLocation: sourceLocation)
        result.schema?.source = source
        let schema = try #require(result.schema, sourceLocation: sourceLocation)
        session = Session(
            schema: schema, rootDelegate: rootDelegate, assets: assets, fileLoader: fileLoader, limits: limits,
            replyClock: replyClock)
        await session.start()
        try await settle()
    }

    /// Waits until no root-delegate reply is pending.
    func settle() async throws {
        try await eventually("no root-delegate reply is pending") { await session.pendingReplyCount == 0 }
    }

    var snapshot: Snapshot { get async { await session.snapshot() } }

    var issues: [RuntimeIssue] { get async { await session.issues } }

    /// The id of the first visible element of the active layer that shows `text`.
    func id(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws -> ElementID {
        let snapshot = await session.snapshot()
        let found = snapshot.activeElements.first { $0.shows(text) }
        return try #require(found, "'\(text)' is not on screen", sourceLocation: sourceLocation).id
    }

    func tap(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) async throws {
        try await session.send(.tap(id(text, sourceLocation: sourceLocation)))
        try await settle()
    }

    func send(_ event: Event) async throws {
        try await session.send(event)
        try await settle()
    }

    func texts() async -> [String] {
        await session.snapshot().activeElements.compactMap { $0.text ?? $0.detail }
    }

    /// The texts of the visible labels of the active layer, in order.
    func labels() async -> [String] {
        await session.snapshot().activeElements.filter { $0.kind == .label }.compactMap(\.text)
    }

    /// Closes every queued alert with its last (cancel) button; gives their messages in order.
    func drainAlerts() async throws -> [String] {
        var messages: [String] = []
        for _ in 0..<100 {
            guard let alert = await session.snapshot().alert else { break }
            messages.append(alert.detail ?? alert.text ?? "")
            let button = try #require(alert.children.last, "the alert has no button")
            try await send(.tap(button.id))
        }
        return messages
    }
}
