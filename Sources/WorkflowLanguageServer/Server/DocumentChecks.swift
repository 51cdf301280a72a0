import WorkflowSchema

/// Which documents are being checked and which changed meanwhile: the debounce of diagnostics.
///
/// A change starts a check at once when none runs for its document; changes that arrive while
/// one runs only mark the document, and the newest text is checked when the running check ends.
/// So typing never queues more than one check per document, and a single change is answered
/// as fast as the check itself.
struct DocumentChecks: Sendable {
    private var running: Set<String> = []
    private var waiting: Set<String> = []
    /// The diagnostics of the last finished check of each document, with the version checked.
    private(set) var results: [String: (version: Int, diagnostics: [Diagnostic])] = [:]

    /// Whether a check of `uri` may start now; otherwise it is marked to run after the current one.
    mutating func start(_ uri: String) -> Bool {
        if running.contains(uri) {
            waiting.insert(uri)
            return false
        }
        running.insert(uri)
        return true
    }

    /// Records a finished check; returns whether another must start (the text changed meanwhile).
    mutating func finish(_ uri: String, version: Int, diagnostics: [Diagnostic]?) -> Bool {
        running.remove(uri)
        if let diagnostics { results[uri] = (version, diagnostics) }
        return waiting.remove(uri) != nil
    }

    /// Forgets a closed document.
    mutating func forget(_ uri: String) {
        waiting.remove(uri)
        results[uri] = nil
    }
}
