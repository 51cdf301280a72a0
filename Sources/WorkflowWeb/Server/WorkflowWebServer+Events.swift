import Logging
import WorkflowRuntime

extension WorkflowWebServer {
    /// Applies `asked`, after the new values of `inputs`, to `found`'s session, and saves it.
    ///
    /// With other servers on the same store, an event another server's step came before is
    /// applied again on where that left the session; a refusal, or an event that records nothing,
    /// stands only once a read shows the session as this server had it.
    func apply(
        _ asked: EventForm.Request, inputs: [PostedInput], to found: WebSession, logger: Logger
    ) async -> EventOutcome {
        let outcome: EventOutcome
        if let refused = refusal(of: asked, inputs: inputs, to: found, logger: logger) {
            outcome = refused
        } else {
            outcome = await applyAndSave(asked, inputs: inputs, to: found, logger: logger)
        }
        switch outcome {
        case .applied: WebMetrics.eventsApplied.increment()
        case .refused, .startedAgain, .tooLarge: WebMetrics.eventsRefused.increment()
        case .noPlace, .storeFailed, .storeFull: WebMetrics.eventsFailed.increment()
        }
        return outcome
    }

    /// Why `asked` is refused before anything is applied: a typed value over its limit, or a store
    /// with no room; nil when it may go on. Not async, and apart from `applyAndSave`: the event's
    /// path keeps its frames small (a larger frame cost every event a slab of the task's allocator).
    private func refusal(
        of asked: EventForm.Request, inputs: [PostedInput], to found: WebSession, logger: Logger
    ) -> EventOutcome? {
        let limit = sessions.limits.maximumTextBytes
        var longest = 0
        for input in inputs { longest = max(longest, input.value.utf8.count) }
        if case .event(.enterText(_, let text)) = asked { longest = max(longest, text.utf8.count) }
        if longest > limit {
            return .tooLarge(
                "A typed value may have at most \(Self.kibibytes(limit)); this one has \(Self.kibibytes(longest)), "
                    + "so the step was not taken.")
        }
        if found.writer != nil, let problem = sessions.capacityProblem() {
            logger.warning("event refused: the session store is full: \(problem)")
            return .storeFull
        }
        return nil
    }

    /// The refusal of a step that would take its session's journal past its budget.
    private var overBudget: EventOutcome {
        .tooLarge(
            "This session has kept as much as it may (\(Self.kibibytes(sessions.limits.maximumJournalBytes)) of steps "
                + "and typed text), so this step was not taken; the screen is as it was.")
    }

    private func applyAndSave(
        _ asked: EventForm.Request, inputs: [PostedInput], to found: WebSession, logger: Logger
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
                let room = web.writer.map { sessions.limits.maximumJournalBytes - $0.savedBytes }
                guard let made = try await web.session.pageContent(after: asked, inputs: inputs, room: room) else {
                    return overBudget
                }
                content = made
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

