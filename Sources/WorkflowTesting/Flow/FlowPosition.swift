import Yams

/// A 1-based line and column in a flow file.
public struct FlowPosition: Sendable, Hashable, CustomStringConvertible {
    /// The line, counting from 1.
    public var line: Int
    /// The column, counting from 1 in Unicode scalars.
    public var column: Int

    /// Creates a position at `line` and `column`, both counting from 1.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file, 1:1.
    public static let start = FlowPosition(line: 1, column: 1)

    /// The position as `line:column`.
    public var description: String { "\(line):\(column)" }

    /// The position of a Yams mark, or the start of the file without one.
    init(_ mark: Mark?) {
        guard let mark else {
            self = .start
            return
        }
        self.init(line: max(1, mark.line), column: max(1, mark.column))
    }
}
