/// A byte count printed for people: `512 bytes`, `64 KiB`, `30.0 MiB`.
struct ByteCount: CustomStringConvertible {
    let bytes: Int

    init(_ bytes: Int) { self.bytes = bytes }

    var description: String {
        if bytes < 1024 { return "\(bytes) bytes" }
        if bytes < 1 << 20 { return bytes % 1024 == 0 ? "\(bytes >> 10) KiB" : "\(bytes / 1024) KiB" }
        let mib = Double(bytes) / Double(1 << 20)
        return bytes % (1 << 20) == 0 ? "\(bytes >> 20) MiB" : "\((mib * 10).rounded() / 10) MiB"
    }
}
