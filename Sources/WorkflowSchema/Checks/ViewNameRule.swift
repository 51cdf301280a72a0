/// Warns about a view name in `<showViews>`, `<hideViews>` or `<updateViews>` that no view of the
/// schema has, so the action changes nothing (`WFS0503`).
///
/// Not judged when the schema has views that come from outside it (a proxy without a template).
public struct ViewNameRule: SchemaRule {
    /// The actions that name views.
    static let tags: Set<String> = ["showViews", "hideViews", "updateViews"]

    /// Creates the rule.
    public init() {}

    public func check(_ schema: Schema, registry: TagRegistry) -> [Diagnostic] {
        guard let root = schema.object else { return [] }
        let names = SchemaNames(root)
        guard !names.hasUnknownViews else { return [] }
        var diagnostics: [Diagnostic] = []
        SchemaTreeWalk(root: root).forEach { visit in
            let action = visit.element
            guard Self.tags.contains(action.tag), !action.isDynamic else { return }
            for value in action[parameter: "viewNames"]?.values ?? [] {
                guard case .text(let name) = value, !names.views.contains(name.value) else { continue }
                let suggestion = Suggestion.closest(to: name.value, in: names.views.sorted())
                let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
                diagnostics.append(
                    Diagnostic(
                        .warning, .unknownViewName,
                        "no view is named '\(name.value)', so <\(action.tag)> changes nothing there\(hint)",
                        at: name.range, suggestion: suggestion))
            }
        }
        return diagnostics
    }
}
