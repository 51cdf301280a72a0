/// Finds the known name closest to an unknown one, for "did you mean …?" messages.
enum Suggestion {
    /// The candidate nearest to `name` by edit distance (case-insensitive), if near enough.
    static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased().unicodeScalars)
            let allowed = max(2, (max(target.count, other.count) + 1) / 3)
            guard abs(target.count - other.count) <= allowed else { continue }
            let distance = editDistance(target, other)
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for (row, left) in lhs.enumerated() {
            current[0] = row + 1
            for (column, right) in rhs.enumerated() {
                current[column + 1] = Swift.min(
                    previous[column + 1] + 1, current[column] + 1, previous[column] + (left == right ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
