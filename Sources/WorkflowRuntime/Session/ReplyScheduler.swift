import WorkflowSchema

/// Asks the root delegate on a task of its own and hands each reply back to the session.
struct ReplyScheduler {
    weak var session: Session?
    let rootDelegate: any RootDelegate
    let fileLoader: SchemaFileLoader?

    func ask(ticket: Int, message: RootMessage) -> Task<Void, Never> {
        let rootDelegate = rootDelegate
        let fileLoader = fileLoader
        return Task { [weak session] in
            let answered = await rootDelegate.reply(to: message)
            guard !Task.isCancelled else { return }
            let (reply, warning) = answered.map { ($0, nil) } ?? Self.standardReply(to: message, fileLoader: fileLoader)
            await session?.deliver(ticket: ticket, reply: reply, warning: warning)
        }
    }

    func reportToRootDelegate(_ issue: RuntimeIssue) {
        let rootDelegate = rootDelegate
        Task { [weak session] in
            await rootDelegate.didReport(issue)
            await session?.reportWasDelivered()
        }
    }

    /// The session's own answer: `loadSchema` from the file loader, anything else fails.
    static func standardReply(
        to message: RootMessage, fileLoader: SchemaFileLoader?
    ) -> (MessageReply, RuntimeIssue?) {
        guard message.name == "loadSchema" else {
            let warning = RuntimeIssue(
                .warning, "no root delegate answered the message '\(message.name)'; it failed")
            return (.failure(["error": .string(warning.message)]), warning)
        }
        guard case .string(let path)? = message.userInfo["path"] else {
            let warning = RuntimeIssue(.warning, "loadSchema was sent without a path")
            return (.failure(["error": .string(warning.message)]), warning)
        }
        guard let fileLoader else {
            let warning = RuntimeIssue(
                .warning, "cannot load '\(path)': the session has no file loader (its schema was not read from a file)")
            return (.failure(["error": .string(warning.message)]), warning)
        }
        do {
            let schema = try fileLoader.load(path)
            return (.success(["schema": .schema(schema)]), nil)
        } catch {
            let warning = RuntimeIssue(.warning, "loadSchema failed: \(error.description)")
            return (.failure(["error": .string(error.description)]), warning)
        }
    }
}
