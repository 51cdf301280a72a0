import Hummingbird

/// A response body writer that keeps what is written, to compress a body whole.
final class BodyCollector: ResponseBodyWriter {
    /// The bytes written so far.
    private(set) var bytes = ByteBuffer()

    /// Reads all of `body` (a body whose length is known, and small: it is held in memory).
    static func collect(_ body: ResponseBody) async throws -> ByteBuffer {
        let collector = BodyCollector()
        try await body.write(collector)
        return collector.bytes
    }

    /// Keeps `buffer`.
    func write(_ buffer: ByteBuffer) async throws {
        var buffer = buffer
        bytes.writeBuffer(&buffer)
    }

    /// Ends the body (a collected body has no trailing headers to send).
    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
