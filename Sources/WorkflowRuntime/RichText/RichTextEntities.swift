/// Decodes the character references of rich text: numeric ones, and the named ones in ``named``.
///
/// An unknown or unterminated reference stays as it is written (and is escaped again on output).
enum RichTextEntities {
    /// The named references understood, without `&` and `;`.
    static let named: [String: Unicode.Scalar] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{A0}",
        "copy": "\u{A9}", "reg": "\u{AE}", "trade": "\u{2122}", "hellip": "\u{2026}", "mdash": "\u{2014}",
        "ndash": "\u{2013}", "lsquo": "\u{2018}", "rsquo": "\u{2019}", "ldquo": "\u{201C}", "rdquo": "\u{201D}",
        "bull": "\u{2022}", "middot": "\u{B7}", "euro": "\u{20AC}", "pound": "\u{A3}", "yen": "\u{A5}",
        "cent": "\u{A2}", "deg": "\u{B0}", "times": "\u{D7}", "divide": "\u{F7}", "laquo": "\u{AB}",
        "raquo": "\u{BB}", "sect": "\u{A7}", "para": "\u{B6}", "shy": "\u{AD}",
    ]

    /// The longest reference looked at, after `&`: `#x10FFFF;` or a name.
    private static let longest = 10

    /// The text of `scalars` with its references decoded.
    static func decode(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var out = String.UnicodeScalarView()
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            guard scalar == "&", let found = reference(in: scalars, at: index) else {
                out.append(scalar)
                index += 1
                continue
            }
            out.append(found.scalar)
            index = found.end
        }
        return String(out)
    }

    /// The scalar of the reference starting with the `&` at `start`, and the index after its `;`.
    private static func reference(
        in scalars: ArraySlice<Unicode.Scalar>, at start: Int
    ) -> (scalar: Unicode.Scalar, end: Int)? {
        let limit = min(scalars.endIndex, start + 2 + longest)
        guard let semicolon = scalars[(start + 1)..<limit].firstIndex(of: ";") else { return nil }
        let body = String(String.UnicodeScalarView(scalars[(start + 1)..<semicolon]))
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let number: UInt32?
            if digits.first == "x" || digits.first == "X" {
                number = UInt32(digits.dropFirst(), radix: 16)
            } else {
                number = UInt32(digits, radix: 10)
            }
            guard let number else { return nil }
            // NUL, surrogates and numbers past Unicode are replaced, as browsers do.
            let decoded = number == 0 ? nil : Unicode.Scalar(number)
            return (decoded ?? "\u{FFFD}", semicolon + 1)
        }
        guard let decoded = named[body] else { return nil }
        return (decoded, semicolon + 1)
    }
}
