import WorkflowSchema

/// Wording for "did you mean …?" hints and lists of allowed names in flow-file errors.
enum FlowSuggestion {
    /// `; did you mean `x`?` when a candidate is close, else `; ` followed by `otherwise`.
    static func hint(for name: String, in candidates: [String], otherwise: @autoclosure () -> String) -> String {
        if let near = Suggestion.closest(to: name, in: candidates) { return "; did you mean `\(near)`?" }
        return "; " + otherwise()
    }

    /// Names as a readable list: "`a`, `b` and `c`", or "`a` or `b`" with `conjunction` "or".
    static func list(_ names: [String], conjunction: String = "and") -> String {
        let quoted = names.map { "`\($0)`" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted[quoted.count - 1]
    }
}
