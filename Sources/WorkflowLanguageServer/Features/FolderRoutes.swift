import Foundation
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
        var visited: Set<String> = []
        return handlersOutside(file, name: send.name.value, visited: &visited)
    }

    /// The actions that answer a message `name` leaving `file`: those of the controllers whose
    /// actions load it, or further out when they pass it on too. Each file is followed once.
    private func handlersOutside(
        _ file: DocumentAnalysis, name: String, visited: inout Set<String>
    ) -> [(DocumentAnalysis, SchemaLinks.ActionHandler)] {
        guard visited.insert(file.uri).inserted else { return [] }
        var found: [(DocumentAnalysis, SchemaLinks.ActionHandler)] = []
        for (loader, load) in loads(of: file) {
            guard let controller = load.controller else { continue }
            if let handlers = loader.links.handlers(of: name, in: controller) {
                found += handlers.map { (loader, $0) }
            } else {
                found += handlersOutside(loader, name: name, visited: &visited)
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
                var visited: Set<String> = []
                let reached = handlersOutside(other, name: send.name.value, visited: &visited)
                if reached.contains(where: { $0.0.uri == file.uri && $0.1 == handler }) { found.append((other, send)) }
            }
        }
        return found
    }

    /// The loads, in the folder's files, of `file`.
    func loads(of file: DocumentAnalysis) -> [(DocumentAnalysis, SchemaLinks.FileLoad)] {
        guard let path = file.path else { return [] }
        return all.flatMap { loader in
            loader.links.loads.filter { target(of: $0, in: loader) == path }.map { (loader, $0) }
        }
    }

    /// The file a load names, among the folder's files.
    func file(loadedBy load: SchemaLinks.FileLoad, in loader: DocumentAnalysis) -> DocumentAnalysis? {
        guard let path = target(of: load, in: loader) else { return nil }
        return all.first { $0.path == path }
    }

    /// The path of the file a load of `loader` names, as the built-in loader reads it.
    private func target(of load: SchemaLinks.FileLoad, in loader: DocumentAnalysis) -> String? {
        guard let path = loader.path, LoadPath.refusal(of: load.path.value) == nil else { return nil }
        return URL(fileURLWithPath: path).deletingLastPathComponent()
            .appendingPathComponent(LinkedSchemaFiles.normalized(load.path.value)).standardizedFileURL.path
    }
}
