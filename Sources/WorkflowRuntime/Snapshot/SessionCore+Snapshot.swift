extension SessionCore {
    /// Builds the snapshot of what is on screen and records what each id stands for.
    ///
    /// Only the visible elements of the last layer are recorded: the layers underneath and
    /// hidden elements take no events.
    func makeSnapshot() -> Snapshot {
        let window = snapshots.build(
            root: root, presentations: presentations, alert: alerts.first,
            focusedInput: focusedInput, at: changes.contentChanges)
        return Snapshot(window: window, isWaiting: replies.isWaiting)
    }
}
