import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTestSupport
import WorkflowTesting

/// Schema graphs beyond the Health Workflow: choices, data, retries, timeouts, catch and the ways a run can go wrong.
@Suite("Graphs: runs of schema graphs", .timeLimit(.minutes(2)))
struct GraphRunTests {
    /// A screen with a label "result" and a button "Go" whose message runs `graph` (the body of a `<runGraph>`).
    static func schema(_ graph: String) -> String {
        """
        <workflow><screen><title>Graph</title><view><container>
        <label name="result">Idle</label><button><title>Go</title><message>go</message></button>
        <button><title>Stop</title><message>stop</message></button>
        </container></view><actions>
        <runGraph name="go"><graph>g</graph>\(graph)</runGraph>
        <cancelGraph name="stop">g</cancelGraph>
        </actions></screen></workflow>
        """
    }

    /// A child action that shows `text` in the label when the run ends as `name`.
    static func show(_ text: String, on name: String) -> String {
        "<updateViews name=\"\(name)\"><viewNames>result</viewNames><parameterName>text</parameterName><value>\(text)</value></updateViews>"
    }

    static func outcome(_ name: String, _ node: String, _ result: String) -> String {
        "<outcome name=\"\(name)\"><node>\(node)</node><result>\(result)</result></outcome>"
    }

    static func reply(
        _ name: String? = nil, success: Bool = true, after seconds: Int = 0, _ userInfo: [String: WorkflowValue] = [:]
    )
        -> ScriptedReply
    {
        ScriptedReply(MessageReply(isSuccess: success, name: name, userInfo: userInfo), after: .seconds(seconds))
    }

    @Test("a choice follows the branch its reply names; each branch may end the run with its own outcome")
    func choiceBranches() async throws {
        let graph =
            "<choice name=\"plan\"><branch name=\"gym\">lift</branch><branch name=\"rest\"/></choice><workItem name=\"lift\"/>"
            + Self.outcome("Lifted", "lift", "complete") + Self.outcome("Rested", "plan", "rest")
            + Self.show("Lifted", on: "Lifted") + Self.show("Rested", on: "Rested")
        for (answer, label) in [("gym", "Lifted"), ("rest", "Rested")] {
            let driver = try await WorkflowDriver(
                xml: Self.schema(graph), replies: ["plan": Self.reply(answer), "lift": Self.reply()])
            try await driver.tap("Go")
            try await driver.assertVisible(label)
        }
    }

    @Test("replies add data that later nodes receive and the child action reads through a proxy")
    func dataFlows() async throws {
        let graph =
            "<workItem name=\"fetch\"><next>check</next></workItem><decision name=\"check\"/>"
            + Self.outcome("Done", "check", "yes")
            + "<updateViews name=\"Done\"><viewNames>result</viewNames><parameterName>text</parameterName>"
            + "<value><string keyPath=\"score\"/></value></updateViews>"
        let driver = try await WorkflowDriver(
            xml: Self.schema(graph),
            replies: ["fetch": Self.reply(nil, ["score": .string("42")]), "check": Self.reply("yes")])
        try await driver.tap("Go")
        try await driver.assertVisible("42")
        let check = driver.rootDelegate.messages.first { $0.name == "check" }
        #expect(check?.userInfo["score"] == .string("42"))
    }

    @Test("a work item is retried with backoff on the simulated clock, then succeeds")
    func retryWithBackoff() async throws {
        let graph =
            "<workItem name=\"fetch\"><attempts>3</attempts><retryInterval>1</retryInterval><backoffRate>2</backoffRate></workItem>"
            + Self.outcome("Fetched", "fetch", "complete") + Self.show("Fetched", on: "Fetched")
        let driver = try await WorkflowDriver(
            xml: Self.schema(graph),
            replySequences: ["fetch": [Self.reply(success: false), Self.reply(success: false), Self.reply()]])
        try await driver.tap("Go")
        try await driver.assertVisible("Idle")
        try await driver.wait(seconds: 1)  // the second attempt fails; the next waits 2 s
        #expect(driver.rootDelegate.messages.count == 2)
        try await driver.wait(seconds: 1.9)
        try await driver.assertVisible("Idle")
        try await driver.wait(seconds: 0.1)
        try await driver.assertVisible("Fetched")
        #expect(driver.rootDelegate.messages.count == 3)
    }

    @Test("an attempt that outlasts its timeout fails; once the attempts are spent the catch node runs")
    func timeoutThenCatch() async throws {
        let graph =
            "<workItem name=\"fetch\"><timeout>5</timeout><attempts>2</attempts><retryInterval>1</retryInterval>"
            + "<catch>fallback</catch></workItem><workItem name=\"fallback\"/>"
            + Self.outcome("Fetched", "fetch", "complete") + Self.outcome("Fallback", "fallback", "complete")
            + Self.show("Fetched", on: "Fetched") + Self.show("Fell back", on: "Fallback")
        let driver = try await WorkflowDriver(
            xml: Self.schema(graph), replies: ["fetch": Self.reply(after: 60), "fallback": Self.reply()])
        try await driver.tap("Go")
        try await driver.wait(seconds: 5)  // the first attempt times out; the retry starts 1 s later
        try await driver.assertVisible("Idle")
        #expect(driver.rootDelegate.messages.count == 1)
        try await driver.wait(seconds: 1)
        #expect(driver.rootDelegate.messages.count == 2)
        try await driver.wait(seconds: 5)  // the second attempt times out too
        try await driver.assertVisible("Fell back")
        #expect(driver.rootDelegate.messages.map(\.name) == ["fetch", "fetch", "fallback"])
        #expect(driver.clock.sleeperCount == 0)
    }

