/// Whole units of a duration, for NIO's deadlines, headers and log lines.
extension Duration {
    /// The duration in whole nanoseconds.
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }

    /// The duration in whole milliseconds.
    var milliseconds: Int64 { nanoseconds / 1_000_000 }
}
