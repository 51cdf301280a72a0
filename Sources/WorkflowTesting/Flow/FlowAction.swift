import WorkflowRuntime

/// What one flow step does: an assertion about the screen or an interaction with it.
public enum FlowAction: Sendable, Equatable {
    /// Fails unless an element showing the text is visible.
    case assertVisible(String)
    /// Fails if an element showing the text is visible.
    case assertNotVisible(String)
    /// Fails unless the top screen's title is the text.
    case assertTitle(String)
    /// Fails unless an alert with the text is showing.
    case assertAlert(String)
    /// Fails unless the element showing `on` has the style name `style` (its `class`).
    case assertStyle(on: String, style: String)
    /// Taps the element showing the text.
    case tapOn(String)
    /// Taps the element showing the text `count` times in a row (a double or triple tap).
    case tapsOn(String, count: Int)
    /// Long-presses the element showing the text, for `duration` seconds if given.
    case longPressOn(String, duration: Double?)
    /// Swipes on the element showing the text.
    case swipe(on: String, direction: SwipeDirection)
    /// Types text into the field showing `into`, or into the focused field when nil.
    case inputText(into: String?, text: String)
    /// Erases `count` characters (all when nil) from the field showing `from`, or the focused field when nil.
    case eraseText(from: String?, count: Int?)
    /// Presses the return key in the focused field.
    case pressReturn
    /// Flips the switch showing the text.
    case toggle(String)
    /// Sets the value of the control showing `on`, such as a slider or stepper.
    case setValue(on: String, value: String)
    /// Goes back one screen.
    case back
    /// Closes the screen presented on top, as a person's swipe down would.
    case dismiss
    /// Selects the tab showing the text.
    case selectTab(String)
    /// Lets `seconds` pass on the simulated clock.
    case wait(seconds: Double)

    /// The step name that writes this action in a flow file, such as `tapOn`.
    public var name: String {
        switch self {
        case .assertVisible: "assertVisible"
        case .assertNotVisible: "assertNotVisible"
        case .assertTitle: "assertTitle"
        case .assertAlert: "assertAlert"
        case .assertStyle: "assertStyle"
        case .tapOn, .tapsOn: "tapOn"
        case .longPressOn: "longPressOn"
        case .swipe: "swipe"
        case .inputText: "inputText"
        case .eraseText: "eraseText"
        case .pressReturn: "pressReturn"
        case .toggle: "toggle"
        case .setValue: "setValue"
        case .back: "back"
        case .dismiss: "dismiss"
        case .selectTab: "selectTab"
        case .wait: "wait"
        }
    }
}
