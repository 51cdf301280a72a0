/// A JSON-RPC error answer: a standard code and a sentence.
public struct ResponseError: Error, Encodable, Sendable, Hashable {
    /// The JSON-RPC or LSP error code.
    public var code: Int
    /// What went wrong, for the person reading the editor's log.
    public var message: String

    /// The body was not JSON.
    public static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    /// The JSON was not a request or notification.
    public static func invalidRequest(_ message: String) -> ResponseError {
        ResponseError(code: -32600, message: message)
    }
    /// The server has no such method.
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "unknown method '\(method)'")
    }
    /// The parameters did not have the method's shape.
    public static func invalidParams(_ message: String) -> ResponseError {
        ResponseError(code: -32602, message: message)
    }
    /// A request after `shutdown`, or before `initialize`.
    public static func notInitialized(_ message: String) -> ResponseError {
        ResponseError(code: -32002, message: message)
    }
    /// The request cannot be carried out (a rename to an invalid name, say).
    public static func requestFailed(_ message: String) -> ResponseError {
        ResponseError(code: -32803, message: message)
    }
}
