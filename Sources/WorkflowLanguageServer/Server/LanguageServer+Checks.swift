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
        // The editor's texts stand for their files; files loaded before are kept (the same workspace).
        var validator = self.validator
        var texts: [String: [UInt8]] = [:]
        for open in documents.values {
            if let path = open.path { texts[path] = open.bytes }
        }
        validator.workspace = validator.workspace.reading(OverlaidSchemaFiles(texts: texts))
        let encoding = self.encoding
        let diagnosticsURL = self.diagnosticsURL
        let registry = validator.registry
        let log = self.log
        let firstVersion = firstVersions[uri]
        Self.checkQueue.async { [validator] in
            // Other XML or JSON an editor opens (a pom.xml, a package.json) is left alone.
            if let root = Self.notSchemaRoot(of: document.bytes, registry: registry) {
                if document.version == firstVersion { log("\(uri) is not a schema (its root is '\(root)'): not checked") }
                let body = PublishedDiagnostics(uri: uri, version: document.version, diagnostics: []).notificationBody
                Task { await self.finishCheck(of: document, loaded: nil, diagnostics: [], publication: body) }
                return
            }
            let result = validator.validate(source: document.bytes, path: document.path)
            let lines = document.lines
            let published = result.diagnostics.map {
                Self.protocolDiagnostic($0, uri: uri, lines: lines, encoding: encoding, diagnosticsURL: diagnosticsURL)
            }
            // Written here: hundreds of diagnostics take time, which requests must not wait for.
            let body = PublishedDiagnostics(uri: uri, version: document.version, diagnostics: published).notificationBody
            Task {
                await self.finishCheck(of: document, loaded: result, diagnostics: result.diagnostics, publication: body)
            }
        }
    }

    /// The name of the first element of a text, if it has one: in XML past its declaration,
    /// comments and DOCTYPE; in the JSON form the first key of the outer object not starting
    /// with `$` (a `"$schema"` comes before it).
    static func rootName(of bytes: [UInt8], form: SchemaForm) -> String? {
        if form == .json { return jsonRootName(of: bytes) }
        func starts(_ pattern: [UInt8], at index: Int) -> Bool {
            index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
        }
        var index = 0
        scan: while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                for (opener, closer) in CursorContext.skipped where starts(opener, at: index) {
                    var end = index + opener.count
                    while end < bytes.count, !starts(closer, at: end) { end += 1 }
                    index = end + closer.count
                    continue scan
                }
                var end = index + 1
                while end < bytes.count, !" \t\r\n/>".utf8.contains(bytes[end]) { end += 1 }
                return end > index + 1 ? String(decoding: bytes[(index + 1)..<end], as: UTF8.self) : nil
            default:
                index += 1
            }
        }
        return nil
    }

    /// The first key not starting with `$` of a text in the JSON form; nil when the text does
    /// not go that far (a schema being typed). Anything else where a key belongs (an array, a
    /// comment) is named by its first character.
    private static func jsonRootName(of bytes: [UInt8]) -> String? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skipSpace() {
            while index < bytes.count, " \t\r\n".utf8.contains(bytes[index]) { index += 1 }
        }
        /// The string starting at `index`, up to its closing quote; nil when it is not closed.
        func string() -> String? {
            guard let after = CursorContext.jsonStringEnd(in: bytes, from: index, before: bytes.count) else { return nil }
            defer { index = after }
            return String(decoding: bytes[(index + 1)..<(after - 1)], as: UTF8.self)
        }
        /// What stands where `expected` belongs, when it is something else.
        func unexpected(_ expected: UInt8) -> String? {
            guard index < bytes.count else { return nil }
            return bytes[index] == expected ? nil : String(decoding: [bytes[index]], as: UTF8.self)
        }
        skipSpace()
        if let other = unexpected(UInt8(ascii: "{")) { return other }
        index += 1
        while true {
            skipSpace()
            // `{}` or `{` alone: a schema about to be written.
            guard index < bytes.count, bytes[index] != UInt8(ascii: "}") else { return nil }
            if let other = unexpected(UInt8(ascii: "\"")) { return other }
            guard let key = string() else { return nil }
            guard key.hasPrefix("$") else { return key }
            skipSpace()
            if let other = unexpected(UInt8(ascii: ":")) { return other }
            guard index < bytes.count else { return nil }
            index += 1
            skipSpace()
            if let other = unexpected(UInt8(ascii: "\"")) { return other }
            guard index < bytes.count, string() != nil else { return nil }
            skipSpace()
            if let other = unexpected(UInt8(ascii: ",")) { return other }
            guard index < bytes.count else { return nil }
            index += 1
        }
    }

    /// The root of a text that is not a schema, or nil for a schema: a text whose root is not
    /// `workflow`, a tag (WFS0219 warns of it) or a misspelling of `workflow`, and that holds
    /// no `<workflow` (in the JSON form, no `"workflow"`) anywhere: a schema being typed may
    /// start with anything.
    static func notSchemaRoot(of bytes: [UInt8], registry: TagRegistry) -> String? {
        let form = SchemaForm.of(bytes)
        guard let root = rootName(of: bytes, form: form), root != "workflow", registry[root] == nil,
            Suggestion.closest(to: root, in: ["workflow"]) == nil
        else { return nil }
        let marker = Array((form == .json ? "\"workflow\"" : "<workflow").utf8)
        let holdsWorkflow = bytes.withUnsafeBufferPointer { buffer in
            guard buffer.count >= marker.count else { return false }
            return (0...(buffer.count - marker.count)).contains { index in
                buffer[index] == marker[0] && (1..<marker.count).allSatisfy { buffer[index + $0] == marker[$0] }
            }
        }
        return holdsWorkflow ? nil : root
    }

    /// Where checks and analyses run: a thread of their own, one at a time, so that the threads of
    /// Swift's concurrency pool (as many as the cores) are always free to answer requests.
    static let checkQueue = CheckThread()

    /// How long typing must pause before the names of the text are read again (off the server's turn).
    static let quietPeriod = Duration.milliseconds(300)

    /// Reads the names of `document` (for completion and hover) once it has not changed for the
    /// quiet period, so a request after typing pauses does not parse the whole text itself.
    private func analyseWhenQuiet(_ document: OpenDocument, loaded: SchemaLoadResult?) {
        // The first names of a document are read at once: completion needs them from the start.
        let delay = loadedAnalyses[document.uri] == nil ? Duration.zero : Self.quietPeriod
        Task {
            try? await Task.sleep(for: delay)
            guard await self.isCurrent(document) else { return }
            let loader = self.validator.loader
            Self.checkQueue.async {
                let analysis = DocumentAnalysis(document, loader: loader, loaded: loaded)
                Task { await self.keep(analysis) }
            }
        }
    }

    private func isCurrent(_ document: OpenDocument) -> Bool {
        documents[document.uri].map { document.opening == $0.opening && document.version == $0.version } == true
            && analyses[document.uri]?.isCurrent(for: document) != true
    }

    /// Keeps an analysis made off the server's turn, unless the document closed meanwhile.
    func keep(_ analysis: DocumentAnalysis) {
        guard let document = documents[analysis.uri], document.opening == analysis.opening else { return }
        // An older text still gives completion its names, until a newer one is read.
        if analysis.schema != nil,
            loadedAnalyses[analysis.uri].map({ $0.opening != analysis.opening || $0.version < analysis.version }) ?? true
        {
            loadedAnalyses[analysis.uri] = analysis
        }
        if analysis.isCurrent(for: document) { analyses[analysis.uri] = analysis }
    }

    /// Publishes a check's diagnostics if its document is still open as it was, answers the
    /// requests that waited for them, and starts the next check if the text changed meanwhile.
    /// `loaded` is what the check loaded the text to: the analysis takes its schema.
    private func finishCheck(
        of checked: OpenDocument, loaded: SchemaLoadResult?, diagnostics: [Diagnostic], publication: [UInt8]
    ) {
        let current = documents[checked.uri]
        let outcome = checks.finish(checked, diagnostics: diagnostics, current: current)
        for waiter in outcome.outdated { answer(waiter.id, .failure(.contentModified)) }
        if let current, current.opening == checked.opening {
            send(publication)
            for waiter in outcome.ready { answer(waiter.id, answer(waiter.request, current, waiter.params)) }
            if !outcome.again, current.version == checked.version { analyseWhenQuiet(current, loaded: loaded) }
        }
        if outcome.again { scheduleCheck(checked.uri) }
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
