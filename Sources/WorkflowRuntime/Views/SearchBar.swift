/// `<searchBar>`: a form input for search text, with optional scope buttons (ORIGINALS 1.6.3).
///
/// Every message it sends carries `userInfo["text"]` (its text) and `userInfo["scope"]` (the
/// `name` of the selected scope item, when it has one). Typing sends `textDidChangeMessage`;
/// the search button (return) sends `searchMessage`, then lets the form move on or submit;
/// choosing another scope sends that scope item's `message`; the cancel, bookmark and results
/// list buttons (shown by the `shows…Button` flags) send their messages. Form value: the text.
final class SearchBar: TextInput {
    var placeholder: String?
    var prompt: String?
    var showsBookmarkButton = false
    var showsCancelButton = false
    var showsSearchResultsButton = false
    /// The scope buttons' items, in order; the first is selected at first.
    private(set) var scopeItems: [ButtonItem] = []
    private(set) var selectedScopeIndex: Int?
    private var scopeMessages: [LazyParameter?] = []
    private var scopeButtons: [PartControl] = []
    private var searchMessage: LazyParameter?
    private var cancelMessage: LazyParameter?
    private var bookmarkMessage: LazyParameter?
    private var resultsListMessage: LazyParameter?
    private var textDidChangeMessage: LazyParameter?
    private var cancelButton: PartControl?
    private var bookmarkButton: PartControl?
    private var resultsListButton: PartControl?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        placeholder = parameters.text("placeholder")
        prompt = parameters.text("prompt")
        if accessibilityLabel == nil { accessibilityLabel = placeholder }
        showsBookmarkButton = parameters.bool("showsBookmarkButton") ?? false
        showsCancelButton = parameters.bool("showsCancelButton") ?? false
        showsSearchResultsButton = parameters.bool("showsSearchResultsButton") ?? false
        searchMessage = parameters.deferred("searchMessage")
        cancelMessage = parameters.deferred("cancelMessage")
        bookmarkMessage = parameters.deferred("bookmarkMessage")
        resultsListMessage = parameters.deferred("resultsListMessage")
        textDidChangeMessage = parameters.deferred("textDidChangeMessage")
        scopeItems = parameters.objects("scopeButtonItems")
        selectedScopeIndex = scopeItems.isEmpty ? nil : 0
        // The item's own message, made in the item's context with the search bar's text and scope added.
        scopeMessages = scopeItems.map { item in
            item.element[parameter: "message"].map {
                LazyParameter(parameter: $0, of: item.element, context: item.context)
            }
        }
        scopeButtons = scopeItems.indices.map { index in
            PartControl.make(for: self, part: "scope") { [weak self] in self?.selectScope(at: index) }
        }
        if showsCancelButton {
            cancelButton = PartControl.make(for: self, part: "cancel") { [weak self] in
                self?.sendSearchMessage(self?.cancelMessage)
            }
        }
        if showsBookmarkButton {
            bookmarkButton = PartControl.make(for: self, part: "bookmark") { [weak self] in
                self?.sendSearchMessage(self?.bookmarkMessage)
            }
        }
        if showsSearchResultsButton {
            resultsListButton = PartControl.make(for: self, part: "resultsList") { [weak self] in
                self?.sendSearchMessage(self?.resultsListMessage)
            }
        }
    }

    /// The selected scope item, if there are scope buttons.
    var selectedScope: ButtonItem? { selectedScopeIndex.map { scopeItems[$0] } }

    /// `text` and `scope`, for the context of every message the search bar sends.
    var searchValues: [String: WorkflowValue] {
        var values: [String: WorkflowValue] = ["text": .string(text)]
        if let scope = selectedScope?.name { values["scope"] = .string(scope) }
        return values
    }

    /// Makes a message in `base` (the search bar's context by default) with `text` and `scope`
    /// added, and sends it with the search bar as the sender.
    func sendSearchMessage(_ parameter: LazyParameter?, in base: WorkflowContext? = nil) {
        guard let parameter else { return }
        var context = (base ?? self.context).adding(searchValues)
        context.actionSender = self
        do {
            guard let template = try parameter.message(in: context) else { return }
            _ = context.send(Message(template, context: context))
        } catch {
            context.report(error)
        }
    }

    /// Chooses a scope; when it changes, sends that scope item's message.
    func selectScope(at index: Int) {
        guard scopeItems.indices.contains(index), index != selectedScopeIndex else { return }
        selectedScopeIndex = index
        context.didChange(.content)
        sendSearchMessage(scopeMessages[index], in: scopeItems[index].context)
    }

    /// A text change: sends `textDidChangeMessage` when the text is different.
    override func textDidChange(from old: String) {
        if text != old { sendSearchMessage(textDidChangeMessage) }
    }

    /// The search button: sends `searchMessage`, then the form moves on or submits.
    override func pressReturn() throws(EventError) {
        sendSearchMessage(searchMessage)
        returnKeyPressed()
    }

    /// Chooses a scope by its title or its index.
    override func setValue(_ value: String) throws(EventError) {
        if let index = scopeItems.firstIndex(where: { $0.title == value })
            ?? Int(value).flatMap({ scopeItems.indices.contains($0) ? $0 : nil })
        {
            selectScope(at: index)
            return
        }
        guard !scopeItems.isEmpty else { throw EventError("\(id) has no scope buttons") }
        let titles = scopeItems.map { "'\($0.title ?? "")'" }.joined(separator: ", ")
        throw EventError("\(id) has no scope '\(value)'; its scopes are \(titles)")
    }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .searchBar
        element.text = prompt
        element.value = text
        element.detail = placeholder
        describeInput(into: &element, snapshot: snapshot)
        var children: [SnapshotElement] = []
        for (index, item) in scopeItems.enumerated() {
            let id = id.appending("scope\(index)")
            snapshot.record(id, as: .object(scopeButtons[index]))
            children.append(
                SnapshotElement(
                    id: id, kind: .scopeButton, name: item.name, text: item.title,
                    isSelected: index == selectedScopeIndex))
        }
        let buttons: [(PartControl?, String, String?, String?)] = [
            (bookmarkButton, "bookmark", nil, "Bookmarks"),
            (resultsListButton, "resultsList", nil, "Search Results"),
            (cancelButton, "cancel", "Cancel", nil),
        ]
        for case (let control?, let part, let text, let label) in buttons {
            let id = id.appending(part)
            snapshot.record(id, as: .object(control))
            children.append(SnapshotElement(id: id, kind: .button, text: text, label: label))
        }
        element.children = children
    }
}
