extension SchemaElement {
    /// Calls `body` with this element and every element inside it, in document order, looking
    /// inside proxies' templates and defaults and both sides of conditionals.
    public func forEachElement(_ body: (SchemaElement) -> Void) {
        SchemaTreeWalk(root: self).forEach { body($0.element) }
    }
}
