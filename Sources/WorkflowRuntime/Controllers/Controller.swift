import WorkflowSchema

/// A controller: a link of the delegate chain that performs actions named like the messages it gets.
public class Controller: RuntimeObject, ContextDelegate {
    /// The title shown in navigation bars and tabs.
    public internal(set) var title: String?
    var hidesBottomBarWhenPushed = false
    var tabBarItem: TabBarItem?
    var toolbarItems: [BarButtonItem] = []
    var actions: [Action] = []
    var shouldForwardAllMessages = false
    /// Values written by `storeValue`; they win in parameter contexts and lose in action contexts.
    public internal(set) var storedValues: [String: WorkflowValue] = [:]
    /// The container that holds it (tabs, navigation, or the controller whose view hosts it).
    weak var parent: Controller?
    private(set) var isViewLoaded = false
    private var navigationItemParameter: LazyParameter?
    private var madeNavigationItem: NavigationItem??

    /// The next link of the chain: `context.delegate`, which never changes. Kept apart for the
    /// climb of root-delegate messages, since reading a weak link inside `context` from outside
    /// copies the whole context first (four weak references and a dictionary).
    private(set) weak var nextLink: (any ContextDelegate)?

    public required init(element: SchemaElement, context: WorkflowContext) {
        nextLink = context.delegate
        super.init(element: element, context: context)
    }

    /// Whether `viewDidLoad`… actions are performed (tabs, navigation and screen; not form or table).
    var performsLifecycleActions: Bool { true }

    override func parameterContext() -> WorkflowContext {
        var context = context.adding(storedValues)
        context.delegate = self
        return context
    }

    public override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        title = parameters.text("title")
        hidesBottomBarWhenPushed = parameters.bool("hidesBottomBarWhenPushed") ?? false
        tabBarItem = parameters.object("tabBarItem")
        toolbarItems = parameters.objects("toolbarItems")
        actions = parameters.objects("actions")
        shouldForwardAllMessages = parameters.bool("shouldForwardAllMessages") ?? false
        navigationItemParameter = parameters.deferred("navigationItem")
    }

    /// The navigation item, made the first time it is needed, in the parameter context of that moment.
    var navigationItem: NavigationItem? {
        if let made = madeNavigationItem { return made }
        var item: NavigationItem?
        do {
            item = try navigationItemParameter?.make(in: parameterContext()).lazy.compactMap {
                $0.object(as: NavigationItem.self)
            }.first
        } catch {
            reportError(error.message, code: error.code)
        }
        madeNavigationItem = .some(item)
        return item
    }

    /// The title a navigation bar shows: the controller's title beats its navigation item's.
    var displayTitle: String? { title ?? navigationItem?.title }

    /// The views at the top of this controller's own view tree (for `showViews`, `updateViews`…).
    var rootViews: [View] { [] }

    /// The child controllers, for `descendant` messages (all of them, shown or not).
    var childControllers: [Controller] { [] }

    /// The children on screen now, for lifecycle events and the snapshot.
    var visibleChildren: [Controller] { [] }

    /// The nearest navigation controller holding this one (itself, if it is one).
    var navigationController: NavigationController? {
        var current: Controller? = self
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// Describes the controller in the snapshot: kind, text and children.
    func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.text = displayTitle
    }

    /// Builds the view on first display; screens and forms make their lazy `view` here.
    func loadView() {}

    /// Makes what the view will show before the controller is pushed or presented, throwing
    /// when a run-time limit refuses it (a template too large), so that nothing is shown.
    func prepareView() throws(RuntimeIssue) {}

    func ensureViewLoaded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        context.didChange(.controllers)
        loadView()
        performLifecycle(.viewDidLoad)
    }

    func performLifecycle(_ event: LifecycleEvent) {
        guard performsLifecycleActions else { return }
        _ = performAction(named: event.rawValue, context: context, reportsUnhandled: false)
    }

    // MARK: Messages

    func receive(_ message: Message) -> Bool {
        if message.destination == .rootDelegate || shouldForwardAllMessages {
            return context.send(message)
        }
        message.respond(performAction(named: message.name, context: message.context, reportsUnhandled: true))
        return true
    }

    func receive(_ issue: RuntimeIssue) {
        context.report(issue)
    }

    /// The context actions run in: stored values under the incoming `userInfo`, this controller as delegate.
    ///
    /// Controllers that actions make (pushed, presented) are not inside this one's views: they
    /// get no container controller and no form to register their inputs with.
    func actionContext(from context: WorkflowContext) -> WorkflowContext {
        var actionContext = context
        actionContext.userInfo = storedValues.merging(context.userInfo) { _, incoming in incoming }
        actionContext.delegate = self
        actionContext.containerController = nil
        actionContext.schemaDelegate = nil
        return actionContext
    }

    /// Performs the first action named `name`, or the first unnamed one (a wildcard).
    func performAction(named name: String, context: WorkflowContext, reportsUnhandled: Bool) -> ActionResult? {
        guard let action = actions.first(where: { $0.name == nil || $0.name == name }) else {
            if reportsUnhandled {
                var sender = ""
                if let object = context.actionSender {
                    let place = SourceLocation.place(path: nil, location: object.element.range.start)
                    sender = " (sent by <\(object.element.tag)> at \(place))"
                }
                context.services.report(
                    issue(
                        "<\(element.tag)> has no action named '\(name)'\(sender); the message was not handled",
                        severity: .warning, code: .unhandledMessage))
            }
            return nil
        }
        context.didChange(.content)
        return action.perform(for: self, context: actionContext(from: context))
    }

    /// Merges values into the stored values (`storeValue`).
    public func store(_ values: [String: WorkflowValue]) {
        storedValues.merge(values) { _, new in new }
        context.didChange(.controllers)
        storedValuesDidChange()
    }

    /// Invalidates what was made from stored values (tables re-make their sections).
    func storedValuesDidChange() {}
}
