/// Fork/join: starts several steps at once and completes with all their results, in the steps' order.
///
/// Each start collects afresh. Only a step's first completion in a start counts (a later one is ignored), and
/// the join completes once every step has completed; with no steps it completes at once with `[]`.
@MainActor
public final class FlowJoin<Element>: FlowRunnable {
    /// The results of one start, filled as the steps complete.
    private final class Collection {
        /// Each step's result, nil until it completes.
        var results: [Element?]
        /// How many steps have not completed yet.
        var remaining: Int

        /// Creates an empty collection for `count` steps.
        init(count: Int) {
            results = Array(repeating: nil, count: count)
            remaining = count
        }
    }

    /// The name reported in `FlowEvent`s.
    public let identifier: String

    /// The steps run together.
    public let steps: [any FlowRunnable<Element>]

    /// Creates a join named `identifier` over `steps`.
    public init(identifier: String, steps: [any FlowRunnable<Element>]) {
        self.identifier = identifier
        self.steps = steps
    }

    /// Starts every step; completes when all have completed, or at once when there are none.
    public func begin(in context: FlowContext<[Element]>) {
        guard !steps.isEmpty else {
            context.complete([])
            return
        }
        let collection = Collection(count: steps.count)
        for (index, step) in steps.enumerated() {
            startMember(step, at: index, collecting: collection, in: context)
        }
    }

    /// Starts one step, recording its first completion at `index` and completing the join after the last one.
    private func startMember<Step: FlowRunnable>(
        _ step: Step, at index: Int, collecting collection: Collection, in context: FlowContext<[Element]>
    ) where Step.Result == Element {
        context.start(step) { result in
            guard collection.remaining > 0, collection.results[index] == nil else { return }
            collection.results[index] = result
            collection.remaining -= 1
            if collection.remaining == 0 { context.complete(collection.results.map { $0! }) }
        }
    }
}
