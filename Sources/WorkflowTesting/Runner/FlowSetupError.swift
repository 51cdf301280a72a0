/// Why a flow could not start: its schema is missing, unreadable or has errors.
struct FlowSetupError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
