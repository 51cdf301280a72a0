import Foundation
import WorkflowSchema

/// What the session does for the objects it made: the narrow view of the session's core that a
/// `WorkflowContext` carries, so no object reaches the core's state.
protocol RuntimeServices: AnyObject {
    /// The tags and their behaviour.
    var registry: RuntimeRegistry { get }
    /// Images and `.strings` tables, if the session has them.
    var assets: AssetFolder? { get }
    /// The session's run-time bounds.
    var limits: RuntimeLimits { get }
    /// Counts the changes to what is on screen.
    var changes: ChangeTracker { get }
    /// The input that has the keyboard focus.
    var focusedInput: FormInput? { get set }
    /// The time of the current turn (a replayed journal gives the time it was recorded at).
    var now: Date { get }
    /// How many controllers are pushed and presented (for `maximumStackDepth`).
    var stackedControllerCount: Int { get }

    /// A new id for an object made from `tag`.
    func nextID(for tag: String) -> ElementID
    /// Makes one schema value in a context.
    func make(_ value: SchemaValue, in context: WorkflowContext) throws(RuntimeIssue) -> [LiveValue]
    /// Makes the values of one parameter of `element` (the first proxy candidate that gives a value wins).
    func make(
        _ parameter: SchemaParameter, of element: SchemaElement, in context: WorkflowContext
    ) throws(RuntimeIssue) -> [LiveValue]
    /// Makes the controller of a loaded schema.
    func makeObject(of schema: Schema, in context: WorkflowContext) throws(RuntimeIssue) -> LiveValue
    /// Hands a message to a link of the delegate chain, within the turn's guards.
    func dispatch(_ message: Message, to delegate: any ContextDelegate) -> Bool
    /// Tells observers (and, for errors, the root delegate) about an issue.
    func report(_ issue: RuntimeIssue)
    /// Queues an alert or action sheet.
    func show(_ alert: AlertModel)
    /// Presents a controller modally.
    func present(_ controller: Controller, from presenter: Controller)
    /// Dismisses what `controller` presented or is presented in; whether there was one.
    func dismiss(for controller: Controller) -> Bool
    /// Starts a `<runGraph>` run.
    func startGraph(_ plan: GraphPlan, named name: String, message: Message, anchor: RuntimeIssue) throws(GraphRunError)
    /// Cancels a graph run, if one of that name is running.
    func cancelGraph(named name: String)
}
