import WorkflowRuntime

extension WorkflowDriver {
    /// Fails unless some visible element of the active layer shows `text`.
    public func assertVisible(_ text: String) async throws(DriverFailure) {
        let snapshot = await snapshot()
        guard !snapshot.activeElements.contains(where: { $0.shows(text) }) else { return }
        throw DriverFailure(
            "'\(text)' is not visible", expected: "an element showing '\(text)'", screen: snapshot.textRendering)
    }

    /// Fails if some visible element of the active layer shows `text`.
    public func assertNotVisible(_ text: String) async throws(DriverFailure) {
        let snapshot = await snapshot()
        guard let found = snapshot.activeElements.first(where: { $0.shows(text) }) else { return }
        throw DriverFailure(
            "'\(text)' is visible", expected: "nothing showing '\(text)'",
            actual: "\(found.kind.rawValue) \(found.id)", screen: snapshot.textRendering)
    }

    /// Fails unless the title at the top of the screen is `title`.
    public func assertTitle(_ title: String) async throws(DriverFailure) {
        let snapshot = await snapshot()
        guard snapshot.title != title else { return }
        throw DriverFailure(
            "the title is not '\(title)'", expected: "'\(title)'",
            actual: snapshot.title.map { "'\($0)'" } ?? "no title", screen: snapshot.textRendering)
    }

    /// Fails unless an alert or action sheet whose title or message is `text` is on screen.
    public func assertAlert(_ text: String) async throws(DriverFailure) {
        let snapshot = await snapshot()
        guard let alert = snapshot.alert else {
            throw DriverFailure(
                "no alert is on screen", expected: "an alert '\(text)'", actual: "no alert",
                screen: snapshot.textRendering)
        }
        guard alert.text != text, alert.detail != text else { return }
        let shown = [alert.text, alert.detail].compactMap { $0 }.map { "'\($0)'" }.joined(separator: " / ")
        throw DriverFailure(
            "the alert is not '\(text)'", expected: "an alert '\(text)'", actual: "an alert \(shown)",
            screen: snapshot.textRendering)
    }
}

extension WorkflowDriver {
    /// Flips the switch that shows `query`.
    public func toggle(_ query: String) async throws(DriverFailure) {
        let element = try await find(query)
        try await send(.toggle(element.id))
    }

    /// Sets the value of the slider, date picker, segmented control or search scope that shows `query`.
    public func setValue(_ value: String, on query: String) async throws(DriverFailure) {
        let element = try await find(query)
        try await send(.setValue(element.id, value: value))
    }
}
