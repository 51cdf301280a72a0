/// What is on screen, as a value: renderers draw it, tests assert on it, it travels as JSON.
///
/// The window holds the root controller's tree; controllers presented modally follow it,
/// and an alert or action sheet comes last. Only the last layer takes events.
public struct Snapshot: Sendable, Hashable, Codable {
    /// The window: its children are the layers, bottom first.
    public var window: SnapshotElement
    /// Whether a reply from the root delegate (a `loadSchema`, an API call) is still awaited.
    public var isWaiting: Bool

    /// Creates a snapshot.
    public init(window: SnapshotElement, isWaiting: Bool = false) {
        self.window = window
        self.isWaiting = isWaiting
    }

    /// The alert or action sheet on screen, if any.
    public var alert: SnapshotElement? {
        window.children.last.flatMap { $0.kind == .alert || $0.kind == .actionSheet ? $0 : nil }
    }

    /// The layer that takes events: the alert, else the last presented controller, else the root.
    public var activeLayer: SnapshotElement? { window.children.last }

    /// The visible elements of the active layer, depth first.
    public var activeElements: [SnapshotElement] { activeLayer?.visibleElements ?? [] }

    /// The title at the top of the active controller layer: its innermost navigation bar, else its innermost screen.
    public var title: String? {
        guard let layer = window.children.last(where: { $0.kind != .alert && $0.kind != .actionSheet }) else {
            return nil
        }
        // The last navigation bar and the last screen in document order, found without copying elements.
        var barTitle: String??
        var screenTitle: String??
        layer.forEachVisible { element in
            switch element.kind {
            case .navigationBar: barTitle = .some(element.text)
            case .screen, .form: screenTitle = .some(element.text)
            default: break
            }
        }
        return barTitle ?? screenTitle ?? nil
    }

    /// The element with `id`, anywhere.
    public func element(_ id: ElementID) -> SnapshotElement? {
        var pending = [window]
        while let element = pending.popLast() {
            if element.id == id { return element }
            pending.append(contentsOf: element.children)
        }
        return nil
    }
}
