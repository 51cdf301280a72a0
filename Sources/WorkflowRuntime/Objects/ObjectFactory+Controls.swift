extension ObjectFactory {
    /// Segmented controls, updateViews and the other remaining tags.
    static let controls: [String: RuntimeObject.Type] = [:]
}
