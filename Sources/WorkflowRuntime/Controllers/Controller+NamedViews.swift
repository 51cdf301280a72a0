extension Controller {
    /// The views of this controller's own view tree whose `name` is one of `names`, depth first.
    func views(named names: Set<String>) -> [View] {
        var found: [View] = []
        var pending = Array(rootViews.reversed())
        while let view = pending.popLast() {
            if let name = view.name, names.contains(name) { found.append(view) }
            pending.append(contentsOf: view.subviews.reversed())
        }
        return found
    }
}
