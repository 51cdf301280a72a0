/// Warns about actions that can never run because an action without a name comes before them
/// in the same list: the unnamed action takes every message (and every result) first (`WFS0501`).
///
/// Applies to a controller's `<actions>` and to the child actions of `<sendMessage>`, which
/// are chosen the same way.
public struct WildcardShadowRule: SchemaRule {
    /// Creates the rule.
    public init() {}

    public func check(_ schema: Schema, registry: TagRegistry) -> [Diagnostic] {
        guard let root = schema.object else { return [] }
        var diagnostics: [Diagnostic] = []
        SchemaTreeWalk(root: root).forEach { visit in
            let element = visit.element
            guard !element.isDynamic, element.type.isSubtype(of: .controller) || element.tag == "sendMessage",
                let actions = element[parameter: "actions"]?.values
            else { return }
            let listed = actions.compactMap(\.element)
            guard let wildcard = listed.firstIndex(where: { !$0.isDynamic && $0.name == nil }) else { return }
            let taker = listed[wildcard]
            for shadowed in listed[(wildcard + 1)...] {
                let what = shadowed.name.map { "the action '\($0)'" } ?? "this <\(shadowed.tag)>"
                diagnostics.append(
                    Diagnostic(
                        .warning, .shadowedAction,
                        "\(what) never runs: the <\(taker.tag)> without a name before it takes every "
                            + "\(element.tag == "sendMessage" ? "result" : "message") first; name that one, or move it last",
                        at: shadowed.range, notes: [DiagnosticNote("the action without a name", at: taker.range)]))
            }
        }
        return diagnostics
    }
}
