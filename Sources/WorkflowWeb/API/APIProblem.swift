import Foundation
import HTTPTypes
import Hummingbird

/// A refused API request, as `application/problem+json` (RFC 9457): its status, a title, what
/// to do, and the session's state when the client can go on from it.
struct APIProblem: Encodable, Sendable {
    var status: Int
    var title: String
    var detail: String
    var state: APIState?

    /// The response carrying this problem; 401s say how to authenticate.
    func response() -> Response {
        var headers: HTTPFields = [.contentType: "application/problem+json", .cacheControl: "no-store"]
        if status == 401 { headers[.wwwAuthenticate] = "Bearer realm=\"wfs\"" }
        WebResponse.addSafeHeaders(to: &headers)
        let body = (try? APIProblem.encoder.encode(self)) ?? Data()
        return Response(
            status: HTTPResponse.Status(code: status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    static func make(_ status: HTTPResponse.Status, _ detail: String, state: APIState? = nil) -> Response {
        APIProblem(status: status.code, title: status.reasonPhrase, detail: detail, state: state).response()
    }

    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }()
}
