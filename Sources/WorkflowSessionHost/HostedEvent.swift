import WorkflowRuntime

/// An event as a client sends it to a hosted session, whichever way it came (a page's form, the
/// JSON API): what it asks for, the values of the screen's inputs that go with it, and the screen
/// it was made on.
public struct HostedEvent: Sendable, Equatable {
    /// What the client asks for.
    public enum Action: Sendable, Equatable {
        /// One event, after the inputs' new values.
        case event(Event)
        /// The return key in a field the client cannot name: Enter in a page without the script
        /// submits the form with no button, so the field is not known.
        case returnInUnnamedField

        /// The text the action itself types or sets (an `enterText` or `setValue` event's),
        /// besides its inputs'.
        public var typedText: String? {
            switch self {
            case .event(.enterText(_, let text)), .event(.setValue(_, let text)): text
            default: nil
            }
        }
    }

    /// The screen an event was made on, as the client knows it: the session's journal length then.
    public enum Screen: Sendable, Equatable {
        /// Whatever the session shows now.
        case current
        /// The screen of this journal length, and the event still applies if the session moved on
        /// since: a page's tap queued while an earlier one was answered. One the screen no longer
        /// takes (its control gone, or under an alert) is dropped without a word, as a tap on a
        /// screen that slid away is on iOS.
        case shownAt(Int)
        /// Only the screen of this journal length: if the session moved on since, nothing is
        /// applied and the client is given the session as it is (the API's `sequence`).
        case only(Int)
    }

    /// What the client asks for.
    public var action: Action
    /// The values of the screen's inputs, as the client's controls hold them.
    public var inputs: [PostedInput]
    /// The screen the event was made on.
    public var screen: Screen

    /// Creates an event with the inputs that go with it.
    public init(_ action: Action, inputs: [PostedInput] = [], on screen: Screen = .current) {
        self.action = action
        self.inputs = inputs
        self.screen = screen
    }

    /// At most the bytes the journal entries of the event and its inputs take: the text of each,
    /// and what every entry has (the element's id, the time, the keys). An input whose value did
    /// not change takes none; text written with escapes can take a little more.
    var journalBytes: Int {
        var bytes = 96 + (action.typedText?.utf8.count ?? 0)
        for input in inputs { bytes += 96 + input.value.utf8.count }
        return bytes
    }
}
