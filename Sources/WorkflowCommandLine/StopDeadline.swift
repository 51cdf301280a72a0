import Foundation
import ServiceLifecycle

/// Ends the process `timeout` after a graceful stop began (SIGTERM, Ctrl-C), if it has not ended by
/// itself: a stop waits for the requests under way, and a client or a store that never finishes one
/// must not keep the server alive. Journals lose nothing: every acknowledged step is committed.
struct StopDeadline: Service {
    let timeout: Double

    func run() async throws {
        // Cancelled (the server ended by itself): nothing to watch.
        guard (try? await gracefulShutdown()) != nil else { return }
        let timeout = timeout
        // A thread of its own: the concurrency pool may be what is stuck.
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: timeout)
            print(
                "wfs serve: still busy \(Self.seconds(timeout)) after the stop began (a client or the store did not finish); ending now."
            )
            fflush(nil)
            _exit(0)
        }
    }

    /// `seconds` as the message says it: "10 s", "2.5 s".
    static func seconds(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
    }
}
