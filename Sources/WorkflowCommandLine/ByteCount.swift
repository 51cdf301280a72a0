import ArgumentParser
import Foundation

/// A size given on the command line: bytes, or with a binary unit (`512KiB`, `4MiB`, `1GiB`; `K`,
/// `M`, `G` and `KB`, `MB`, `GB` are read the same).
struct ByteCount: ExpressibleByArgument, Sendable, Hashable, CustomStringConvertible {
    let bytes: Int

    init(bytes: Int) {
        self.bytes = bytes
    }

    init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces)
        let digits = text.prefix { $0.isNumber }
        let unit = text.dropFirst(digits.count).trimmingCharacters(in: .whitespaces).lowercased()
        guard let count = Int(digits), count > 0 else { return nil }
        let shifts: [String: Int] = [
            "": 0, "b": 0, "k": 10, "kb": 10, "kib": 10, "m": 20, "mb": 20, "mib": 20,
            "g": 30, "gb": 30, "gib": 30,
        ]
        guard let shift = shifts[unit], count <= Int.max >> shift else { return nil }
        bytes = count << shift
    }

    var description: String {
        for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")]
        where bytes >= 1 << shift && bytes % (1 << shift) == 0 {
            return "\(bytes >> shift) \(unit)"
        }
        return "\(bytes) bytes"
    }

    var defaultValueDescription: String { description.replacingOccurrences(of: " ", with: "") }
}
