import WorkflowRuntime

/// The value an input of the page holds for an element, as the browser's control shows and posts
/// it: the text of a text field, text view or search bar, a slider's number, a date picker's date.
public enum InputValue {
    /// What the page's input for `element` shows; nil when the element has no input.
    public static func shown(by element: SnapshotElement) -> String? {
        switch element.kind {
        case .textField, .textView, .searchBar, .slider: element.value ?? ""
        case .datePicker:
            DatePickerValue(iso8601: element.value ?? "").inputValue ?? element.value ?? ""
        default: nil
        }
    }

    /// The event that gives `element`'s input the posted `value`; nil when the element has no input.
    public static func edit(_ element: SnapshotElement, to value: String) -> Event? {
        switch element.kind {
        case .textField, .textView, .searchBar: .enterText(element.id, text: value)
        case .slider, .datePicker: .setValue(element.id, value: value)
        default: nil
        }
    }
}
