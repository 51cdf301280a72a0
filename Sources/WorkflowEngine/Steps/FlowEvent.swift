/// Something that happened to a running step, reported to the observer passed to `start(observer:onComplete:)`.
public enum FlowEvent: Hashable, Sendable, CustomStringConvertible {
    /// The step with this identifier began (its intent ran, or the flow or join started).
    case began(identifier: String)
    /// The step with this identifier completed; a step may complete more than once.
    case completed(identifier: String)

    /// The identifier of the step the event is about.
    public var identifier: String {
        switch self {
        case .began(let identifier), .completed(let identifier): identifier
        }
    }

    /// The original's log line: `STEP BEGAN: <identifier>` or `STEP COMPLETE: <identifier>`.
    public var description: String {
        switch self {
        case .began(let identifier): "STEP BEGAN: \(identifier)"
        case .completed(let identifier): "STEP COMPLETE: \(identifier)"
        }
    }
}
