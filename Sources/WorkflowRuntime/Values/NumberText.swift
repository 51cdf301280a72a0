import Foundation

/// Reads numbers written in a schema, with the schema's locale (`-2,25` in `fr`).
enum NumberText {
    static func parse(_ text: String, locale: Locale) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let plain = Double(trimmed), trimmed.allSatisfy({ $0.isNumber || "+-.eE".contains($0) }) { return plain }
        let separator = locale.decimalSeparator ?? "."
        guard separator != "." else { return nil }
        let grouping = locale.groupingSeparator ?? ""
        var normalized = trimmed
        if !grouping.isEmpty { normalized = normalized.replacingOccurrences(of: grouping, with: "") }
        normalized = normalized.replacingOccurrences(of: separator, with: ".")
        return Double(normalized)
    }
}

extension WorkflowValue {
    /// The value as a number: numbers as they are, text read with `locale`, truth values as 1 or 0.
    func number(locale: Locale) -> Double? {
        switch self {
        case .number(let number): number
        case .string(let text): NumberText.parse(text, locale: locale)
        case .bool(let bool): bool ? 1 : 0
        default: nil
        }
    }
}
