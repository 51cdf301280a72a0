import Foundation
import WorkflowSchema

extension LanguageServer {
    typealias Answer = Result<(any Encodable & Sendable)?, ResponseError>

    /// The named place under the cursor of a position request, with the folder's routes.
    func place(in document: OpenDocument, _ params: LSPParams) -> (place: NamedPlace, bytes: Range<Int>, routes: FolderRoutes)? {
        guard let position = params.position else { return nil }
        let current = analysis(of: document)
        let offset = current.lines.offset(of: position, encoding: encoding)
        guard let (place, bytes) = NamedPlace.at(offset, in: current) else { return nil }
        return (place, bytes, FolderRoutes(current: current, others: folderAnalyses(besides: current)))
    }

    /// Go to definition: a message to the actions it reaches, an action to the messages it
    /// answers, a path to its file, a `keyPath` to where its key is stored, a node name to the
    /// node, a `cancelGraph` to its graph.
    func definition(_ document: OpenDocument, _ params: LSPParams) -> Answer {
        guard let (place, _, routes) = place(in: document, params) else { return .success([LSPLocation]()) }
        let current = routes.current
        var locations: [LSPLocation] = []
        switch place {
        case .message(let send):
            locations = routes.handlers(of: send, in: current).compactMap { location(of: $0.1.action, in: $0.0) }
        case .action(let handler):
            locations = routes.sends(answeredBy: handler, in: current).compactMap { location(of: $0.1.name, in: $0.0) }
        case .load(let load):
            if let file = routes.file(loadedBy: load, in: current) {
                locations = [LSPLocation(uri: file.uri, range: LSPRange(start: .init(line: 0, character: 0), end: .init(line: 0, character: 0)))]
            }
        case .keyPath(let key, _):
            for file in routes.all {
                for provided in file.links.providedKeys where provided.name == key {
                    if let range = provided.nameRange {
                        locations.append(LSPLocation(uri: file.uri, range: file.range(range, encoding)))
                    } else if let location = location(of: provided.element, in: file) {
                        locations.append(location)
                    }
                }
            }
        case .nodeReference(let reference):
            locations = current.links.graphNodes
                .filter { $0.graph === reference.graph && $0.node.name == reference.name.value }
                .compactMap { location(of: $0.node, in: current) }
        case .graphNode(let node, _):
            locations = location(of: node, in: current).map { [$0] } ?? []
        case .graphCancel(let name):
            locations = current.links.graphs.filter { SchemaLinks.graphName(of: $0) == name.value }
                .compactMap { location(of: $0, in: current) }
        }
        return .success(locations)
    }

    /// Find references: for an action, the messages that reach it; for a message, the actions it
    /// reaches and the messages that reach them (the actions only with `includeDeclaration`).
    /// One step, unlike a rename, which must follow every action those messages also reach.
    func references(_ document: OpenDocument, _ params: LSPParams) -> Answer {
        guard let (place, _, routes) = place(in: document, params) else { return .success([LSPLocation]()) }
        let includeDeclaration = params.context?.includeDeclaration ?? true
        let handlers: [(DocumentAnalysis, SchemaLinks.ActionHandler)]
        var sends: [(DocumentAnalysis, SchemaLinks.MessageSend)]
        switch place {
        case .message(let send):
            handlers = routes.handlers(of: send, in: routes.current)
            sends = handlers.isEmpty ? [(routes.current, send)] : handlers.flatMap { routes.sends(answeredBy: $0.1, in: $0.0) }
        case .action(let handler):
            handlers = [(routes.current, handler)]
            sends = routes.sends(answeredBy: handler, in: routes.current)
        default:
            return .success([LSPLocation]())
        }
        var seen = Set<String>()
        sends = sends.filter { seen.insert("\($0.0.uri)#\($0.1.name.range.start.offset)").inserted }
        var locations = sends.compactMap { location(of: $0.1.name, in: $0.0) }
        if includeDeclaration { locations = handlers.compactMap { location(of: $0.1.action, in: $0.0) } + locations }
        return .success(locations)
    }

    /// The range of the name a rename would change, with the name itself.
    func prepareRename(_ document: OpenDocument, _ params: LSPParams) -> Answer {
        guard let (place, bytes, routes) = place(in: document, params) else { return .success(nil) }
        switch place {
        case .message, .action:
            return .success(PrepareRenameResult(range: routes.current.lines.range(of: bytes, encoding: encoding), placeholder: place.name))
        default:
            return .success(nil)
        }
    }

