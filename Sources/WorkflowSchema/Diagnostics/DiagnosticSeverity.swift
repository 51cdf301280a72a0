/// How serious a diagnostic is.
public enum DiagnosticSeverity: String, Sendable, Codable, Comparable, CaseIterable {
    /// A remark that needs no action.
    case note
    /// Something that works but is probably not what the author meant.
    case warning
    /// Something that stops the schema from loading or running as written.
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: DiagnosticSeverity, rhs: DiagnosticSeverity) -> Bool {
        lhs.rank < rhs.rank
    }
}
