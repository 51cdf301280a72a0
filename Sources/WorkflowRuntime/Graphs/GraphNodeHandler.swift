import WorkflowSchema

/// A Swift handler for one kind of graph node.
enum GraphNodeHandler: Sendable {
    case decision(@Sendable (inout GraphNodeHandlers.Values) async throws -> Bool)
    case choice(@Sendable (inout GraphNodeHandlers.Values) async throws -> String)
    case workItem(@Sendable (inout GraphNodeHandlers.Values) async throws -> Void)

    /// The kind of node the handler answers.
    var kind: GraphNodeOutline.Kind {
        switch self {
        case .decision: .decision
        case .choice: .choice
        case .workItem: .workItem
        }
    }
}
