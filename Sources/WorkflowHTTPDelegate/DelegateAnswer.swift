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

    /// The keys of an answer that are read; any other key is left unread, whatever it holds.
    private struct Fields: Decodable {
        var outcome: WireValue?
        var name: WireValue?
        var userInfo: WireValue?
        var schema: WireValue?
    }

    /// Reads `body`; throws a sentence saying what is wrong with it.
    init(body: [UInt8]) throws(DelegateFailure) {
        let members: Fields
        do {
            members = try JSONDecoder().decode(Fields.self, from: Data(body))
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.isEmpty {
            throw .badAnswer("its answer is not a JSON object")
        } catch let error as DecodingError where Self.place(of: error) != nil {
            // JSON, with a tagged value the server cannot read: say which.
            throw .badAnswer(
                "its answer's \(Self.place(of: error) ?? "") is not a value a session can hold (docs/DELEGATE.md, \"Values\")")
        } catch {
            throw .badAnswer("its answer is not JSON (it begins \(Self.opening(of: body)))")
        }
        let isSuccess: Bool
        switch members.outcome {
        case .string("success")?: isSuccess = true
        case .string("failure")?: isSuccess = false
        case nil, .null?: throw .badAnswer("its answer has no \"outcome\" (\"success\" or \"failure\")")
        default: throw .badAnswer("its answer's \"outcome\" is neither \"success\" nor \"failure\"")
        }
        var name: String?
        switch members.name {
        case nil, .null?: break
        case .string(let text)? where !text.isEmpty: name = text
        default: throw .badAnswer("its answer's \"name\" is not a non-empty string")
        }
        var userInfo: [String: WorkflowValue] = [:]
        switch members.userInfo {
        case nil, .null?: break
        case .dictionary(let data)?: userInfo = try Self.workflowValues(data)
        default: throw .badAnswer("its answer's \"userInfo\" is not an object")
        }
        switch members.schema {
        case nil, .null?: break
        case .string(let path)? where !path.isEmpty: schemaPath = path
        default: throw .badAnswer("its answer's \"schema\" is not a path")
        }
        reply = MessageReply(isSuccess: isSuccess, name: name, userInfo: userInfo)
    }

    /// The session's values for a backend's `userInfo`; a schema comes only by the answer's `schema`
    /// key, and a date only in the years ISO 8601 writes (the forms beyond are the journal's).
    private static func workflowValues(_ data: [String: WireValue]) throws(DelegateFailure) -> [String: WorkflowValue] {
        var values: [String: WorkflowValue] = [:]
        for (key, member) in data {
            if member.holdsDate(where: { ISODate.text($0) == nil }) {
                throw .badAnswer("its answer's userInfo.\(key) holds a date outside the years 1 to 9999")
            }
            values[key] = try member.workflowValue(image: { $0 }) { _, _ throws(DelegateFailure) in
                throw .badAnswer("its answer's userInfo.\(key) holds a $schema: a reply loads a schema by its \"schema\" key")
            }
        }
        return values
    }

    /// The key path of the member a decoding error is about; nil for the body itself.
    private static func place(of error: DecodingError) -> String? {
        let path: [any CodingKey]
        switch error {
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context):
            path = context.codingPath
        @unknown default: return nil
        }
        return path.isEmpty ? nil : path.map(\.stringValue).joined(separator: ".")
    }

    /// The first characters of a body, quoted, for a message about it.
    static func opening(of body: [UInt8]) -> String {
        if body.isEmpty { return "with nothing: it is empty" }
        let text = String(decoding: body.prefix(40), as: UTF8.self)
            .map { $0.isNewline ? " " : String($0) }.joined()
        return "\"\(text)\(body.count > 40 ? "…" : "")\""
    }
}
