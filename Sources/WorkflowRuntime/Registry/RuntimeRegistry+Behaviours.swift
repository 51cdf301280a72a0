import WorkflowSchema

extension RuntimeRegistry {
    /// An error for each element of `schema` whose tag has no run-time behaviour here, so a host
    /// refuses such a schema when it loads it rather than when a person reaches the element.
    ///
    /// Abstract tags are skipped where they are proxies (they only stand for a proxied value).
    public func behaviourDiagnostics(for schema: Schema) -> [Diagnostic] {
        guard let root = schema.object else { return [] }
        var diagnostics: [Diagnostic] = []
        root.forEachElement { element in
            guard behaviour(of: element.tag) == nil else { return }
            if case .proxy = element.role, tags[element.tag]?.isAbstract == true { return }
            let known = tags[element.tag] != nil
            let message =
                known
                ? "<\(element.tag)> is registered for the loader but has no run-time behaviour, so it cannot run; "
                    + "register it with RuntimeRegistry.register(_:object:) (or value:) instead of TagRegistry.register"
                : "<\(element.tag)> is not a tag this host can run; it has no run-time behaviour in its RuntimeRegistry"
            diagnostics.append(Diagnostic(.error, .tagWithoutBehaviour, message, at: element.range))
        }
        return diagnostics
    }
}
