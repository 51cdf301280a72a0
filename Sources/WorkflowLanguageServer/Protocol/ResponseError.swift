/// A JSON-RPC error answer: a standard code and a sentence.
struct ResponseError: Error, Encodable, Sendable, Hashable {
    /// The JSON-RPC or LSP error code.
    var code: Int
    /// What went wrong, for the person reading the editor's log.
    var message: String

    /// The body was not JSON.
    static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    /// The JSON was not a request or notification.
    static func invalidRequest(_ message: String) -> ResponseError {
        ResponseError(code: -32600, message: message)
    }
    /// The server has no such method.
    static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "unknown method '\(method)'")
    }
    /// The parameters did not have the method's shape.
    static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(code: -32602, message: message)
    }
    /// A request after `shutdown`, or before `initialize`.
    static func notInitialized(_ message: String) -> ResponseError {
        ResponseError(code: -32002, message: message)
    }
    /// The document changed before the answer was ready; the client asks again if it still wants it.
    static let contentModified = ResponseError(code: -32801, message: "the document changed before the answer was ready")

    /// The request cannot be carried out (a rename to an invalid name, say).
    static func requestFailed(_ message: String) -> ResponseError {
        ResponseError(code: -32803, message: message)
    }
}
