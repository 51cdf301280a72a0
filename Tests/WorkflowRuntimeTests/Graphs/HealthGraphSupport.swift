import Foundation
import WorkflowRuntime
import WorkflowSchema
import WorkflowTesting

/// The Health Workflow of JASWorkflow written as a schema (Flows/graphs/health.xml), with the
/// Swift handlers of the demo's nodes.
enum HealthGraph {
    /// The schema the flow files of Flows/graphs drive too.
    static let schema: Schema = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Flows/graphs/health.xml")
        let result = SchemaLoader().load(contentsOf: url)
        guard let schema = result.schema, result.diagnostics.isEmpty else {
            fatalError("Flows/graphs/health.xml does not load cleanly: \(result.diagnostics)")
        }
        return schema
    }()

    /// The demo's nodes in Swift: decisions answer the case's flags, work items take 2 s on `clock`.
    static func handlers(exercise: Bool, injured: Bool, clock: ManualClock, log: NodeLog) -> GraphNodeHandlers {
        var handlers = GraphNodeHandlers()
        handlers.decide("willExercise") { _ in
            log.append("willExercise")
            return exercise
        }
        handlers.decide("isInjured") { _ in
            log.append("isInjured")
            return injured
        }
        handlers.work("liftWeights") { _ in
            log.append("liftWeights")
            try await clock.sleep(for: .seconds(2))
        }
        handlers.work("doSitUps") { data in
            log.append("doSitUps")
            try await clock.sleep(for: .seconds(2))
            data["sitUps"] = .number(50)
        }
        return handlers
    }

    /// A driver on the Health schema with the Swift handlers of one case.
    static func driver(exercise: Bool, injured: Bool, log: NodeLog) async throws -> WorkflowDriver {
        let clock = ManualClock()
        return try await WorkflowDriver(
            schema: schema, graphHandlers: handlers(exercise: exercise, injured: injured, clock: clock, log: log),
            clock: clock)
    }
}

/// The nodes that ran, in order (handlers run on the workflow's tasks).
final class NodeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var names: [String] = []

    func append(_ name: String) { lock.withLock { names.append(name) } }
    var entries: [String] { lock.withLock { names } }
}
