/// `<tabBarItem>`: the title, image and badge a controller shows in a tab bar.
final class TabBarItem: RuntimeObject {
    var title: String?
    var image: ImageValue?
    var badgeValue: String?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        title = parameters.text("title")
        image = parameters.image("image")
        badgeValue = parameters.text("badgeValue")
    }
}
