import WorkflowRuntime
import WorkflowSchema
import WorkflowWeb

/// `<rating>`, whole: a form input of stars (``RatingView``) whose elements are kind `rating`,
/// drawn on the page as a radio group of star buttons, each a 44-pixel target for touch, a tab
/// stop for the keyboard (the arrow keys move along the group) and a radio for screen readers.
public struct RatingTag: HTMLView {
    /// The kind of a rating in snapshots and the JSON API.
    public static let kind = ElementKind("rating")

    public init() {}

    public let descriptor = TagDescriptor.formInput(
        "rating", summary: "A row of stars to score something from 1 to maximum; a form input.",
        parameters: [.number("value"), .number("maximum")])

    public var behaviour: TagBehaviour { .object(RatingView.self) }

    public var elementKind: ElementKind? { Self.kind }

    /// A radio group; each star a radio button that taps the star, the chosen one checked.
    public func draw(_ element: SnapshotElement, with writer: inout HTMLViewWriter) {
        writer.root(.div, of: element, [.role("radiogroup"), .aria("label", element.label ?? "Rating")]) { stars in
            for star in element.children {
                stars.tapButton(for: star, [.role("radio"), .aria("checked", "\(star.isSelected)"), .classes("star")]) {
                    $0.text(star.text ?? "")
                }
            }
        }
    }

    public let stylesheet = """
        .wfs-rating { display: flex; gap: 2px; padding: 0 2px; }
        .wfs-rating .star {
          flex: 0 0 auto; min-width: 44px; min-height: 44px; padding: 0; border: 0; border-radius: 10px;
          background: transparent; color: var(--wfs-tint); font-size: 30px; font-weight: 400; line-height: 1;
        }
        .wfs-rating .star:hover { background: var(--wfs-hover); }
        .wfs-rating .star:focus-visible { outline: 3px solid var(--wfs-tint); outline-offset: -3px; }
        """
}
