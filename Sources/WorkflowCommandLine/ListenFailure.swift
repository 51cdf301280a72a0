import Foundation
import NIOCore
import NIOPosix

/// Why `wfs serve` could not listen on its address, said in one line with what to do instead.
struct ListenFailure {
    /// The address asked for (`--host`).
    let host: String
    /// The port asked for (`--port`).
    let port: Int

    /// The one-line explanation of `error`, or nil when it is not a failure to listen.
    func message(for error: any Error) async -> String? {
        if let unknown = error as? SocketAddressError.UnknownHost {
            return "cannot find the address of '\(unknown.host)'; give --host an address of this machine, "
                + "such as 127.0.0.1 (this machine only) or 0.0.0.0 (every network)"
        }
        guard let error = error as? IOError else { return nil }
        switch error.errnoCode {
        case EADDRINUSE:
            let another = await freePort().map { " \($0)" } ?? ""
            return
                "port \(port) is already in use (is another wfs serve running?); choose another with --port\(another)"
        case EACCES where port < 1024:
            return "port \(port) needs administrator rights (every port below 1024 does); "
                + "choose one from 1024 up, such as --port 8080"
        case EACCES:
            return "permission denied to listen on \(host) port \(port); choose another with --port"
        case EADDRNOTAVAIL:
            return "\(host) is not an address of this machine, so the server cannot listen there; use "
                + "--host 127.0.0.1 (this machine only) or --host 0.0.0.0 (every network)"
        default:
            return nil
        }
    }

    /// A port near ``port`` that can be listened on now, found by binding it as the server does.
    private func freePort() async -> Int? {
        let above = (port + 1)...(port + 20)
        let below = (port - 20)..<port
        let bootstrap = ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
        for candidate in Array(above) + below.reversed() where (1024...65_535).contains(candidate) {
            guard let channel = try? await bootstrap.bind(host: host, port: candidate).get() else { continue }
            try? await channel.close().get()
            return candidate
        }
        return nil
    }
}
