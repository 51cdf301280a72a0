import Foundation
import WorkflowSchema

extension SessionCore {
    /// A delivered reply as the journal keeps it.
    func journalReply(ticket: Int, reply: MessageReply, warning: RuntimeIssue?) -> JournalReply {
        JournalReply(
            ticket: ticket, isSuccess: reply.isSuccess, name: reply.name,
            userInfo: reply.userInfo.mapValues(journalValue), issue: warning)
    }

    /// A value as the journal keeps it; a schema becomes its file under the schema folder and its digest.
    func journalValue(_ value: WorkflowValue) -> JournalValue {
        switch value {
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .bool(let bool): .bool(bool)
        case .date(let date): .date(date)
        case .image(let image): .image(image)
        case .null: .null
        case .array(let items): .array(items.map(journalValue))
        case .dictionary(let dictionary): .dictionary(dictionary.mapValues(journalValue))
        case .schema(let schema):
            // A schema made in memory by the root delegate has no file: its replay is refused.
            .schemaFile(path: relativePath(of: schema) ?? "", digest: Self.digest(ofFile: schema.source) ?? "")
        }
    }

    /// The value a journal value stands for; a schema file is read again and must not have changed.
    func workflowValue(_ value: JournalValue, entry: Int) throws(JournalReplayError) -> WorkflowValue {
        switch value {
        case .string(let text): return .string(text)
        case .number(let number): return .number(number)
        case .bool(let bool): return .bool(bool)
        case .date(let date): return .date(date)
        case .image(let image): return .image(image)
        case .null: return .null
        case .array(let items):
            var values: [WorkflowValue] = []
            for item in items { values.append(try workflowValue(item, entry: entry)) }
            return .array(values)
        case .dictionary(let dictionary):
            return .dictionary(try workflowValues(dictionary, entry: entry))
        case .schemaFile(let path, let digest):
            guard !path.isEmpty, let fileLoader else {
                throw JournalReplayError(.badEntry, at: entry, "a reply holds a schema that was not read from a file")
            }
            let schema: Schema
            do {
                schema = try fileLoader.load(path)
            } catch {
                throw JournalReplayError(.schemaChanged, at: entry, "the schema \(path) cannot be loaded now: \(error)")
            }
            guard Self.digest(ofFile: schema.source) == digest else {
                throw JournalReplayError(.schemaChanged, at: entry, "the schema \(path) changed since it was loaded")
            }
            return .schema(schema)
        }
    }

    func workflowValues(
        _ values: [String: JournalValue], entry: Int
    ) throws(JournalReplayError) -> [String: WorkflowValue] {
        var result: [String: WorkflowValue] = [:]
        for (key, value) in values { result[key] = try workflowValue(value, entry: entry) }
        return result
    }

    /// Delivers a reply the journal holds, to the message (or graph run) that waits for it.
    func deliverRecorded(_ reply: JournalReply, entry: Int) throws(JournalReplayError) {
        guard replies.pendingReplies[reply.ticket] != nil else {
            throw JournalReplayError(.badEntry, at: entry, "it answers message \(reply.ticket), which no one sent")
        }
        let userInfo = try workflowValues(reply.userInfo, entry: entry)
        journal.heldAsks[reply.ticket] = nil
        if journal.heldGraphs.removeValue(forKey: reply.ticket) != nil,
            let name = replies.graphName(ticket: reply.ticket)
        {
            replies.runningGraphs[name] = nil
        }
        journal.cancelledGraphs.remove(reply.ticket)
        deliver(
            ticket: reply.ticket,
            reply: MessageReply(isSuccess: reply.isSuccess, name: reply.name, userInfo: userInfo),
            warning: reply.issue)
    }

