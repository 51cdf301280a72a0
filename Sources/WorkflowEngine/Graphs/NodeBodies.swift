/// The closures of a workflow's nodes, whatever their data type: what `WorkflowGraph` (which is not generic) keeps.
///
/// The only subclass is `NodeBodies<Data>`; a run, which knows `Data`, casts to it without a check.
class AnyNodeBodies: @unchecked Sendable {}

/// The closures of a workflow's nodes, one buffer per kind of node, indexed by each node's `slot`.
///
/// A closure has the same size and layout whatever `Data` is, so a run that is generic over `Data` (and not
/// specialized for it) reads one from these buffers with a plain load: no generic metadata, no value witness. Every
/// buffer is written once, in `init`, and only read afterwards; hence `@unchecked Sendable`.
///
/// Each closure is kept in a one-field struct: a closure stored directly as the element of a buffer or an array
/// (which are generic) is wrapped in a reabstraction thunk, which would cost a second async call per node.
final class NodeBodies<Data: Sendable>: AnyNodeBodies, @unchecked Sendable {
    /// The closure of a work item.
    struct Work {
        let call: @Sendable (inout Data) async throws -> Void
    }

    /// The closure of a decision.
    struct Decide {
        let call: @Sendable (inout Data) async throws -> Bool
    }

    /// The closure of a choice.
    struct Choose {
        let call: @Sendable (inout Data) async throws -> String
    }

    let works: UnsafeMutablePointer<Work>
    let decisions: UnsafeMutablePointer<Decide>
    let choices: UnsafeMutablePointer<Choose>
    private let counts: (works: Int, decisions: Int, choices: Int)

    /// Copies the closures of `actions` into the buffers of their kinds, in order; a node's slot is its index among
    /// the nodes of its kind.
    init(_ actions: [WorkflowNode<Data>.Action]) {
        var works: [Work] = []
        var decisions: [Decide] = []
        var choices: [Choose] = []
        for action in actions {
            switch action {
            case .work(let work): works.append(Work(call: work))
            case .decide(let decide): decisions.append(Decide(call: decide))
            case .choose(let choose): choices.append(Choose(call: choose))
            }
        }
        self.works = Self.buffer(works)
        self.decisions = Self.buffer(decisions)
        self.choices = Self.buffer(choices)
        counts = (works.count, decisions.count, choices.count)
    }

    deinit {
        works.deinitialize(count: counts.works)
        works.deallocate()
        decisions.deinitialize(count: counts.decisions)
        decisions.deallocate()
        choices.deinitialize(count: counts.choices)
        choices.deallocate()
    }

    /// Runs the body of the node of `kind` in `slot` on the data at `data` and returns the node's result.
    func run(_ kind: WorkflowGraph.Kind, slot: Int, on data: UnsafeMutablePointer<Data>) async throws -> NodeResult {
        switch kind {
        case .work:
            try await works[slot].call(&data.pointee)
            return .complete
        case .decision:
            return .decision(try await decisions[slot].call(&data.pointee))
        case .choice:
            return .branch(try await choices[slot].call(&data.pointee))
        }
    }

    private static func buffer<Element>(_ elements: [Element]) -> UnsafeMutablePointer<Element> {
        let buffer = UnsafeMutablePointer<Element>.allocate(capacity: max(1, elements.count))
        _ = UnsafeMutableBufferPointer(start: buffer, count: elements.count).initialize(from: elements)
        return buffer
    }
}
