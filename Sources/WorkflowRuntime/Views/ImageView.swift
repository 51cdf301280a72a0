/// `<imageView>`: an image from the asset folder.
final class ImageView: View {
    var image: ImageValue?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        if let image = parameters.image("image") {
            self.image = image
        } else if let name = parameters.text("imageName") {
            if let assets = context.services.assets {
                guard let found = assets.image(named: name) else {
                    throw issue("cannot find image named '\(name)' in the asset folder", code: .imageNotFound)
                }
                image = found
            } else {
                image = ImageValue(name: name)
            }
        } else {
            throw issue("image views must have an image", code: .missingValue)
        }
        if accessibilityLabel == nil { accessibilityLabel = image?.accessibilityLabel }
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .image
        element.image = image?.name
    }
}
