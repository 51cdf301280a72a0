import Foundation
import WorkflowSchema
import Yams

extension FlowFileParser {
    /// A flow-file error for an error Yams threw while reading the YAML.
    func syntaxError(_ thrown: any Error) -> FlowFileError {
        guard let yamlError = thrown as? YamlError else {
            return error("cannot read the YAML (\(thrown)); fix the YAML syntax", at: .start)
        }
        switch yamlError {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _):
            let during = context.map { " (\($0.text) at \(SourceLocation($0.mark)))" } ?? ""
            let position = SourceLocation(mark)
            let advice =
                scalar(at: position) == "\t"
                ? "YAML indents with spaces, so replace the tab with spaces"
                : "check the indentation, quotes and colons here"
            return error("invalid YAML: \(problem)\(during); \(advice)", at: position)
        case .composer(_, let problem, let mark, _):
            if problem.contains("another document") {
                return error(
                    "the flow file holds more than one YAML document; remove the `---` or `...` separator so "
                        + "that there is one", at: SourceLocation(mark))
            }
            if problem.contains("undefined alias") {
                return error(
                    "unknown alias; define the anchor with `&name` before using it as `*name`", at: SourceLocation(mark))
            }
            return error("invalid YAML: \(problem); fix the YAML here", at: SourceLocation(mark))
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? ""
            return error(
                "the key `\(key)` is repeated later in this mapping; each key may appear once, so remove or "
                    + "rename the repeat",
                at: SourceLocation(context.mark))
        case .reader(let problem, let offset, _, _):
            return error(
                "cannot read the text: \(problem); save the file as UTF-8 without control characters",
                at: offset.map(position(ofCharacterOffset:)) ?? .start)
        default:
            return error("cannot read the YAML (\(yamlError)); fix the YAML syntax", at: .start)
        }
    }

    /// The Unicode scalar at `position`, if the text has one there.
    func scalar(at position: SourceLocation) -> Unicode.Scalar? {
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        guard position.line <= lines.count else { return nil }
        let scalars = Array(lines[position.line - 1].unicodeScalars)
        return position.column <= scalars.count ? scalars[position.column - 1] : nil
    }

    /// The line and column of the character `offset` characters into the text.
    func position(ofCharacterOffset offset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        for character in yaml.prefix(offset) {
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return SourceLocation(line: line, column: column)
    }
}
