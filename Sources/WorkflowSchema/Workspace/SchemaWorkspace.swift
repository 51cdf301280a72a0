import Foundation

/// The schema files one checker or server works with: read through a ``SchemaFileSource`` (the
/// disk, or an editor's open documents over it), each text loaded once and kept by its digest,
/// and a file whose stamp has not changed not read again.
///
/// `wfs validate`, `wfs test`, `wfs serve` (for the files it loads at run time too) and `wfs lsp`
/// each keep one, through their ``SchemaValidator``: checking a file with the 200 others of its
/// folder reads and loads only those that changed since the last check.
///
/// ```swift
/// let workspace = SchemaWorkspace(loader: SchemaLoader(registry: tags))
/// let editing = workspace.reading(OverlaidSchemaFiles(texts: [path: unsaved]))  // the same files kept
/// let result = editing.load(contentsOf: URL(fileURLWithPath: "/app/second.xml"))
/// ```
public struct SchemaWorkspace: Sendable {
    /// Reads and checks each text, with its registry and limits.
    public let loader: SchemaLoader
    /// Where files are read.
    public let files: any SchemaFileSource
    private let cache: SchemaCache

    /// Creates a workspace that reads `files` with `loader`, keeping nothing yet.
    public init(loader: SchemaLoader = SchemaLoader(), files: any SchemaFileSource = DiskSchemaFiles()) {
        self.loader = loader
        self.files = files
        cache = SchemaCache()
    }

    private init(loader: SchemaLoader, files: any SchemaFileSource, cache: SchemaCache) {
        self.loader = loader
        self.files = files
        self.cache = cache
    }

    /// The same workspace reading through `files`, keeping what either of them loads: a language
    /// server's files with the editor's documents of the moment over them.
    public func reading(_ files: any SchemaFileSource) -> SchemaWorkspace {
        SchemaWorkspace(loader: loader, files: files, cache: cache)
    }

    /// Loads the schema file at `url`, refusing a file larger than the size limit unread; the
    /// schema's `source` is `url`'s path.
    public func load(contentsOf url: URL) -> SchemaLoadResult {
        loaded(contentsOf: url).result
    }

    /// ``load(contentsOf:)``, with the text it loaded (nil when there was nothing to load).
    func loaded(contentsOf url: URL) -> (result: SchemaLoadResult, entry: SchemaCache.Entry?) {
        switch entry(at: url) {
        case .loaded(let entry): return (Self.sourced(entry.result, url, entry), entry)
        case .unread(let why): return (why, nil)
        }
    }

    /// The schema file at `path` (absolute and standardized) as the workspace holds it, read only
    /// when its stamp changed; nil when there is nothing to load there (no file, a folder, a file
    /// over the size limit).
    public func loadedFile(atPath path: String) -> LoadedSchemaFile? {
        entry(atPath: path).map(LoadedSchemaFile.init)
    }

    /// The loaded text of the file at `path` (absolute and standardized), with what the checks of
    /// its folder read of it; nil when there is nothing to load.
    func entry(atPath path: String) -> SchemaCache.Entry? {
        guard case .loaded(let entry) = found(atPath: path, url: URL(fileURLWithPath: path)) else { return nil }
        return entry
    }

    /// Loads the schema file at `url` as ``load(contentsOf:)`` does, then `check`s it, once for
    /// each text the file holds and each `checker` (one ``SchemaValidator``'s rules: the same
    /// checker always checks the same way), made again only when the file changes.
    /// A missing file is said to be missing, without looking for a near name: a session's load
    /// reports it in its own terms.
    func load(
        contentsOf url: URL, checkedBy checker: AnyObject, with check: (SchemaLoadResult) -> SchemaLoadResult
    ) -> SchemaLoadResult {
        switch entry(at: url, suggestsNearName: false) {
        case .loaded(let entry): return Self.sourced(entry.checkedAlone(by: checker, check), url, entry)
        case .unread(let why): return why
        }
    }

    private func entry(at url: URL, suggestsNearName: Bool = true) -> Found {
        found(atPath: url.standardizedFileURL.path, url: url, suggestsNearName: suggestsNearName)
    }

    /// The loaded text of the file at `path`: kept while its stamp stays, else read and found by
    /// its content, else loaded; or, when there is nothing to load, why (said of `url`, which is
    /// made only then).
    private func found(atPath path: String, url: @autoclosure () -> URL, suggestsNearName: Bool = true) -> Found {
        let time = SchemaCache.now()
        let stamp = files.stamp(of: path)
        if let stamp, let known = cache.entry(at: path, stamp: stamp) { return .loaded(known) }
        let contents = files.read(path, limit: loader.limits.documentByteLimit)
        guard case .bytes(let bytes) = contents else {
            return .unread(loader.load(contents, at: url(), suggestsNearName: suggestsNearName))
        }
        return .loaded(cache.entry(of: bytes, at: path, stamp: stamp, time: time, load: loader.load))
    }

    private enum Found {
        case loaded(SchemaCache.Entry)
        /// Nothing to load: the result says why (no file, a folder, too large).
        case unread(SchemaLoadResult)
    }

    /// `result` as read from `url`, the text of `entry`.
    static func sourced(_ result: SchemaLoadResult, _ url: URL, _ entry: SchemaCache.Entry) -> SchemaLoadResult {
        var result = result
        guard result.schema != nil else { return result }
        result.schema?.source = url.path
        result.schema?.contentDigest = entry.contentDigest
        return result
    }

    /// Where the schema file `path` names in `folder`, found inside it at `file` (its real
    /// location), is read from: a text that stands for the path as written or for `file` (an
    /// editor's document) first, else the file; nil when there is none. Paths, not URLs: a check
    /// asks this of every file of a folder.
    func location(of path: String, at file: String, in folder: RealFolder) -> String? {
        let written = folder.writtenPath(of: path)
        if written != file, files.stamp(of: written) == .text { return written }
        return files.stamp(of: file) == nil ? nil : file
    }

    /// The same workspace, each file's stamp taken once for as long as it is used: one check sees
    /// the files as they were when it began, and asks the disk about each once.
    func stampingOnce() -> SchemaWorkspace {
        reading(StampedOnceFiles(files))
    }
}
