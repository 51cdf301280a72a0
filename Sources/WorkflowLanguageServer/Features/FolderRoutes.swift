import WorkflowSchema

/// The message routes between the schema files of one folder: a message that leaves its file
/// (a `sendMessage` from the file's root controller) reaches the controller whose action
/// loaded the file (ORIGINALS.md §1.8: the creator performs the action).
struct FolderRoutes: Sendable {
    /// The document asked about.
    let current: DocumentAnalysis
    /// The other schema files of its folder.
    let others: [DocumentAnalysis]

    /// Every file, the current one first.
    var all: [DocumentAnalysis] { [current] + others }

    /// The actions, in any file, that answer `send` of `file`.
    func handlers(of send: SchemaLinks.MessageSend, in file: DocumentAnalysis) -> [(DocumentAnalysis, SchemaLinks.ActionHandler)] {
        if let local = file.links.handlers(of: send.name.value, receivedBy: send.receiver) {
            return local.map { (file, $0) }
        }
        return handlersOutside(file, name: send.name.value, depth: 0)
    }

    /// The actions that answer a message `name` leaving `file`: those of the controllers whose
    /// actions load it, or further out when they pass it on too.
    private func handlersOutside(_ file: DocumentAnalysis, name: String, depth: Int) -> [(DocumentAnalysis, SchemaLinks.ActionHandler)] {
        guard depth < 8, let fileName = file.fileName else { return [] }
        var found: [(DocumentAnalysis, SchemaLinks.ActionHandler)] = []
        for loader in all where loader.uri != file.uri {
            for load in loader.links.loads where Self.normalized(load.path.value) == fileName {
                guard let controller = load.controller else { continue }
                if let handlers = loader.links.handlers(of: name, in: controller) {
                    found += handlers.map { (loader, $0) }
                } else {
                    found += handlersOutside(loader, name: name, depth: depth + 1)
                }
            }
        }
        return found
    }

    /// The sends, in any file, that `handler` of `file` answers.
    func sends(answeredBy handler: SchemaLinks.ActionHandler, in file: DocumentAnalysis) -> [(DocumentAnalysis, SchemaLinks.MessageSend)] {
        var found = file.links.sends(answeredBy: handler).map { (file, $0) }
        for other in all {
            for send in other.links.sends
            where send.name.value == handler.action.name
                && other.links.handlers(of: send.name.value, receivedBy: send.receiver) == nil
            {
                let reached = handlersOutside(other, name: send.name.value, depth: 0)
                if reached.contains(where: { $0.0.uri == file.uri && $0.1 == handler }) { found.append((other, send)) }
            }
        }
        return found
    }

    /// The file a load names, among the folder's files.
    func file(loadedBy load: SchemaLinks.FileLoad) -> DocumentAnalysis? {
        let target = Self.normalized(load.path.value)
        return all.first { $0.fileName == target }
    }

    /// A path as the folder's files are named: without a leading `./`.
    static func normalized(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }
}
