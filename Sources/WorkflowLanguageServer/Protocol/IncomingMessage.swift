import Foundation

/// A message from the client, read in two steps: its head (id and method), then, once the
/// method is known to need them, its parameters. A body whose parameters do not fit still has
/// an id to answer with an error.
struct IncomingMessage: Sendable {
    /// The request's id; nil for a notification (or an id the server cannot read).
    let id: RequestID?
    /// The method.
    let method: String
    /// The parameters, or why they could not be read.
    let params: Result<LSPParams, ResponseError>

    /// Why a body is not a message, with the id to answer if one could be read.
    struct Unreadable: Error {
        let id: RequestID?
        let error: ResponseError
    }

    /// The whole message, read in one pass: the id and method leniently, the parameters as a result.
    private struct Envelope: Decodable {
        let id: RequestID?
        let method: String?
        let params: Result<LSPParams, DecodingError>

        enum CodingKeys: String, CodingKey { case id, method, params }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try? container.decodeIfPresent(RequestID.self, forKey: .id)
            method = try? container.decodeIfPresent(String.self, forKey: .method)
            do {
                params = .success(try container.decodeIfPresent(LSPParams.self, forKey: .params) ?? LSPParams())
            } catch let error as DecodingError {
                params = .failure(error)
            }
        }
    }

    /// Reads a body; throws ``Unreadable`` for one that is not JSON or names no method.
    static func read(_ body: [UInt8]) throws(Unreadable) -> IncomingMessage {
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: Data(body))
        } catch {
            throw Unreadable(id: nil, error: .parseError("the message is not a JSON object"))
        }
        guard let method = envelope.method else {
            throw Unreadable(id: envelope.id, error: .invalidRequest("the message names no method"))
        }
        let params = envelope.params.mapError { error in
            ResponseError.invalidParams("the parameters of '\(method)' do not have its shape: \(Self.reason(error))")
        }
        return IncomingMessage(id: envelope.id, method: method, params: params)
    }

    private static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context),
            .dataCorrupted(let context):
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
