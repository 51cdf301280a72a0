#if ServerBenchmarks
import Foundation
import Hummingbird
import WorkflowHTTPDelegate
import WorkflowRuntime

/// The delegate entry: a message answered by the application's backend over HTTP on loopback
/// (`DelegateBackend`, as `wfs serve --delegate` sends it) against the same message answered by a
/// Swift delegate in the process. The backend is a Hummingbird route in this process that answers
/// every request with `{"outcome": "success"}`, so what the ratio prices is the link: the JSON
/// written and read, the HTTP round trip, the pool.
enum DelegateBenchmarks {
    static let entryName = "delegate-roundtrip-http"

    /// A screen whose button sends a `rootDelegate` message and shows its answer.
    static let schema = """
        <workflow><screen><title>Ask</title><view><container>
        <button><title>Ask</title><message>ask</message></button><label name="answer">None</label></container></view>
        <actions><sendMessage name="ask"><message><name>getAnswer</name><destinationType>rootDelegate</destinationType></message>
        <updateViews name="success"><viewNames>answer</viewNames><parameterName>text</parameterName><value>Answered</value></updateViews>
        </sendMessage></actions></screen></workflow>
        """

    /// One round trip after another on `session`: tap, then wait for the reply.
    struct RoundTrips {
        let session: Session
        let button: ElementID

        static func make(_ delegate: any RootDelegate, label: String) async -> RoundTrips {
            let session = Session(schema: RuntimeSchemas.load(schema, label: label), rootDelegate: delegate)
            await session.start()
            guard let button = await session.snapshot().activeElements.first(where: { $0.kind == .button })?.id else {
                fail("\(label): no button on screen")
            }
            let trips = RoundTrips(session: session, button: button)
            _ = await trips.iteration()
            let answer = await session.snapshot().activeElements.first { $0.name == "answer" }?.text
            guard answer == "Answered", await session.issues.isEmpty else {
                fail("\(label): the answer did not arrive (\(answer ?? "none"); \(await session.issues))")
            }
            return trips
        }

        func iteration() async -> Int {
            do {
                try await session.send(.tap(button))
            } catch {
                fail("\(entryName): \(error)")
            }
            await session.waitForReplies(upTo: .seconds(5))
            return await session.pendingReplyCount == 0 ? 1 : 0
        }
    }

    /// A Swift delegate answering every message at once with a success.
    struct Immediate: RootDelegate {
        func reply(to message: RootMessage) async -> MessageReply? { .success() }
    }

    /// Measures the entry (no goal yet: the figure is reported).
    static func measure(runner: BenchmarkRunner) async -> BenchmarkResult {
        let router = Router()
        let answer = ByteBuffer(string: #"{"outcome": "success"}"#)
        router.post("/wfs") { request, _ -> Response in
            _ = try await request.body.collect(upTo: 1 << 20)
            return Response(status: .ok, headers: [.contentType: "application/json"], body: .init(byteBuffer: answer))
        }
        let server = LoopbackServer(label: "delegate backend", router: router)
        defer { server.stop() }
        let backend: DelegateBackend
        do {
            backend = try DelegateBackend(url: "http://127.0.0.1:\(server.port)/wfs")
        } catch {
            fail("\(entryName): \(error)")
        }
        let overHTTP = await RoundTrips.make(backend.delegate(sessionReference: "bench"), label: entryName)
        let inProcess = await RoundTrips.make(Immediate(), label: "\(entryName) floor")
        let measurement = await runner.measureAsync(value: { await overHTTP.iteration() }, floor: { await inProcess.iteration() })
        print(progressLine(entryName, measurement))
        await backend.shutdown()
        return BenchmarkResult(
            name: entryName, value: measurement.valueNanoseconds / 1000, unit: LoaderBenchmarks.unit,
            floor: measurement.floorNanoseconds / 1000, goal: nil)
    }
}
#endif
