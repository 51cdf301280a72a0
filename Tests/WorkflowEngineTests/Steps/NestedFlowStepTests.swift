import Testing
import WorkflowEngine

/// Flows used as steps of other flows.
@MainActor
@Suite("FlowStep nested flows", .timeLimit(.minutes(2)))
struct NestedFlowStepTests {
    /// A step whose handler the test completes by hand.
    @MainActor
    final class Manual<Content, Result> {
        let handler = FlowStepHandler<Content, Result>()
        lazy var step = FlowStep<Content, Result>(identifier: identifier) { [handler] _ in handler }
        let identifier: String
        init(_ identifier: String) { self.identifier = identifier }
    }

    @Test("FlowStep nested flow: the inner flow completes into its parent with a typed result")
    func nestedFlowCompletesIntoParent() throws {
        let name = Manual<Void, String>("Edit Name")
        let confirm = Manual<String, Bool>("Confirm")
        let inner = Flow<String?>(identifier: "Profile Edit", first: name.step)
        inner.route(name.step) { text in
            confirm.step.content = text
            return .start(confirm.step)
        }
        inner.route(confirm.step) { accepted in .finish(accepted ? confirm.handler.content : nil) }

        let done = Manual<String, Void>("Done")
        let outer = Flow<String>(identifier: "Profile", first: inner)
        outer.route(inner) { saved in
            guard let saved else { return .start(inner) }
            done.step.content = saved
            return .start(done.step)
        }
        outer.route(done.step) { .finish(done.handler.content ?? "") }

        let trace = FlowTrace()
        var results: [String] = []
        outer.start(observer: trace.observer) { results.append($0) }

        name.handler.complete("Ada")
        #expect(confirm.handler.content == "Ada")
        confirm.handler.complete(false)  // Declined: the parent starts the inner flow again.
        name.handler.complete("Grace")
        confirm.handler.complete(true)
        #expect(done.handler.content == "Grace")
        #expect(results.isEmpty)
        done.handler.complete(())
        #expect(results == ["Grace"])
        #expect(
            trace.lines == [
                "STEP BEGAN: Profile", "STEP BEGAN: Profile Edit", "STEP BEGAN: Edit Name",
                "STEP COMPLETE: Edit Name", "STEP BEGAN: Confirm", "STEP COMPLETE: Confirm",
                "STEP COMPLETE: Profile Edit", "STEP BEGAN: Profile Edit", "STEP BEGAN: Edit Name",
                "STEP COMPLETE: Edit Name", "STEP BEGAN: Confirm", "STEP COMPLETE: Confirm",
                "STEP COMPLETE: Profile Edit", "STEP BEGAN: Done", "STEP COMPLETE: Done", "STEP COMPLETE: Profile",
            ])
    }

    @Test("FlowStep nested flow: a flow whose first step completes at once finishes during start")
    func immediateNestedFlow() {
        let answer = FlowStep<Void, Int>(identifier: "Answer") { _ in
            let handler = FlowStepHandler<Void, Int>()
            handler.complete(42)
            return handler
        }
        let inner = Flow<Int>(identifier: "Inner", first: answer)
        inner.route(answer) { .finish($0 + 1) }
        let outer = Flow<String>(identifier: "Outer", first: inner)
        outer.route(inner) { .finish("got \($0)") }
        var results: [String] = []
        outer.start(onComplete: { results.append($0) })
        #expect(results == ["got 43"])
    }
}
