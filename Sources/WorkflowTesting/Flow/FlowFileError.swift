import WorkflowSchema

/// A problem in a flow file, with where it is and what to do about it.
public struct FlowFileError: Error, CustomStringConvertible, Sendable, Hashable {
    /// What is wrong and how to fix it.
    public var message: String
    /// The flow file the problem is in, if it came from a file.
    public var path: String?
    /// Where in the file the problem is.
    public var position: SourceLocation

    /// Creates an error with `message` at `position` in the file at `path`.
    public init(message: String, path: String? = nil, position: SourceLocation = .start) {
        self.message = message
        self.path = path
        self.position = position
    }

    /// The error as `path:line:column: error: message`, without `path:` when there is no file.
    public var description: String {
        "\(SourceLocation.place(path: path, location: position)): error: \(message)"
    }
}
