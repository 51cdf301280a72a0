import NIOConcurrencyHelpers

/// The pages lately sent to pages' scripts, each under an id the script sends back with its next
/// request, so that the answer can be what changed since one of them (``PageDiff``) rather than the
/// whole screen.
///
/// Pages are kept by session and id, an id being 48 bits of a hash of the page seeded anew by each
/// process: another session's pages are never found, nor (but by a chance of 2⁻⁴⁸) another
/// server's, so a change is only ever made against a page this session was sent by this process.
/// The pages kept take at most `capacity` bytes; the least lately used go first, and a script
/// naming a page no longer kept gets the whole page.
final class SentPages: Sendable {
    /// What the script is sent: the page, or the edits from a page it holds, and the page's id.
    struct Answer: Equatable {
        /// The page's id, for the script to send back (`X-WFS-Page`).
        let id: String
        /// The page itself, or the edits from a page the script holds: a JSON array of that page's
        /// id, then ``PageDiff``'s edits.
        let body: [UInt8]
        /// Whether `body` is edits rather than the page.
        let isChange: Bool
    }

    /// The most ids a script may name: the page it shows and the one before (a step and its way back).
    static let mostHeld = 2
    /// By default, 8 MB of pages: about 5,000 of the peers' app's.
    static let defaultCapacity = 8 << 20

    private struct Key: Hashable {
        let session: String
        let id: String
    }

    private struct Kept {
        let bytes: [UInt8]
        var lastUse: UInt64
    }

    private struct Table {
        var pages: [Key: Kept] = [:]
        var bytes = 0
        var clock: UInt64 = 0
    }

    private let table = NIOLockedValueBox(Table())
    private let capacity: Int

    init(capacity: Int = SentPages.defaultCapacity) {
        self.capacity = capacity
    }

    /// How many pages are kept (for tests).
    var count: Int { table.withLockedValue { $0.pages.count } }

    /// The answer that brings a script holding the pages `held` (ids it was sent, latest first) to
    /// `page`, of `session`: the shortest edits from a held page, when they are shorter than the
    /// page; else the page. Either way the page is kept under its id.
    func answer(_ page: [UInt8], session: String, held: [String]) -> Answer {
        let id = Self.id(of: page)
        let bases: [(id: String, bytes: [UInt8])] = table.withLockedValue { table in
            table.clock += 1
            let now = table.clock
            var bases: [(id: String, bytes: [UInt8])] = []
            for heldID in held.prefix(Self.mostHeld) where !bases.contains(where: { $0.id == heldID }) {
                let key = Key(session: session, id: heldID)
                guard let kept = table.pages[key] else { continue }
                table.pages[key]?.lastUse = now
                bases.append((heldID, kept.bytes))
            }
            let key = Key(session: session, id: id)
            if let kept = table.pages[key] { table.bytes -= kept.bytes.count }
            table.pages[key] = Kept(bytes: page, lastUse: now)
            table.bytes += page.count
            if table.bytes > capacity { Self.forgetLeastUsed(&table, down: capacity * 3 / 4) }
            return bases
        }
        guard !bases.isEmpty else { return Answer(id: id, body: page, isChange: false) }
        let new = PageDiff.Pieces(page)
        var shortest = page
        for base in bases {
            guard let diff = PageDiff(from: PageDiff.Pieces(base.bytes), to: new) else { continue }
            let edits = diff.json(of: new, base: base.id)
            if edits.count < shortest.count { shortest = edits }
        }
        return Answer(id: id, body: shortest, isChange: shortest.count < page.count)
    }

    /// Forgets the least lately used pages until those kept take at most `target` bytes.
    private static func forgetLeastUsed(_ table: inout Table, down target: Int) {
        for (id, kept) in table.pages.sorted(by: { $0.value.lastUse < $1.value.lastUse }) {
            guard table.bytes > target else { return }
            table.pages[id] = nil
            table.bytes -= kept.bytes.count
        }
    }

    /// The id of `page`: 48 bits of the process's seeded hash, in base 36 (at most 10 characters).
    private static func id(of page: [UInt8]) -> String {
        var hasher = Hasher()
        page.withUnsafeBytes { hasher.combine(bytes: $0) }
        return String(UInt64(UInt(bitPattern: hasher.finalize())) & 0xFFFF_FFFF_FFFF, radix: 36)
    }

    /// The ids in an `X-WFS-Fetch` header: "1" (none held) or ids separated by spaces, at most
    /// ``mostHeld``. Anything that is not an id is left out.
    static func heldIDs(in header: Substring) -> [String] {
        var ids: [String] = []
        for word in header.split(separator: " ", maxSplits: 8, omittingEmptySubsequences: true)
        where ids.count < mostHeld && (1...10).contains(word.utf8.count)
            && word.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) })
        {
            ids.append(String(word))
        }
        return ids
    }
}
