import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A folder and the real locations of the paths in it, symbolic links followed: the rule by which
/// a file is in the folder only when its real path is inside the folder's real path.
///
/// It is the disk half of the built-in file loader's rule (``LoadPath`` is the half read on
/// sight), shared by the runtime, which refuses such a path (WFR0010), and by `wfs validate`,
/// `wfs test` and `wfs lsp`, which report it (WFS0504) and never read the file:
///
/// ```swift
/// if case .inside(let file) = RealFolder(folder).locate("details.xml") { print(file.path) }
/// ```
public struct RealFolder: Sendable {
    /// Where a path in the folder leads.
    public enum Location: Sendable, Hashable {
        /// The real location of the file, without links, inside the folder; it need not exist.
        case inside(URL)
        /// The path leads out of the folder: through a symbolic link (the file itself or a
        /// folder on the way), or by a `..` that ``LoadPath`` refuses on sight.
        case outside
        /// More than ``RealFolder/maximumSymbolicLinks`` links were followed: they loop.
        case tooManyLinks
    }

    /// Where a path in the folder leads, as ``Location`` says, with the real location as a path
    /// (making a `URL` for each of a folder's 200 files costs more than finding them).
    enum PathLocation: Sendable, Hashable {
        case inside(String)
        case outside
        case tooManyLinks
    }

    /// The most symbolic links followed while resolving the folder, and again a path in it (the
    /// same bound as Linux's).
    public static let maximumSymbolicLinks = 40

    /// The folder as given, made absolute against the current directory.
    public let url: URL
    /// The folder's real path, or nil when its links loop.
    public let realPath: String?
    /// ``url``'s path, standardized: the folder as written, without links resolved.
    let path: String

    /// Resolves the real location of `url`.
    public init(_ url: URL) {
        let path = url.path
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        self.url = URL(fileURLWithPath: absolute, isDirectory: true)
        self.path = self.url.standardizedFileURL.path
        realPath = Self.realPath(absolute)
    }

    /// Where `path`, relative to the folder, really leads. Read it with ``LoadPath`` first: an
    /// absolute path is read here as relative.
    public func locate(_ path: String) -> Location {
        switch locatePath(path) {
        case .inside(let target): .inside(URL(fileURLWithPath: target))
        case .outside: .outside
        case .tooManyLinks: .tooManyLinks
        }
    }

    /// ``locate(_:)``, with the real location as a path.
    func locatePath(_ path: String) -> PathLocation {
        guard let realPath, let target = Self.resolve(path, from: realPath) else { return .tooManyLinks }
        let inside = realPath == "/" || target == realPath || target.hasPrefix(realPath + "/")
        return inside ? .inside(target) : .outside
    }

    /// The path as written of `path`, relative to the folder (`.` components and repeated
    /// slashes dropped; read it with ``LoadPath`` first, which refuses `..`).
    func writtenPath(of path: String) -> String {
        let relative = Self.normalized(path)
        return self.path == "/" ? "/" + relative : self.path + "/" + relative
    }

    /// `path` without `.` components and repeated slashes (a plain name as it is, unsplit).
    static func normalized(_ path: String) -> String {
        isPlainName(path) ? path : path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
    }

    /// The path with every symbolic link followed and every `.` and `..` applied, component by
    /// component; components that do not exist are kept as they are. Nil when links loop.
    public static func realPath(_ absolutePath: String) -> String? {
        resolve(absolutePath, from: "/")
    }

    /// `path` resolved from `base`, a real path (one without links).
    private static func resolve(_ path: String, from base: String) -> String? {
        // The common case, a file of the folder itself, without splitting anything.
        if isPlainName(path) {
            let candidate = base == "/" ? "/" + path : base + "/" + path
            if symbolicLinkDestination(candidate) == nil { return candidate }
        }
        var resolved = base.split(separator: "/")
        var pending = Array(path.split(separator: "/").reversed())
        var links = 0
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                _ = resolved.popLast()
                continue
            }
            let candidate = "/" + (resolved + [component]).joined(separator: "/")
            guard let destination = symbolicLinkDestination(candidate) else {
                resolved.append(component)
                continue
            }
            links += 1
            guard links <= maximumSymbolicLinks else { return nil }
            if destination.hasPrefix("/") { resolved = [] }
            pending.append(contentsOf: destination.split(separator: "/").reversed())
        }
        return "/" + resolved.joined(separator: "/")
    }

    /// Whether `path` is one name, neither `.` nor `..`: no folder on the way.
    private static func isPlainName(_ path: String) -> Bool {
        !path.isEmpty && path != "." && path != ".." && !path.utf8.contains(UInt8(ascii: "/"))
    }

    /// Where the symbolic link at `path` points, as written in it; nil when `path` is no link.
    /// (`readlink` itself: `FileManager` throws an error for every component that is not a link,
    /// and a check of a folder of 200 files asks about hundreds of them.)
    private static func symbolicLinkDestination(_ path: String) -> String? {
        var capacity = 1024
        while true {
            var buffer = [CChar](repeating: 0, count: capacity)
            let count = readlink(path, &buffer, capacity)
            guard count >= 0 else { return nil }
            guard count == capacity else {
                return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            capacity *= 4  // cut short: the destination is longer than the buffer
        }
    }
}
