import Foundation
import WorkflowRuntime

/// The application's backend's answer, read from its JSON body (docs/DELEGATE.md):
/// `{"outcome": "success" | "failure", "name": …, "userInfo": {…}, "schema": "path"}`.
///
/// Keys it does not know are left alone, so a backend may add its own.
struct DelegateAnswer: Sendable {
    /// The reply for the session, without the schema.
    var reply: MessageReply
    /// A schema file of the schema's folder that the reply carries under `schema`, when it names one.
    var schemaPath: String?

    /// Reads `body`; throws a sentence saying what is wrong with it.
    init(body: [UInt8]) throws(DelegateFailure) {
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(body))
        } catch {
            throw .badAnswer("its answer is not JSON (it begins \(Self.opening(of: body)))")
        }
        guard case .object(let members) = value else {
            throw .badAnswer("its answer is not a JSON object")
        }
        let isSuccess: Bool
        switch members["outcome"] {
        case .string("success")?: isSuccess = true
        case .string("failure")?: isSuccess = false
        case nil: throw .badAnswer("its answer has no \"outcome\" (\"success\" or \"failure\")")
        default: throw .badAnswer("its answer's \"outcome\" is neither \"success\" nor \"failure\"")
        }
        var name: String?
        switch members["name"] {
        case nil, .null?: break
        case .string(let text)? where !text.isEmpty: name = text
        default: throw .badAnswer("its answer's \"name\" is not a non-empty string")
        }
        var userInfo: [String: WorkflowValue] = [:]
        switch members["userInfo"] {
        case nil, .null?: break
        case .object(let data)?: userInfo = data.mapValues(\.workflowValue)
        default: throw .badAnswer("its answer's \"userInfo\" is not an object")
        }
        switch members["schema"] {
        case nil, .null?: break
        case .string(let path)? where !path.isEmpty: schemaPath = path
        default: throw .badAnswer("its answer's \"schema\" is not a path")
        }
        reply = MessageReply(isSuccess: isSuccess, name: name, userInfo: userInfo)
    }

    /// The first characters of a body, quoted, for a message about it.
    static func opening(of body: [UInt8]) -> String {
        if body.isEmpty { return "with nothing: it is empty" }
        let text = String(decoding: body.prefix(40), as: UTF8.self)
            .map { $0.isNewline ? " " : String($0) }.joined()
        return "\"\(text)\(body.count > 40 ? "…" : "")\""
    }
}
