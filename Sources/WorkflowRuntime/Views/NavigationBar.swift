/// `<navigationBar>`: a stand-alone navigation bar showing the last of its items.
final class NavigationBar: View {
    var items: [NavigationItem] = []

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        items = parameters.objects("items")
    }
}
