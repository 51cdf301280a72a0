/// Thrown by `eventually` when its condition did not hold in time: the test fails, naming what it waited for.
public struct ConditionNeverHeld: Error, CustomStringConvertible {
    /// What the test waited for.
    public let what: String
    /// How long it waited.
    public let timeout: Duration

    public var description: String { "never within \(timeout): \(what)" }
}
