/// Why an event could not be applied; the session is unchanged and goes on working.
public struct EventError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, such as "no element with id button-9 is on screen".
    public var message: String

    /// Creates an error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
