import Foundation
import WorkflowSchema

/// A Language Server Protocol server for schema files (`wfs lsp`): the checks of `wfs validate`
/// as diagnostics while the author types, and the vocabulary and the message routes as
/// completion, hover, definition, references, rename, outline, formatting and fixes.
///
/// Messages are handled one at a time, in order. Checking a document runs off the server's turn,
/// so requests are answered while a large document is checked; changes that arrive during a
/// check are coalesced, and the newest text is checked next (``DocumentChecks``).
///
/// ```swift
/// let streams = StandardStreams(maximumBodyBytes: 64 << 20)
/// let server = LanguageServer(validator: SchemaValidator(), send: streams.write)
/// let code = await server.serve(streams.pieces())
/// ```
public actor LanguageServer {
    /// Checks documents; its loader reads them (and the open documents it loads).
    let validator: SchemaValidator
    /// The address of docs/DIAGNOSTICS.md, for each code's link; none leaves links out.
    let diagnosticsURL: String?
    /// Sends one JSON body to the client.
    let send: @Sendable ([UInt8]) -> Void
    /// Logs a line for the person reading the server's standard error.
    let log: @Sendable (String) -> Void

    var documents: [String: OpenDocument] = [:]
    var analyses: [String: DocumentAnalysis] = [:]
    /// The last analysis of each document that loaded into a schema, for completion in a text
    /// that is being typed.
    var loadedAnalyses: [String: DocumentAnalysis] = [:]
    /// Files of a folder that are not open, as they were on disk when last analysed.
    var diskAnalyses: [String: DocumentAnalysis] = [:]
    var checks = DocumentChecks()
    /// How many documents have been opened, to tell the openings of one document apart.
    var openings = 0
    /// The version each open document was opened with (a notice is logged for that one only).
    var firstVersions: [String: Int] = [:]
    var encoding = PositionEncoding.utf16
    var isInitialized = false
    var isShutDown = false
    var exitCode: Int32?

    /// Creates a server that checks with `validator` and sends bodies with `send`.
    public init(
        validator: SchemaValidator, diagnosticsURL: String? = nil,
        send: @escaping @Sendable ([UInt8]) -> Void, log: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.validator = validator
        self.diagnosticsURL = diagnosticsURL
        self.send = send
        self.log = log
    }

    /// Handles messages until `exit` or the end of the input; returns the process's exit code
    /// (0 after `shutdown` then `exit`, 1 otherwise, as the protocol asks).
    public func serve(_ pieces: AsyncStream<MessageFramer.Piece>) async -> Int32 {
        for await piece in pieces {
            switch piece {
            case .body(let body): handle(body)
            case .skipped(let reason): log("skipped \(reason)")
            }
            if let exitCode { return exitCode }
        }
        return isShutDown ? 0 : 1
    }

    /// Handles one message body.
    public func handle(_ body: [UInt8]) {
        let message: IncomingMessage
        do {
            message = try IncomingMessage.read(body)
        } catch {
            log("refused a message: \(error.error.message)")
            send(OutgoingMessage.error(id: error.id, error.error))
            return
        }
        guard let id = message.id else {
            notification(message)
            return
        }
        switch message.params {
        case .failure(let error): answer(id, .failure(error))
        case .success(let params): request(message.method, params, id: id)
        }
    }

    /// Sends the answer to request `id`.
    func answer(_ id: RequestID, _ answer: Answer) {
        switch answer {
        case .success(let result): send(OutgoingMessage.response(id: id, result: result))
        case .failure(let error): send(OutgoingMessage.error(id: id, error))
        }
    }

    /// Answers a request, now or, when it needs the names of a text not read yet or its
    /// diagnostics, once they are ready (off the server's turn).
    private func request(_ method: String, _ params: LSPParams, id: RequestID) {
        if method == "initialize" { return answer(id, .success(initialize(params))) }
        guard isInitialized else { return answer(id, .failure(.notInitialized("the server has not been initialized"))) }
        guard !isShutDown else { return answer(id, .failure(.invalidRequest("the server is shutting down"))) }
        if method == "shutdown" {
            isShutDown = true
            return answer(id, .success(nil))
        }
        guard let request = DocumentRequest(method: method) else { return answer(id, .failure(.methodNotFound(method))) }
        guard let uri = params.textDocument?.uri, let document = documents[uri] else {
            return answer(id, .failure(.invalidParams("'\(method)' names no open document")))
        }
        // Other XML or JSON (a pom.xml, a package.json) is left alone: its formatting as a schema would spoil it.
        guard Self.notSchemaRoot(of: document.bytes, registry: validator.registry) == nil else {
            return answer(id, .success(nil))
        }
        proceed(PendingRequest(id: id, request: request, params: params), document: document)
    }

    /// The answer to a request about `document`, whose analysis (and, for code actions, check) is current.
    func answer(_ request: DocumentRequest, _ document: OpenDocument, _ params: LSPParams) -> Answer {
        switch request {
        case .completion: return completion(document, params)
        case .hover: return hover(document, params)
        case .definition: return definition(document, params)
        case .references: return references(document, params)
        case .prepareRename: return prepareRename(document, params)
        case .rename: return rename(document, params)
        case .documentSymbol: return documentSymbols(document, params)
        case .formatting: return formatting(document, params)
        case .codeAction: return codeActions(document, params)
        }
    }

    private func initialize(_ params: LSPParams) -> any Encodable & Sendable {
        isInitialized = true
        // The client's first choice that the server knows; otherwise the protocol's default, UTF-16.
        let offered = params.capabilities?.general?.positionEncodings ?? []
        encoding = offered.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
        return InitializeResult(
            capabilities: .init(positionEncoding: encoding),
            serverInfo: .init(name: "wfs", version: "0.1.0"))
    }

    private func notification(_ message: IncomingMessage) {
        guard case .success(let params) = message.params else {
            if case .failure(let error) = message.params { log(error.message) }
            return
        }
        switch message.method {
        case "exit":
            exitCode = isShutDown ? 0 : 1
        case "textDocument/didOpen":
            guard let document = params.textDocument, let text = document.text else { return }
            openings += 1
            let opened = OpenDocument(uri: document.uri, opening: openings, version: document.version ?? 0, text: text)
            documents[document.uri] = opened
            firstVersions[document.uri] = opened.version
            analyses[document.uri] = nil
            loadedAnalyses[document.uri] = nil
            scheduleChecks(after: opened)
        case "textDocument/didChange":
            guard let uri = params.textDocument?.uri, var document = documents[uri] else { return }
            let version = params.textDocument?.version ?? document.version + 1
            for change in params.contentChanges ?? [] { document.apply(change, version: version, encoding: encoding) }
            document.version = version
            documents[uri] = document
            scheduleChecks(after: document)
        case "textDocument/didSave":
            if let uri = params.textDocument?.uri, let document = documents[uri] { scheduleChecks(after: document) }
        case "textDocument/didClose":
            guard let uri = params.textDocument?.uri, let closed = documents.removeValue(forKey: uri) else { return }
            analyses[uri] = nil
            loadedAnalyses[uri] = nil
            for waiter in checks.forget(uri) { answer(waiter.id, .failure(.contentModified)) }
            send(PublishedDiagnostics(uri: uri, version: nil, diagnostics: []).notificationBody)
            scheduleChecks(after: closed, includingItself: false)
        case "workspace/didChangeWatchedFiles":
            diskAnalyses = [:]
            for document in documents.values { scheduleCheck(document.uri) }
        default:
            break  // `initialized`, `$/cancelRequest`, `$/setTrace` and the like need nothing.
        }
    }

    /// The current analysis of an open document (made now if the text changed since the last).
    func analysis(of document: OpenDocument) -> DocumentAnalysis {
        if let known = analyses[document.uri], known.isCurrent(for: document) { return known }
        let made = DocumentAnalysis(document, loader: validator.loader)
        analyses[document.uri] = made
        if made.schema != nil { loadedAnalyses[document.uri] = made }
        return made
    }

    /// The analyses of the other schema files of `analysis`'s folder: open ones as the editor
    /// holds them, the others as they are on disk. A file whose real location is outside the
    /// folder (a symbolic link leaving it) is left out unread, open or not, as the built-in
    /// loader refuses it.
    func folderAnalyses(besides analysis: DocumentAnalysis) -> [DocumentAnalysis] {
        guard let path = analysis.path else { return [] }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        let contained = RealFolder(folder)
        var found: [DocumentAnalysis] = []
        var seen: Set<String> = [path]
        for document in documents.values where document.path.map({ URL(fileURLWithPath: $0).deletingLastPathComponent() == folder }) == true {
            guard let other = document.path, seen.insert(other).inserted,
                case .inside = contained.locate(URL(fileURLWithPath: other).lastPathComponent)
            else { continue }
            found.append(self.analysis(of: document))
        }
        for (name, location) in LinkedSchemaFiles.schemaFiles(in: contained) {
            guard found.count < LinkedSchemaFiles.maximumFiles else { break }
            let other = folder.appendingPathComponent(name).standardizedFileURL.path
            guard seen.insert(other).inserted else { continue }
            // Read at its real location, which the check above found inside the folder, through the
            // checks' workspace: a file they loaded is neither read nor parsed again.
            guard let file = validator.workspace.loadedFile(atPath: location.path) else { continue }
            if let cached = diskAnalyses[other], cached.lines.bytes == file.bytes {
                found.append(cached)
                continue
            }
            let made = DocumentAnalysis(
                uri: OpenDocument.uri(of: other), path: other, version: 0, lines: TextLines(file.bytes),
                loader: validator.loader, loaded: file.result)
            diskAnalyses[other] = made
            found.append(made)
        }
        return found
    }
}
