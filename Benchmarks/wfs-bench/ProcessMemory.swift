import Foundation

/// The memory this process uses now, from Linux's `/proc`: all of its resident set, and the
/// anonymous part alone (heap and stacks, without the pages of the program's files).
struct ProcessMemory {
    /// Resident set size in bytes (`/proc/self/statm`); nil where there is no `/proc`.
    var residentBytes: Int?
    /// Anonymous resident memory in bytes (`RssAnon` in `/proc/self/status`); nil where there is none.
    var anonymousBytes: Int?

    /// A reading taken now, after glibc's `malloc_trim` has returned the heap's free pages to the
    /// system (where there is one), so that memory freed earlier is not counted, nor later reused
    /// without showing.
    static func now() -> ProcessMemory {
        trimHeap()
        return ProcessMemory(residentBytes: residentBytes(), anonymousBytes: anonymousBytes())
    }

    /// Calls glibc's `malloc_trim(0)`, looked up at run time (`malloc.h` is not in Swift's C modules).
    private static func trimHeap() {
        #if os(Linux)
            guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else { return }
            typealias Trim = @convention(c) (Int) -> Int32
            _ = unsafeBitCast(symbol, to: Trim.self)(0)
        #endif
    }

    private static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    private static func anonymousBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("RssAnon:") })
        else { return nil }
        // "RssAnon:	   12345 kB"
        let number = line.dropFirst("RssAnon:".count).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
        return number.flatMap { Int($0) }.map { $0 * 1024 }
    }
}
