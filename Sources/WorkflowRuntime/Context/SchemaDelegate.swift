/// Told about every object made in a context that names it (forms collect inputs this way).
protocol SchemaDelegate: AnyObject {
    /// An object was made and is about to read its parameters, which makes the objects inside
    /// them: so this comes in document order (a tag before the tags inside it).
    func willConfigure(_ object: RuntimeObject)

    /// An object was made and configured (after the objects inside its parameters).
    func didCreate(_ object: RuntimeObject)
}
