/// A child of an element: another element or a text run.
public enum MarkupNode: Hashable, Sendable {
    /// A child element.
    case element(MarkupElement)
    /// A text run.
    case text(MarkupText)
}
