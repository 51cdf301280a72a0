import Logging
import WorkflowRuntime

extension WorkflowWebServer {
    /// Applies `asked`, after the new values of `inputs`, to `found`'s session, and saves it.
    ///
    /// With other servers on the same store, an event another server's step came before is
    /// applied again on where that left the session; a refusal, or an event that records nothing,
    /// stands only once a read shows the session as this server had it.
    func apply(
        _ asked: EventForm.Request, inputs: [PostedInput], madeAt sequence: Int? = nil, to found: WebSession,
        logger: Logger
    ) async -> EventOutcome {
        let outcome: EventOutcome
        let bytes = Self.journalBytes(of: asked, inputs: inputs)
        if let refused = refusal(of: asked, inputs: inputs, bytes: bytes, to: found, logger: logger) {
            outcome = refused
        } else {
            outcome = await applyAndSave(asked, inputs: inputs, madeAt: sequence, to: found, logger: logger)
            found.writer?.release(bytes)
        }
        switch outcome {
        case .applied: WebMetrics.eventsApplied.increment()
        case .refused, .startedAgain, .tooLarge, .tooFast: WebMetrics.eventsRefused.increment()
        case .noPlace, .storeFailed, .storeFull: WebMetrics.eventsFailed.increment()
        }
        return outcome
    }

    /// At most the bytes the journal entries of `asked` and its inputs take: the text of each, and
    /// what every entry has (the element's id, the time, the keys). An input whose value did not
    /// change takes none; text written with escapes can take a little more.
    static func journalBytes(of asked: EventForm.Request, inputs: [PostedInput]) -> Int {
        var bytes = 96 + (asked.typedText?.utf8.count ?? 0)
        for input in inputs { bytes += 96 + input.value.utf8.count }
        return bytes
    }

    /// Why `asked` is refused before anything is applied: a typed value over its limit, a store
    /// with no room, a client that has added as many bytes as it may for now, or a journal that
    /// `bytes` more would take past its budget; nil when it may go on, with `bytes` set aside in the
    /// session's journal writer (given back once the step is saved). Not async, and apart from
    /// `applyAndSave`: the event's path keeps its frames small (a larger frame cost every event a
    /// slab of the task's allocator).
    private func refusal(
        of asked: EventForm.Request, inputs: [PostedInput], bytes: Int, to found: WebSession, logger: Logger
    ) -> EventOutcome? {
        let limits = sessions.limits
        var longest = asked.typedText?.utf8.count ?? 0
        for input in inputs { longest = max(longest, input.value.utf8.count) }
        if longest > limits.maximumTextBytes {
            return .tooLarge(
                "A typed value may have at most \(Self.kibibytes(limits.maximumTextBytes)); this one has "
                    + "\(Self.kibibytes(longest)), so the step was not taken.")
        }
        guard let writer = found.writer else { return nil }
        if let problem = sessions.capacityProblem() {
            logger.warning("event refused: the session store is full: \(problem)")
            return .storeFull
        }
        if let client = found.client, let wait = sessions.byteRate.take(client, amount: bytes) {
            return .tooFast(retryAfter: wait)
        }
        guard writer.reserve(bytes, within: limits.maximumJournalBytes) else {
            return .tooLarge(
                "This session has kept as much as it may (\(Self.kibibytes(limits.maximumJournalBytes)) of steps "
                    + "and typed text), so this step was not taken; the screen is as it was.")
        }
        return nil
    }

    private func applyAndSave(
        _ asked: EventForm.Request, inputs: [PostedInput], madeAt sequence: Int?, to found: WebSession, logger: Logger
    ) async -> EventOutcome {
        var web: WebSession
        switch await sessions.startAgainIfJournalFull(found) {
        case .found(let same) where same.session === found.session: web = same
        case .found(let fresh): return .startedAgain(fresh)
        case .missing, .full, .tooMany: return .noPlace
        case .unavailable(let error): return .storeFailed(error, step: false)
        }
        var content: PageContent?
        var refusal: EventError?
        attempts: for attempt in 1...Self.maximumEventAttempts {
            let before = sessions.isShared ? await web.session.journalLength : 0
            do throws(EventError) {
                content = try await web.session.pageContent(after: asked, inputs: inputs, madeAt: sequence)
                refusal = nil
            } catch {
                content = nil
                refusal = error
            }
            // The input edits applied before a refused event are saved too: they are on screen.
            if let writer = web.writer, let error = await sessions.save(writer) {
                if error.kind == .full { return .storeFull }
                guard error.kind == .outOfOrder, sessions.isShared, attempt < Self.maximumEventAttempts else {
                    return .storeFailed(error, step: true)
                }
                // Another server moved this session on first: the event is tried again on where that left it.
                logger.debug(
                    "event tried again: \(error.message.replacingOccurrences(of: web.id, with: "[id]"))",
                    metadata: ["session": "\(web.identity.reference)"])
                switch await sessions.session(web.id, asHeard: true) {
                case .found(let current): web = current
                case .unavailable(let error): return .storeFailed(error, step: true)
                case .missing, .full, .tooMany: return .noPlace
                }
                continue
            }
            guard sessions.isShared, attempt < Self.maximumEventAttempts else { break }
            let length = await web.session.journalLength
            guard refusal != nil || length == before else { break }
            switch await sessions.session(web.id) {
            case .found(let current):
                if current.session === web.session, await current.session.journalLength == length { break attempts }
                web = current
            case .unavailable(let error): return .storeFailed(error, step: true)
            case .missing, .full, .tooMany: return .noPlace
            }
        }
        guard let content else { return .refused(web, refusal ?? EventError("the event was not applied")) }
        return .applied(web, content)
    }

    /// `bytes` as people read a size: "16 KiB", "4 MiB", "300 bytes".
    static func kibibytes(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 { return "\((bytes + 1023) >> 10) KiB" }
        return "\(bytes) bytes"
    }
}

