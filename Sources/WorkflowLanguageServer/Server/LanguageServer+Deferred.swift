extension LanguageServer {
    /// Answers `pending` about `document` if what it needs is ready: the names of the current
    /// text (read on the check thread when they are not) and, for a code action, its diagnostics
    /// (waited for when its check has not finished).
    func proceed(_ pending: PendingRequest, document: OpenDocument) {
        if pending.request.needsAnalysis, analyses[document.uri]?.isCurrent(for: document) != true {
            let loader = validator.loader
            Self.checkQueue.async {
                let made = DocumentAnalysis(document, loader: loader)
                Task { await self.resume(pending, with: made, of: document) }
            }
            return
        }
        if pending.request == .codeAction, checks.diagnostics(of: document) == nil {
            checks.wait(for: document, request: pending)
            return
        }
        answer(pending.id, answer(pending.request, document, pending.params))
    }

    /// Goes on with `pending` once the names of the text it was asked about are read; if the
    /// text changed meanwhile, the client is told to ask again.
    private func resume(_ pending: PendingRequest, with analysis: DocumentAnalysis, of asked: OpenDocument) {
        guard let document = documents[asked.uri], analysis.isCurrent(for: document) else {
            return answer(pending.id, .failure(.contentModified))
        }
        keep(analysis)
        proceed(pending, document: document)
    }
}
