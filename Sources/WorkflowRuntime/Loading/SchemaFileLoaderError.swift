import WorkflowSchema

/// The error thrown when a `loadSchema` path is refused or its schema cannot be loaded.
public struct SchemaFileLoaderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The path is empty.
        case emptyPath
        /// The path starts with `/` or `~`.
        case absolutePath
        /// The path has a `..` component.
        case leavesFolder
        /// The path contains a NUL character.
        case invalidCharacter
        /// The path holds a percent-encoded `.`, `/`, `\\` or NUL, such as `%2e%2e`.
        case encodedSeparator
        /// The path, once symbolic links are followed, ends outside the folder.
        case outsideFolder
        /// No file exists at the path.
        case notFound
        /// The path names a folder or a file that cannot be read.
        case unreadable
        /// The file was read but the schema has errors; see ``diagnostics``.
        case invalidSchema
    }

    /// What went wrong.
    public let kind: Kind
    /// The path as it was requested.
    public let path: String
    /// The problems found in the schema; empty unless ``kind`` is ``Kind/invalidSchema``.
    public let diagnostics: [Diagnostic]
    /// The folder the path was looked up in; the message leaves it out, since it may be shown to users.
    public let folder: String
    /// Extra detail for the message, such as why a file is unreadable.
    private let detail: String

    /// Creates an error.
    init(_ kind: Kind, path: String, folder: String, detail: String = "", diagnostics: [Diagnostic] = []) {
        self.kind = kind
        self.path = path
        self.folder = folder
        self.detail = detail
        self.diagnostics = diagnostics
    }

    /// The run-time code: a path refused on sight or outside the folder, or a file not loaded.
    public var issueCode: RuntimeIssueCode {
        switch kind {
        case .emptyPath, .absolutePath, .leavesFolder, .invalidCharacter, .encodedSeparator, .outsideFolder:
            .pathRefused
        case .notFound, .unreadable, .invalidSchema: .fileNotLoaded
        }
    }

    /// A message that says what is wrong and with which path.
    public var description: String {
        let quoted = path.debugDescription
        switch kind {
        case .emptyPath:
            return "the loadSchema path is empty; name a schema file relative to the schema's folder"
        case .absolutePath:
            let what = path.hasPrefix("~") ? "starts with \"~\"" : "is an absolute path"
            return "\(quoted) \(what); loadSchema paths are relative to the schema's folder"
        case .leavesFolder:
            return "\(quoted) leaves the schema folder; \"..\" is not allowed in loadSchema paths"
        case .invalidCharacter:
            return "\(quoted) contains a NUL character"
        case .encodedSeparator:
            return "\(quoted) holds a percent-encoded '.', '/', '\\' or NUL; loadSchema paths are used as written, "
                + "so write the name plainly"
        case .outsideFolder:
            return "\(quoted) points outside the schema folder"
        case .notFound:
            return "\(quoted) was not found in the schema's folder"
        case .unreadable:
            return "\(quoted) cannot be read: \(detail)"
        case .invalidSchema:
            let errors = diagnostics.filter { $0.severity == .error }
            guard let first = errors.first else { return "\(quoted) is not a valid schema" }
            let location = first.range.start.place(in: path)
            var text = "\(quoted) is not a valid schema: \(location): \(first.message) [\(first.code.rawValue)]"
            if errors.count > 1 {
                text += " (and \(errors.count - 1) more error\(errors.count == 2 ? "" : "s"))"
            }
            return text
        }
    }
}
