import Logging
import WorkflowRuntime

extension SessionHost {
    /// How many times an event is applied when other servers keep moving its session on first.
    public static let maximumEventAttempts = 5

    /// Applies `event` to `found`'s session and saves what it recorded: one visit to the session's
    /// actor, then one append.
    ///
    /// With other servers on the same store, an event another server's step came before is
    /// applied again on where that left the session; a refusal, or an event that records nothing,
    /// stands only once a read shows the session as this server had it.
    public func apply(_ event: HostedEvent, to found: HostedSession, logger: Logger) async -> EventOutcome {
        let outcome: EventOutcome
        let bytes = event.journalBytes
        if let refused = refusal(of: event, bytes: bytes, to: found, logger: logger) {
            outcome = refused
        } else {
            outcome = await applyAndSave(event, to: found, logger: logger)
            found.writer?.release(bytes)
        }
        switch outcome {
        case .applied: SessionHostMetrics.eventsApplied.increment()
        case .refused, .movedOn, .startedAgain, .tooLarge, .tooFast: SessionHostMetrics.eventsRefused.increment()
        case .noPlace, .storeFailed, .storeFull: SessionHostMetrics.eventsFailed.increment()
        }
        return outcome
    }

    /// Why `event` is refused before anything is applied: a typed value over its limit, a store
    /// with no room, a client that has added as many bytes as it may for now, or a journal that
    /// `bytes` more would take past its budget; nil when it may go on, with `bytes` set aside in the
    /// session's journal writer (given back once the step is saved). Not async, and apart from
    /// `applyAndSave`: the event's path keeps its frames small (a larger frame cost every event a
    /// slab of the task's allocator).
    private func refusal(of event: HostedEvent, bytes: Int, to found: HostedSession, logger: Logger) -> EventOutcome? {
        var longest = event.action.typedText?.utf8.count ?? 0
        for input in event.inputs { longest = max(longest, input.value.utf8.count) }
        if longest > limits.maximumTextBytes {
            return .tooLarge(
                "A typed value may have at most \(Self.kibibytes(limits.maximumTextBytes)); this one has "
                    + "\(Self.kibibytes(longest)), so the step was not taken.")
        }
        guard let writer = found.writer else { return nil }
        if let problem = capacityProblem() {
            logger.warning("event refused: the session store is full: \(problem)")
            return .storeFull
        }
        if let client = found.client, let wait = byteRate.take(client, amount: bytes) {
            return .tooFast(retryAfter: wait)
        }
        guard writer.reserve(bytes, within: limits.maximumJournalBytes) else {
            return .tooLarge(
                "This session has kept as much as it may (\(Self.kibibytes(limits.maximumJournalBytes)) of steps "
                    + "and typed text), so this step was not taken; the screen is as it was.")
        }
        return nil
    }

    private func applyAndSave(_ event: HostedEvent, to found: HostedSession, logger: Logger) async -> EventOutcome {
        var web = found
        for attempt in 1...Self.maximumEventAttempts {
            let writer = web.writer
            let step = await web.session.step(
                event, journalLimit: writer == nil ? nil : limits.maximumJournalEntries, takingEntries: writer != nil)
            if case .journalFull = step.result {
                switch await startAgain(journalFull: web) {
                case .found(let fresh): return .startedAgain(fresh)
                case .missing, .full, .tooMany: return .noPlace
                case .unavailable(let error): return .storeFailed(error, step: false)
                }
            }
            // The input edits applied before a refused event are saved too: they are on screen.
            if let writer, let error = await save(step.entries, with: writer) {
                if error.kind == .full { return .storeFull }
                guard error.kind == .outOfOrder, isShared, attempt < Self.maximumEventAttempts else {
                    return .storeFailed(error, step: true)
                }
                // Another server moved this session on first: the event is tried again on where that left it.
                logger.debug(
                    "event tried again: \(error.message.replacingOccurrences(of: web.id, with: "[id]"))",
                    metadata: ["session": "\(web.identity.reference)"])
                switch await session(web.id, asHeard: true) {
                case .found(let current): web = current
                case .unavailable(let error): return .storeFailed(error, step: true)
                case .missing, .full, .tooMany: return .noPlace
                }
                continue
            }
            if isShared, attempt < Self.maximumEventAttempts, step.isRefused || step.lengthAfter == step.lengthBefore {
                switch await session(web.id) {
                case .found(let current):
                    let length = current.session === web.session ? await current.session.journalLength : nil
                    if length != step.lengthAfter {
                        web = current
                        continue
                    }
                case .unavailable(let error): return .storeFailed(error, step: true)
                case .missing, .full, .tooMany: return .noPlace
                }
            }
            switch step.result {
            case .applied(let content): return .applied(web, content)
            case .refused(let refusal, let content): return .refused(web, refusal, content)
            case .movedOn(let content): return .movedOn(web, content)
            case .journalFull: break
            }
        }
        return .refused(web, EventError("the event was not applied"), await web.session.currentContent())
    }

    /// `bytes` as people read a size: "16 KiB", "4 MiB", "300 bytes".
    static func kibibytes(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 { return "\((bytes + 1023) >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
