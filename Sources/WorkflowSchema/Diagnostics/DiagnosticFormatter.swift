/// Prints diagnostics the way compilers do: `path:line:column: severity: message [CODE]`,
/// the source line with a caret under the column, then the notes. A diagnostic of the whole
/// file (at ``SourceLocation/unknown``) prints as `path: severity: message [CODE]`.
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
        let location = diagnostic.range.start.place(in: path) + ":"
        lines.append(
            "\(paint(location, .bold)) \(severity) \(paint(diagnostic.message, .bold)) [\(diagnostic.code.rawValue)]")
        if showsSourceLines, let source { lines += snippet(source, at: diagnostic.range.start) }
        for note in diagnostic.notes {
            let noteLocation = note.range.start.place(in: path) + ":"
            lines.append("\(paint(noteLocation, .bold)) \(paint("note:", .cyan)) \(note.message)")
            if showsSourceLines, let source { lines += snippet(source, at: note.range.start) }
        }
        return lines.joined(separator: "\n")
    }

    /// The widest excerpt of a source line, in Unicode scalars, around the column shown.
    static let excerptWidth = 160

    private func snippet(_ source: SourceLines, at location: SourceLocation) -> [String] {
        guard let text = source.line(location.line) else { return [] }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        var scalars = Array(text.unicodeScalars)
        var caret = max(0, location.column - 1)
        var prefix = "", suffix = ""
        if scalars.count > Self.excerptWidth {
            let start = max(0, min(caret - Self.excerptWidth / 2, scalars.count - Self.excerptWidth))
            if start > 0 { prefix = "…" }
            if start + Self.excerptWidth < scalars.count { suffix = "…" }
            scalars = Array(scalars[start..<start + Self.excerptWidth])
            caret = caret - start + prefix.count
        }
        // Tabs stay (so the caret lines up); other controls are shown as `?`.
        let shown = scalars.map { $0 == "\t" || !PrintableText.needsEscape($0) ? Character($0) : "?" }
        let line = prefix + String(shown) + suffix
        let padding = (prefix + String(shown)).unicodeScalars.prefix(caret).map { $0 == "\t" ? "\t" : " " }.joined()
        return [
            "  \(number) | \(line)",
            "  \(gutter) | \(padding)\(paint("^", .green))",
        ]
    }

    private func severityColor(_ severity: DiagnosticSeverity) -> TerminalStyle {
        switch severity {
        case .error: .red
        case .warning: .yellow
        case .note: .cyan
        }
    }

    private func paint(_ text: String, _ style: TerminalStyle) -> String {
        style.apply(to: text, when: usesColor)
    }
}
