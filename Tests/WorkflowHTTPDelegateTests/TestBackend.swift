import Foundation
import Hummingbird
import NIOConcurrencyHelpers
import NIOCore

/// An application's backend for the tests: a real HTTP server on a loopback port the system
/// chose, answering `POST /wfs` from a script by message name, and recording every request.
final class TestBackend: Sendable {
    /// How the backend answers one request.
    struct Answer: Sendable {
        var status: Int = 200
        var body: String = #"{"outcome": "success"}"#
        var delay: Duration = .zero
        /// Sends the status and the first byte of the body, then waits this long before the rest.
        var stallAfterHeaders: Duration = .zero
    }

    /// A request the backend received.
    struct Received: Sendable {
        var headers: [String: String]
        var body: Data

        /// The body as a JSON object.
        var json: [String: Any] {
            (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
        }
    }

    private let answers: NIOLockedValueBox<[String: [Answer]]>
    private let received = NIOLockedValueBox<[Received]>([])
    private let task: Task<Void, any Error>
    /// The address requests are POSTed to.
    let url: String

    /// Starts a backend answering each message name with its answers in turn (the last repeats); others get `{"outcome": "success"}`.
    init(_ answers: [String: [Answer]] = [:]) async throws {
        let script = NIOLockedValueBox(answers)
        let received = self.received
        self.answers = script
        let router = Router()
        router.post("/wfs") { request, _ -> Response in
            let body = try await request.body.collect(upTo: 1 << 22)
            var headers: [String: String] = [:]
            for field in request.headers { headers[field.name.canonicalName] = field.value }
            let record = Received(headers: headers, body: Data(buffer: body))
            received.withLockedValue { $0.append(record) }
            let name = record.json["name"] as? String ?? ""
            let answer = script.withLockedValue { script -> Answer in
                guard var list = script[name], let first = list.first else { return Answer() }
                if list.count > 1 { list.removeFirst() }
                script[name] = list
                return first
            }
            if answer.delay > .zero { try await Task.sleep(for: answer.delay) }
            if answer.stallAfterHeaders > .zero {
                let stall = answer.stallAfterHeaders
                let text = answer.body
                return Response(
                    status: .init(code: answer.status), headers: [.contentType: "application/json"],
                    body: ResponseBody { writer in
                        try await writer.write(ByteBuffer(string: String(text.prefix(1))))
                        try await Task.sleep(for: stall)
                        try await writer.write(ByteBuffer(string: String(text.dropFirst())))
                        try await writer.finish(nil)
                    })
            }
            return Response(
                status: .init(code: answer.status), headers: [.contentType: "application/json"],
                body: .init(byteBuffer: ByteBuffer(string: answer.body)))
        }
        let port = NIOLockedValueBox<Int?>(nil)
        let application = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in port.withLockedValue { $0 = channel.localAddress?.port } })
        task = Task { try await application.run() }
        for _ in 0..<400 where port.withLockedValue({ $0 }) == nil {
            try await Task.sleep(for: .milliseconds(5))
        }
        guard let bound = port.withLockedValue({ $0 }) else { throw BackendDidNotStart() }
        url = "http://127.0.0.1:\(bound)/wfs"
    }

    /// The requests received so far, oldest first.
    var requests: [Received] { received.withLockedValue { $0 } }

    /// Stops the server.
    func stop() {
        task.cancel()
    }

    struct BackendDidNotStart: Error {}
}
