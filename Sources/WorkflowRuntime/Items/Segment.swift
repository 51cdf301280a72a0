/// `<segment>`: one segment of a segmented control, with a title or an image and a message.
///
/// The image wins over the title (the segment shows one or the other); the image's
/// accessibility label becomes the segment's label. `enabled` is respected (the original
/// forced it back on after reading the parameters).
final class Segment: RuntimeObject {
    var title: String?
    var image: ImageValue?
    var accessibilityLabel: String?
    var isEnabled = true
    private(set) var message: LazyParameter?
    /// The control the segment belongs to.
    weak var control: SegmentedControl?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        title = parameters.text("title")
        image = parameters.image("image")
        message = parameters.deferred("message")
        isEnabled = parameters.bool("enabled") ?? true
        accessibilityLabel = parameters.text("accessibilityLabel") ?? image?.accessibilityLabel
    }

    /// What the segment shows as text: its title, unless it shows an image.
    var displayTitle: String? { image == nil ? title : nil }

    /// A tap on the segment: its control selects it.
    func choose() throws(EventError) {
        guard let control else { throw EventError("\(id) is not in a segmented control") }
        guard let index = control.segments.firstIndex(where: { $0 === self }) else {
            throw EventError("\(id) is no longer in its segmented control")
        }
        try control.select(index)
    }

    /// The segment in the snapshot, inside its control's element.
    func element(isSelected: Bool, snapshot: SnapshotBuilder) -> SnapshotElement {
        snapshot.record(id, as: .object(self))
        return SnapshotElement(
            id: id, kind: .segment, name: name, text: displayTitle, label: accessibilityLabel, image: image?.name,
            styleNames: element.styleNames, isEnabled: isEnabled, isSelected: isSelected)
    }
}
