/// The lines of a source document, for showing the line a diagnostic points at.
public struct SourceLines: Sendable {
    private let lines: [Substring]

    /// Splits `text` at `\n`, `\r\n` and `\r`.
    public init(_ text: String) {
        lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    /// Splits UTF-8 bytes into lines (invalid bytes are shown as U+FFFD).
    public init(_ bytes: [UInt8]) {
        self.init(String(decoding: bytes, as: UTF8.self))
    }

    /// The text of the 1-based line `number`, if it exists.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lines.count else { return nil }
        return String(lines[number - 1])
    }
}
