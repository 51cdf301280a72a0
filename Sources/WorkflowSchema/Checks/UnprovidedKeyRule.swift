/// Warns about a `keyPath` proxy whose key nothing in the flow provides, so it always falls back
/// to its default (`WFS0507`).
///
/// The keys come from ``ProvidedKeys``, in this schema and in `keysFromOtherFiles` (the files
/// that load it or that it loads; see ``LinkedSchemaFiles``). Proxies whose data comes from outside
/// are not judged: inside a `sendMessage` to the root delegate's results or a `runGraph`'s
/// outcomes (a reply may bring any key), and inside the template of a proxy without `valueName`
/// (the keys are the data's own). Inside a template with `valueName`, the only key is that name.
public struct UnprovidedKeyRule: SchemaRule {
    /// Keys provided by the other files of the flow; nil when they cannot be known (a value stored
    /// under a name only run time knows), and then only templates are judged.
    public var keysFromOtherFiles: Set<String>?

    /// Creates the rule.
    public init(keysFromOtherFiles: Set<String>? = []) {
        self.keysFromOtherFiles = keysFromOtherFiles
    }

    /// Where a proxy is made, as far as its keys go.
    private enum Scope {
        /// In the flow's contexts: any provided key.
        case flow
        /// In a template made with `valueName`: only that key.
        case template(valueName: String)
        /// In data from outside (a root delegate's reply, a template's elements): not judged.
        case outside
    }

    public func check(_ schema: Schema, registry: TagRegistry) -> [Diagnostic] {
        guard let root = schema.object else { return [] }
        let own = ProvidedKeys.knownKeys(in: schema, registry: registry)
        let keys = own.flatMap { own in keysFromOtherFiles.map { own.union($0) } }
        var diagnostics: [Diagnostic] = []
        walk(root, scope: .flow, keys: keys, into: &diagnostics)
        return diagnostics
    }

    /// `keys` is nil when the flow's keys cannot be known: only templates with `valueName` are judged.
    private func walk(_ element: SchemaElement, scope: Scope, keys: Set<String>?, into diagnostics: inout [Diagnostic])
    {
        var inner = scope
        // A controller or action inside a template reads its own contexts when it runs.
        if case .template = scope, element.type.isSubtype(of: .controller) || element.type.isSubtype(of: .action) {
            inner = .flow
        }
        switch element.role {
        case .object:
            break
        case .proxy(let proxy):
            if let problem = problem(with: proxy, at: element, scope: scope, keys: keys) {
                diagnostics.append(problem)
            }
            for value in proxy.defaultValues { walk(value, scope: inner, keys: keys, into: &diagnostics) }
            let templateScope = proxy.valueName.map { Scope.template(valueName: $0) } ?? .outside
            for value in proxy.template ?? [] { walk(value, scope: templateScope, keys: keys, into: &diagnostics) }
        case .conditional(let conditional):
            let condition = conditional.condition.map { [SchemaValue.element($0)] } ?? []
            let values = conditional.successValues + conditional.failureValues + condition
            for value in values { walk(value, scope: inner, keys: keys, into: &diagnostics) }
        }
        let repliesComeFromOutside = Self.repliesComeFromOutside(element)
        for parameter in element.parameters {
            let parameterScope = repliesComeFromOutside && parameter.name == "actions" ? .outside : inner
            for value in parameter.values { walk(value, scope: parameterScope, keys: keys, into: &diagnostics) }
        }
    }

    private func walk(_ value: SchemaValue, scope: Scope, keys: Set<String>?, into diagnostics: inout [Diagnostic]) {
        if let element = value.element { walk(element, scope: scope, keys: keys, into: &diagnostics) }
    }

    /// Whether the element's result actions run with a reply from outside the schema.
    private static func repliesComeFromOutside(_ element: SchemaElement) -> Bool {
        switch element.tag {
        case "runGraph":
            return true
        case "sendMessage":
            // Only a message to the controller itself or a descendant is answered inside the
            // schema for sure: one to the creator may reach the root delegate (from the root
            // controller, or through a controller that forwards every message).
            guard let message = element[parameter: "message"]?.value else { return true }
            let destination = SentMessage(message).destination
            return destination != "self" && destination != "descendant"
        default:
            return false
        }
    }

    private func problem(
        with proxy: SchemaProxy, at element: SchemaElement, scope: Scope, keys: Set<String>?
    ) -> Diagnostic? {
        let key = String(proxy.keyPath.prefix { $0 != "." })
        let fallback = proxy.defaultValues.isEmpty ? "nothing" : "its default"
        switch scope {
        case .outside:
            return nil
        case .template(let valueName):
            guard key != valueName else { return nil }
            return Diagnostic(
                .warning, .unprovidedKey,
                "inside this template the only key is '\(valueName)' (the valueName of the proxy that makes it), "
                    + "so keyPath '\(proxy.keyPath)' always gives \(fallback)",
                at: element.range, suggestion: valueName)
        case .flow:
            guard let keys, !keys.contains(key) else { return nil }
            let suggestion = Suggestion.closest(to: key, in: keys.sorted())
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return Diagnostic(
                .warning, .unprovidedKey,
                "no stored value, form input or runtime answer of this flow is named '\(key)', "
                    + "so unless a root delegate's reply brings it, keyPath '\(proxy.keyPath)' "
                    + "gives \(fallback)\(hint)",
                at: element.range, suggestion: suggestion)
        }
    }
}
