import WorkflowRuntime

/// What one visit to a session's actor did with a ``HostedEvent``: the content after it, or why
/// the screen refused it, with the journal entries it recorded, taken for saving.
struct SessionStep: Sendable {
    /// What became of the event.
    enum Result: Sendable {
        /// Applied: the content after it.
        case applied(SessionContent)
        /// Refused by the screen; the input edits applied before it stand (they are on screen). The
        /// content after them.
        case refused(EventError, SessionContent)
        /// Not tried: the session has moved on since the only screen the event was meant for.
        case movedOn(SessionContent)
        /// Not tried: the journal has as many entries as it may.
        case journalFull
    }

    var result: Result
    /// The entries recorded since the last take, oldest first (empty when the journal is not kept).
    var entries: [JournalEntry]
    /// The journal's length before the event and after it.
    var lengthBefore: Int
    var lengthAfter: Int

    /// Whether the screen refused the event.
    var isRefused: Bool {
        if case .refused = result { return true }
        return false
    }
}

extension Session {
    /// Applies `event` and reads the content after it, in one visit to the session's actor; with
    /// `takingEntries`, takes the journal entries recorded since the last take, for the host to save.
    ///
    /// The inputs whose values changed are set first, in the client's order, so the control tapped
    /// sees what was typed (a Submit button validates the text typed just before). A return in a
    /// field the client did not name goes to the last text field whose text changed, else to the
    /// focused one.
    ///
    /// An event made on an earlier screen is dropped or refused as its `screen` says (see
    /// ``HostedEvent/Screen``).
    func step(_ event: HostedEvent, journalLimit: Int?, takingEntries: Bool) -> SessionStep {
        let before = journalLength
        if let journalLimit, before >= journalLimit {
            return SessionStep(result: .journalFull, entries: [], lengthBefore: before, lengthAfter: before)
        }
        let result: SessionStep.Result
        switch event.screen {
        case .only(let length) where length != before:
            result = .movedOn(currentContent())
        case .current, .shownAt, .only:
            do throws(EventError) {
                try apply(event)
                result = .applied(currentContent())
            } catch {
                if case .shownAt(let length) = event.screen, length < before {
                    result = .applied(currentContent())
                } else {
                    result = .refused(error, currentContent())
                }
            }
        }
        return SessionStep(
            result: result, entries: takingEntries ? takeJournalEntries() : [], lengthBefore: before,
            lengthAfter: journalLength)
    }

    private func apply(_ event: HostedEvent) throws(EventError) {
        if event.inputs.isEmpty, case .event(let single) = event.action {
            return try send(single)
        }
        let snapshot = snapshot()
        let target: Event?
        let edits: InputEdits
        switch event.action {
        case .event(let requested):
            target = requested
            edits = try InputEdits(event.inputs, on: snapshot, except: requested.settingInput)
        case .returnInUnnamedField:
            edits = try InputEdits(event.inputs, on: snapshot)
            let focused = snapshot.activeElements.first {
                $0.isSelected && ($0.kind == .textField || $0.kind == .searchBar)
            }
            target = (edits.lastChangedTextField ?? focused?.id).map(Event.pressReturn)
        }
        for edit in edits.events { try send(edit) }
        if let target { try send(target) }
    }
}

extension Event {
    /// The input an event sets itself (text entry, a new value), whose posted value it replaces.
    fileprivate var settingInput: ElementID? {
        switch self {
        case .enterText(let id, _), .setValue(let id, _): id
        default: nil
        }
    }
}
