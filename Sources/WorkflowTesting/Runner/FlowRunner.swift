import Foundation
import WorkflowRuntime
import WorkflowSchema

/// Runs a flow file headlessly: loads its schema, scripts the root delegate, performs each step.
public struct FlowRunner: Sendable {
    /// The flow to run.
    public var flow: FlowFile
    /// The folder `schema` and `assets` are relative to: the flow file's folder unless given.
    public var baseFolder: URL
    /// The tags the schema may use, with the application's own.
    public var registry: RuntimeRegistry
    /// What checks the schema and reads the files it loads (nil: ``registry``'s): give runners of
    /// one schema the same one, and each file is read and checked once for all of them
    /// (``SchemaWorkspace``).
    public var validator: SchemaValidator?
    /// Whether each step also checks that the session's journal, replayed into a new session,
    /// gives the same screen (what a restart of `wfs serve` would show); a difference fails the step.
    public var checksReplay = false

    /// Creates a runner; `schemaFolder` replaces the flow file's folder for `schema` and `assets`.
    public init(flow: FlowFile, schemaFolder: URL? = nil, registry: RuntimeRegistry = .standard) {
        self.flow = flow
        self.registry = registry
        let flowFolder = flow.path.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
        self.baseFolder = schemaFolder ?? flowFolder ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }

    /// Runs the steps in order, stopping at the first failure; `onStep` hears each outcome as it happens.
    public func run(onStep: @Sendable (FlowFileStepOutcome) async -> Void = { _ in }) async -> FlowOutcome {
        var outcome = FlowOutcome(flow: flow, setupFailure: nil, steps: [], issues: [])
        let driver: WorkflowDriver
        let setup: Setup
        do {
            (driver, setup) = try await start(recordingIn: &outcome)
        } catch {
            outcome.setupFailure = error.description
            return outcome
        }
        var journal: [JournalEntry] = []
        for step in flow.steps {
            var stepOutcome = FlowFileStepOutcome(step: step, failure: nil)
            do {
                try await perform(step.action, with: driver)
                if checksReplay { try await checkReplay(of: driver, setup: setup, journal: &journal) }
            } catch {
                stepOutcome.failure = error
            }
            outcome.steps.append(stepOutcome)
            await onStep(stepOutcome)
            if !stepOutcome.passed { break }
        }
        outcome.issues = await driver.issues
        return outcome
    }

    /// Loads and checks the schema as `wfs validate` does, noting its path and warnings in `outcome`, and starts it.
    private func start(
        recordingIn outcome: inout FlowOutcome
    ) async throws(FlowSetupError) -> (WorkflowDriver, Setup) {
        let schemaURL = baseFolder.appendingPathComponent(flow.schema)
        let validator = self.validator ?? registry.validator()
        let result = validator.validate(file: schemaURL)
        let shownPath = Self.relativeToCurrentFolder(schemaURL.path)
        outcome.schemaPath = shownPath
        outcome.warnings = result.warnings
        guard var schema = result.schema, !result.hasErrors else {
            let errors = result.errors.map {
                "\($0.range.start.place(in: shownPath)): error: \($0.message) [\($0.code.rawValue)]"
            }
            throw FlowSetupError("the schema \(flow.schema) cannot run:\n" + errors.joined(separator: "\n"))
        }
        schema.source = shownPath
        let assets = flow.assets.map { AssetFolder(url: baseFolder.appendingPathComponent($0)) }
        let fileLoader = SchemaFileLoader(baseFolder: schemaURL.deletingLastPathComponent(), validator: validator)
        let replies = try flow.scriptedReplies(loadingWith: fileLoader)
        do {
            let driver = try await WorkflowDriver(
                schema: schema, replySequences: replies, assets: assets, fileLoader: fileLoader, registry: registry,
                journal: checksReplay ? JournalStart(schemaIdentity: flow.schema) : nil)
            return (driver, Setup(schema: schema, assets: assets, fileLoader: fileLoader))
        } catch {
            throw FlowSetupError("the schema did not settle after starting:\n\(error.description)")
        }
    }

    /// Replays the journal so far into a new session and fails when its screen is not the driver's.
    private func checkReplay(
        of driver: WorkflowDriver, setup: Setup, journal: inout [JournalEntry]
    ) async throws(DriverFailure) {
        journal += await driver.session.takeJournalEntries()
        let replayed = Session(
            schema: setup.schema, assets: setup.assets, fileLoader: setup.fileLoader, registry: registry,
            limits: WorkflowDriver.limits)
        let live = await driver.snapshot()
        do {
            try await replayed.restore(from: journal, resumingPending: false)
        } catch {
            throw DriverFailure("the session's journal replays", actual: error.description, screen: live.textRendering)
        }
        let again = await replayed.snapshot()
        guard live != again else { return }
        let liveElements = Self.flattened(live.window)
        let replayedElements = Self.flattened(again.window)
        let index =
            zip(liveElements, replayedElements).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(liveElements.count, replayedElements.count)
        func shown(_ elements: [SnapshotElement]) -> String {
            guard liveElements != replayedElements else {
                return elements == liveElements ? "waiting: \(live.isWaiting)" : "waiting: \(again.isWaiting)"
            }
            guard index < elements.count else { return "nothing" }
            var element = elements[index]
            element.children = []
            return "\(element)"
        }
        throw DriverFailure(
            "a replay of the session's journal (\(journal.count) entries) shows the same screen",
            expected: shown(liveElements), actual: shown(replayedElements), screen: live.textRendering)
    }

    /// Every element under `element`, depth first, with their children.
    private static func flattened(_ element: SnapshotElement) -> [SnapshotElement] {
        [element] + element.children.flatMap(flattened)
    }

    /// A delay in seconds kept between 0 and a day (the parser refuses others; built replies may not).
    static func seconds(_ after: Double?) -> Double {
        guard let after, after.isFinite else { return 0 }
        return min(max(after, 0), 86_400)
    }

    /// `path` relative to the current folder when it is inside it, for shorter messages.
    static func relativeToCurrentFolder(_ path: String) -> String {
        let current = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }

    private func perform(_ action: FlowAction, with driver: WorkflowDriver) async throws(DriverFailure) {
        switch action {
        case .assertVisible(let text): try await driver.assertVisible(text)
        case .assertNotVisible(let text): try await driver.assertNotVisible(text)
        case .assertTitle(let text): try await driver.assertTitle(text)
        case .assertAlert(let text): try await driver.assertAlert(text)
        case .assertStyle(let text, let style): try await driver.assertStyle(style, on: text)
        case .tapOn(let text): try await driver.tap(text)
        case .tapsOn(let text, let count): try await driver.tap(text, count: count)
        case .longPressOn(let text, let duration): try await driver.longPress(text, duration: duration ?? 1)
        case .swipe(let text, let direction): try await driver.swipe(text, direction: direction)
        case .inputText(let field, let text): try await driver.inputText(text, into: field)
        case .eraseText(let field, let count): try await driver.eraseText(count: count, from: field)
        case .pressReturn: try await driver.pressReturn()
        case .toggle(let text): try await driver.toggle(text)
        case .setValue(let text, let value): try await driver.setValue(value, on: text)
        case .back: try await driver.back()
        case .dismiss: try await driver.dismiss()
        case .selectTab(let title): try await driver.selectTab(title)
        case .wait(let seconds): try await driver.wait(seconds: seconds)
        }
    }

    /// What a run starts from: the checked schema, its assets, and the loader of the files it loads.
    private struct Setup {
        let schema: Schema
        let assets: AssetFolder?
        let fileLoader: SchemaFileLoader
    }
}
