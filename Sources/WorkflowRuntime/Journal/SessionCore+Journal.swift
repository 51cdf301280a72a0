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
            .schemaFile(path: relativePath(of: schema) ?? "", digest: Self.digest(of: schema) ?? "")
        }
    }

    /// The value a journal value stands for; a schema file is loaded again and must not have changed.
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
            guard Self.digest(of: schema) == digest else {
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
