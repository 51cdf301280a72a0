/// A link of the delegate chain: receives messages and errors from the contexts it made.
protocol ContextDelegate: AnyObject {
    /// Handles or forwards a message; whether it was accepted (then it must be answered, maybe later).
    func receive(_ message: Message) -> Bool
    /// Handles or forwards an error.
    func receive(_ issue: RuntimeIssue)
}
