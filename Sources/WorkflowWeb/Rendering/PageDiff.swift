import Foundation
import WorkflowSchema

/// How to make one page's text from another's that the page's script holds: the pieces to keep and
/// the text to put between them, so that a tap's answer carries what changed rather than the screen.
///
/// A page is cut into pieces before each `<` and `"` (so that a tag whose id alone changed costs its
/// id; the script's `text.split(/(?=[<"])/)` cuts the same). The edits are Myers's shortest script over the
/// pieces, between the common start and end, written as a JSON array after the held page's id: a
/// positive number keeps that many of the held page's pieces, a negative one skips that many, a
/// string is put in as it is. The script checks that the edits use up the held page exactly
/// (`page.js`, `patched`).
struct PageDiff {
    /// The edits, in order.
    enum Edit: Equatable {
        case keep(Int)
        case skip(Int)
        case insert(Range<Int>)
    }

    let edits: [Edit]
    /// How many pieces the edits take out and put in.
    let changes: Int

    /// Beyond this many pieces put in or taken out, the pages are too unlike: the new one goes whole.
    static let maximumChanges = 400
    /// The most pieces compared in all (about a millisecond): large pages are allowed fewer changes.
    static let mostComparisons = 400_000

    /// The edits that make `new` from `held`, or nil when they would take more than `maximumChanges`
    /// pieces taken out and put in.
    init?(from held: Pieces, to new: Pieces, maximumChanges: Int = Self.maximumChanges) {
        let (start, end) = held.commonEnds(with: new)
        var edits: [Edit] = []
        if start > 0 { edits.append(.keep(start)) }
        guard
            Self.shortestScript(
                held, start..<(held.count - end), new, start..<(new.count - end), limit: maximumChanges,
                into: &edits)
        else { return nil }
        if end > 0 { Self.append(.keep(end), to: &edits) }
        // The path walks every piece of both pages once; anything else would be a fault here.
        var kept = 0
        var skipped = 0
        var put = 0
        for edit in edits {
            switch edit {
            case .keep(let count): kept += count
            case .skip(let count): skipped += count
            case .insert(let pieces): put += pieces.count
            }
        }
        guard kept + skipped == held.count, kept + put == new.count else { return nil }
        self.edits = edits
        changes = skipped + put
    }

    /// The edits as the JSON array the script reads: the held page's id (`base`), then the edits,
    /// with `new`'s text for what is put in.
    func json(of new: Pieces, base: String) -> [UInt8] {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        JSONText.appendQuoted(base, to: &bytes)
        for edit in edits {
            bytes.append(UInt8(ascii: ","))
            switch edit {
            case .keep(let count): bytes.append(contentsOf: String(count).utf8)
            case .skip(let count): bytes.append(contentsOf: String(-count).utf8)
            case .insert(let pieces): new.text(of: pieces).withUnsafeBufferPointer { JSONText.appendQuoted(utf8: $0, to: &bytes) }
            }
        }
        bytes.append(UInt8(ascii: "]"))
        return bytes
    }

    /// `held` with the edits applied (what the script does; the tests check it against the new page).
    func applied(to held: Pieces, new: Pieces) -> [UInt8]? {
        var bytes: [UInt8] = []
        var at = 0
        for edit in edits {
            switch edit {
            case .keep(let count):
                guard at + count <= held.count else { return nil }
                bytes.append(contentsOf: held.text(of: at..<(at + count)))
                at += count
            case .skip(let count): at += count
            case .insert(let pieces): bytes.append(contentsOf: new.text(of: pieces))
            }
        }
        return at == held.count ? bytes : nil
    }

    private static func append(_ edit: Edit, to edits: inout [Edit]) {
        switch (edits.last, edit) {
        case (.keep(let before)?, .keep(let count)): edits[edits.count - 1] = .keep(before + count)
        case (.skip(let before)?, .skip(let count)): edits[edits.count - 1] = .skip(before + count)
        case (.insert(let before)?, .insert(let pieces)) where before.upperBound == pieces.lowerBound:
            edits[edits.count - 1] = .insert(before.lowerBound..<pieces.upperBound)
        default: edits.append(edit)
        }
    }

    /// Myers's greedy search for the fewest pieces to take out of `held[a]` and put in from
    /// `new[b]`, appended to `edits` as runs; false when it takes more than `limit`. Paths stay on
    /// the grid: a piece is taken out only while `held` has one left, put in only while `new` has.
    private static func shortestScript(
        _ held: Pieces, _ a: Range<Int>, _ new: Pieces, _ b: Range<Int>, limit: Int, into edits: inout [Edit]
    ) -> Bool {
        let n = a.count
        let m = b.count
        if n == 0 && m == 0 { return true }
        if n == 0 { append(.insert(b), to: &edits); return true }
        if m == 0 { append(.skip(n), to: &edits); return true }
        let most = min(n + m, limit, max(16, mostComparisons / (n + m)))
        let offset = most + 1
        // furthest[offset + k]: how far along `held` the furthest path on diagonal k (x − y) reaches
        // in the latest round, or −1 when none reaches it.
        var furthest = [Int](repeating: -1, count: 2 * most + 3)
        // After each round d, the furthest points of its diagonals −d…d, at rounds[d² ..< (d + 1)²],
        // to walk the path back.
        var rounds: [Int] = []
        rounds.reserveCapacity(min(most + 1, 64) * min(most + 1, 64))
        for d in 0...most {
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if d == 0 {
                    x = 0
                } else if let entry = entry(k, round: d, n: n, m: m, reach: { furthest[offset + $0] }) {
                    x = entry.x
                } else {
                    furthest[offset + k] = -1
                    continue
                }
                var y = x - k
                while x < n && y < m && held.equals(a.lowerBound + x, in: new, b.lowerBound + y) {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x == n && y == m {
                    walkBack(rounds, from: d, n: n, m: m, newStart: b.lowerBound, into: &edits)
                    return true
                }
            }
            rounds.append(contentsOf: furthest[(offset - d)...(offset + d)])
        }
        return false
    }

