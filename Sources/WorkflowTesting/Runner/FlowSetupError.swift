/// Why a flow could not start: its schema is missing, unreadable or has errors, or a reply's schema cannot be loaded.
public struct FlowSetupError: Error, CustomStringConvertible {
    /// What went wrong, in words.
    public var description: String

    /// Creates the error.
    public init(_ description: String) { self.description = description }
}
