/// The HTML elements an application's view may write (``HTMLViewWriter``): text-level and
/// grouping elements only. Controls are written by the writer itself (``HTMLViewWriter/tapButton(for:_:content:)``),
/// so that every one posts its event as the page's own controls do.
public enum HTMLViewTag: String, Sendable, CaseIterable {
    case div, span, p, ul, ol, li, strong, em, small, fieldset, legend, figure, figcaption
}
