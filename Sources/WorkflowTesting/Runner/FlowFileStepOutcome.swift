/// How one step of a flow file went.
public struct FlowFileStepOutcome: Sendable, Equatable {
    /// The step.
    public var step: FlowFileStep
    /// Why it failed; nil when it passed.
    public var failure: DriverFailure?

    /// Whether the step passed.
    public var passed: Bool { failure == nil }
}
