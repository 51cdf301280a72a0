import NIOConcurrencyHelpers

/// The pages lately sent to pages' scripts, each under an id the script sends back with its next
/// request, so that the answer can be what changed since one of them (``PageDiff``) rather than the
/// whole screen.
///
/// Pages are kept by session and id, an id being the number of the keeping, mixed by a one-to-one
/// function of 48 bits with keys drawn by each process: another session's pages are never found,
/// nor (but by a chance of the order of pages kept / 2⁴⁸) another server's, so a change is only
/// ever made against a page this session was sent by this process, and ids do not tell how many
/// pages were sent. (A hash of the page cost about 1 % of an event's CPU.) A page the same as the
/// session's newest is not kept again: it keeps its id.
/// A session keeps its last ``pagesPerSession`` pages (a script names two, and may have two
/// requests on their way, or a second tab); all sessions' pages take at most `capacity` bytes, the
/// oldest going first. A script naming a page no longer kept gets the whole page.
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
    /// The pages kept for a session.
    static let pagesPerSession = 4
    /// By default, 8 MB of pages: about 5,000 of the peers' app's.
    static let defaultCapacity = 8 << 20

    private struct Kept {
        let id: String
        let bytes: [UInt8]
        /// Which keeping of a page this is, to find it from `order`.
        let number: Int
    }

    private struct Table {
        /// Each session's pages, the oldest first.
        var sessions: [String: [Kept]] = [:]
        /// The pages in the order they were kept (the oldest from `head` on), by session and number.
        var order: [(session: String, number: Int)] = []
        var head = 0
        var kept = 0
        var count = 0
        var bytes = 0

        /// Keeps `page` under `id` for `session` (its oldest page going when it has too many), and
        /// answers the pages of `held` the session had.
        mutating func keep(_ page: [UInt8], id: String, for session: String, finding held: ArraySlice<String>)
            -> [(id: String, bytes: [UInt8])]
        {
            let found = find(held, of: session)
            var pages = sessions.removeValue(forKey: session) ?? []
            kept += 1
            pages.append(Kept(id: id, bytes: page, number: kept))
            count += 1
            bytes += page.count
            if pages.count > SentPages.pagesPerSession { drop(at: 0, of: &pages) }
            sessions[session] = pages
            order.append((session, kept))
            if order.count - head > 2 * count + 64 { compact() }
            return found
        }

        /// The pages of `held` the session has.
        func find(_ held: ArraySlice<String>, of session: String) -> [(id: String, bytes: [UInt8])] {
            guard let pages = sessions[session] else { return [] }
            var found: [(id: String, bytes: [UInt8])] = []
            for heldID in held where !found.contains(where: { $0.id == heldID }) {
                if let base = pages.first(where: { $0.id == heldID }) { found.append((heldID, base.bytes)) }
            }
            return found
        }

        /// The id of the session's newest page when it is `page`, byte for byte.
        func newest(of session: String, ifSameAs page: [UInt8]) -> String? {
            guard let newest = sessions[session]?.last, newest.bytes == page else { return nil }
            return newest.id
        }

        private mutating func drop(at index: Int, of pages: inout [Kept]) {
            bytes -= pages.remove(at: index).bytes.count
            count -= 1
        }

        /// Drops from `order` the pages forgotten since they were kept.
        mutating func compact() {
            order = order[head...].filter { entry in
                sessions[entry.session]?.contains { $0.number == entry.number } ?? false
            }
            head = 0
        }

        /// Forgets the oldest pages until the others take at most `target` bytes.
        mutating func forgetOldest(down target: Int) {
            while bytes > target && head < order.count {
                let (session, number) = order[head]
                head += 1
                guard var pages = sessions.removeValue(forKey: session) else { continue }
                if let index = pages.firstIndex(where: { $0.number == number }) { drop(at: index, of: &pages) }
                if !pages.isEmpty { sessions[session] = pages }
            }
            if head > order.count / 2 { compact() }
        }
    }

    private let table = NIOLockedValueBox(Table())
    private let capacity: Int
    /// This process's keys for mixing numbers into ids: a start and two odd factors.
    private let idKeys = (
        start: UInt64.random(in: 0...SentPages.idMask), first: UInt64.random(in: 0...SentPages.idMask) | 1,
        second: UInt64.random(in: 0...SentPages.idMask) | 1
    )
    private static let idMask: UInt64 = 1 << 48 - 1

    init(capacity: Int = SentPages.defaultCapacity) {
        self.capacity = capacity
    }

    /// How many pages are kept (for tests).
    var count: Int { table.withLockedValue { $0.count } }
    /// How long the list of pages in keeping order is, forgotten ones included (for tests).
    var orderLength: Int { table.withLockedValue { $0.order.count - $0.head } }

    /// The answer that brings a script holding the pages `held` (ids it was sent, latest first) to
    /// `page`, of `session`: the shortest edits from a held page, when they are worth sending
    /// instead of the page; else the page. Either way the page is kept under its id.
    func answer(_ page: [UInt8], session: String, held: [String]) -> Answer {
        // Kept in a buffer of its own size: a rendered page's has room to spare.
        let copy = [UInt8](unsafeUninitializedCapacity: page.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: page)
        }
        let (id, bases) = table.withLockedValue { table in
            if let same = table.newest(of: session, ifSameAs: page) {
                return (same, table.find(held.prefix(Self.mostHeld), of: session))
            }
            let id = Self.id(number: table.kept + 1, keys: idKeys)
            let bases = table.keep(copy, id: id, for: session, finding: held.prefix(Self.mostHeld))
            if table.bytes > capacity { table.forgetOldest(down: capacity * 3 / 4) }
            return (id, bases)
        }
        guard !bases.isEmpty else { return Answer(id: id, body: page, isChange: false) }
        let new = PageDiff.Pieces(page)
        // A held page of the same title is most likely the same screen: it goes first, and the
        // other is searched only when its edits were over a quarter of the page, for fewer
        // changes. Another screen's page is searched only when what it lacks leaves edits worth
        // sending.
        let held = bases.map { base in
            (id: base.id, bytes: base.bytes, isSameScreen: Self.sharesTitle(base.bytes, with: new))
        }.sorted { $0.isSameScreen && !$1.isSameScreen }
        var shortest: (edits: [UInt8], changes: Int)?
        for base in held {
            if let found = shortest, found.edits.count * 4 < page.count { break }
            let most = shortest.map { $0.changes - 1 } ?? PageDiff.maximumChanges
            let pieces = PageDiff.Pieces(base.bytes)
            guard most > 0,
                base.isSameScreen
                    || Self.isWorthSending(PageDiff.leastPutIn(from: pieces, to: new), insteadOf: page.count),
                let diff = PageDiff(from: pieces, to: new, maximumChanges: most)
            else { continue }
            let edits = diff.json(of: new, base: base.id)
            if edits.count < shortest?.edits.count ?? .max { shortest = (edits, diff.changes) }
        }
        guard let edits = shortest?.edits, Self.isWorthSending(edits.count, insteadOf: page.count) else {
            return Answer(id: id, body: page, isChange: false)
        }
        return Answer(id: id, body: edits, isChange: true)
    }

    /// Whether a held page's second piece (a page's `<title>`, after its doctype) is the new page's.
    private static func sharesTitle(_ held: [UInt8], with new: PageDiff.Pieces) -> Bool {
        guard new.count > 1 else { return false }
        // The same bytes up to the end of the new page's second piece, and a cut there in both.
        let end = new.range(of: 1).upperBound
        guard held.count >= end, held[..<end] == new.bytes[..<end] else { return false }
        return end == held.count || held[end] == UInt8(ascii: "<") || held[end] == UInt8(ascii: "\"")
    }

    /// Whether edits of `editBytes` are worth sending instead of a page of `pageBytes`: edits under
    /// the size compressed (``ResponseCompression/minimumBytes``) go as they are, the page
    /// compressed to about half or less, so below twice that size they must be under half the
    /// page; a larger page's edits must be shorter (either goes compressed, or is far smaller).
    /// It holds for every size under one that does, so a bound from below can rule edits out.
    static func isWorthSending(_ editBytes: Int, insteadOf pageBytes: Int) -> Bool {
        pageBytes < 2 * ResponseCompression.minimumBytes ? editBytes * 2 < pageBytes : editBytes < pageBytes
    }

    /// The id of the `number`th page kept: `number` mixed one to one within 48 bits (added to a
    /// start, multiplied by odd factors, its high bits folded into its low ones), in base 36 (at
    /// most 10 characters).
    private static func id(number: Int, keys: (start: UInt64, first: UInt64, second: UInt64)) -> String {
        var mixed = (keys.start &+ UInt64(number)) & idMask
        mixed = (mixed &* keys.first) & idMask
        mixed ^= mixed >> 23
        mixed = (mixed &* keys.second) & idMask
        mixed ^= mixed >> 19
        return String(mixed, radix: 36)
    }

    /// The ids in an `X-WFS-Fetch` header: "1" (none held) or ids separated by spaces, at most
    /// ``mostHeld``. Anything that is not an id is left out, and so is "1".
    static func heldIDs(in header: Substring) -> [String] {
        var ids: [String] = []
        for word in header.split(separator: " ", maxSplits: 8, omittingEmptySubsequences: true)
        where ids.count < mostHeld && word != "1" && (1...10).contains(word.utf8.count)
            && word.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) })
        {
            ids.append(String(word))
        }
        return ids
    }
}
