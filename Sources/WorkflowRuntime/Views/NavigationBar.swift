/// `<navigationBar>`: a stand-alone navigation bar showing the last of its items.
final class NavigationBar: View {
    var items: [NavigationItem] = []

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        items = parameters.objects("items")
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .navigationBar
        let item = items.last
        element.text = item?.title
        element.detail = item?.prompt
        element.children = ((item?.leftItems ?? []) + (item?.rightItems ?? [])).map(snapshot.element(for:))
    }
}
