import AsyncHTTPClient
import Foundation
import Logging
import Metrics
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import WorkflowRuntime
import WorkflowSchema

/// The application's own backend, reached over HTTP (`wfs serve --delegate URL`): each root-delegate
/// message and graph question is POSTed to it as JSON, and its JSON answer is the reply
/// (docs/DELEGATE.md).
///
/// One backend serves every session of a server through one connection pool. A request is tried
/// again, with a growing pause, when the connection fails or the backend answers 5xx, while its
/// deadline allows; every failure becomes a failure reply (the schema's failure path) with a
/// coded issue, and is logged with the session and the request's key.
public final class DelegateBackend: Sendable {
    /// Where requests are POSTed.
    public let url: String
    /// How long a request may take, its retries included.
    public let deadline: Duration
    /// How many times a request is sent at most.
    public let maximumAttempts: Int
    /// The largest answer read, in bytes.
    public static let maximumAnswerBytes = 1 << 20
    private let signature: DelegateSignature?
    private let client: HTTPClient
    private let schemaLoader: SchemaFileLoader?
    private let logger: Logger
    /// Set by `shutdown()`: requests cut by the stop are abandoned, not failed.
    private let stopping = NIOLockedValueBox(false)

    /// Connects to the backend at `url` (http or https); requests are signed when `secret` is given.
    ///
    /// A reply's `schema` path is loaded by `schemaLoader` (the schema's folder, never outside it).
    public init(
        url: String, secret: String? = nil, deadline: Duration = .seconds(10), maximumAttempts: Int = 3,
        schemaLoader: SchemaFileLoader? = nil, logger: Logger = Logger(label: "wfs.delegate")
    ) throws(DelegateBackendError) {
        guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = parsed.host, !host.isEmpty
        else { throw DelegateBackendError("\(url) is not an http:// or https:// address") }
        guard parsed.user == nil, parsed.password == nil else {
            throw DelegateBackendError(
                "the address holds a user name or password, which would be printed and logged; "
                    + "requests are signed with WFS_DELEGATE_SECRET instead")
        }
        guard deadline > .zero else { throw DelegateBackendError("the deadline must be longer than zero") }
        self.url = url
        self.deadline = deadline
        self.maximumAttempts = max(1, maximumAttempts)
        self.signature = secret.flatMap(DelegateSignature.init(secret:))
        self.schemaLoader = schemaLoader
        self.logger = logger
        // A connection that cannot be made in a few seconds fails the attempt, and the next may get through.
        let connect = min(deadline, .seconds(3))
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(connect: .nanoseconds(connect.nanoseconds)))
        configuration.httpVersion = .http1Only
        // The attempts are this class's own, with their pauses and their deadline: a refused connection
        // fails its attempt at once rather than being retried inside the pool until the connect timeout.
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.connectionPool.concurrentHTTP1ConnectionsPerHostSoftLimit = 32
        self.client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }

    /// Whether requests carry a signature.
    public var signsRequests: Bool { signature != nil }

    /// The root delegate of a session; `user` gives the user to name in each request.
    ///
    /// `sessionReference` names the session to the backend, in each request and in its idempotency
    /// keys: give a reference that cannot be used as the session (`SessionIdentity.reference`),
    /// never a browser's cookie.
    public func delegate(
        sessionReference: String, user: @escaping @Sendable () -> String? = { nil }
    ) -> HTTPRootDelegate {
        HTTPRootDelegate(backend: self, sessionReference: sessionReference, user: user)
    }

    /// Closes the connections; call once, when the server has stopped.
    ///
    /// A request still under way then gets no answer at all, rather than a failure its session
    /// would keep: its message stays pending in the journal, and is asked again, with the same key,
    /// when the session is restored.
    public func shutdown() async {
        stopping.withLockedValue { $0 = true }
        try? await client.shutdown()
    }

    /// Asks the backend about `message`; nil when it answers 204 (the session answers itself).
    func answer(to message: RootMessage, sessionReference: String, user: String?) async -> RootDelegateAnswer? {
        let request = DelegateRequest(message, sessionReference: sessionReference, user: user)
        // Plain values only (strings, finite numbers, booleans, arrays, objects): encoding cannot fail.
        let body = Array((try? JSONEncoder().encode(request)) ?? Data("{}".utf8))
        let started = ContinuousClock.now
        let end = started + deadline
        var attempt = 0
        while true {
            attempt += 1
            let failure: DelegateFailure
            do throws(DelegateFailure) {
                guard let answered = try await attemptWithin(end, body, request: request, attempt: attempt) else {
                    DelegateMetrics.leftToSession.increment()
                    DelegateMetrics.duration.record(duration: ContinuousClock.now - started)
                    return nil
                }
                DelegateMetrics.answered.increment()
                DelegateMetrics.duration.record(duration: ContinuousClock.now - started)
                logger.debug(
                    "delegate answered",
                    metadata: metadata(request, ["outcome": "\(answered.reply.isSuccess ? "success" : "failure")",
                        "ms": "\((ContinuousClock.now - started).milliseconds)"]))
                return answered
            } catch {
                failure = error
            }
            if failure == .cancelled {
                return await abandon(request, since: started, attempts: attempt)
            }
            // 100 ms, 200 ms, 400 ms…, each between half and one and a half times that, so instances do not retry in step.
            let pause = Duration.milliseconds(100 << min(attempt - 1, 6)) * Double.random(in: 0.5...1.5)
            // A retry needs time to be worth making: with less left, the failure met is the one to report.
            guard failure.isRetryable, attempt < maximumAttempts, ContinuousClock.now + pause + Self.shortestAttempt < end
            else { return failed(failure, request, since: started, attempts: attempt) }
            logger.debug("delegate request tried again", metadata: metadata(request, ["reason": "\(failure)"]))
            DelegateMetrics.retries.increment()
            guard (try? await Task.sleep(for: pause)) != nil else {
                return await abandon(request, since: started, attempts: attempt)
            }
        }
    }

    /// The least time an attempt is given; a retry that would have less is not made.
    static let shortestAttempt = Duration.milliseconds(50)

    /// One attempt, request and answer together, within `end`: the backend's headers arriving in time
    /// is not enough, since a body that stalls after them would otherwise hold the request.
    private func attemptWithin(
        _ end: ContinuousClock.Instant, _ body: [UInt8], request: DelegateRequest, attempt: Int
    ) async throws(DelegateFailure) -> RootDelegateAnswer? {
        let outcome = await withTaskGroup(of: Result<RootDelegateAnswer?, DelegateFailure>?.self) { group in
            group.addTask {
                do throws(DelegateFailure) {
                    return .success(try await self.send(body, request: request, attempt: attempt, until: end))
                } catch {
                    return .failure(error)
                }
            }
            group.addTask {
                // nil when cancelled: the attempt ended first.
                guard (try? await Task.sleep(until: end, clock: .continuous)) != nil else { return nil }
                return .failure(.timeout)
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? .failure(.cancelled)
        }
        // A cancelled attempt stays cancelled: its task's own cancellation, or the server's stop.
        if Task.isCancelled || stopping.withLockedValue({ $0 }) { throw .cancelled }
        return try outcome.get()
    }

    /// One attempt: the answer, nil for 204, or why there is none.
    private func send(
        _ body: [UInt8], request: DelegateRequest, attempt: Int, until end: ContinuousClock.Instant
    ) async throws(DelegateFailure) -> RootDelegateAnswer? {
        let left = end - ContinuousClock.now
        guard left > .zero else { throw .timeout }
        var post = HTTPClientRequest(url: url)
        post.method = .POST
        let timestamp = Int(Date().timeIntervalSince1970)
        post.headers.add(name: "Content-Type", value: "application/json")
        post.headers.add(name: "Accept", value: "application/json")
        post.headers.add(name: "User-Agent", value: "wfs-serve")
        post.headers.add(name: "Idempotency-Key", value: request.idempotencyKey)
        post.headers.add(name: "X-WFS-Timestamp", value: "\(timestamp)")
        post.headers.add(name: "X-WFS-Attempt", value: "\(attempt)")
        // When the server stops waiting: an answer after it is dropped, and the person saw the failure path.
        let waitsUntil = Date().addingTimeInterval(Double(left.milliseconds) / 1000).timeIntervalSince1970
        post.headers.add(name: "X-WFS-Deadline", value: String(format: "%.3f", waitsUntil))
        if let signature {
            post.headers.add(name: "X-WFS-Signature", value: signature.headerValue(timestamp: timestamp, body: body))
        }
        post.body = .bytes(ByteBuffer(bytes: body))
        let deadline = NIODeadline.now() + .nanoseconds(left.nanoseconds)
        let response: HTTPClientResponse
        do {
            response = try await client.execute(post, deadline: deadline, logger: nil)
        } catch {
            let failure = Self.failure(for: error)
            if case .unreachable = failure {
                logger.debug("delegate connection failed: \(error)", metadata: metadata(request))
            }
            throw failure
        }
        let status = Int(response.status.code)
        guard status == 200 else {
            // Read what is left, so the connection can serve the next request.
            _ = try? await response.body.collect(upTo: 64 * 1024)
            if status == 204 { return nil }
            throw .status(status)
        }
        let bytes: ByteBuffer
        do {
            bytes = try await response.body.collect(upTo: Self.maximumAnswerBytes)
        } catch let error as NIOTooManyBytesError {
            _ = error
            throw .badAnswer("its answer is larger than \(Self.maximumAnswerBytes / 1024) KiB")
        } catch {
            throw Self.failure(for: error)
        }
        var answer = try DelegateAnswer(body: Array(buffer: bytes))
        if let path = answer.schemaPath {
            guard let schemaLoader else { throw .badAnswer("its answer names a schema, but the server has no schema folder") }
            do {
                answer.reply.userInfo["schema"] = .schema(try schemaLoader.load(path))
            } catch {
                throw .badAnswer("its answer's schema \(path) cannot be loaded: \(error.description)")
            }
        }
        return RootDelegateAnswer(answer.reply)
    }

    /// A request nobody waits for any more: its session dropped it (a time-out of its own, a graph
    /// cancelled, the session gone), or the server is stopping. Counted apart from failures; during
    /// a stop it never returns, so that no failure is kept for a message the restored session will
    /// ask again.
    private func abandon(
        _ request: DelegateRequest, since started: ContinuousClock.Instant, attempts: Int
    ) async -> RootDelegateAnswer {
        DelegateMetrics.abandoned.increment()
        DelegateMetrics.duration.record(duration: ContinuousClock.now - started)
        logger.debug("delegate request no longer waited for", metadata: metadata(request))
        while stopping.withLockedValue({ $0 }), !Task.isCancelled {
            try? await Task.sleep(for: .seconds(60))
        }
        return failedAnswer(.cancelled, request, attempts: attempts)
    }

    /// A failed request's answer, counted, timed and logged: the failure path, with the issue.
    private func failed(
        _ failure: DelegateFailure, _ request: DelegateRequest, since started: ContinuousClock.Instant, attempts: Int
    ) -> RootDelegateAnswer {
        DelegateMetrics.failed.increment()
        DelegateMetrics.failure(code: failure.code.rawValue).increment()
        DelegateMetrics.duration.record(duration: ContinuousClock.now - started)
        logger.error(
            "delegate request failed: the backend \(failure.reason(deadline: deadline, attempts: attempts)) [\(failure.code)]",
            metadata: metadata(request, ["url": "\(url)"]))
        return failedAnswer(failure, request, attempts: attempts)
    }

    /// The failure path's reply and its issue.
    private func failedAnswer(_ failure: DelegateFailure, _ request: DelegateRequest, attempts: Int) -> RootDelegateAnswer {
        let reason = failure.reason(deadline: deadline, attempts: attempts)
        let kind = request.kind == "question" ? "the question" : "the message"
        let issue = RuntimeIssue(
            .error, "the application's backend \(reason), so \(kind) '\(request.name)' failed", code: failure.code)
        return RootDelegateAnswer(.failure(["error": .string(failure.visitorText)]), issue: issue)
    }

    private func metadata(_ request: DelegateRequest, _ more: Logger.Metadata = [:]) -> Logger.Metadata {
        var metadata: Logger.Metadata = [
            "session": "\(request.sessionReference)", "message": "\(request.name)", "key": "\(request.requestKey)",
        ]
        metadata.merge(more) { _, new in new }
        return metadata
    }

    /// What an error of the HTTP client means for the request.
    static func failure(for error: any Error) -> DelegateFailure {
        if let error = error as? HTTPClientError, error == .deadlineExceeded || error == .readTimeout {
            return .timeout
        }
        if error is CancellationError || Task.isCancelled { return .cancelled }
        if let error = error as? HTTPClientError, error == .cancelled { return .cancelled }
        if let error = error as? HTTPClientError {
            switch error {
            case .connectTimeout: return .unreachable("the connection timed out")
            case .remoteConnectionClosed: return .unreachable("the connection was closed before the answer came")
            default: break
            }
        }
        if let error = error as? IOError {
            // "connection reset (error set): Connection refused) (errno: 111)" says less than strerror alone.
            return .unreachable(String(cString: strerror(error.errnoCode)).lowercased())
        }
        // Other errors' descriptions may name hosts and certificates: the issue (on the page) says
        // only that the connection failed; the log has the description.
        return .unreachable("the connection failed")
    }
}
