import Testing
import WorkflowEngine

/// The original FlowState example (`ExampleFlowCoordinator`), reproduced headlessly.
@MainActor
@Suite("FlowStep example flow", .timeLimit(.minutes(2)))
struct ExampleFlowStepTests {
    /// Presses "Download Content" and lets the 2 s pass on the manual clock.
    static func download(_ coordinator: ExampleFlowCoordinator, clock: ManualClock) async throws {
        let display = try #require(coordinator.navigation.display)
        display.download()
        #expect(coordinator.navigation.modal == "Loading")
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(1))
        #expect(coordinator.navigation.modal == "Loading")
        clock.advance(by: .seconds(1))
        await coordinator.navigation.download?.value
    }

    @Test("FlowStep example: starting shows No String Found! on the display")
    func start() throws {
        let coordinator = ExampleFlowCoordinator(clock: ManualClock())
        let trace = FlowTrace()
        coordinator.flow.start(observer: trace.observer)
        let display = try #require(coordinator.navigation.display)
        #expect(display.text == "No String Found!")
        #expect(coordinator.navigation.stack == ["Display"])
        #expect(trace.lines == ["STEP BEGAN: String Flow", "STEP BEGAN: Display"])
    }

    @Test("FlowStep example: download shows the loader, then the string after 2 s on the manual clock")
    func download() async throws {
        let clock = ManualClock()
        let coordinator = ExampleFlowCoordinator(clock: clock)
        let trace = FlowTrace()
        coordinator.flow.start(observer: trace.observer)
        let display = try #require(coordinator.navigation.display)
        try await Self.download(coordinator, clock: clock)

        // The 2 s passed on the manual clock only (timing real time would make the test flaky).
        #expect(clock.now.offset == .seconds(2))
        #expect(display.text == ExampleFlowCoordinator.downloaded)
        #expect(coordinator.navigation.modal == nil)
        #expect(coordinator.displayStep.content == ExampleFlowCoordinator.downloaded)
        #expect(
            trace.lines == [
                "STEP BEGAN: String Flow", "STEP BEGAN: Display", "STEP COMPLETE: Display",
                "STEP BEGAN: Fake Network", "STEP COMPLETE: Fake Network",
            ])
    }

    @Test("FlowStep example: edit pre-fills the entry, and saving updates the display and pops")
    func edit() throws {
        let coordinator = ExampleFlowCoordinator(clock: ManualClock())
        let trace = FlowTrace()
        coordinator.flow.start(observer: trace.observer)
        let display = try #require(coordinator.navigation.display)
        coordinator.displayStep.content = "Old"
        #expect(display.text == "Old")

        display.edit()
        let entry = try #require(coordinator.navigation.entry)
        #expect(coordinator.navigation.stack == ["Display", "Edit String"])
        #expect(entry.field == "Old")
        entry.field = "X"
        entry.save()

        #expect(display.text == "X")
        #expect(coordinator.navigation.stack == ["Display"])
        #expect(
            trace.lines == [
                "STEP BEGAN: String Flow", "STEP BEGAN: Display", "STEP COMPLETE: Display",
                "STEP BEGAN: Edit String", "STEP COMPLETE: Edit String",
            ])
    }

    @Test("FlowStep example: the display step completes again and again, each time choosing its next step")
    func repeatedCompletions() async throws {
        let clock = ManualClock()
        let coordinator = ExampleFlowCoordinator(clock: clock)
        let trace = FlowTrace()
        coordinator.flow.start(observer: trace.observer)
        let display = try #require(coordinator.navigation.display)

        for round in 1...2 {
            try await Self.download(coordinator, clock: clock)
            #expect(display.text == ExampleFlowCoordinator.downloaded)

            display.edit()
            let entry = try #require(coordinator.navigation.entry)
            #expect(entry.field == ExampleFlowCoordinator.downloaded)
            entry.field = "Round \(round)"
            entry.save()
            #expect(display.text == "Round \(round)")
            #expect(coordinator.navigation.stack == ["Display"])
        }

        let round = [
            "STEP COMPLETE: Display", "STEP BEGAN: Fake Network", "STEP COMPLETE: Fake Network",
            "STEP COMPLETE: Display", "STEP BEGAN: Edit String", "STEP COMPLETE: Edit String",
        ]
        #expect(trace.lines == ["STEP BEGAN: String Flow", "STEP BEGAN: Display"] + round + round)
        #expect(clock.sleeperCount == 0)
    }
}
