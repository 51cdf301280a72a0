import Foundation
import WorkflowRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// An exclusive advisory lock (`flock`) on `STORE.lock`, held while a store is open, so that a
/// second store on the same file, in this process or another, is refused with `.inUse`.
///
/// The holder writes its process id into the file, for the refusal's message. The file is
/// never removed: removing it would let two processes lock two different files of one name.
/// The kernel drops the lock when the process ends, however it ends.
final class StoreLockFile {
    /// The lock file's path: the store's path and `.lock`.
    let path: String
    private var descriptor: Int32

    /// Takes the lock for the store at `storePath`, or throws `.inUse` (another holder) or
    /// `.unavailable` (the lock file cannot be made).
    init(storePath: String) throws(SessionStoreError) {
        path = storePath + ".lock"
        // Its owner's only, like the store: it names the process that holds it.
        var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        if descriptor < 0 {
            // A read-only folder that already has the lock file: a read-only descriptor locks as well.
            descriptor = open(path, O_RDONLY | O_CLOEXEC)
        }
        guard descriptor >= 0 else {
            throw SessionStoreError(
                .unavailable, "cannot create the lock file \(path) of \(storePath): \(Self.lastSystemError())")
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let failure = errno
            let holder = Self.processID(in: descriptor)
            close(descriptor)
            guard failure == EWOULDBLOCK else {
                throw SessionStoreError(
                    .unavailable, "cannot lock \(path) of \(storePath): \(String(cString: strerror(failure)))")
            }
            throw SessionStoreError(.inUse, Self.inUseMessage(holder: holder, storePath: storePath))
        }
        self.descriptor = descriptor
        let line = Array("\(getpid())\n".utf8)
        if ftruncate(descriptor, 0) == 0 {
            _ = line.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        }
    }

    deinit {
        release()
    }

    /// Empties the file and gives the lock up; later calls do nothing.
    func release() {
        guard descriptor >= 0 else { return }
        _ = ftruncate(descriptor, 0)
        _ = flock(descriptor, LOCK_UN)
        close(descriptor)
        descriptor = -1
    }

    private static func inUseMessage(holder: Int32?, storePath: String) -> String {
        switch holder {
        case getpid():
            return "this process (pid \(getpid())) already has a store open on \(storePath); "
                + "close it first or give this one its own --store"
        case let pid?:
            return "another wfs serve (pid \(pid)) uses \(storePath); stop it or give this one its own --store"
        case nil:
            return "another wfs serve uses \(storePath); stop it or give this one its own --store"
        }
    }

    /// The process id the holder wrote into the file, if it wrote one.
    private static func processID(in descriptor: Int32) -> Int32? {
        var bytes = [UInt8](repeating: 0, count: 32)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: bytes[..<count], as: UTF8.self)
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    private static func lastSystemError() -> String {
        String(cString: strerror(errno))
    }
}
