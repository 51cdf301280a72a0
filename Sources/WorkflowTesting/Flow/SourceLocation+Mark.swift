import WorkflowSchema
import Yams

extension SourceLocation {
    /// The place of a Yams mark in a flow file (line and column from 1), or the start of the file without one.
    init(_ mark: Mark?) {
        guard let mark else {
            self = .start
            return
        }
        self.init(line: max(1, mark.line), column: max(1, mark.column))
    }
}
