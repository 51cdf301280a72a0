/// Finds the known name closest to an unknown one, for "did you mean …?" messages.
public enum Suggestion {
    /// The candidate nearest to `name` by edit distance (case-insensitive), if near enough.
    ///
    /// Ties go to a candidate with the same first letter, then to the earlier candidate.
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        var best: (name: String, score: Int)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased().unicodeScalars)
            let allowed = max(2, (max(target.count, other.count) + 1) / 3)
            guard abs(target.count - other.count) <= allowed else { continue }
            let distance = editDistance(target, other)
            guard distance <= allowed else { continue }
            let score = distance * 2 + (target.first == other.first ? 0 : 1)
            if score < (best?.score ?? .max) { best = (candidate, score) }
        }
        return best?.name
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and
    /// transpositions of neighbours each cost 1, so `lable` is 1 from `label`.
    static func editDistance(_ lhs: [Unicode.Scalar], _ rhs: [Unicode.Scalar]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var beforePrevious = [Int](repeating: 0, count: rhs.count + 1)
        var previous = Array(0...rhs.count)
        var current = [Int](repeating: 0, count: rhs.count + 1)
        for row in 1...lhs.count {
            current[0] = row
            for column in 1...rhs.count {
                let cost = lhs[row - 1] == rhs[column - 1] ? 0 : 1
                var value = Swift.min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost)
                if row > 1, column > 1, lhs[row - 1] == rhs[column - 2], lhs[row - 2] == rhs[column - 1] {
                    value = Swift.min(value, beforePrevious[column - 2] + 1)
                }
                current[column] = value
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[rhs.count]
    }
}
