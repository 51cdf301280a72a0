/// An image named in a schema, resolved (when an asset provider is set) to a file.
public struct ImageValue: Sendable, Hashable, Codable {
    /// The name used in the schema, such as `first`.
    public var name: String
    /// The image's accessibility label; buttons and bar items use it as their label.
    public var accessibilityLabel: String?
    /// The file that holds the image (`name.png`, else the first other scale found), when an asset folder resolved it.
    public var path: String?

    /// Creates an image value.
    public init(name: String, accessibilityLabel: String? = nil, path: String? = nil) {
        self.name = name
        self.accessibilityLabel = accessibilityLabel
        self.path = path
    }
}
