/// Warns about a message to a descendant whose `destinationName` names no controller of the
/// schema: at run time `sendMessage` fails with "was not handled" (`WFS0502`).
///
/// Not judged when the schema shows controllers that come from outside it (a loaded schema, a
/// proxy without a template), since one of them may carry the name.
public struct DescendantDestinationRule: SchemaRule {
    /// Creates the rule.
    public init() {}

    public func check(_ schema: Schema, registry: TagRegistry) -> [Diagnostic] {
        guard let root = schema.object else { return [] }
        let names = SchemaNames(root)
        guard !names.hasUnknownControllers else { return [] }
        var diagnostics: [Diagnostic] = []
        SchemaTreeWalk(root: root).forEach { visit in
            let message = visit.element
            guard message.tag == "message" else { return }
            let sent = SentMessage(.element(message))
            guard sent.destination == "descendant", let target = sent.destinationName,
                !names.controllers.contains(target.value)
            else { return }
            let suggestion = Suggestion.closest(to: target.value, in: names.controllers.sorted())
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            diagnostics.append(
                Diagnostic(
                    .warning, .unknownDescendant,
                    "no controller is named '\(target.value)', so this message to a descendant is never "
                        + "handled\(hint)",
                    at: target.range, suggestion: suggestion))
        }
        return diagnostics
    }
}
