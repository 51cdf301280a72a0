extension Array where Element == Diagnostic {
    /// The diagnostics sorted by where they start, those at one place kept in their order.
    public func inDocumentOrder() -> [Diagnostic] {
        enumerated().sorted {
            ($0.element.range.start.offset, $0.offset) < ($1.element.range.start.offset, $1.offset)
        }.map(\.element)
    }
}
