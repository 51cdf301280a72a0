import Foundation
import WorkflowSchema

/// A folder that paths written in a schema cannot leave, for `loadSchema` files, images and
/// `.strings` tables alike.
///
/// A path must be relative, must not use `..` (with `/` or `\` between folders) or
/// percent-encoded separators, and must not reach, through symbolic links, a file whose real
/// path is outside the real path of the folder.
struct ContainedFolder: Sendable {
    /// The folder paths are relative to.
    let url: URL

    /// The most symbolic links followed while resolving one path (the same bound as Linux's).
    private static let maxSymbolicLinks = 40

    /// The real location of the file `path` names, inside the folder; the file need not exist.
    func locate(_ path: String) throws(SchemaFileLoaderError) -> URL {
        let folder = url.path
        func refuse(_ kind: SchemaFileLoaderError.Kind, _ detail: String = "") -> SchemaFileLoaderError {
            SchemaFileLoaderError(kind, path: path, folder: folder, detail: detail)
        }
        switch LoadPath.refusal(of: path) {
        case .empty?: throw refuse(.emptyPath)
        case .invalidCharacter?: throw refuse(.invalidCharacter)
        case .absolute?: throw refuse(.absolutePath)
        case .leavesFolder?: throw refuse(.leavesFolder)
        case .encodedSeparator?: throw refuse(.encodedSeparator)
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
