import Foundation
import WorkflowSchema

/// A folder that paths written in a schema cannot leave, for `loadSchema` files, images and
/// `.strings` tables alike.
///
/// A path must be relative, must not use `..` (with `/` or `\` between folders) or
/// percent-encoded separators (``LoadPath``), and must not reach, through symbolic links, a file
/// whose real path is outside the real path of the folder (``RealFolder``, the rule `wfs validate`
/// and `wfs lsp` apply too).
struct ContainedFolder: Sendable {
    /// The folder paths are relative to.
    let url: URL

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
        switch RealFolder(url).locate(path) {
        case .inside(let file): return file
        case .outside: throw refuse(.outsideFolder)
        case .tooManyLinks: throw refuse(.unreadable, "there are too many levels of symbolic links")
        }
    }
}
