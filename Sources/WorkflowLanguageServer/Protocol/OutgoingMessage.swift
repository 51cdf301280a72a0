import Foundation

/// The JSON bodies of the server's answers to requests (its notifications are written by
/// ``PublishedDiagnostics``).
enum OutgoingMessage {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }()

    /// The answer to request `id`: `result`, or JSON null when it is nil.
    static func response(id: RequestID?, result: (any Encodable & Sendable)?) -> [UInt8] {
        body(Response(id: id, result: result, error: nil))
    }

    /// The error answer to request `id` (null when the id could not be read).
    static func error(id: RequestID?, _ error: ResponseError) -> [UInt8] {
        body(Response(id: id, result: nil, error: error))
    }

    private static func body(_ value: some Encodable) -> [UInt8] {
        // Every value sent is made of strings, numbers and arrays of them, which always encode.
        (try? Array(encoder.encode(value))) ?? Array(#"{"jsonrpc":"2.0","id":null,"result":null}"#.utf8)
    }

    private struct Response: Encodable {
        let id: RequestID?
        let result: (any Encodable & Sendable)?
        let error: ResponseError?

        enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
            if let error {
                try container.encode(error, forKey: .error)
            } else if let result {
                try container.encode(result, forKey: .result)
            } else {
                try container.encodeNil(forKey: .result)
            }
        }
    }
}
