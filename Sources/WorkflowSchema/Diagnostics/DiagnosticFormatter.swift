/// Prints diagnostics the way compilers do: `path:line:column: severity: message [CODE]`,
/// the source line with a caret under the column, then the notes.
public struct DiagnosticFormatter: Sendable {
    /// Whether to add ANSI colours (for a terminal).
    public var usesColor: Bool
    /// Whether to show the source line and a caret under each diagnostic.
    public var showsSourceLines: Bool

    /// Creates a formatter.
    public init(usesColor: Bool = false, showsSourceLines: Bool = true) {
        self.usesColor = usesColor
        self.showsSourceLines = showsSourceLines
    }

    /// Formats one diagnostic of the file at `path` whose text is `source` (for the snippet).
    public func format(_ diagnostic: Diagnostic, path: String, source: SourceLines? = nil) -> String {
        var lines: [String] = []
        let severity = paint(diagnostic.severity.rawValue + ":", severityColor(diagnostic.severity))
        let location = "\(path):\(diagnostic.range.start.line):\(diagnostic.range.start.column):"
        lines.append(
            "\(paint(location, .bold)) \(severity) \(paint(diagnostic.message, .bold)) [\(diagnostic.code.rawValue)]")
        if showsSourceLines, let source { lines += snippet(source, at: diagnostic.range.start) }
        for note in diagnostic.notes {
            let noteLocation = "\(path):\(note.range.start.line):\(note.range.start.column):"
            lines.append("\(paint(noteLocation, .bold)) \(paint("note:", .cyan)) \(note.message)")
            if showsSourceLines, let source { lines += snippet(source, at: note.range.start) }
        }
        return lines.joined(separator: "\n")
    }

    private func snippet(_ source: SourceLines, at location: SourceLocation) -> [String] {
        guard let text = source.line(location.line) else { return [] }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        let prefix = text.unicodeScalars.prefix(max(0, location.column - 1)).map { $0 == "\t" ? "\t" : " " }.joined()
        return [
            "  \(number) | \(text)",
            "  \(gutter) | \(prefix)\(paint("^", .green))",
        ]
    }

    enum Color: String {
        case red = "31"
        case yellow = "33"
        case cyan = "36"
        case green = "32"
        case bold = "1"
    }

    private func severityColor(_ severity: DiagnosticSeverity) -> Color {
        switch severity {
        case .error: .red
        case .warning: .yellow
        case .note: .cyan
        }
    }

    private func paint(_ text: String, _ color: Color) -> String {
        usesColor ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
}
