/// Visits every element of a schema in document order with what encloses it, looking inside
/// proxies' templates and defaults and both sides of conditionals.
struct SchemaTreeWalk {
    /// One element, the controller elements that enclose it, and every element that encloses it
    /// (outermost first; neither list holds the element itself).
    struct Visit {
        let element: SchemaElement
        let controllers: [SchemaElement]
        let ancestors: [SchemaElement]
    }

    let root: SchemaElement

    func forEach(_ body: (Visit) -> Void) {
        visit(root, controllers: [], ancestors: [], body)
    }

    private func visit(
        _ element: SchemaElement, controllers: [SchemaElement], ancestors: [SchemaElement], _ body: (Visit) -> Void
    ) {
        body(Visit(element: element, controllers: controllers, ancestors: ancestors))
        let isController = element.type.isSubtype(of: .controller) && !element.isDynamic
        let inner = isController ? controllers + [element] : controllers
        let path = ancestors + [element]
        for value in Self.values(inside: element) {
            if let child = value.element { visit(child, controllers: inner, ancestors: path, body) }
        }
    }

    /// The values an element holds: its parameters' and, for proxies and conditionals, the ones they may make.
    static func values(inside element: SchemaElement) -> [SchemaValue] {
        var values = element.parameters.flatMap(\.values)
        switch element.role {
        case .object: break
        case .proxy(let proxy): values += proxy.defaultValues + (proxy.template ?? [])
        case .conditional(let conditional):
            values += conditional.successValues + conditional.failureValues
            if let condition = conditional.condition { values.append(.element(condition)) }
        }
        return values
    }
}
