/// `<toolbar>`: a row of bar button items.
final class Toolbar: View {
    var items: [BarButtonItem] = []

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        items = parameters.objects("items")
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .toolbar
        element.children = items.map(snapshot.element(for:))
    }
}
