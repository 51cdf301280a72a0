/// The built-in script and stylesheet as they are served: without their comments, indentation and
/// blank lines, which are for the people who read the source (about a third of their compressed
/// size). Lines stay lines, so nothing that depends on a line break changes.
///
/// Written by hand rather than with a minifier: the two texts are ours and written to be safe for
/// this (no template literals, no comment markers inside strings), which `MinifiedTextTests` and
/// the browser runs check; a general minifier is a JavaScript tool this Swift package cannot run.
enum MinifiedText {
    /// `source` JavaScript without full-line and trailing `//` comments, indentation or blank lines.
    static func javascript(_ source: String) -> String {
        var lines: [Substring] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
            var code = line.drop { $0 == " " }
            if code.hasPrefix("//") { continue }
            if let comment = trailingComment(in: code) { code = code[..<comment] }
            while code.last == " " { code.removeLast() }
            if !code.isEmpty { lines.append(code) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `source` CSS without comments, indentation or blank lines.
    static func css(_ source: String) -> String {
        var text = ""
        var rest = Substring(source)
        while let start = rest.range(of: "/*") {
            text += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].range(of: "*/") else { break }
            rest = rest[end.upperBound...]
        }
        text += rest
        let lines = text.split(separator: "\n").map { $0.drop { $0 == " " } }.map { line -> Substring in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
        return lines.filter { !$0.isEmpty }.joined(separator: "\n") + "\n"
    }

    /// Where a `//` comment after code starts: a `//` after a space, outside any string.
    private static func trailingComment(in line: Substring) -> Substring.Index? {
        var quote: Character?
        var previous: Character = " "
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if let open = quote {
                if character == "\\" {
                    index = line.index(after: index)
                } else if character == open {
                    quote = nil
                }
            } else if character == "\"" || character == "'" || character == "`" {
                quote = character
            } else if character == "/", previous == " ", line[index...].hasPrefix("// ") {
                return index
            }
            previous = character
            if index < line.endIndex { index = line.index(after: index) }
        }
        return nil
    }
}
