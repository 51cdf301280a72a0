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
    func journalValue(_ value: WorkflowValue) -> WireValue {
        // A schema made in memory by the root delegate has no file: its replay is refused.
        WireValue(value) { schema in
            .schemaFile(path: relativePath(of: schema) ?? "", digest: Self.digest(of: schema) ?? "")
        }
    }

    /// The value a journal value stands for: an image is its name and label, as a reply from the
    /// backend gives it; a schema file is loaded again and must not have changed.
    func workflowValue(_ value: WireValue, entry: Int) throws(JournalReplayError) -> WorkflowValue {
        try value.workflowValue(image: { $0 }) { path, digest throws(JournalReplayError) in
            guard !path.isEmpty, let fileLoader else {
                throw JournalReplayError(.badEntry, at: entry, "a reply holds a schema that was not read from a file")
            }
            let schema: Schema
            do {
                schema = try fileLoader.load(path)
            } catch {
                throw JournalReplayError(.schemaChanged, at: entry, "the schema \(path) cannot be loaded now: \(error)")
            }
            guard Self.digest(of: schema) == digest else {
                throw JournalReplayError(.schemaChanged, at: entry, "the schema \(path) changed since it was loaded")
            }
            return schema
        }
    }

    func workflowValues(
        _ values: [String: WireValue], entry: Int
    ) throws(JournalReplayError) -> [String: WorkflowValue] {
        var result: [String: WorkflowValue] = [:]
        for (key, value) in values { result[key] = try workflowValue(value, entry: entry) }
        return result
    }

    /// Keeps the answers (and time-outs) a graph run's journal has gathered, while the run is still awaited.
    func recordGraphAnswers(ticket: Int, from runJournal: GraphRunJournal) {
        let answers = runJournal.takeUnrecorded()
        guard !answers.isEmpty, journal.isRecording, replies.awaits(ticket) else { return }
        for answer in answers {
            let entry =
                answer.reply.map { reply in
                    JournalNodeAnswer(
                        ticket: ticket, node: answer.node, attempt: answer.attempt, isSuccess: reply.isSuccess,
                        name: reply.name, userInfo: reply.userInfo.mapValues(journalValue))
                } ?? .timeout(ticket: ticket, node: answer.node, attempt: answer.attempt)
            journal.record(.nodeAnswer(entry), at: answer.date)
        }
        journal.replyRecorded()
    }

    /// The path of a loaded schema's file under the schema folder, as `loadSchema` is given it.
    private func relativePath(of schema: Schema) -> String? {
        guard let source = schema.source, let fileLoader else { return nil }
        let folder = fileLoader.baseFolder.resolvingSymlinksInPath().path
        guard source.hasPrefix(folder + "/") else { return nil }
        return String(source.dropFirst(folder.count + 1))
    }

    /// The digest of the text `schema` was loaded from: kept with it when a workspace loaded it
    /// (the text the session runs, even if the file changed since), else its file's.
    private static func digest(of schema: Schema) -> String? {
        if let known = schema.contentDigest { return known }
        guard let path = schema.source, let data = FileManager.default.contents(atPath: path) else { return nil }
        return ContentDigest.of(data)
    }
}
