#if ServerBenchmarks
import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import Synchronization

/// A Hummingbird application running in this process on 127.0.0.1, on a port the system chose.
///
/// The web entries start two of them with the same configuration: the server under test and the
/// bare floor. `start` blocks the calling thread until the server listens.
final class LoopbackServer: Sendable {
    /// The configuration both servers share: no request log, the same server name, and a backlog
    /// that holds the 1,000 connections `wrk` opens at once (Hummingbird's default is 256).
    static func configuration(backlog: Int = 2_048) -> ApplicationConfiguration {
        ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0), backlog: backlog)
    }

    /// The port the server listens on.
    let port: Int
    private let task: Task<Void, Never>
    private let stopped = DispatchSemaphore(value: 0)

    /// Starts `router` in a task and waits until it listens; stops the run if it does not.
    init<Context: InitializableFromSource<ApplicationRequestContextSource>>(
        label: String, router: Router<Context>, server: HTTPServerBuilder = .http1()
    ) {
        var logger = Logger(label: "wfs-bench.\(label)")
        // Quiet: stopping by cancellation logs errors about the child channels it ends.
        logger.logLevel = .critical
        let bound = Mutex<Int?>(nil)
        let listening = DispatchSemaphore(value: 0)
        let application = Application(
            router: router, server: server, configuration: Self.configuration(),
            onServerRunning: { channel in
                bound.withLock { $0 = channel.localAddress?.port }
                listening.signal()
            },
            logger: logger)
        let stopped = stopped
        task = Task.detached {
            do {
                try await application.runService(gracefulShutdownSignals: [])
            } catch {
                FileHandle.standardError.write(Data("wfs-bench: the \(label) server stopped: \(error)\n".utf8))
            }
            stopped.signal()
        }
        guard listening.wait(timeout: .now() + 30) == .success, let port = bound.withLock({ $0 }) else {
            fail("the \(label) server did not start listening on 127.0.0.1")
        }
        self.port = port
    }

    /// Stops the server (cancels its task) and waits up to 10 seconds for it to end.
    func stop() {
        task.cancel()
        _ = stopped.wait(timeout: .now() + 10)
    }
}
#endif
