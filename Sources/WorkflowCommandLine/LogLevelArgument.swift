import ArgumentParser
import Logging

/// `--log-level LEVEL`: swift-log's level names, as its `Logger.Level` raw values spell them.
extension Logger.Level: @retroactive ExpressibleByArgument {}
