import WorkflowSchema

/// The error thrown when a `.strings` table cannot be read: where the problem is and what it is.
public struct StringsTableError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line of the problem.
    public let line: Int
    /// The 1-based column of the problem, counted in Unicode scalars.
    public let column: Int
    /// What is wrong, such as `expected ";" after the value of "key_1"`.
    public let message: String

    /// Creates an error at a line and column.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// The error as `line:column: message`.
    public var description: String { "\(place(in: nil)): \(message)" }

    /// Where the problem is, as diagnostics name places: `path:line:column`, or `line:column` without a path.
    public func place(in path: String?) -> String {
        SourceLocation.place(path: path, location: SourceLocation(line: line, column: column, offset: 0))
    }
}
