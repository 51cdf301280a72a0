import Testing
import WorkflowEngine

/// A step's content, handler and completions.
@MainActor
@Suite("FlowStep", .timeLimit(.minutes(2)))
struct FlowStepTests {
    @Test("FlowStep: content set before start reaches the handler at start; later content reaches the live handler")
    func contentPushedIntoLiveStep() {
        let handler = FlowStepHandler<String, Int>()
        var seen: [String?] = []
        handler.onContent = { seen.append($0) }
        let step = FlowStep<String, Int>(identifier: "Screen", content: "first") { _ in handler }
        step.start()
        #expect(seen == ["first"])

        step.content = "second"
        step.content = nil
        #expect(seen == ["first", "second", nil])
        #expect(handler.content == nil)
    }

    @Test("FlowStep: content pushed after the owner let the handler go is dropped")
    func contentDroppedAfterOwnerLeaves() {
        var owner: FlowStepHandler<String, Int>?
        var seen: [String?] = []
        let step = FlowStep<String, Int>(identifier: "Screen") { _ in
            let handler = FlowStepHandler<String, Int>()
            handler.onContent = { seen.append($0) }
            owner = handler
            return handler
        }
        step.start()
        #expect(owner != nil, "the owner holds the handler while the screen is up")
        owner = nil
        step.content = "late"
        #expect(seen == [nil])
    }

    @Test("FlowStep: a completion made inside the intent is delivered once the handler is attached")
    func deferredCompletion() {
        var order: [String] = []
        let step = FlowStep<String, Int>(identifier: "Immediate", content: "c") { _ in
            let handler = FlowStepHandler<String, Int>()
            handler.onContent = { order.append("content \($0 ?? "")") }
            handler.complete(1)
            handler.complete(2)
            order.append("intent returned")
            return handler
        }
        let trace = FlowTrace()
        var results: [Int] = []
        step.start(observer: trace.observer) { results.append($0) }
        #expect(results == [1, 2])
        #expect(order == ["intent returned", "content c"])
        #expect(trace.lines == ["STEP BEGAN: Immediate", "STEP COMPLETE: Immediate", "STEP COMPLETE: Immediate"])
    }

    @Test("FlowStep: each completion is delivered and routed on its own; a new start runs the intent again")
    func repeatedCompletionsAndRestart() {
        var handlers: [FlowStepHandler<Void, String>] = []
        let step = FlowStep<Void, String>(identifier: "Buttons") { _ in
            let handler = FlowStepHandler<Void, String>()
            handlers.append(handler)
            return handler
        }
        var results: [String] = []
        step.start(onComplete: { results.append($0) })
        handlers[0].complete("a")
        handlers[0].complete("b")
        #expect(results == ["a", "b"])

        step.start(onComplete: { results.append("second start: \($0)") })
        #expect(handlers.count == 2)
        handlers[1].complete("c")
        #expect(results == ["a", "b", "second start: c"])
    }

    @Test("FlowStep: a route chooses the next step per completion, and a step without a route starts nothing")
    func branching() {
        var pressed: FlowStepHandler<Void, Bool>?
        let menu = FlowStep<Void, Bool>(identifier: "Menu") { _ in
            let handler = FlowStepHandler<Void, Bool>()
            pressed = handler
            return handler
        }
        let yes = FlowStep<Void, Void>(identifier: "Yes") { _ in FlowStepHandler() }
        let no = FlowStep<Void, Void>(identifier: "No") { _ in FlowStepHandler() }
        let flow = Flow<Void>(identifier: "Choice", first: menu)
        flow.route(menu) { $0 ? .start(yes) : .start(no) }
        let trace = FlowTrace()
        flow.start(observer: trace.observer)
        pressed?.complete(true)
        pressed?.complete(false)
        pressed?.complete(true)
        let began = trace.lines.filter { $0.hasPrefix("STEP BEGAN") }
        #expect(
            began == ["STEP BEGAN: Choice", "STEP BEGAN: Menu", "STEP BEGAN: Yes", "STEP BEGAN: No", "STEP BEGAN: Yes"])
    }
}
