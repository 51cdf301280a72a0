import Foundation

/// `<doesMatchRegularExpression>`: the value's text contains a match of the pattern, ignoring case.
final class RegularExpressionCondition: Condition {
    private var expression: NSRegularExpression?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        guard let pattern = parameters.text("pattern") else {
            throw issue("regular expression conditions need a pattern")
        }
        do {
            expression = try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
        } catch {
            throw issue("'\(pattern)' is not a valid regular expression")
        }
    }

    override func evaluate(value: WorkflowValue?, in context: WorkflowContext) throws(RuntimeIssue) -> Bool {
        guard let expression else { return false }
        let text = value?.text ?? ""
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
