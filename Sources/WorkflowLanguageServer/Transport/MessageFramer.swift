import Foundation

/// Cuts the byte stream of the base protocol into message bodies: each is preceded by headers
/// (`Content-Length: N`, lines ending in CRLF) and an empty line.
///
/// Bad framing never stops the stream: a header block without a usable length is skipped, and
/// a body longer than ``maximumBodyBytes`` is read past and reported instead of being kept.
public struct MessageFramer: Sendable {
    /// One thing cut from the stream.
    public enum Piece: Sendable, Equatable {
        /// A message body.
        case body([UInt8])
        /// Something that was not a message, and why (the stream goes on after it).
        case skipped(String)
    }

    /// The largest body kept (larger ones are skipped).
    public var maximumBodyBytes: Int
    /// The longest header block read before giving up on it.
    public static let maximumHeaderBytes = 8 * 1024

    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes still to drop of an oversized body.
    private var discarding = 0

    /// Creates a framer that keeps bodies up to `maximumBodyBytes`.
    public init(maximumBodyBytes: Int) {
        self.maximumBodyBytes = maximumBodyBytes
    }

    /// Adds bytes read from the stream and returns the pieces they complete.
    public mutating func append(_ bytes: some Sequence<UInt8>) -> [Piece] {
        buffer.append(contentsOf: bytes)
        var pieces: [Piece] = []
        while let piece = next() { pieces.append(piece) }
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        return pieces
    }

    private mutating func next() -> Piece? {
        if discarding > 0 {
            let dropped = min(discarding, buffer.count - start)
            start += dropped
            discarding -= dropped
            if discarding > 0 { return nil }
        }
        guard let end = headerEnd() else {
            if buffer.count - start > Self.maximumHeaderBytes {
                start = buffer.count
                return .skipped("a header block longer than \(Self.maximumHeaderBytes) bytes")
            }
            return nil
        }
        let headers = String(decoding: buffer[start..<end], as: UTF8.self)
        let bodyStart = end + 4
        guard let length = Self.contentLength(in: headers) else {
            start = bodyStart
            return .skipped("a header block without a valid Content-Length")
        }
        if length > maximumBodyBytes {
            start = bodyStart
            discarding = length
            return .skipped("a body of \(length) bytes, more than the \(maximumBodyBytes) accepted")
        }
        guard buffer.count - bodyStart >= length else { return nil }
        let body = Array(buffer[bodyStart..<(bodyStart + length)])
        start = bodyStart + length
        return .body(body)
    }

    /// Where the `\r\n\r\n` after the headers starts, if it has arrived.
    private func headerEnd() -> Int? {
        var index = start
        while index + 3 < buffer.count {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func contentLength(in headers: String) -> Int? {
        for line in headers.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            guard let length = Int(parts[1].trimmingCharacters(in: .whitespaces)), length >= 0 else { return nil }
            return length
        }
        return nil
    }

    /// The framed form of `body`, ready to write.
    public static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }
}
