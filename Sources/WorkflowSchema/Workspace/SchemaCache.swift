import Foundation

/// The files a ``SchemaWorkspace`` has loaded: each text is loaded once, kept by its
/// ``ContentDigest``, and a file whose stamp has not changed is not read again.
///
/// Bounded: past ``maximumTexts`` texts, or ``maximumBytes`` of them, it starts again empty,
/// which costs a reload, never a wrong answer.
final class SchemaCache: @unchecked Sendable {
    /// The most texts (and paths) kept.
    static let maximumTexts = 1_000
    /// The most bytes of text kept (their schemas take a few times as much).
    static let maximumBytes = 64 << 20
    /// A stamp is trusted only when its file had not been modified for this long when the stamp
    /// was taken. A file written twice within one tick of the file system's clock can keep its
    /// size and time (the "racily clean" files git knows of), so a younger file is read again
    /// and compared by its content.
    static let settledNanoseconds: Int64 = 2_000_000_000

    /// A text, found by its digest and told apart from another of the same digest by its bytes.
    private struct Text: Hashable {
        let digest: UInt64
        let bytes: [UInt8]

        init(_ bytes: [UInt8]) {
            digest = ContentDigest.fnv1a64(bytes)
            self.bytes = bytes
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }

        static func == (left: Text, right: Text) -> Bool {
            left.digest == right.digest && left.bytes == right.bytes
        }
    }

    /// One text loaded, with what the checks of its folder read of it and what it gave when
    /// checked on its own, each made the first time it is asked for.
    final class Entry: @unchecked Sendable {
        /// The text.
        let bytes: [UInt8]
        /// What the text loaded to.
        let result: SchemaLoadResult
        private let lock = NSLock()
        private var checked: (checker: AnyObject, result: SchemaLoadResult)?
        private var knownLoads: [LoadedFileCheck.Load]?
        private var providedKeys: Set<String>??
        private var fnv1a64: UInt64?

        /// `fnv1a64`, the text's ``ContentDigest/fnv1a64(_:)``, when it is already known.
        init(_ bytes: [UInt8], _ result: SchemaLoadResult, fnv1a64: UInt64? = nil) {
            self.bytes = bytes
            self.result = result
            self.fnv1a64 = fnv1a64
        }

        /// The text's ``ContentDigest``, its hash taken the first time it is asked for.
        var contentDigest: String {
            let known = lock.withLock { fnv1a64 }
            let made = known ?? ContentDigest.fnv1a64(bytes)
            if known == nil { lock.withLock { fnv1a64 = made } }
            return ContentDigest.of(hash: made, count: bytes.count)
        }

        /// Its `<loadSchema>`s with a written path (``LoadedFileCheck``).
        var loads: [LoadedFileCheck.Load] {
            if let known = lock.withLock({ knownLoads }) { return known }
            let made = result.schema.map(LoadedFileCheck.loads(in:)) ?? []
            lock.withLock { knownLoads = made }
            return made
        }

        /// The keys it stores (``ProvidedKeys``), nil when it stores one only run time knows; the
        /// registry is the workspace's, the same on every call.
        func keys(registry: TagRegistry) -> Set<String>? {
            if let known = lock.withLock({ providedKeys }) { return known }
            let made: Set<String>? = result.schema.map { ProvidedKeys.knownKeys(in: $0, registry: registry) } ?? []
            lock.withLock { providedKeys = .some(made) }
            return made
        }

        /// The result checked by `checker` with `check`, made once for each checker (the last
        /// one is kept): two validators sharing a workspace may check with different rules.
        func checkedAlone(by checker: AnyObject, _ check: (SchemaLoadResult) -> SchemaLoadResult) -> SchemaLoadResult {
            if let known = lock.withLock({ checked }), known.checker === checker { return known.result }
            let made = check(result)
            lock.withLock { checked = (checker, made) }
            return made
        }
    }

    private let lock = NSLock()
    private var loaded: [Text: Entry] = [:]
    private var loadedBytes = 0
    /// The settled stamp each path had when its text was read.
    private var settled: [String: (stamp: SchemaFileStamp, entry: Entry)] = [:]
    /// The last text held in memory for each path (an editor's document), apart from `loaded`:
    /// one that changes with every keystroke would fill it, and empty it of the folder's files.
    private var texts: [String: Entry] = [:]

    /// The text of the file at `path`, when its stamp is the settled one it had when read.
    func entry(at path: String, stamp: SchemaFileStamp) -> Entry? {
        guard case .file = stamp else { return nil }
        return lock.withLock {
            guard let known = settled[path], known.stamp == stamp else { return nil }
            return known.entry
        }
    }

    /// What `bytes`, read at `path` with `stamp` (taken at `time`, before the read), load to:
    /// kept from before, or made with `load` (outside the lock) and kept. A file whose stamp had
    /// settled by `time` is not read again while its stamp stays.
    func entry(
        of bytes: [UInt8], at path: String, stamp: SchemaFileStamp?, time: Int64,
        load: ([UInt8]) -> SchemaLoadResult
    ) -> Entry {
        if stamp == .text { return text(bytes, at: path, load: load) }
        let text = Text(bytes)
        let entry = lock.withLock { loaded[text] } ?? Entry(bytes, load(bytes), fnv1a64: text.digest)
        lock.withLock {
            if loaded.count >= Self.maximumTexts || settled.count >= Self.maximumTexts
                || loadedBytes + bytes.count > Self.maximumBytes
            {
                loaded = [:]
                loadedBytes = 0
                settled = [:]
            }
            // Two threads may have loaded the same text: the first kept wins.
            if loaded[text] == nil {
                loaded[text] = entry
                loadedBytes += bytes.count
            }
            if let stamp, Self.isSettled(stamp, at: time) { settled[path] = (stamp, loaded[text] ?? entry) }
        }
        return entry
    }

    /// An editor's text at `path`: the one kept for the path when it is the same, else loaded
    /// and kept in its place.
    private func text(_ bytes: [UInt8], at path: String, load: ([UInt8]) -> SchemaLoadResult) -> Entry {
        if let known = lock.withLock({ texts[path] }), known.bytes == bytes { return known }
        let entry = Entry(bytes, load(bytes))
        lock.withLock {
            if texts.count >= Self.maximumTexts { texts = [:] }
            texts[path] = entry
        }
        return entry
    }

    /// The time now, as stamps count it; taken before a file's stamp, so that a write after it
    /// can never be older than a stamp judged settled.
    static func now() -> Int64 {
        Int64(Date().timeIntervalSince1970 * 1_000_000_000)
    }

    /// Whether a file with `stamp` had not been written nor had its status changed for a while
    /// at `time`: a later write changes its times.
    private static func isSettled(_ stamp: SchemaFileStamp, at time: Int64) -> Bool {
        guard case .file(_, _, _, let modified, let changed) = stamp else { return false }
        return time - max(modified, changed) >= settledNanoseconds
    }
}
