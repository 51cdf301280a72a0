extension SessionCore {
    /// The most taps one `taps` event may carry.
    static let maximumTapCount = 100

    /// Applies an event to the last snapshot's elements, then settles the lifecycle.
    func handle(_ event: Event) throws(EventError) {
        let failuresBefore = log.failureCount
        beginTurn()
        if snapshots.recordedAt != changes.contentChanges { _ = makeSnapshot() }
        defer { settleLifecycle() }
        // A tap changes the screen only through what it triggers, which counts itself.
        switch event {
        case .tap, .taps: break
        default: changes.didChange(.content)
        }
        switch event {
        case .back:
            guard let back = makeSnapshot().activeElements.last(where: { $0.kind == .backButton }) else {
                throw EventError("there is no back button on screen")
            }
            try tap(target(back.id), id: back.id)
        case .dismiss:
            if !alerts.isEmpty { throw EventError("an alert is on screen; choose one of its buttons first") }
            guard let top = presentations.last?.presented, dismiss(for: top) else {
                throw EventError("no screen is presented")
            }
        case .tap(let id):
            try tap(target(id), id: id)
        case .taps(let id, let count):
            guard (1...Self.maximumTapCount).contains(count) else {
                throw EventError("cannot tap \(count) times; tap between 1 and \(Self.maximumTapCount) times")
            }
            try taps(target(id), id: id, count: count)
        case .longPress(let id, let duration):
            try view(id).longPress(duration: duration)
        case .swipe(let id, let direction):
            try view(id).swipe(direction)
        case .enterText(let id, let text):
            try view(id).enterText(text)
        case .pressReturn(let id):
            try view(id).pressReturn()
        case .toggle(let id):
            try view(id).toggle()
        case .setValue(let id, let value):
            try view(id).setValue(value)
        case .tapAccessory(let id):
            try view(id).tapAccessory()
        }
        log.failureCountBeforeLatestEvent = failuresBefore
    }

    private func view(_ id: ElementID) throws(EventError) -> View {
        guard case .object(let view as View) = try target(id) else {
            throw EventError("\(id) is not a view: it takes only taps")
        }
        return view
    }

    private func target(_ id: ElementID) throws(EventError) -> EventTarget {
        if let target = snapshots.target(id) { return target }
        if !alerts.isEmpty { throw EventError("an alert is on screen; choose one of its buttons first") }
        throw EventError("no element with id \(id) is on screen (hidden, under a presented screen, or gone)")
    }

    private func tap(_ target: EventTarget, id: ElementID) throws(EventError) {
        switch target {
        case .alertButton(let index):
            changes.didChange(.content)
            let alert = alerts.removeFirst()
            alert.buttons[index].choose()
        case .back(let navigation):
            changes.didChange(.content)
            _ = navigation.popTop()
        case .tab(let tabs, let index):
            changes.didChange(.content)
            tabs.selectedIndex = index
        case .object(let item as BarButtonItem):
            guard item.isEnabled else { throw EventError("\(id) is disabled") }
            item.tap()
        case .object(let segment as Segment):
            try segment.choose()
        case .object(let view as View):
            guard view.isTappable else { throw EventError("\(id) does not respond to taps") }
            view.tap()
        case .object:
            throw EventError("\(id) does not respond to taps")
        }
    }

    /// `count` taps in a row: a view with tap gestures lets them decide (one recognises at
    /// most); anything else takes `count` single taps, each applied to what is then on screen,
    /// stopping quietly once the element is gone (behind an alert, popped) or refuses a tap.
    private func taps(_ target: EventTarget, id: ElementID, count: Int) throws(EventError) {
        if count > 1, case .object(let view as View) = target, view.gestures.contains(where: { $0 is TapGesture }) {
            TapGesture.recognize(taps: count, among: view.gestures)
            return
        }
        try tap(target, id: id)
        for _ in 1..<count {
            settleLifecycle()
            if snapshots.recordedAt != changes.contentChanges { _ = makeSnapshot() }
            guard let next = snapshots.target(id) else { return }
            // The first tap was accepted: later ones that no longer apply stop the burst, they do not fail it.
            do { try tap(next, id: id) } catch { return }
        }
    }
}
