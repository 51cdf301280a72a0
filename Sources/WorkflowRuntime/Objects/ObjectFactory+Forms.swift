extension ObjectFactory {
    /// Form inputs, triggers and the form accessory view.
    static let forms: [String: RuntimeObject.Type] = [:]
}