    /// Renames a message and the actions that answer it, in every file of the folder.
    func rename(_ document: OpenDocument, _ params: LSPParams) -> Answer {
        guard let newName = params.newName else { return .failure(.invalidParams("a rename needs newName")) }
        guard Self.isValidName(newName) else {
            return .failure(.requestFailed("'\(newName)' cannot be a message or action name: use letters, digits, '_', '-', '.' or ':'"))
        }
        guard let (place, _, routes) = place(in: document, params) else {
            return .failure(.requestFailed("there is no message or action name here to rename"))
        }
        switch place {
        case .message, .action: break
        default: return .failure(.requestFailed("only message and action names can be renamed"))
        }
        let (handlers, sends) = joined(place, routes: routes)
        var changes: [String: [LSPTextEdit]] = [:]
        // Every name must be written as it reads: a rename that skipped one written with a
        // character reference would leave a message that no action answers.
        let names =
            handlers.map { file, handler in (file, NamedPlace.nameAttributeBytes(of: handler.action, in: file), handler.action.range) }
            + sends.map { file, send in (file, file.nameBytes(of: send.name), send.name.range) }
        for (file, bytes, range) in names {
            guard let bytes else {
                return .failure(
                    .requestFailed(
                        "'\(place.name)' is written with a character reference or an escape at "
                            + "\(file.fileName ?? file.uri):\(range.start.line):\(range.start.column); write it plainly first"))
            }
            changes[file.uri, default: []].append(LSPTextEdit(range: file.lines.range(of: bytes, encoding: encoding), newText: newName))
        }
        return .success(LSPWorkspaceEdit(changes: changes.mapValues { Self.unique($0) }))
    }

    /// The actions and the messages joined to a message or an action, in every file of the
    /// folder: the actions a message reaches, every message that reaches them, the actions those
    /// reach, and so on until nothing new is found (a file loaded by two files joins both).
    private func joined(_ place: NamedPlace, routes: FolderRoutes)
        -> (handlers: [(DocumentAnalysis, SchemaLinks.ActionHandler)], sends: [(DocumentAnalysis, SchemaLinks.MessageSend)])
    {
        var pendingSends: [(DocumentAnalysis, SchemaLinks.MessageSend)] = []
        var pendingHandlers: [(DocumentAnalysis, SchemaLinks.ActionHandler)] = []
        switch place {
        case .message(let send): pendingSends = [(routes.current, send)]
        case .action(let handler): pendingHandlers = [(routes.current, handler)]
        default: return ([], [])
        }
        var handlers: [(DocumentAnalysis, SchemaLinks.ActionHandler)] = []
        var sends: [(DocumentAnalysis, SchemaLinks.MessageSend)] = []
        var seen = Set<String>()
        while !pendingSends.isEmpty || !pendingHandlers.isEmpty {
            if let (file, send) = pendingSends.popLast() {
                guard seen.insert("\(file.uri)#m\(ObjectIdentifier(send.sender).hashValue)#\(send.name.range.start.offset)").inserted
                else { continue }
                sends.append((file, send))
                pendingHandlers += routes.handlers(of: send, in: file)
            } else if let (file, handler) = pendingHandlers.popLast() {
                guard seen.insert("\(file.uri)#a\(handler.action.range.start.offset)").inserted else { continue }
                handlers.append((file, handler))
                pendingSends += routes.sends(answeredBy: handler, in: file)
            }
        }
        handlers.sort { ($0.0.uri, $0.1.action.range.start.offset) < ($1.0.uri, $1.1.action.range.start.offset) }
        sends.sort { ($0.0.uri, $0.1.name.range.start.offset) < ($1.0.uri, $1.1.name.range.start.offset) }
        return (handlers, sends)
    }

    /// Where an element's name is, or its start tag when it has none.
    func location(of element: SchemaElement, in file: DocumentAnalysis) -> LSPLocation? {
        if let bytes = NamedPlace.nameAttributeBytes(of: element, in: file) {
            return LSPLocation(uri: file.uri, range: file.lines.range(of: bytes, encoding: encoding))
        }
        return LSPLocation(uri: file.uri, range: file.range(element.range, encoding))
    }

    /// Where a text value's name is.
    func location(of text: SchemaText, in file: DocumentAnalysis) -> LSPLocation? {
        let bytes = file.nameBytes(of: text) ?? text.range.start.offset..<text.range.end.offset
        return LSPLocation(uri: file.uri, range: file.lines.range(of: bytes, encoding: encoding))
    }

    /// Whether `name` can be written as a message or action name in both forms, unescaped.
    static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { scalar in
            (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_-.:".unicodeScalars.contains(scalar))
        }
    }

    private static func unique(_ edits: [LSPTextEdit]) -> [LSPTextEdit] {
        var seen = Set<LSPRange>()
        return edits.filter { seen.insert($0.range).inserted }
    }
}
