/// `<textView>`: several lines of text entry (ORIGINALS 1.6.3).
///
/// The return key starts a new line: a text view never moves the form on or submits it.
/// A text view with `editable` NO shows its text and refuses text entry.
final class TextView: TextInput {
    private var editable = true
    /// The kinds of data the text view turns into links: `phoneNumber`, `link`, `address`, `calendarEvent`.
    var dataDetectorTypes: [String] = []

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        editable = parameters.bool("editable") ?? true
        dataDetectorTypes = Self.detectorNames(parameters.text("dataDetectorTypes"))
    }

    static let detectorTypes = ["phoneNumber", "link", "address", "calendarEvent"]

    /// The detector names of a bitmask written as names (`phoneNumber,address`) or as a number (5).
    static func detectorNames(_ text: String?) -> [String] {
        guard let text else { return [] }
        let words = text.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard words.count == 1, let bits = Int(words[0]) else { return words }
        return detectorTypes.indices.filter { bits & (1 << $0) != 0 }.map { detectorTypes[$0] }
    }

    override var isEditable: Bool { editable }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .textView
        element.value = text
        element.isEnabled = isEditable
        element.textInputTraits = traits
        describeInput(into: &element, snapshot: snapshot)
    }

    /// The return key adds a new line.
    override func pressReturn() throws(EventError) {
        guard isEditable else { throw EventError("\(id) is a \(element.tag) that is not editable") }
        focus()
        text += "\n"
    }
}
