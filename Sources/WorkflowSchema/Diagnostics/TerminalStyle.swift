/// ANSI styles for terminal output, shared by everything that colours what it prints.
public enum TerminalStyle: String, Sendable {
    /// Errors.
    case red = "31"
    /// Warnings.
    case yellow = "33"
    /// Carets and clean results.
    case green = "32"
    /// Notes.
    case cyan = "36"
    /// Locations and messages.
    case bold = "1"
    /// A summary with errors.
    case boldRed = "1;31"
    /// A summary with warnings only.
    case boldYellow = "1;33"

    /// `text` in this style when `enabled`, otherwise unchanged.
    public func apply(to text: String, when enabled: Bool) -> String {
        enabled ? "\u{1B}[\(rawValue)m\(text)\u{1B}[0m" : text
    }
}