    /// Where a path of round `round` enters diagonal `k`, from the furthest points of the round
    /// before (`reach`, −1 where none): down from diagonal k + 1 (a piece put in) or right from
    /// k − 1 (a piece taken out), whichever goes further and stays on the grid.
    private static func entry(
        _ k: Int, round d: Int, n: Int, m: Int, reach: (Int) -> Int
    ) -> (x: Int, down: Bool)? {
        var best: (x: Int, down: Bool)?
        if k + 1 <= d - 1 {
            let x = reach(k + 1)
            if x >= 0 && x - (k + 1) < m { best = (x, true) }
        }
        if k - 1 >= -(d - 1) {
            let x = reach(k - 1)
            if x >= 0 && x < n && x + 1 > (best?.x ?? -1) { best = (x + 1, false) }
        }
        return best
    }

    /// The path found in `last` rounds, from its end back to its start, as edits in order.
    private static func walkBack(
        _ rounds: [Int], from last: Int, n: Int, m: Int, newStart: Int, into edits: inout [Edit]
    ) {
        var backwards: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: last, to: 0, by: -1) {
            // Round d − 1's diagonal k is at (d − 1)² + k + d − 1.
            let previous = (d - 1) * (d - 1) + d - 1
            let k = x - y
            // The search reached (x, y) on this diagonal, so it entered it.
            guard let entry = entry(k, round: d, n: n, m: m, reach: { rounds[previous + $0] }) else { return }
            let snake = x - entry.x
            if snake > 0 { backwards.append(.keep(snake)) }
            x -= snake
            y -= snake
            if entry.down {
                backwards.append(.insert((newStart + y - 1)..<(newStart + y)))
                y -= 1
            } else {
                backwards.append(.skip(1))
                x -= 1
            }
        }
        if x > 0 { backwards.append(.keep(x)) }
        for edit in backwards.reversed() { append(edit, to: &edits) }
    }
}

extension PageDiff {
    /// The fewest bytes of `new` any edits from `held` put in: its pieces that `held` has nowhere.
    /// Cheaper than finding the edits, it tells when they cannot be worth sending.
    static func leastPutIn(from held: Pieces, to new: Pieces) -> Int {
        let heldPieces = Set((0..<held.count).map { held.bytes[held.range(of: $0)] })
        var bytes = 0
        for piece in 0..<new.count where !heldPieces.contains(new.bytes[new.range(of: piece)]) {
            bytes += new.range(of: piece).count
        }
        return bytes
    }

    /// A page's text cut before each `<` and `"`.
    struct Pieces {
        let bytes: [UInt8]
        /// Where each piece starts, then the end of `bytes`.
        private let bounds: [Int]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var bounds: [Int] = []
            bounds.reserveCapacity(bytes.count / 8)
            bytes.withUnsafeBufferPointer { text in
                if !text.isEmpty { bounds.append(0) }
                var index = 1
                while index < text.count {
                    let byte = text[index]
                    if byte == UInt8(ascii: "<") || byte == UInt8(ascii: "\"") { bounds.append(index) }
                    index += 1
                }
            }
            bounds.append(bytes.count)
            self.bounds = bounds
        }

        var count: Int { bounds.count - 1 }

        func range(of piece: Int) -> Range<Int> {
            bounds[piece]..<bounds[piece + 1]
        }

        /// The text of the pieces in `pieces`.
        func text(of pieces: Range<Int>) -> ArraySlice<UInt8> {
            bytes[bounds[pieces.lowerBound]..<bounds[pieces.upperBound]]
        }

        /// Whether piece `index` is `other`'s piece `otherIndex`, byte for byte.
        func equals(_ index: Int, in other: Pieces, _ otherIndex: Int) -> Bool {
            let start = bounds[index]
            let length = bounds[index + 1] - start
            let otherStart = other.bounds[otherIndex]
            guard other.bounds[otherIndex + 1] - otherStart == length else { return false }
            return bytes.withUnsafeBytes { mine in
                other.bytes.withUnsafeBytes { theirs in
                    memcmp(mine.baseAddress! + start, theirs.baseAddress! + otherStart, length) == 0
                }
            }
        }

        /// How many pieces the two share at their start, and how many after that at their end.
        func commonEnds(with other: Pieces) -> (start: Int, end: Int) {
            let shorter = min(count, other.count)
            var start = 0
            while start < shorter && equals(start, in: other, start) { start += 1 }
            var end = 0
            while end < shorter - start && equals(count - 1 - end, in: other, other.count - 1 - end) { end += 1 }
            return (start, end)
        }
    }
}
