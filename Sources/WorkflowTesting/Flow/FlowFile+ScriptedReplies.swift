import Foundation
import WorkflowRuntime

extension FlowFile {
    /// The flow's `replies` as the replies of a `ScriptedRootDelegate`; a reply's `schema` file is
    /// loaded from `schemaFolder` (never outside it).
    public func scriptedReplies(schemaFolder: URL) throws(FlowSetupError) -> [String: [ScriptedReply]] {
        try scriptedReplies(loadingWith: SchemaFileLoader(baseFolder: schemaFolder))
    }

    /// The flow's `replies`, a reply's `schema` file loaded with `loader`.
    public func scriptedReplies(loadingWith loader: SchemaFileLoader) throws(FlowSetupError) -> [String: [ScriptedReply]] {
        var replies: [String: [ScriptedReply]] = [:]
        for (name, list) in self.replies {
            var scripted: [ScriptedReply] = []
            for reply in list {
                var userInfo = reply.userInfo
                if let file = reply.schema {
                    do {
                        userInfo["schema"] = .schema(try loader.load(file))
                    } catch {
                        throw FlowSetupError("the reply to `\(name)` cannot send its schema: \(error.description)")
                    }
                }
                scripted.append(
                    ScriptedReply(
                        MessageReply(isSuccess: reply.success, name: reply.name, userInfo: userInfo),
                        after: WorkflowDriver.duration(seconds: FlowRunner.seconds(reply.after))))
            }
            replies[name] = scripted
        }
        return replies
    }
}
