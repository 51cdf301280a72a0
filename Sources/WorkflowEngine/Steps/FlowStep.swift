/// A typed step: its intent hands out a `FlowStepHandler` that gets the step's content and completes the step.
///
/// Each start runs the intent again. The handler is attached after the content is pushed to it, so a
/// completion made inside the intent is delivered once the handler is attached. Content set while the handler
/// is live reaches it at once, so a later step can update an earlier screen in place.
@MainActor
public final class FlowStep<Content, Result>: FlowRunnable {
    /// The function that starts the step: it shows a screen or starts work, and returns the handler.
    public typealias Intent = @MainActor (FlowStep<Content, Result>) -> FlowStepHandler<Content, Result>

    /// The name reported in `FlowEvent`s.
    public let identifier: String

    /// The step's input; delivered when the step starts and forwarded to the live handler whenever it changes.
    public var content: Content? {
        didSet { handler?.receive(content) }
    }

    /// The handler of the latest start, while its owner keeps it alive.
    private weak var handler: FlowStepHandler<Content, Result>?

    /// Runs on every start.
    private let intent: Intent

    /// Creates a step named `identifier` with optional initial `content`, started by `intent`.
    public init(identifier: String, content: Content? = nil, intent: @escaping Intent) {
        self.identifier = identifier
        self.content = content
        self.intent = intent
    }

    /// Runs the intent, pushes the content to the handler it returns, then attaches the handler to `context`.
    public func begin(in context: FlowContext<Result>) {
        handler = nil
        let handler = intent(self)
        self.handler = handler
        handler.receive(content)
        handler.attach { result in context.complete(result) }
    }
}
