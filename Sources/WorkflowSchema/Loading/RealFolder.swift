import Foundation

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

    /// The most symbolic links followed while resolving the folder, and again a path in it (the
    /// same bound as Linux's).
    public static let maximumSymbolicLinks = 40

    /// The folder as given, made absolute against the current directory.
    public let url: URL
    /// The folder's real path, or nil when its links loop.
    public let realPath: String?

    /// Resolves the real location of `url`.
    public init(_ url: URL) {
        let path = url.path
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        self.url = URL(fileURLWithPath: absolute, isDirectory: true)
        realPath = Self.realPath(absolute)
    }

    /// Where `path`, relative to the folder, really leads. Read it with ``LoadPath`` first: an
    /// absolute path is read here as relative.
    public func locate(_ path: String) -> Location {
        guard let realPath, let target = Self.resolve(path, from: realPath) else { return .tooManyLinks }
        let inside = realPath == "/" || target == realPath || target.hasPrefix(realPath + "/")
        return inside ? .inside(URL(fileURLWithPath: target)) : .outside
    }

    /// The path with every symbolic link followed and every `.` and `..` applied, component by
    /// component; components that do not exist are kept as they are. Nil when links loop.
    public static func realPath(_ absolutePath: String) -> String? {
        resolve(absolutePath, from: "/")
    }

    /// `path` resolved from `base`, a real path (one without links).
    private static func resolve(_ path: String, from base: String) -> String? {
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
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: candidate) else {
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
}
