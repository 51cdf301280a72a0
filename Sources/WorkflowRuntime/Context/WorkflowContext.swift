import Foundation
import WorkflowSchema

/// The context an object is made in and a message travels with (ORIGINALS 1.8).
///
/// It carries the data bag (`userInfo`) and the links of the delegate chain. Copies are
/// cheap; the links are weak, so a context never keeps a controller alive.
public struct WorkflowContext {
    /// The data bag.
    public var userInfo: [String: WorkflowValue]
    /// The next link of the delegate chain: the nearest enclosing controller, or the session.
    weak var delegate: (any ContextDelegate)?
    /// The view or item that triggered the message.
    weak var actionSender: RuntimeObject?
    /// The controller that adopts controllers hosted in views.
    weak var containerController: Controller?
    /// Told about every object made in this context (forms collect their inputs this way).
    weak var schemaDelegate: (any SchemaDelegate)?
    /// The schema file and locale the objects come from.
    var origin: SchemaOrigin
    /// How many loaded schemas the objects are made inside (a schema that loads itself stops).
    var schemaNesting = 0
    /// What the session does for the objects made in this context.
    unowned let services: any RuntimeServices

    init(
        services: any RuntimeServices, delegate: (any ContextDelegate)?, origin: SchemaOrigin,
        userInfo: [String: WorkflowValue] = [:]
    ) {
        self.services = services
        self.delegate = delegate
        self.origin = origin
        self.userInfo = userInfo
    }

    /// Sends a message to the delegate; whether some link accepted it.
    func send(_ message: Message) -> Bool {
        guard let delegate else { return false }
        return services.dispatch(message, to: delegate)
    }

    /// Sends an error up the chain to the root delegate's error channel.
    public func report(_ issue: RuntimeIssue) {
        if let delegate {
            delegate.receive(issue)
        } else {
            services.report(issue)
        }
    }

    /// Tells the session that something on screen changed, so its snapshot and lifecycle look again.
    func didChange(_ change: ChangeTracker.Change) {
        services.changes.didChange(change)
    }

    /// A copy whose `userInfo` has `values` added (the new values win).
    public func adding(_ values: [String: WorkflowValue]) -> WorkflowContext {
        var copy = self
        copy.userInfo.merge(values) { _, new in new }
        return copy
    }

    /// A copy with a different `userInfo`.
    func replacingUserInfo(_ values: [String: WorkflowValue]) -> WorkflowContext {
        var copy = self
        copy.userInfo = values
        return copy
    }
}
