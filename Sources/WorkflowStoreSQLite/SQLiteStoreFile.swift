import Foundation
import GRDB
import WorkflowRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The steps that make a path ready before the store's pool opens it: its folder, a look at
/// its first bytes, and its tables.
enum SQLiteStoreFile {
    /// The first 16 bytes of every SQLite database.
    static let header = Array("SQLite format 3\0".utf8)

    /// Creates the folder of `path` when missing (not for a read-only store, whose file must exist).
    static func prepareFolder(of path: String, readOnly: Bool) throws(SessionStoreError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard !isFolder.boolValue else {
                throw SessionStoreError(.unavailable, "\(path) is a folder, not a session store file")
            }
            return
        }
        guard !readOnly else {
            throw SessionStoreError(.unavailable, "\(path) does not exist, and a read-only store does not create it")
        }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw SessionStoreError(.unavailable, "cannot create \(path): \(folder.path) is a file, not a folder")
            }
            return
        }
        do {
            // Readable by this user only: the journals hold what people typed (docs/SECURITY.md).
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw SessionStoreError(
                .unavailable,
                "cannot create the folder \(folder.path) of \(path): "
                    + SQLiteStoreFault.oneLine(error.localizedDescription))
        }
    }

    /// Creates a missing store file empty and readable by its owner only (0600, whatever the umask),
    /// before SQLite opens it: SQLite gives its write-ahead log and shared-memory files the mode of
    /// the database file, and they hold what people typed.
    static func createPrivately(_ path: String) throws(SessionStoreError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            // Made meanwhile, or not creatable: SQLite says which when it opens it.
            return
        }
        defer { close(descriptor) }
        guard fchmod(descriptor, 0o600) == 0 else {
            throw SessionStoreError(
                .unavailable, "cannot make \(path) readable by its owner only: \(String(cString: strerror(errno)))")
        }
    }

    /// The store's files that other users of the machine can read, each with its mode; empty when
    /// all are their owner's only. (Its folder is not judged: an existing one may be anyone's, and
    /// files of mode 0600 in it keep their contents to themselves.)
    static func exposedFiles(of path: String) -> [(path: String, mode: Int)] {
        let files = [path, path + "-wal", path + "-shm", path + ".lock"]
        return files.compactMap { file in
            guard let mode = (try? FileManager.default.attributesOfItem(atPath: file))?[.posixPermissions] as? NSNumber
            else { return nil }
            return mode.intValue & 0o077 == 0 ? nil : (file, mode.intValue & 0o777)
        }
    }

    /// Refuses a file that has bytes but not SQLite's header, before SQLite opens it.
    static func checkHeader(of path: String) throws(SessionStoreError) {
        // An unreadable file is left for SQLite to report (`.unavailable`).
        guard let handle = FileHandle(forReadingAtPath: path) else { return }
        defer { try? handle.close() }
        let start = (try? handle.read(upToCount: header.count)) ?? Data()
        guard start.isEmpty || Array(start) == header else {
            throw SessionStoreError(.notAStore, "\(path) is not a wfs session store: it is not an SQLite database")
        }
    }

    /// Refuses a store whose file, or the write-ahead log and shared memory files SQLite keeps
    /// beside it, cannot be written, before SQLite opens it.
    ///
    /// SQLite would open such a file read-only and make its side files read-only as well, which
    /// would then keep the store unwritable after the file's own permission is given back.
    static func checkWritable(_ path: String) throws(SessionStoreError) {
        for file in [path, path + "-wal", path + "-shm"]
        where FileManager.default.fileExists(atPath: file) && !FileManager.default.isWritableFile(atPath: file) {
            throw SessionStoreError(
                .unavailable,
                file == path
                    ? "\(path) is read-only: give wfs write permission on it, or open the store read-only"
                    : "\(path): \(file) is read-only: give wfs write permission on it, or open the store read-only")
        }
    }

    /// Looks at the database through a connection of its own, which changes nothing in a
    /// file that is not a store (not even its journal mode); creates the tables in a new file.
    static func setUp(path: String, readOnly: Bool) throws {
        var configuration = Configuration()
        configuration.readonly = readOnly
        let queue = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? queue.close() }
        try queue.inDatabase { db in
            switch try SQLiteStoreLayout.contents(of: db) {
            case .empty where readOnly:
                throw SessionStoreError(
                    .unavailable, "\(path) is an empty database, and a read-only store cannot set it up")
            case .empty:
                // Before the first table: a commit writes whole pages to the log, and an entry is about 100 bytes.
                try db.execute(sql: "PRAGMA page_size = \(SQLiteStoreLayout.pageSize)")
                try SQLiteStoreLayout.create(in: db)
            case .store(let format) where format > SQLiteStoreLayout.formatVersion:
                throw SessionStoreError(
                    .notAStore,
                    "\(path) was written by a newer wfs (store format \(format); this one reads format "
                        + "\(SQLiteStoreLayout.formatVersion)); upgrade wfs or give this one its own --store")
            case .store(let format) where format < 1:
                throw SessionStoreError(
                    .notAStore, "\(path) is not a wfs session store: its format \(format) is unknown")
            case .store(let format) where format < SQLiteStoreLayout.formatVersion && readOnly:
                throw SessionStoreError(
                    .unavailable,
                    "\(path) is a store of format \(format), which a read-only store cannot bring to format "
                        + "\(SQLiteStoreLayout.formatVersion): open it once with write access")
            case .store(let format) where format < SQLiteStoreLayout.formatVersion:
                try SQLiteStoreLayout.upgrade(from: format, in: db)
            case .store:
                break
            case .foreign(let why):
                throw SessionStoreError(
                    .notAStore, "\(path) is another program's SQLite database, not a wfs session store: \(why)")
            }
        }
    }
}
