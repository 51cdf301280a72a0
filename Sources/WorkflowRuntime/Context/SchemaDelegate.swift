/// Told about every object made in a context that names it (forms collect inputs this way).
protocol SchemaDelegate: AnyObject {
    /// An object was made.
    func didCreate(_ object: RuntimeObject)
}
