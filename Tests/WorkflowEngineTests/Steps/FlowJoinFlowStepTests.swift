import Testing
import WorkflowEngine

/// Fork/join over steps.
@MainActor
@Suite("FlowStep fork/join", .timeLimit(.minutes(2)))
struct FlowJoinFlowStepTests {
    /// A step named `identifier` whose handler is appended to `handlers` on each start.
    static func step(
        _ identifier: String, into handlers: inout [String: FlowStepHandler<Void, Int>]
    )
        -> FlowStep<Void, Int>
    {
        let handler = FlowStepHandler<Void, Int>()
        handlers[identifier] = handler
        return FlowStep(identifier: identifier) { _ in handler }
    }

    @Test("FlowStep fork/join: completes once every step completed, with results in step order")
    func joinsAll() {
        var handlers: [String: FlowStepHandler<Void, Int>] = [:]
        let join = FlowJoin<Int>(
            identifier: "Join",
            steps: [Self.step("A", into: &handlers), Self.step("B", into: &handlers), Self.step("C", into: &handlers)])
        let trace = FlowTrace()
        var results: [[Int]] = []
        join.start(observer: trace.observer) { results.append($0) }
        #expect(trace.lines == ["STEP BEGAN: Join", "STEP BEGAN: A", "STEP BEGAN: B", "STEP BEGAN: C"])

        handlers["C"]?.complete(3)
        handlers["A"]?.complete(1)
        handlers["A"]?.complete(10)  // A second completion of the same step does not count.
        #expect(results.isEmpty)
        handlers["B"]?.complete(2)
        #expect(results == [[1, 2, 3]])
        #expect(trace.lines.last == "STEP COMPLETE: Join")

        handlers["B"]?.complete(20)  // After the join completed, nothing more happens.
        #expect(results == [[1, 2, 3]])
    }

    @Test("FlowStep fork/join: an empty join completes at once with no results")
    func emptyJoin() {
        let join = FlowJoin<String>(identifier: "Nothing", steps: [])
        let trace = FlowTrace()
        var results: [[String]] = []
        join.start(observer: trace.observer) { results.append($0) }
        #expect(results == [[]])
        #expect(trace.lines == ["STEP BEGAN: Nothing", "STEP COMPLETE: Nothing"])
    }

    @Test("FlowStep fork/join: a join inside a flow runs timed steps concurrently on the manual clock")
    func joinInFlowWithClock() async {
        let clock = ManualClock()
        var tasks: [Task<Void, Never>] = []
        func timed(_ identifier: String, seconds: Int) -> FlowStep<Void, Int> {
            FlowStep(identifier: identifier) { _ in
                let handler = FlowStepHandler<Void, Int>()
                tasks.append(
                    Task {
                        guard (try? await clock.sleep(for: .seconds(seconds))) != nil else { return }
                        handler.complete(seconds)
                    })
                return handler
            }
        }
        let join = FlowJoin<Int>(identifier: "Both", steps: [timed("Slow", seconds: 2), timed("Fast", seconds: 1)])
        let flow = Flow<Int>(identifier: "Timed", first: join)
        flow.route(join) { .finish($0.reduce(0, +)) }
        var results: [Int] = []
        flow.start(onComplete: { results.append($0) })

        #expect(await clock.waitForSleepers(2))
        clock.advance(by: .seconds(1))
        await tasks[1].value
        #expect(results.isEmpty)
        clock.advance(by: .seconds(1))
        await tasks[0].value
        #expect(results == [3])
    }
}
