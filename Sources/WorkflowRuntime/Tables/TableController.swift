/// `<table>`: a controller whose rows are the cells of its sections (ORIGINALS 1.6.2, 1.12).
///
/// The sections are made lazily, on first display, in the parameter context (so stored values
/// win), and kept until the stored values change; the message `reloadData` makes them again and
/// succeeds. A selected cell without a message makes the table perform `didSelectCell`. The
/// header and footer views are made when the view loads. Tables perform no lifecycle actions.
final class TableController: Controller {
    /// `grouped`, or `plain` (unknown values mean plain, as in the original).
    private(set) var isGrouped = false
    private var sectionsParameter: LazyParameter?
    private var headerParameter: LazyParameter?
    private var footerParameter: LazyParameter?
    private var madeSections: [TableSection]?
    private(set) var headerView: View?
    private(set) var footerView: View?

    override var performsLifecycleActions: Bool { false }

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        isGrouped = parameters.text("style") == "grouped" || parameters.integer("style") == 1
        sectionsParameter = parameters.deferred("sections")
        headerParameter = parameters.deferred("tableHeaderView")
        footerParameter = parameters.deferred("tableFooterView")
    }

    override func parameterContext() -> WorkflowContext {
        var context = super.parameterContext()
        context.containerController = self
        return context
    }

    /// The sections, made on first use in the parameter context of that moment, then kept.
    var sections: [TableSection] {
        if let madeSections { return madeSections }
        let made = makeSections()
        madeSections = made
        return made
    }

    private func makeSections() -> [TableSection] {
        guard let sectionsParameter else { return [] }
        do {
            let sections = try sectionsParameter.make(in: parameterContext()).compactMap {
                $0.object(as: TableSection.self)
            }
            for cell in sections.lazy.flatMap(\.cells) { cell.table = self }
            return sections
        } catch {
            report(error, making: "sections")
            return []
        }
    }

    private func report(_ error: RuntimeIssue, making what: String) {
        // Keep the position of the object that failed (a cell, a proxy), not the table's.
        var issue = error.range == nil ? issue(error.message, code: error.code) : error
        issue.message = "failed to make the \(what) of the table: \(error.message)"
        context.report(issue)
    }

    private func makeView(_ parameter: LazyParameter?, what: String) -> View? {
        guard let parameter else { return nil }
        do {
            return try parameter.make(in: parameterContext()).lazy.compactMap { $0.object(as: View.self) }.first
        } catch {
            report(error, making: what)
            return nil
        }
    }

    override func loadView() {
        headerView = makeView(headerParameter, what: "header view")
        footerView = makeView(footerParameter, what: "footer view")
        _ = sections
    }

    /// Forgets the sections; they are made again, with the new stored values, when next needed.
    override func storedValuesDidChange() {
        madeSections = nil
    }

    /// Makes the sections again (the message `reloadData`).
    func reloadData() {
        madeSections = nil
        _ = sections
        context.didChange(.content)
    }

    /// Performs `didSelectCell` for a selected cell without a message, in the cell's context
    /// (so the action can read the data the cell was made from).
    func cellWasSelected(_ cell: TableCell) {
        var context = cell.context
        context.actionSender = cell
        _ = performAction(named: "didSelectCell", context: context, reportsUnhandled: false)
    }

    override func receive(_ message: Message) -> Bool {
        guard message.name == "reloadData", message.destination != .rootDelegate, !shouldForwardAllMessages else {
            return super.receive(message)
        }
        reloadData()
        message.respond(.success(actionContext(from: message.context)))
        return true
    }

    override var childControllers: [Controller] { hostedControllers(visibleOnly: false) }
    override var visibleChildren: [Controller] { hostedControllers(visibleOnly: true) }

    private func hostedControllers(visibleOnly: Bool) -> [Controller] {
        [headerView, footerView].compactMap { $0 }.flatMap { $0.hostedControllers(visibleOnly: visibleOnly) }
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .table
        element.text = displayTitle
        element.value = isGrouped ? "grouped" : "plain"
        var children: [SnapshotElement] = []
        if let headerView { children.append(snapshot.element(for: headerView)) }
        children += sections.map { $0.snapshotElement(in: snapshot) }
        if let footerView { children.append(snapshot.element(for: footerView)) }
        element.children = children
    }

    override var rootViews: [View] {
        [headerView, footerView].compactMap { $0 } + sections.flatMap(\.cells)
    }
}
