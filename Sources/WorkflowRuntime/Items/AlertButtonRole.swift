/// How an alert or action-sheet button is shown: normal, cancel (last) or destructive (first).
public enum AlertButtonRole: String, Sendable, Hashable, Codable {
    case normal, cancel, destructive
}
