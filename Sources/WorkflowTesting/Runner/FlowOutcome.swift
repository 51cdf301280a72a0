import WorkflowRuntime
import WorkflowSchema

/// How a whole flow went: the steps run (it stops at the first failure) and what the session reported.
public struct FlowOutcome: Sendable, Equatable {
    /// The flow file run.
    public var flow: FlowFile
    /// Why the flow could not start (its schema is missing or has errors), if it could not.
    public var setupFailure: String?
    /// The steps run, in order; the last one failed when the flow failed.
    public var steps: [FlowFileStepOutcome]
    /// The runtime errors and warnings the session met.
    public var issues: [RuntimeIssue]
    /// The schema file as messages name it (relative to the current folder when inside it), once it was looked for.
    public var schemaPath: String?
    /// The schema's warnings, those `wfs validate` reports (``SchemaValidator``).
    public var warnings: [Diagnostic] = []

    /// Whether the flow started and every step passed.
    public var passed: Bool { setupFailure == nil && steps.allSatisfy(\.passed) && steps.count == flow.steps.count }
}
