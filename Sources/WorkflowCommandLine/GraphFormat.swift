import ArgumentParser

/// How `wfs graph` writes the flow.
enum GraphFormat: String, ExpressibleByArgument, CaseIterable {
    /// A Mermaid flowchart, for Markdown.
    case mermaid
    /// Graphviz's DOT language.
    case dot
    /// An SVG drawing, made by Graphviz's `dot`.
    case svg
}
