import Testing
import WorkflowRuntime

/// The `SessionStoreError` that `body` throws; records an issue when it throws nothing or something else.
func storeError(
    sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> Void
) async -> SessionStoreError? {
    do {
        try await body()
        Issue.record("expected a SessionStoreError, but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as SessionStoreError {
        #expect(!error.message.contains("\n"), "a store's message is one line: \(error.message)")
        return error
    } catch {
        Issue.record("expected a SessionStoreError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}
