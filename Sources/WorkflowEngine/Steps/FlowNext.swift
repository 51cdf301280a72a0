/// What a flow does after one completion of one of its steps, chosen by that step's route each time.
public struct FlowNext<Result> {
    /// The three choices.
    enum Choice {
        /// Start this step (with its own route, if the flow has one).
        case start(any FlowRunnable)
        /// Start nothing; the flow waits for further completions.
        case stay
        /// Complete the flow itself into its parent.
        case finish(Result)
    }

    /// The choice made.
    let choice: Choice

    /// Starts `step` next.
    public static func start(_ step: any FlowRunnable) -> FlowNext {
        FlowNext(choice: .start(step))
    }

    /// Starts nothing; steps still live (a screen) may complete again later.
    public static var stay: FlowNext {
        FlowNext(choice: .stay)
    }

    /// Completes the enclosing flow with `result`, into its parent.
    public static func finish(_ result: Result) -> FlowNext {
        FlowNext(choice: .finish(result))
    }
}
