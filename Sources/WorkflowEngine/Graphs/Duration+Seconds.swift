extension Duration {
    /// The duration in seconds, as a floating-point number (Foundation's `TimeInterval` counts time so).
    public var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
