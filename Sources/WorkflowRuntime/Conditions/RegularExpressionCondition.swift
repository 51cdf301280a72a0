import Foundation

/// `<doesMatchRegularExpression>`: the value's text contains a match of the pattern, ignoring case.
final class RegularExpressionCondition: Condition {
    private var expression: NSRegularExpression?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        guard let pattern = parameters.text("pattern") else {
            throw issue("regular expression conditions need a pattern", code: .missingValue)
        }
        do {
            expression = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        } catch {
            throw issue("'\(pattern)' is not a valid regular expression", code: .invalidValue)
        }
    }

    /// Bounded by `RuntimeLimits`: text longer than `maximumPatternInputLength` is not read, and a
    /// match that runs longer than `maximumPatternDuration` (a pattern that backtracks without
    /// end, such as `(a+)+$`) is stopped; both fail the condition with an error.
    override func evaluate(value: WorkflowValue?, in context: WorkflowContext) throws(RuntimeIssue) -> Bool {
        guard let expression else { return false }
        let limits = context.services.limits
        let text = value?.text ?? ""
        let length = text.utf16.count
        guard length <= limits.maximumPatternInputLength else {
            throw issue(
                "the text to match is \(length) characters long, more than "
                    + "RuntimeLimits.maximumPatternInputLength (\(limits.maximumPatternInputLength)); the condition fails",
                code: .patternInputTooLong)
        }
        let deadline = ContinuousClock.now.advanced(by: limits.maximumPatternDuration)
        var matched = false
        var timedOut = false
        // With reportProgress the block is also called while the search runs, so it can stop it.
        expression.enumerateMatches(in: text, options: [.reportProgress], range: NSRange(location: 0, length: length)) {
            result, _, stop in
            if result != nil {
                matched = true
                stop.pointee = true
            } else if ContinuousClock.now >= deadline {
                timedOut = true
                stop.pointee = true
            }
        }
        guard !timedOut else {
            throw issue(
                "matching '\(expression.pattern)' took longer than RuntimeLimits.maximumPatternDuration "
                    + "(\(limits.maximumPatternDuration)) and was stopped; the condition fails. Patterns with nested "
                    + "repetition such as (a+)+ can take exponential time",
                code: .patternTooSlow)
        }
        return matched
    }
}
