/// How the offsets of a newer text map back to an older one that differs from it in one stretch
/// (the edits made since): before the stretch they are the same, after it they move by the
/// difference in length, and inside it there is no older offset.
struct TextShift: Sendable {
    private let prefix: Int
    private let newSuffixStart: Int
    private let delta: Int

    /// No change: every offset is the same in both texts.
    static let none = TextShift(prefix: .max, newSuffixStart: .max, delta: 0)

    private init(prefix: Int, newSuffixStart: Int, delta: Int) {
        self.prefix = prefix
        self.newSuffixStart = newSuffixStart
        self.delta = delta
    }

    /// Compares the two texts from both ends.
    init(from old: [UInt8], to new: [UInt8]) {
        let shortest = min(old.count, new.count)
        var prefix = 0
        while prefix < shortest, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shortest - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        self.prefix = prefix
        newSuffixStart = new.count - suffix
        delta = new.count - old.count
    }

    /// The offset in the older text of `offset` in the newer one, or of the start of the
    /// changed stretch when `offset` is inside it.
    func oldOffsetAtOrBefore(_ offset: Int) -> Int {
        oldOffset(offset) ?? prefix
    }

    /// The offset in the older text of `offset` in the newer one, if it was there.
    func oldOffset(_ offset: Int) -> Int? {
        if offset < prefix { return offset }
        if offset >= newSuffixStart { return offset - delta }
        return nil
    }
}
