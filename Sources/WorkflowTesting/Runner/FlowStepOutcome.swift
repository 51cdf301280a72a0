/// How one step of a flow went.
public struct FlowStepOutcome: Sendable, Equatable {
    /// The step.
    public var step: FlowStep
    /// Why it failed; nil when it passed.
    public var failure: DriverFailure?

    /// Whether the step passed.
    public var passed: Bool { failure == nil }
}
