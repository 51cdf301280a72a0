/// The edits made to an open document, with the version each made: how an offset of the
/// current text maps back to an older version's (for completion, which reads names from the
/// last text that loaded). An offset inside text typed since then has no older offset.
struct EditLog: Sendable {
    /// One replacement: the bytes `lower..<oldUpper` of the text before it became `lower..<newUpper`.
    private struct Edit: Sendable {
        let version: Int
        let lower: Int
        let oldUpper: Int
        let newUpper: Int
    }

    /// The most edits kept; mapping from a version older than those kept gives nothing.
    static let capacity = 1000

    private var edits: [Edit] = []
    /// Versions up to this one have lost edits (trimmed).
    private var forgottenThrough = Int.min

    /// Records that `version` replaced `range` of the text (of `oldCount` bytes) with `newCount` bytes.
    mutating func record(version: Int, replacing range: Range<Int>, with newCount: Int) {
        edits.append(Edit(version: version, lower: range.lowerBound, oldUpper: range.upperBound, newUpper: range.lowerBound + newCount))
        if edits.count > Self.capacity {
            forgottenThrough = max(forgottenThrough, edits.removeFirst().version)
        }
    }

    /// The offset in `version`'s text of `offset` in the current text, if it was there then;
    /// with `nearest`, an offset inside text typed since maps to where that text was typed.
    func oldOffset(_ offset: Int, in version: Int, nearest: Bool = false) -> Int? {
        guard version >= forgottenThrough else { return nil }
        var mapped = offset
        for edit in edits.reversed() where edit.version > version {
            if mapped >= edit.newUpper {
                mapped += edit.oldUpper - edit.newUpper
            } else if mapped >= edit.lower {
                guard nearest else { return nil }
                mapped = edit.lower
            }
        }
        return mapped
    }
}
