/// `<tableSection>`: cells under an optional header title and footer title (ORIGINALS 1.6.3).
final class TableSection: RuntimeObject {
    var headerTitle: String?
    var footerTitle: String?
    private(set) var cells: [TableCell] = []

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        headerTitle = parameters.text("headerTitle")
        footerTitle = parameters.text("footerTitle")
        cells = parameters.objects("cells")
    }

    /// The section in the snapshot: the header title as text, the footer title as detail, the cells inside.
    func snapshotElement(in snapshot: SnapshotBuilder) -> SnapshotElement {
        SnapshotElement(
            id: id, kind: .tableSection, name: name, text: headerTitle, detail: footerTitle,
            styleNames: element.styleNames, children: cells.map(snapshot.element(for:)))
    }
}
