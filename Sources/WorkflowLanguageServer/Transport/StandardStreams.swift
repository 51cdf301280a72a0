import Foundation

/// The server's side of a client's pipes: message bodies read from standard input on a thread
/// of their own (a blocking read must not hold one of the few threads of Swift's concurrency
/// pool), and framed messages written to standard output, one at a time.
public final class StandardStreams: Sendable {
    /// The largest message body accepted.
    public let maximumBodyBytes: Int
    private let writeLock = NSLock()
    private let output: FileHandle
    private let input: FileHandle

    /// Creates the streams of this process, or of two other handles (tests, benchmarks).
    public init(
        input: FileHandle = .standardInput, output: FileHandle = .standardOutput, maximumBodyBytes: Int
    ) {
        self.input = input
        self.output = output
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// The pieces read from the input, until it ends.
    public func pieces() -> AsyncStream<MessageFramer.Piece> {
        let (stream, continuation) = AsyncStream<MessageFramer.Piece>.makeStream()
        let input = input
        let limit = maximumBodyBytes
        let thread = Thread {
            var framer = MessageFramer(maximumBodyBytes: limit)
            while true {
                let data = input.availableData
                if data.isEmpty { break }
                for piece in framer.append(data) { continuation.yield(piece) }
            }
            continuation.finish()
        }
        thread.name = "wfs-lsp-input"
        thread.start()
        return stream
    }

    /// Writes one message body, framed; a closed output is ignored (the client has gone).
    public func write(_ body: [UInt8]) {
        let framed = Data(MessageFramer.frame(body))
        writeLock.lock()
        defer { writeLock.unlock() }
        try? output.write(contentsOf: framed)
    }
}
