/// Swift code that answers the nodes of schema graphs (`<runGraph>`), in place of the root delegate.
///
/// A handler is found by the node's message name (its `message`, or else its name). It works on
/// the run's data, which starts as the triggering message's `userInfo`; what it changes is seen
/// by the next nodes and by the child actions. Throwing fails the node (retries and `catch`
/// apply to work items).
///
/// ```swift
/// var handlers = GraphNodeHandlers()
/// handlers.decide("willExercise") { _ in exercise }
/// handlers.work("liftWeights") { _ in try await clock.sleep(for: .seconds(2)) }
/// let session = Session(schema: schema, graphHandlers: handlers)
/// ```
public struct GraphNodeHandlers: Sendable {
    /// The values of a graph run (its data), by name.
    public typealias Values = [String: WorkflowValue]

    var handlers: [String: GraphNodeHandler] = [:]

    /// Creates an empty set: every node is asked of the root delegate.
    public init() {}

    /// Answers the decisions whose message is `message`: true for yes, false for no.
    public mutating func decide(
        _ message: String, _ decide: @escaping @Sendable (inout Values) async throws -> Bool
    ) {
        handlers[message] = .decision(decide)
    }

    /// Answers the choices whose message is `message` with the name of a branch.
    public mutating func choose(
        _ message: String, _ choose: @escaping @Sendable (inout Values) async throws -> String
    ) {
        handlers[message] = .choice(choose)
    }

    /// Does the work items whose message is `message`: returning completes them, throwing fails them.
    public mutating func work(_ message: String, _ work: @escaping @Sendable (inout Values) async throws -> Void) {
        handlers[message] = .workItem(work)
    }
}
