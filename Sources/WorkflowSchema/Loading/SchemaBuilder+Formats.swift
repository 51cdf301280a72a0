extension SchemaBuilder {
    /// Checks literal text against a parameter's format (number, boolean, enumeration, bitmask).
    mutating func checkFormat(of value: SchemaValue, for parameter: ParameterDescriptor, tag: String) {
        guard case .text(let text) = value else { return }
        let literal = text.value
        switch parameter.format {
        case .text:
            return
        case .number:
            if Self.number(from: literal) == nil {
                report(
                    .error, .invalidNumber,
                    "\"\(literal)\" is not a number; <\(parameter.name)> of <\(tag)> takes a number such as 12 or -2.5",
                    at: text.range)
            }
        case .boolean:
            if !Self.booleanWords.contains(literal.lowercased()) {
                let reading = Self.boolValue(literal) ? "YES" : "NO"
                report(
                    .warning, .invalidBoolean,
                    "\"\(literal)\" is not a boolean, so <\(parameter.name)> reads it as \(reading); write YES or NO",
                    at: text.range)
            }
        case .enumeration(let words):
            guard !words.contains(literal) else { return }
            let suggestion = Suggestion.closest(to: literal, in: words)
            report(
                .error, .invalidEnumerationValue,
                "\"\(literal)\" is not an allowed value for <\(parameter.name)>\(Self.didYouMean(suggestion, quoted: "\"", orStop: true)) Allowed values are: \(words.joined(separator: ", "))",
                at: text.range, suggestion: suggestion)
        case .bitmask(let words):
            let flags = literal.split { !($0.isLetter || $0.isNumber) }.map(String.init)
            for flag in flags where !words.contains(flag) {
                let suggestion = Suggestion.closest(to: flag, in: words)
                report(
                    .error, .invalidBitmaskValue,
                    "\"\(flag)\" is not an allowed flag for <\(parameter.name)>\(Self.didYouMean(suggestion, quoted: "\"", orStop: true)) Allowed flags are: \(words.joined(separator: ", "))",
                    at: text.range, suggestion: suggestion)
            }
        }
    }

    static let booleanWords: Set<String> = ["yes", "no", "true", "false", "y", "n", "1", "0"]

    /// A decimal number such as `12`, `-2.5`, `1e3`, or `-2,25` (a decimal comma, as `lang="fr"`
    /// documents write); not `nan`, `inf` or hexadecimal, which `Double` alone would accept.
    static func number(from text: String) -> Double? {
        var digits = 0
        var separators = 0
        var exponent = false
        for (index, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "0"..."9": digits += 1
            case "+", "-": guard index == 0 || exponent else { return nil }
            case ".", ",": separators += 1
            case "e", "E":
                guard digits > 0, !exponent else { return nil }
                exponent = true
            default: return nil
            }
        }
        guard digits > 0, separators <= 1, let value = Double(text.replacing(",", with: ".")), value.isFinite else {
            return nil
        }
        return value
    }
}
