#if ServerBenchmarks
import Foundation
import WorkflowRuntime
import WorkflowSchema
import WorkflowStoreSQLite
import WorkflowSessionHost
import WorkflowWeb

/// Restoring a session whose journal is at its byte budget (`SessionHostLimits.maximumJournalBytes`,
/// 4 MiB of typed text), as a server does after a restart: read from SQLite, replay, count its bytes;
/// against restoring a session of 100 entries. The longest restore the limits allow.
enum RestoreBudgetBenchmark {
    static let name = "store-restore-budget"
    /// The text of each entry: just under the default limit on one typed value.
    static let textBytes = 15 * 1024

    static func measure(runner: BenchmarkRunner) async -> [BenchmarkResult] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "wfs-bench-restore-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store: SQLiteSessionStore
        do {
            store = try SQLiteSessionStore(path: folder.appendingPathComponent("sessions.sqlite").path)
        } catch {
            fail("\(name): \(error)")
        }
        defer { store.close() }
        let schema = RuntimeSchemas.load(WebSchema.settings, label: "web-settings")
        let budget = SessionHostLimits().maximumJournalBytes
        let full = await journal(schema, upTo: budget, text: textBytes, maximumEntries: .max)
        let small = await journal(schema, upTo: .max, text: 12, maximumEntries: 100)
        do {
            try await store.append(full, to: "full")
            try await store.append(small, to: "small")
        } catch {
            fail("\(name): \(error)")
        }
        func restore(_ id: String) async -> Int {
            guard let entries = try? await store.entries(of: id, from: 0) else { fail("\(name): cannot read \(id)") }
            let session = Session(schema: schema)
            try? await session.restore(from: entries)
            // What the server's JournalWriter counts of a restored journal.
            let bytes = entries.reduce(0) { $0 + $1.encoded().count }
            return await session.journalLength + bytes
        }
        let fullBytes = full.reduce(0) { $0 + $1.encoded().count }
        let before = ProcessMemory.now()
        let held = Session(schema: schema)
        try? await held.restore(from: (try? await store.entries(of: "full", from: 0)) ?? [])
        let after = ProcessMemory.now()
        let measurement = await runner.measureAsync(value: { await restore("full") }, floor: { await restore("small") })
        let milliseconds = measurement.valueNanoseconds / 1_000_000
        let floor = measurement.floorNanoseconds / 1_000_000
        var memory = ""
        if let residentBefore = before.residentBytes, let residentAfter = after.residentBytes {
            memory = "; the restored session holds \((residentAfter - residentBefore) / 1024) KB"
        }
        print(
            "  \(name): \(milliseconds.reportRounded) ms to restore \(full.count) entries, \(fullBytes / 1024) KB "
                + "(the 4 MiB budget), against \(floor.reportRounded) ms for \(small.count) entries\(memory)")
        _ = held
        return [BenchmarkResult(name: name, value: milliseconds, unit: "ms", floor: floor, goal: nil)]
    }

    /// A journal of the settings screen: text of `text` bytes typed into its field and its switch
    /// toggled, in turn, until the next entry would take it past `bytes` or it has `maximumEntries`.
    private static func journal(
        _ schema: Schema, upTo bytes: Int, text: Int, maximumEntries: Int
    ) async -> [JournalEntry] {
        let recording = Session(schema: schema)
        await recording.recordJournal(JournalStart(schemaIdentity: "bench", hostData: ["csrf": "0123456789abcdef"]))
        await recording.start()
        let snapshot = await recording.snapshot()
        guard let toggle = snapshot.activeElements.first(where: { $0.name == WebSchema.switchName })?.id,
            let field = snapshot.activeElements.first(where: { $0.kind == .textField })?.id
        else { fail("\(name): the settings screen has no switch or text field") }
        var entries = await recording.takeJournalEntries()
        var total = entries.reduce(0) { $0 + $1.encoded().count }
        var number = 0
        while entries.count < maximumEntries {
            number += 1
            let letter = Character(UnicodeScalar(UInt8(97 + number % 26)))
            let event: Event = number % 2 == 0 ? .toggle(toggle) : .enterText(field, text: String(repeating: letter, count: text))
            do { try await recording.send(event) } catch { fail("\(name): \(event) was refused: \(error)") }
            let made = await recording.takeJournalEntries()
            let added = made.reduce(0) { $0 + $1.encoded().count }
            guard total + added <= bytes else { break }
            entries += made
            total += added
        }
        return entries
    }
}
#endif
