/// What a node produced when it ran: the key for its outgoing link and for outcome mappings.
public enum NodeResult: Hashable, Sendable, CustomStringConvertible {
    /// A work item finished its work.
    case complete
    /// The node threw an error (recorded as the node's error).
    case failed
    /// A decision answered yes.
    case yes
    /// A decision answered no.
    case no
    /// A choice took the named branch.
    case branch(String)

    /// The result of a decision for `answer`: `.yes` for true, `.no` for false.
    public static func decision(_ answer: Bool) -> NodeResult {
        answer ? .yes : .no
    }

    /// A short name for logs and diagnostics.
    public var description: String {
        switch self {
        case .complete: "complete"
        case .failed: "failed"
        case .yes: "yes"
        case .no: "no"
        case .branch(let name): "branch(\(name))"
        }
    }
}
