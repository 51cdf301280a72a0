import WorkflowSchema

/// Which documents are being checked and which changed meanwhile: the debounce of diagnostics;
/// the last diagnostics of each; and the requests waiting for a check.
///
/// A change starts a check at once when none runs for its document; changes that arrive while
/// one runs only mark the document, and the newest text is checked when the running check ends.
/// So typing never queues more than one check per document, and a single change is answered
/// as fast as the check itself. Texts are told apart by their opening (a document closed and
/// opened again starts its versions anew) and their version.
struct DocumentChecks: Sendable {
    private var running: Set<String> = []
    private var waiting: Set<String> = []
    /// The diagnostics of the last finished check of each document, with the text checked.
    private var results: [String: (opening: Int, version: Int, diagnostics: [Diagnostic])] = [:]
    /// The requests waiting for the check of the text they were asked about.
    private var pending: [String: [(opening: Int, version: Int, request: PendingRequest)]] = [:]

    /// The diagnostics of `document`'s current text, if its check has finished.
    func diagnostics(of document: OpenDocument) -> [Diagnostic]? {
        guard let result = results[document.uri], result.opening == document.opening,
            result.version == document.version
        else { return nil }
        return result.diagnostics
    }

    /// Keeps `request` until the check of `document`'s current text finishes.
    mutating func wait(for document: OpenDocument, request: PendingRequest) {
        pending[document.uri, default: []].append((document.opening, document.version, request))
    }

    /// Whether a check of `uri` may start now; otherwise it is marked to run after the current one.
    mutating func start(_ uri: String) -> Bool {
        if running.contains(uri) {
            waiting.insert(uri)
            return false
        }
        running.insert(uri)
        return true
    }

    /// Records the check of `checked`, whose diagnostics are kept when it is still open
    /// (`current`, the document as it is now, has its opening). Returns whether another check
    /// must start, the requests that can be answered now, and those whose text has changed.
    mutating func finish(_ checked: OpenDocument, diagnostics: [Diagnostic], current: OpenDocument?)
        -> (again: Bool, ready: [PendingRequest], outdated: [PendingRequest])
    {
        let uri = checked.uri
        running.remove(uri)
        let isOpen = current?.opening == checked.opening
        if isOpen { results[uri] = (checked.opening, checked.version, diagnostics) }
        var ready: [PendingRequest] = []
        var outdated: [PendingRequest] = []
        var kept: [(opening: Int, version: Int, request: PendingRequest)] = []
        for waiter in pending[uri] ?? [] {
            if let current, waiter.opening == current.opening, waiter.version == current.version {
                if isOpen, waiter.version == checked.version { ready.append(waiter.request) } else { kept.append(waiter) }
            } else {
                outdated.append(waiter.request)
            }
        }
        pending[uri] = kept.isEmpty ? nil : kept
        return (waiting.remove(uri) != nil, ready, outdated)
    }

    /// Forgets a closed document; returns the requests that were waiting for it.
    mutating func forget(_ uri: String) -> [PendingRequest] {
        waiting.remove(uri)
        results[uri] = nil
        return (pending.removeValue(forKey: uri) ?? []).map(\.request)
    }
}
