import WorkflowEngine

/// The original example's display actions.
enum DisplayStringAction {
    /// The "Edit Content" button.
    case editString
    /// The "Download Content" button.
    case downloadString
}

/// A headless navigation controller: a stack of screen names, an optional modal, and the live screens.
@MainActor
final class FakeNavigation {
    /// The pushed screens, bottom first.
    var stack: [String] = []
    /// The presented modal, if any.
    var modal: String?
    /// The display screen, once the display step began.
    var display: DisplayScreen?
    /// The latest entry screen pushed.
    var entry: StringEntryScreen?
    /// The latest fake download.
    var download: Task<Void, Never>?
}

/// The display screen: shows the content or "No String Found!", and has two buttons.
@MainActor
final class DisplayScreen {
    /// The step's handler, owned by the screen.
    let results = FlowStepHandler<String, DisplayStringAction>()
    /// What the screen shows.
    private(set) var text = ""

    init() {
        results.onContent = { [unowned self] content in
            text = (content ?? "").isEmpty ? "No String Found!" : content ?? ""
        }
    }

    /// Presses "Download Content".
    func download() { results.complete(.downloadString) }
    /// Presses "Edit Content".
    func edit() { results.complete(.editString) }
}

/// The string entry screen: a text field pre-filled from the content and a "Save Content" button.
@MainActor
final class StringEntryScreen {
    /// The step's handler, owned by the screen.
    let results = FlowStepHandler<String, String>()
    /// The text field's text.
    var field = ""

    init() {
        results.onContent = { [unowned self] content in field = content ?? "" }
    }

    /// Presses "Save Content".
    func save() { results.complete(field) }
}

/// The original `ExampleFlowCoordinator` ("String Flow"), headless, with the network delay on `clock`.
@MainActor
final class ExampleFlowCoordinator {
    /// The string the fake network returns.
    static let downloaded = "Hello, I am a new string downloaded from the internet."

    let navigation = FakeNavigation()
    let flow: Flow<Void>
    let displayStep: FlowStep<String, DisplayStringAction>
    let fakeNetworkStep: FlowStep<String, String>
    let editTextStep: FlowStep<String, String>

    init(clock: ManualClock) {
        let navigation = navigation
        let displayStep = FlowStep<String, DisplayStringAction>(identifier: "Display") { _ in
            let screen = DisplayScreen()
            navigation.stack = ["Display"]
            navigation.display = screen
            return screen.results
        }
        let fakeNetworkStep = FlowStep<String, String>(identifier: "Fake Network") { _ in
            navigation.modal = "Loading"
            let handler = FlowStepHandler<String, String>()
            navigation.download = Task {
                guard (try? await clock.sleep(for: .seconds(2))) != nil else { return }
                handler.complete(ExampleFlowCoordinator.downloaded)
            }
            return handler
        }
        let editTextStep = FlowStep<String, String>(identifier: "Edit String") { _ in
            let screen = StringEntryScreen()
            navigation.stack.append("Edit String")
            navigation.entry = screen
            return screen.results
        }
        let flow = Flow<Void>(identifier: "String Flow", first: displayStep)
        flow.route(displayStep) { action in
            switch action {
            case .editString:
                editTextStep.content = displayStep.content
                return .start(editTextStep)
            case .downloadString:
                return .start(fakeNetworkStep)
            }
        }
        flow.route(fakeNetworkStep) { result in
            displayStep.content = result
            navigation.modal = nil
            return .stay
        }
        flow.route(editTextStep) { result in
            displayStep.content = result
            navigation.stack.removeLast()
            return .stay
        }
        self.flow = flow
        self.displayStep = displayStep
        self.fakeNetworkStep = fakeNetworkStep
        self.editTextStep = editTextStep
    }
}
