/// `<toolbar>`: a row of bar button items.
final class Toolbar: View {
    var items: [BarButtonItem] = []

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        items = parameters.objects("items")
    }
}
