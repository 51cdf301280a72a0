import WorkflowRuntime

/// The events that bring the inputs on screen to the values a post holds, so that what a person
/// typed reaches the session before the control they tapped: text entry for text inputs, a new
/// value for sliders and date pickers, only where the value changed, in the page's order.
struct InputEdits {
    /// The edits, to apply before the event.
    let events: [Event]
    /// The last text field or search bar whose text changed, if any.
    let lastChangedTextField: ElementID?

    /// The edits of `inputs` on `snapshot`'s active layer, leaving out the input of `target`,
    /// which the event itself sets; an input that is no longer on screen, or takes no input,
    /// refuses the whole post before anything is applied. A date picker or slider posted empty (a
    /// date half typed or cleared) is left as it is until it holds a value.
    init(_ inputs: [PostedInput], on snapshot: Snapshot, except target: ElementID? = nil) throws(EventError) {
        var elements: [ElementID: SnapshotElement] = [:]
        for element in snapshot.activeElements { elements[element.id] = element }
        var events: [Event] = []
        var lastText: ElementID?
        for input in inputs where input.id != target {
            guard let element = elements[input.id], let shown = InputValue.shown(by: element) else {
                throw EventError("the field \(input.id) is no longer on screen, so what was typed there was not used")
            }
            // A date half typed or cleared (a browser posts it empty) waits until it is a date.
            let isPending = input.value.isEmpty && (element.kind == .datePicker || element.kind == .slider)
            guard input.value != shown, !isPending, element.isEnabled,
                let edit = InputValue.edit(element, to: input.value)
            else { continue }
            events.append(edit)
            if element.kind == .textField || element.kind == .searchBar { lastText = element.id }
        }
        self.events = events
        lastChangedTextField = lastText
    }
}
