/// A root delegate that leaves everything to the session.
public struct DefaultRootDelegate: RootDelegate {
    /// Creates the delegate.
    public init() {}
}
