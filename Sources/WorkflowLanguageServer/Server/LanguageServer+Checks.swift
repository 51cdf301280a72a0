import Foundation
import WorkflowSchema

extension LanguageServer {
    /// Checks `document` and the other open documents of its folder, which may load it.
    func scheduleChecks(after document: OpenDocument, includingItself: Bool = true) {
        if includingItself { scheduleCheck(document.uri) }
        guard let path = document.path else { return }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        for other in documents.values where other.uri != document.uri {
            if let otherPath = other.path, URL(fileURLWithPath: otherPath).deletingLastPathComponent() == folder {
                scheduleCheck(other.uri)
            }
        }
    }

    /// Starts checking the open document `uri`, off the server's turn, unless a check of it runs.
    func scheduleCheck(_ uri: String) {
        guard let document = documents[uri], checks.start(uri) else { return }
        var validator = self.validator
        for open in documents.values {
            if let path = open.path { validator.loader.openDocuments[path] = open.bytes }
        }
        let encoding = self.encoding
        let diagnosticsURL = self.diagnosticsURL
        let registry = validator.registry
        let log = self.log
        Self.checkQueue.async { [validator] in
            // Other XML an editor opens (a pom.xml) is left alone: no schema problems for it.
            if let root = Self.rootName(of: document.bytes), !Self.isSchemaRoot(root, registry: registry) {
                log("\(uri) is not a schema (its root is <\(root)>): not checked")
                let body = PublishedDiagnostics(uri: uri, version: document.version, diagnostics: []).notificationBody
                Task { await self.finishCheck(of: document, diagnostics: [], publication: body) }
                return
            }
            let result = validator.validate(source: document.bytes, path: document.path)
            let lines = TextLines(document.bytes)
            let published = result.diagnostics.map {
                Self.protocolDiagnostic($0, uri: uri, lines: lines, encoding: encoding, diagnosticsURL: diagnosticsURL)
            }
            // Written here: hundreds of diagnostics take time, which requests must not wait for.
            let body = PublishedDiagnostics(uri: uri, version: document.version, diagnostics: published).notificationBody
            Task { await self.finishCheck(of: document, diagnostics: result.diagnostics, publication: body) }
        }
    }

    /// The name of the first element of an XML text, if it has one (JSON has none).
    static func rootName(of bytes: [UInt8]) -> String? {
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), bytes[index + 1] != UInt8(ascii: "?"), bytes[index + 1] != UInt8(ascii: "!") {
                var end = index + 1
                while end < bytes.count, !" \t\r\n/>".utf8.contains(bytes[end]) { end += 1 }
                return end < bytes.count && end > index + 1 ? String(decoding: bytes[(index + 1)..<end], as: UTF8.self) : nil
            }
            if bytes[index] == UInt8(ascii: "{") { return nil }
            index += 1
        }
        return nil
    }

    /// Whether a root of this name makes a schema: `<workflow>`, a tag (WFS0219 warns), or a
    /// misspelling of `workflow`.
    static func isSchemaRoot(_ name: String, registry: TagRegistry) -> Bool {
        name == "workflow" || registry[name] != nil || Suggestion.closest(to: name, in: ["workflow"]) != nil
    }

    /// Where checks and analyses run: a thread of their own, one at a time, so that the threads of
    /// Swift's concurrency pool (as many as the cores) are always free to answer requests.
    static let checkQueue = CheckThread()

    /// How long typing must pause before the names of the text are read again (off the server's turn).
    static let quietPeriod = Duration.milliseconds(300)

    /// Reads the names of `document` (for completion and hover) once it has not changed for the
    /// quiet period, so a request after typing pauses does not parse the whole text itself.
    private func analyseWhenQuiet(_ document: OpenDocument) {
        // The first names of a document are read at once: completion needs them from the start.
        let delay = loadedAnalyses[document.uri] == nil ? Duration.zero : Self.quietPeriod
        Task {
            try? await Task.sleep(for: delay)
            guard await self.isCurrent(document) else { return }
            let loader = self.validator.loader
            Self.checkQueue.async {
                let analysis = DocumentAnalysis(
                    uri: document.uri, path: document.path, version: document.version, bytes: document.bytes,
                    loader: loader)
                Task { await self.keep(analysis) }
            }
        }
    }

    private func isCurrent(_ document: OpenDocument) -> Bool {
        documents[document.uri]?.version == document.version && analyses[document.uri]?.version != document.version
    }

    /// Keeps an analysis made off the server's turn, unless the document closed meanwhile.
    private func keep(_ analysis: DocumentAnalysis) {
        guard let document = documents[analysis.uri] else { return }
        // An older text still gives completion its names, until a newer one is read.
        if analysis.schema != nil, (loadedAnalyses[analysis.uri]?.version ?? -1) < analysis.version {
            loadedAnalyses[analysis.uri] = analysis
        }
        if document.version == analysis.version { analyses[analysis.uri] = analysis }
    }

    /// Publishes a check's diagnostics, and starts the next check if the text changed meanwhile.
    private func finishCheck(of document: OpenDocument, diagnostics: [Diagnostic], publication: [UInt8]) {
        let isOpen = documents[document.uri] != nil
        let again = checks.finish(document.uri, version: document.version, diagnostics: isOpen ? diagnostics : nil)
        if isOpen { send(publication) }
        if again {
            scheduleCheck(document.uri)
        } else if isOpen, documents[document.uri]?.version == document.version {
            analyseWhenQuiet(document)
        }
    }

    /// The diagnostics of the current text of `document`: the last check's, or a new check's
    /// when the text changed since (a code action asked right after a change).
    func currentDiagnostics(of document: OpenDocument) -> [Diagnostic] {
        if let known = checks.results[document.uri], known.version == document.version { return known.diagnostics }
        var validator = self.validator
        for open in documents.values {
            if let path = open.path { validator.loader.openDocuments[path] = open.bytes }
        }
        return validator.validate(source: document.bytes, path: document.path).diagnostics
    }

    /// A diagnostic as the protocol carries it: its notes as related places, its code linked to
    /// its section of docs/DIAGNOSTICS.md.
    static func protocolDiagnostic(
        _ diagnostic: Diagnostic, uri: String, lines: TextLines, encoding: PositionEncoding, diagnosticsURL: String?
    ) -> LSPDiagnostic {
        let severity: Int
        switch diagnostic.severity {
        case .error: severity = 1
        case .warning: severity = 2
        default: severity = 3
        }
        let related = diagnostic.notes.map { note in
            LSPDiagnostic.RelatedInformation(
                location: LSPLocation(uri: uri, range: lines.range(of: note.range, encoding: encoding)),
                message: note.message)
        }
        let anchor = (diagnostic.code.rawValue + "-" + diagnostic.code.title).lowercased()
        return LSPDiagnostic(
            range: lines.range(of: diagnostic.range, encoding: encoding), severity: severity,
            code: diagnostic.code.rawValue,
            codeDescription: diagnosticsURL.map { .init(href: $0 + "#" + anchor) },
            message: diagnostic.message, relatedInformation: related.isEmpty ? nil : related,
            data: diagnostic.suggestion.map { .init(suggestion: $0) })
    }
}
