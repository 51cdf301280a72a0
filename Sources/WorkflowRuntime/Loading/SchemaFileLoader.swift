import Foundation
import WorkflowSchema

/// Loads the schemas that `loadSchema` names, from one folder, and never from outside it.
///
/// Schemas may come from strangers, so their paths are checked before anything is read: a path
/// must be relative, must not use `..`, and must not reach, through symbolic links, a file whose
/// real path is outside the real path of the folder.
///
/// ```swift
/// let files = SchemaFileLoader(baseFolder: URL(fileURLWithPath: "schemas"))
/// let screen = try files.load("screens/first.xml")
/// ```
public struct SchemaFileLoader: Sendable {
    /// The folder paths are relative to.
    public let baseFolder: URL
    /// The loader that reads and checks each schema.
    public let loader: SchemaLoader

    /// The most symbolic links followed while resolving one path (the same bound as Linux's).
    private static let maxSymbolicLinks = 40

    /// Creates a loader for the schemas of one folder.
    public init(baseFolder: URL, loader: SchemaLoader = SchemaLoader()) {
        self.baseFolder = baseFolder
        self.loader = loader
    }

    /// Checks a path and returns the real location of the file it names, inside the folder.
    ///
    /// Refuses empty and absolute paths, `..` components, NUL characters, and paths whose real
    /// location (symbolic links followed) is outside the real location of the folder. The file
    /// need not exist.
    public func resolve(_ path: String) throws(SchemaFileLoaderError) -> URL {
        let folder = baseFolder.path
        func refuse(_ kind: SchemaFileLoaderError.Kind, _ detail: String = "") -> SchemaFileLoaderError {
            SchemaFileLoaderError(kind, path: path, folder: folder, detail: detail)
        }
        switch LoadPath.refusal(of: path) {
        case .empty?: throw refuse(.emptyPath)
        case .invalidCharacter?: throw refuse(.invalidCharacter)
        case .absolute?: throw refuse(.absolutePath)
        case .leavesFolder?: throw refuse(.leavesFolder)
        case nil: break
        }

        let absoluteFolder =
            folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
        guard let realFolder = Self.realPath(absoluteFolder),
            let realTarget = Self.realPath(absoluteFolder + "/" + path)
        else { throw refuse(.unreadable, "there are too many levels of symbolic links") }
        let inside = realFolder == "/" || realTarget == realFolder || realTarget.hasPrefix(realFolder + "/")
        guard inside else { throw refuse(.outsideFolder) }
        return URL(fileURLWithPath: realTarget)
    }

    /// Resolves a path, reads the schema there and checks it.
    ///
    /// Throws ``SchemaFileLoaderError`` for a refused path, a missing file, a folder or unreadable
    /// file, and a schema with errors (carrying the diagnostics). The schema's `source` is the
    /// real path of the file.
    public func load(_ path: String) throws(SchemaFileLoaderError) -> Schema {
        let url = try resolve(path)
        let folder = baseFolder.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw SchemaFileLoaderError(.notFound, path: path, folder: folder)
        }
        guard !isDirectory.boolValue else {
            throw SchemaFileLoaderError(.unreadable, path: path, folder: folder, detail: "it is a folder, not a file")
        }
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            throw SchemaFileLoaderError(.unreadable, path: path, folder: folder, detail: "permission denied")
        }
        let result = loader.load(contentsOf: url)
        guard !result.hasErrors, let schema = result.schema else {
            throw SchemaFileLoaderError(.invalidSchema, path: path, folder: folder, diagnostics: result.diagnostics)
        }
        return schema
    }

    /// The path with every symbolic link followed and every `.` and `..` applied, component by
    /// component; components that do not exist are kept as they are. Nil when links loop.
    static func realPath(_ absolutePath: String) -> String? {
        var resolved: [Substring] = []
        var pending = Array(absolutePath.split(separator: "/").reversed())
        var links = 0
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                _ = resolved.popLast()
                continue
            }
            let candidate = "/" + (resolved + [component]).joined(separator: "/")
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: candidate) else {
                resolved.append(component)
                continue
            }
            links += 1
            guard links <= maxSymbolicLinks else { return nil }
            if destination.hasPrefix("/") { resolved = [] }
            pending.append(contentsOf: destination.split(separator: "/").reversed())
        }
        return "/" + resolved.joined(separator: "/")
    }
}
