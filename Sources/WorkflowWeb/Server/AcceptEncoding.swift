import HTTPTypes

/// The content codings a request's `Accept-Encoding` header allows (RFC 9110 §12.5.3).
///
/// `gzip;q=0` refuses gzip; `*` stands for every coding not named; `x-gzip` is `gzip`. With no
/// header, or an empty one, only the identity coding is asked for, so nothing is compressed.
struct AcceptEncoding: Sendable {
    /// The weight of each coding named, lower case (`*` included).
    private var weights: [String: Double] = [:]

    /// Reads every `Accept-Encoding` field of `headers`.
    init(_ headers: HTTPFields) {
        for value in headers[values: .acceptEncoding] {
            for item in value.split(separator: ",") {
                var parts = item.split(separator: ";").map { $0.trimmingSpaces.lowercased() }
                guard let coding = parts.first, !coding.isEmpty else { continue }
                parts.removeFirst()
                let name = coding == "x-gzip" ? "gzip" : coding
                // A weight that is not a number between 0 and 1 refuses the coding: the safe reading.
                let weight = parts.first { $0.hasPrefix("q=") }.map { Double($0.dropFirst(2)) ?? 0 } ?? 1
                weights[name] = max(weights[name] ?? 0, (0...1).contains(weight) ? weight : 0)
            }
        }
    }

    /// Whether `coding` (lower case) may be sent: named with a weight above 0, or else allowed by `*`.
    func accepts(_ coding: String) -> Bool {
        (weights[coding] ?? weights["*"] ?? 0) > 0
    }
}

extension Substring {
    /// The text without the spaces and tabs around it (HTTP's optional white space).
    fileprivate var trimmingSpaces: Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