    @Test("an end no outcome names runs the `unmapped` action and warns at the <runGraph>")
    func unmappedEnd() async throws {
        let graph =
            "<decision name=\"ask\"/>" + Self.outcome("Yes", "ask", "yes") + Self.show("Unmapped", on: "unmapped")
        let driver = try await WorkflowDriver(xml: Self.schema(graph), replies: ["ask": Self.reply("no")])
        try await driver.tap("Go")
        try await driver.assertVisible("Unmapped")
        let issues = await driver.session.issues
        #expect(issues.map(\.message) == ["the graph 'g' ended on 'ask' with 'no', which no <outcome> names"])
        #expect(issues.first?.tag == "runGraph")
    }

    @Test("a failure can be mapped to an outcome; then no warning is reported")
    func mappedFailure() async throws {
        let graph = "<workItem name=\"w\"/>" + Self.outcome("Broken", "w", "failed") + Self.show("Broken", on: "Broken")
        let driver = try await WorkflowDriver(xml: Self.schema(graph), replies: ["w": Self.reply(success: false)])
        try await driver.tap("Go")
        try await driver.assertVisible("Broken")
        #expect(await driver.session.issues.isEmpty)
    }

    @Test("replies that do not answer the node fail it, saying what was expected", arguments: ["maybe", "success"])
    func badDecisionReply(_ name: String) async throws {
        let graph = "<decision name=\"ask\"/>" + Self.show("Failed", on: "failed")
        let driver = try await WorkflowDriver(xml: Self.schema(graph), replies: ["ask": Self.reply(name)])
        try await driver.tap("Go")
        try await driver.assertVisible("Failed")
        let message = await driver.session.issues.first?.message
        #expect(
            message
                == "the graph 'g' failed at its node 'ask': the reply to 'ask' was named '\(name)'; it must be named one of 'yes', 'no'"
        )
    }

    @Test("a node nobody answers fails, and a Swift handler of the wrong kind fails its node")
    func unansweredAndWrongHandler() async throws {
        let graph = "<decision name=\"ask\"/>" + Self.show("Failed", on: "failed")
        let unanswered = try await WorkflowDriver(xml: Self.schema(graph))
        try await unanswered.tap("Go")
        try await unanswered.assertVisible("Failed")
        #expect(
            await unanswered.session.issues.last?.message.hasSuffix("no root delegate or Swift handler answered 'ask'")
                == true)

        var handlers = GraphNodeHandlers()
        handlers.work("ask") { _ in }
        let wrong = try await WorkflowDriver(xml: Self.schema(graph), graphHandlers: handlers)
        try await wrong.tap("Go")
        try await wrong.assertVisible("Failed")
        #expect(
            await wrong.session.issues.last?.message.hasSuffix(
                "the Swift handler for 'ask' answers a workItem, but the node is a decision") == true)
    }

    @Test("a node's message may differ from its name; the handler and the reply go by the message")
    func nodeMessage() async throws {
        let graph =
            "<decision name=\"ask\"><message>askUser</message></decision>" + Self.outcome("Yes", "ask", "yes")
            + Self.show("Yes", on: "Yes")
        let driver = try await WorkflowDriver(xml: Self.schema(graph), replies: ["askUser": Self.reply("yes")])
        try await driver.tap("Go")
        try await driver.assertVisible("Yes")
        #expect(driver.rootDelegate.messages.map(\.name) == ["askUser"])
    }

    @Test("cancelPendingReplies cancels a running graph: nothing more runs and nothing is pending")
    func sessionCancelsGraphs() async throws {
        let graph =
            "<workItem name=\"w\"/>" + Self.show("Cancelled", on: "cancelled") + Self.show("Done", on: "Done")
            + Self.outcome("Done", "w", "complete")
        let driver = try await WorkflowDriver(xml: Self.schema(graph), replies: ["w": Self.reply(after: 5)])
        try await driver.tap("Go")
        await driver.session.cancelPendingReplies()
        #expect(await driver.session.pendingReplyCount == 0)
        try await driver.wait(seconds: 10)
        try await driver.assertVisible("Idle")
        // The name is free again: a new run starts and ends.
        try await driver.tap("Go")
        try await driver.wait(seconds: 5)
        try await driver.assertVisible("Done")
    }

    @Test("a graph that cannot run is an error at the <runGraph>, and the session goes on")
    func invalidGraphAtRunTime() async throws {
        // Schemas loaded without `wfs validate` may still be wrong; the engine refuses an unknown link.
        let graph = "<decision name=\"ask\"><yes>nowhere</yes></decision>"
        let loaded = SchemaLoader().load(Self.schema(graph))
        #expect(loaded.diagnostics.map(\.code.rawValue) == ["WFS0400"])
        let driver = try await WorkflowDriver(
            xml: Self.schema("<workItem name=\"ok\"/>" + Self.outcome("Ok", "ok", "complete")))
        try await driver.tap("Go")
        let session = Session(schema: try #require(loaded.schema))
        await session.start()
        let go = try #require(await session.snapshot().activeElements.first { $0.shows("Go") })
        try await session.send(.tap(go.id))
        let issues = await session.issues
        #expect(issues.map(\.severity) == [.error])
        #expect(issues.first?.message == "the graph 'g' cannot run: unknown node 'nowhere'")
        #expect(await session.pendingReplyCount == 0)
    }

    @Test("the action named after the ending runs even when an unnamed action comes first")
    func namedActionFirst() async throws {
        let graph =
            "<decision name=\"ask\"/>" + Self.outcome("Yes", "ask", "yes") + Self.show("Other", on: "")
            + Self.show("Yes", on: "Yes")
        let driver = try await WorkflowDriver(
            xml: Self.schema(graph.replacingOccurrences(of: " name=\"\"", with: "")),
            replies: ["ask": Self.reply("yes")])
        try await driver.tap("Go")
        try await driver.assertVisible("Yes")
    }

    @Test("cancelGraph with no run in progress succeeds, so a multipleActions goes on")
    func cancelWhenIdle() async throws {
        let xml = Self.schema("<workItem name=\"w\"/>").replacingOccurrences(
            of: "<cancelGraph name=\"stop\">g</cancelGraph>",
            with:
                "<multipleActions name=\"stop\"><cancelGraph>g</cancelGraph>\(Self.show("Reset", on: ""))</multipleActions>"
        ).replacingOccurrences(of: "<updateViews name=\"\">", with: "<updateViews>")
        let driver = try await WorkflowDriver(xml: xml)
        try await driver.tap("Stop")
        try await driver.assertVisible("Reset")
    }

    @Test("hostile work-item numbers in an unchecked schema run clamped, without a crash")
    func hostileNumbers() async throws {
        let graph =
            "<workItem name=\"w\"><timeout>1e308</timeout><attempts>1e20</attempts><retryInterval>1e308</retryInterval>"
            + "<backoffRate>1e300</backoffRate></workItem>" + Self.outcome("Done", "w", "complete")
            + Self.show("Done", on: "Done") + Self.show("Failed", on: "failed")
        let loaded = SchemaLoader().load(Self.schema(graph))
        #expect(Set(loaded.diagnostics.map(\.code.rawValue)) == ["WFS0407"])
        let clock = ManualClock()
        let delegate = ScriptedRootDelegate(replies: ["w": Self.reply(success: false)], clock: clock)
        let session = Session(schema: try #require(loaded.schema), rootDelegate: delegate, clock: clock)
        await session.start()
        let go = try #require(await session.snapshot().activeElements.first { $0.shows("Go") })
        try await session.send(.tap(go.id))
        // The first attempt fails at once; the retry waits a clamped day. (The one sleeper may be the
        // first attempt's time-out for a moment, before the failure comes back and cancels it.)
        try await eventually("the retry sleeps a clamped day", within: .seconds(60)) { clock.nextDeadline?.offset == .seconds(86_400) }
        #expect(clock.sleeperCount == 1)
        await session.cancelPendingReplies()
    }

    @Test("a wait that meets endless wake-ups stops with a clear failure instead of hanging")
    func endlessWakeUps() async throws {
        let clock = ManualClock()
        var handlers = GraphNodeHandlers()
        handlers.work("w") { _ in
            while true { try await clock.sleep(for: .milliseconds(1)) }
        }
        let driver = try await WorkflowDriver(
            xml: Self.schema("<workItem name=\"w\"/>"), graphHandlers: handlers, clock: clock)
        try await driver.tap("Go")
        do {
            try await driver.wait(seconds: 60)
            Issue.record("the wait should have failed")
        } catch {
            #expect(error.message.contains("more than 10000 timers fell due"))
        }
        await driver.session.cancelPendingReplies()
    }

    @Test("the ending's name is in the child action's context under `outcome`")
    func outcomeInContext() async throws {
        let graph =
            "<decision name=\"ask\"/>" + Self.outcome("Agreed", "ask", "yes")
            + "<updateViews><viewNames>result</viewNames><parameterName>text</parameterName>"
            + "<value><string keyPath=\"outcome\"/></value></updateViews>"
        for (answer, shown) in [("yes", "Agreed"), ("no", "unmapped")] {
            let driver = try await WorkflowDriver(xml: Self.schema(graph), replies: ["ask": Self.reply(answer)])
            try await driver.tap("Go")
            try await driver.assertVisible(shown)
        }
    }
}
