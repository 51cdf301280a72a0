/// A request that waits for the check of the text it is about (a code action needs its diagnostics).
struct PendingRequest: Sendable {
    /// The request's id.
    let id: RequestID
    /// What it asks.
    let request: DocumentRequest
    /// Its parameters.
    let params: LSPParams
}
