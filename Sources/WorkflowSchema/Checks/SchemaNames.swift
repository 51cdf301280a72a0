/// The names a schema gives its controllers and views, and whether run time may add others.
struct SchemaNames {
    /// The `name` of every controller element.
    private(set) var controllers: Set<String> = []
    /// The `name` of every view element.
    private(set) var views: Set<String> = []
    /// Whether a controller may come from outside the file (a proxy without a template: a
    /// loaded schema, a value from the context), whose names cannot be known.
    private(set) var hasUnknownControllers = false
    /// The same for views.
    private(set) var hasUnknownViews = false

    init(_ root: SchemaElement) {
        SchemaTreeWalk(root: root).forEach { visit in
            let element = visit.element
            let isController = element.type.isSubtype(of: .controller)
            let isView = element.type.isSubtype(of: .view)
            if case .proxy(let proxy) = element.role, proxy.template == nil {
                if isController { hasUnknownControllers = true }
                if isView { hasUnknownViews = true }
            }
            guard let name = element.name else { return }
            if isController { controllers.insert(name) }
            if isView { views.insert(name) }
        }
    }
}
