import Foundation
import WorkflowRuntime

/// The value of one of the page's inputs as a form posts it (`field.ID=value`).
public struct PostedInput: Sendable, Equatable {
    /// The input's element.
    public var id: ElementID
    /// What the person typed or chose; line ends as the runtime keeps them (a browser posts a
    /// text area's lines with CR LF).
    public var value: String

    /// An input's value, with CR LF and lone CR line ends made LF.
    public init(id: ElementID, value: String) {
        self.id = id
        // "\r\n" is one Character in Swift, so look for the byte.
        guard value.utf8.contains(UInt8(ascii: "\r")) else {
            self.value = value
            return
        }
        self.value = value.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }
}
