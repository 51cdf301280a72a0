import WorkflowRuntime

/// What a page shows of a session: its screen and its runtime issues, read together.
struct PageContent: Sendable {
    /// What is on screen.
    var snapshot: Snapshot
    /// The session's runtime errors and warnings, for the developer panel.
    var issues: [RuntimeIssue]
    /// Whether an error was met since the person's latest step: the page without the panel says so.
    var hasErrorSinceLatestEvent: Bool
    /// How many entries the session's journal had then: the page's place for its push channel.
    var journalLength: Int
}

extension Session {
    /// The page's content: one visit to the session's actor rather than one per question.
    func pageContent() -> PageContent {
        PageContent(
            snapshot: snapshot(), issues: issues, hasErrorSinceLatestEvent: hasErrorSinceLatestEvent,
            journalLength: journalLength)
    }

    /// Applies what a post asks for, then reads the page's content, in one visit to the session's actor.
    ///
    /// The inputs whose values changed are set first, in the page's order, so the control tapped
    /// sees what was typed (a Submit button validates the text typed just before). A return in a
    /// field the page did not name goes to the last text field whose text changed, else to the
    /// focused one.
    ///
    /// `sequence` is the journal length of the screen the event was made on, when the page sent it:
    /// a tap queued while an earlier one was answered. When the session has moved on since, an event
    /// its screen no longer takes (its control gone, or under an alert) is dropped without a word,
    /// as a tap on a screen that slid away is on iOS; one it still takes is applied.
    func pageContent(
        after request: EventForm.Request, inputs: [PostedInput], madeAt sequence: Int? = nil
    ) throws(EventError) -> PageContent {
        let madeOnEarlierScreen = sequence.map { $0 < journalLength } ?? false
        do throws(EventError) {
            try applyPosted(request, inputs: inputs)
        } catch {
            guard madeOnEarlierScreen else { throw error }
        }
        return pageContent()
    }

    private func applyPosted(_ request: EventForm.Request, inputs: [PostedInput]) throws(EventError) {
        if inputs.isEmpty, case .event(let event) = request {
            return try send(event)
        }
        let snapshot = snapshot()
        let event: Event?
        let edits: InputEdits
        switch request {
        case .event(let requested):
            event = requested
            edits = try InputEdits(inputs, on: snapshot, except: requested.settingInput)
        case .returnInUnnamedField:
            edits = try InputEdits(inputs, on: snapshot)
            let focused = snapshot.activeElements.first {
                $0.isSelected && ($0.kind == .textField || $0.kind == .searchBar)
            }
            event = (edits.lastChangedTextField ?? focused?.id).map(Event.pressReturn)
        }
        for edit in edits.events { try send(edit) }
        if let event { try send(event) }
    }
}

extension Event {
    /// The input an event sets itself (text entry, a new value), whose posted field it replaces.
    fileprivate var settingInput: ElementID? {
        switch self {
        case .enterText(let id, _), .setValue(let id, _): id
        default: nil
        }
    }
}
