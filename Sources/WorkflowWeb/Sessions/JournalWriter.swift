import WorkflowRuntime

/// Saves one session's journal entries to the store, in the order they were recorded: each
/// flush is one append (one transaction), and flushes run one after another.
///
/// Once an append failed, every later flush fails too (the journal would have a gap): the server
/// then drops the live session, and the next request restores it from what the store holds.
actor JournalWriter {
    let id: String
    let session: Session
    let store: any SessionStore
    private var last: Task<SessionStoreError?, Never>?

    init(id: String, session: Session, store: any SessionStore) {
        self.id = id
        self.session = session
        self.store = store
    }

    /// Takes the session's unsaved entries and appends them; the store's error, or nil once they are kept.
    func flush() async -> SessionStoreError? {
        let previous = last
        let (id, session, store) = (id, session, store)
        let task = Task { () -> SessionStoreError? in
            if let failed = await previous?.value { return failed }
            let entries = await session.takeJournalEntries()
            do throws(SessionStoreError) {
                try await store.append(entries, to: id)
                return nil
            } catch {
                return error
            }
        }
        last = task
        return await task.value
    }
}
