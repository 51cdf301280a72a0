/// Waits in real time until `condition` holds, looking again every few milliseconds; throws
/// `ConditionNeverHeld` naming `what` when it has not held within `timeout`. A test that waits
/// this way fails when the condition never comes, rather than going on as if it had.
///
/// The default timeout is long (two minutes): under the thread sanitizer, with every suite running
/// at once, a few milliseconds' work can take seconds. A condition that holds returns at once.
public func eventually(
    _ what: @autoclosure () -> String, within timeout: Duration = .seconds(120),
    _ condition: () async throws -> Bool
) async throws {
    let deadline = ContinuousClock.now + timeout
    while true {
        if try await condition() { return }
        guard ContinuousClock.now < deadline else { throw ConditionNeverHeld(what: what(), timeout: timeout) }
        try await Task.sleep(for: .milliseconds(2))
    }
}
