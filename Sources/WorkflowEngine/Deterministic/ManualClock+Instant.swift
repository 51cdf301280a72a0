extension ManualClock {
    /// A moment on a `ManualClock`: how far it is from the clock's zero.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// The time since the clock's zero.
        public var offset: Swift.Duration

        /// Creates the instant `offset` after zero.
        public init(offset: Swift.Duration = .zero) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Swift.Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Swift.Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The offset from zero, such as `1.5 seconds`.
        public var description: String { offset.description }
    }
}
