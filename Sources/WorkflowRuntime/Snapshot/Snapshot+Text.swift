import WorkflowSchema

extension Snapshot {
    /// The snapshot as indented text, one element per line, for terminals and failure messages.
    ///
    /// ```text
    /// navigation
    ///   navigationBar "Example"
    ///   screen "Example"
    ///     container
    ///       label "Example label"
    ///       button "Example button"
    /// alert "Example button tapped!"
    ///   alertButton "OK" [cancel]
    /// ```
    public var textRendering: String {
        var lines: [String] = []
        for layer in window.children { Self.render(layer, depth: 0, into: &lines) }
        if isWaiting { lines.append("(waiting for the root delegate)") }
        return lines.joined(separator: "\n")
    }

    private static func render(_ element: SnapshotElement, depth: Int, into lines: inout [String]) {
        var line = String(repeating: "  ", count: depth) + element.kind.rawValue
        if let name = element.name { line += " #\(name)" }
        for style in element.styleNames { line += " .\(style)" }
        if let text = element.text { line += " \(quoted(text))" }
        if let detail = element.detail { line += element.text == nil ? " \(quoted(detail))" : " (\(quoted(detail)))" }
        if let label = element.label, label != element.text, label != element.detail {
            line += " label: \(quoted(label))"
        }
        // A navigation controller's value is its stack's depth, which its back button already shows.
        if let value = element.value, element.kind != .navigation { line += " value: \(quoted(value))" }
        if let image = element.image { line += " image: \(image)" }
        if let role = element.role { line += " [\(role.rawValue)]" }
        if element.isSelected { line += " [selected]" }
        if !element.isEnabled { line += " [disabled]" }
        if element.isHidden {
            line += " [hidden]"
            lines.append(line)
            return
        }
        lines.append(line)
        for child in element.children { render(child, depth: depth + 1, into: &lines) }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + PrintableText.line(text).replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
