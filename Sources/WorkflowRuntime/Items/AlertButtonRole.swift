/// How an alert or action-sheet button is shown.
public enum AlertButtonRole: String, Sendable, Hashable, Codable {
    /// An ordinary button, in the order written.
    case normal
    /// The cancel button, shown last.
    case cancel
    /// The destructive button of an action sheet, shown first.
    case destructive
}
