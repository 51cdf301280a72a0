/// `<screen>`: one screen, whose view (or child controller) is made when it is first shown.
class ScreenController: Controller {
    private var viewParameter: LazyParameter?
    /// The view or child controller the screen shows, once loaded.
    private(set) var content: RuntimeObject?
    /// Whether the content was made (or tried), so that it is made once.
    private var isContentMade = false
    /// Why making the content failed in `prepareView`, reported when the screen is shown.
    private var contentError: RuntimeIssue?
    var toolbar: Toolbar?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        viewParameter = parameters.deferred("view")
        toolbar = parameters.object("toolbar")
    }

    override func parameterContext() -> WorkflowContext {
        var context = super.parameterContext()
        context.containerController = self
        return context
    }

    /// What the failure to load the view is called in messages.
    var viewFailureMessage: String { "failed to load view for screen controller" }

    override func prepareView() throws(RuntimeIssue) {
        do {
            try makeContent()
        } catch  where error.code == .templateTooLarge {
            throw error
        } catch {
            // Other failures are reported when the screen is shown, as before; never made twice.
            contentError = error
        }
    }

    private func makeContent() throws(RuntimeIssue) {
        guard let viewParameter, !isContentMade else { return }
        isContentMade = true
        let made = try viewParameter.make(in: parameterContext())
        content =
            made.lazy.compactMap { value -> RuntimeObject? in
                value.object(as: View.self) ?? value.object(as: Controller.self)
            }.first
        if let child = content as? Controller { child.parent = self }
    }

    override func loadView() {
        do throws(RuntimeIssue) {
            if let contentError {
                self.contentError = nil
                throw contentError
            }
            try makeContent()
        } catch {
            // Keep the position of the object that failed (an image view…), not the screen's.
            var issue = error.range == nil ? issue(error.message, code: error.code) : error
            issue.message = "\(viewFailureMessage): \(error.message)"
            context.report(issue)
        }
    }

    override var childControllers: [Controller] { hostedControllers(visibleOnly: false) }
    override var visibleChildren: [Controller] { hostedControllers(visibleOnly: true) }

    private func hostedControllers(visibleOnly: Bool) -> [Controller] {
        switch content {
        case let controller as Controller: [controller]
        case let view as View: view.hostedControllers(visibleOnly: visibleOnly)
        default: []
        }
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .screen
        element.text = displayTitle
        switch content {
        case let view as View: element.children.append(snapshot.element(for: view))
        case let child as Controller: element.children.append(snapshot.element(for: child))
        default: break
        }
        if let toolbar { element.children.append(snapshot.element(for: toolbar)) }
    }

    override var rootViews: [View] { (content as? View).map { [$0] } ?? [] }
}
