import Foundation

extension SchemaLoader {
    /// The schema file `path` names in `folder`, as the built-in file loader finds it: nil, with
    /// nothing read, when the path is refused on sight (``LoadPath``), leads out of the folder
    /// through a symbolic link (``RealFolder``), or names no file and no open document.
    func load(_ path: String, in folder: RealFolder) -> SchemaLoadResult? {
        guard LoadPath.refusal(of: path) == nil, case .inside(let file) = folder.locate(path) else { return nil }
        return source(of: path, at: file, in: folder).map { load(contentsOf: $0) }
    }

    /// Where the schema file `path` names in `folder`, found inside it at `file` (its real
    /// location), is read from: the document an editor holds at the path as written or at
    /// `file`, else the file on disk; nil when neither is there.
    func source(of path: String, at file: URL, in folder: RealFolder) -> URL? {
        let written = folder.url.appendingPathComponent(path)
        if let open = openDocument(at: written) ?? openDocument(at: file) { return open }
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// `url`, when an editor holds a document there (see ``openDocuments``).
    func openDocument(at url: URL) -> URL? {
        openDocuments.isEmpty || openDocuments[url.standardizedFileURL.path] == nil ? nil : url
    }
}
