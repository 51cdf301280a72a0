/// `<navigationItem>`: the title, prompt and bar buttons a controller shows in a navigation bar.
final class NavigationItem: RuntimeObject {
    var title: String?
    var prompt: String?
    var titleView: View?
    var hidesBackButton = false
    var leftItemsSupplementBackButton = false
    var leftItems: [BarButtonItem] = []
    var rightItems: [BarButtonItem] = []
    /// What the back button shows on the screen pushed above this one.
    var backItem: BarButtonItem?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        title = parameters.text("title")
        prompt = parameters.text("prompt")
        titleView = parameters.object("titleView")
        hidesBackButton = parameters.bool("hidesBackButton") ?? false
        leftItemsSupplementBackButton = parameters.bool("leftItemsSupplementBackButton") ?? false
        leftItems = parameters.objects("leftBarButtonItem") + parameters.objects("leftBarButtonItems")
        rightItems = parameters.objects("rightBarButtonItem") + parameters.objects("rightBarButtonItems")
        backItem = try Self.backItem(parameters, owner: self)
    }

    /// A back item written as text or an image is shorthand for a plain item with that title or image.
    private static func backItem(_ parameters: Parameters, owner: NavigationItem) throws(RuntimeIssue) -> BarButtonItem?
    {
        guard let value = parameters.values("backBarButtonItem").first else { return nil }
        if let item = value.object(as: BarButtonItem.self) { return item }
        let item = BarButtonItem(element: owner.element, context: owner.context)
        if case .data(.image(let image)) = value {
            item.adopt(title: nil, image: image)
        } else {
            item.adopt(title: value.text, image: nil)
        }
        return item
    }
}