    /// Ends a replay: asks again the messages the journal holds no reply to (by their tickets),
    /// starts the graph runs it holds no end of, and arms the reply deadlines.
    func resumeHeldReplies() {
        guard let replyScheduler else { return }
        for (ticket, message) in journal.heldAsks.sorted(by: { $0.key < $1.key }) {
            var repeated = message
            repeated.isRepeat = true
            replies.pendingTasks[ticket] = replyScheduler.ask(ticket: ticket, message: repeated)
        }
        journal.heldAsks = [:]
        for (ticket, held) in journal.heldGraphs.sorted(by: { $0.key < $1.key }) {
            guard let name = replies.graphName(ticket: ticket) else { continue }
            if journal.cancelledGraphs.contains(ticket) {
                replies.runningGraphs[name] = nil
                deliver(
                    ticket: ticket, reply: MessageReply(isSuccess: false, name: "cancelled", userInfo: ["outcome": .string("cancelled")]),
                    warning: nil)
                continue
            }
            do {
                let runJournal = GraphRunJournal(
                    resuming: journal.heldNodeAnswers[ticket] ?? [], startedAt: held.startedAt, restoredAt: Date())
                let (task, activity) = try held.start(runJournal)
                replies.pendingTasks[ticket] = task
                replies.runningGraphs[name]?.activity = activity
            } catch {
                graphDidNotStart(named: name, ticket: ticket, error: error)
            }
        }
        journal.heldGraphs = [:]
        journal.heldNodeAnswers = [:]
        journal.cancelledGraphs = []
        let remaining = replies.replyDeadlines.filter { replies.pendingTasks[$0.key] != nil || replies.pendingReplies[$0.key] != nil }
        if let first = remaining.values.min(), replies.replyDeadlineTimer == nil {
            replies.replyDeadlineTimer = replyScheduler.watchReplyDeadlines(from: first)
        }
    }

    /// Forgets what a replay held back: nothing is asked or run, the messages stay pending (a look at a restored session).
    func dropHeldReplies() {
        journal.heldAsks = [:]
        journal.heldGraphs = [:]
        journal.heldNodeAnswers = [:]
        journal.cancelledGraphs = []
    }

    /// Keeps the answers (and time-outs) a graph run's journal has gathered, while the run is still awaited.
    func recordGraphAnswers(ticket: Int, from runJournal: GraphRunJournal) {
        let answers = runJournal.takeUnrecorded()
        guard !answers.isEmpty, journal.isRecording, replies.pendingReplies[ticket] != nil else { return }
        for answer in answers {
            let entry =
                answer.reply.map { reply in
                    JournalNodeAnswer(
                        ticket: ticket, node: answer.node, attempt: answer.attempt, isSuccess: reply.isSuccess,
                        name: reply.name, userInfo: reply.userInfo.mapValues(journalValue))
                } ?? .timeout(ticket: ticket, node: answer.node, attempt: answer.attempt)
            journal.record(.nodeAnswer(entry), at: answer.date)
        }
        journal.whenReplyRecorded?()
    }

    /// Holds a graph node's answer met in a replay, for its run if the journal does not end it.
    func holdNodeAnswer(_ answer: JournalNodeAnswer, entry: Int, date: Date) throws(JournalReplayError) {
        let reply =
            answer.timedOut
            ? nil
            : MessageReply(
                isSuccess: answer.isSuccess, name: answer.name, userInfo: try workflowValues(answer.userInfo, entry: entry))
        journal.heldNodeAnswers[answer.ticket, default: []].append(
            GraphRunJournal.Answer(node: answer.node, attempt: answer.attempt, reply: reply, date: date))
    }

    /// The path of a loaded schema's file under the schema folder, as `loadSchema` is given it.
    private func relativePath(of schema: Schema) -> String? {
        guard let source = schema.source, let fileLoader else { return nil }
        let folder = fileLoader.baseFolder.resolvingSymlinksInPath().path
        guard source.hasPrefix(folder + "/") else { return nil }
        return String(source.dropFirst(folder.count + 1))
    }

    private static func digest(ofFile path: String?) -> String? {
        guard let path, let data = FileManager.default.contents(atPath: path) else { return nil }
        return ContentDigest.of(data)
    }
}
