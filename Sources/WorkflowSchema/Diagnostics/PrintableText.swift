/// Makes text from a document safe to print in one line of a terminal: schemas may come from
/// strangers, and their names and text end up in messages and source excerpts.
public enum PrintableText {
    /// The longest message kept, in Unicode scalars; longer ones end with `…`.
    public static let maxMessageLength = 1000

    /// `text` with control characters written as `\u{1B}` and cut to ``maxMessageLength``.
    public static func line(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) || text.unicodeScalars.count > maxMessageLength else {
            return text
        }
        var output = String.UnicodeScalarView()
        for (count, scalar) in text.unicodeScalars.enumerated() {
            if count == maxMessageLength {
                output.append("…")
                break
            }
            if needsEscape(scalar) {
                output.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// C0 and C1 controls and DEL: they move the cursor, clear screens or set window titles.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
