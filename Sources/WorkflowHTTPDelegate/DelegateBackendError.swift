/// Why a backend cannot be used as given (`wfs serve --delegate`): an address or a deadline that is wrong.
public struct DelegateBackendError: Error, Sendable, CustomStringConvertible {
    /// What is wrong, as a sentence without its full stop.
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
