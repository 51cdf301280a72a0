import ArgumentParser

/// How `wfs validate` prints its findings.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    /// `path:line:column: severity: message [CODE]`, with the source line.
    case text
    /// One JSON document (see ``ValidationReport``).
    case json
}
