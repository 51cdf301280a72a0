/// `<container>`: views (and hosted controllers) laid out one below the other, or centred.
final class ContainerView: View {
    /// The members in order: views and controllers.
    private(set) var members: [RuntimeObject] = []
    var layout = "vertical"
    var numberOfColumns: Int?
    var rightAlignsLastColumn = false

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        members = parameters.values("views").compactMap { value -> RuntimeObject? in
            value.object(as: View.self) ?? value.object(as: Controller.self)
        }
        for case let controller as Controller in members { controller.parent = context.containerController }
        layout = parameters.text("layout") ?? "vertical"
        numberOfColumns = parameters.integer("numberOfColumns")
        rightAlignsLastColumn = parameters.bool("rightAlignLastColumn") ?? false
    }

    /// How the members are laid out when in columns: `columns-N` (members row by row, each column as
    /// wide as its widest member, the last filling the rest), `-right` when its members align right.
    var columnsVariant: String? {
        guard let numberOfColumns, numberOfColumns > 1 else { return nil }
        let columns = min(numberOfColumns, Self.maximumColumns)
        return "columns-\(columns)" + (rightAlignsLastColumn ? "-right" : "")
    }

    /// The most columns a container is laid out in.
    static let maximumColumns = 6

    override var subviews: [View] { members.compactMap { $0 as? View } }

    override func hostedControllers(visibleOnly: Bool) -> [Controller] {
        guard !(visibleOnly && isHidden) else { return [] }
        return members.flatMap { member -> [Controller] in
            switch member {
            case let controller as Controller: [controller]
            case let view as View: view.hostedControllers(visibleOnly: visibleOnly)
            default: []
            }
        }
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .container
        element.variant = columnsVariant
        element.children = members.compactMap { member -> SnapshotElement? in
            switch member {
            case let controller as Controller: snapshot.element(for: controller)
            case let view as View: snapshot.element(for: view)
            default: nil
            }
        }
    }
}
