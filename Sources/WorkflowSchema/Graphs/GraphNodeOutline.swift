import Foundation

/// One node of a ``GraphOutline``: a decision, a choice or a work item, with its links.
public struct GraphNodeOutline: Sendable {
    /// What sort of node it is.
    public enum Kind: String, Sendable, CaseIterable {
        /// `<decision>`: yes or no.
        case decision
        /// `<choice>`: one of its branches.
        case choice
        /// `<workItem>`: complete, or failed.
        case workItem
    }

    /// The node's kind.
    public var kind: Kind
    /// The node's `name` attribute.
    public var name: String?
    /// The node's element, for positions and the work-item settings.
    public var element: SchemaElement
    /// The results the node can produce with where each leads, `failed` last.
    public var links: [GraphLink]

    /// Reads a `<decision>`, `<choice>` or `<workItem>` element; nil for any other tag.
    public init?(_ element: SchemaElement) {
        guard let kind = Kind(rawValue: element.tag) else { return nil }
        self.kind = kind
        self.name = element.name
        self.element = element
        func link(_ result: String, _ parameter: String?) -> GraphLink {
            GraphLink(
                result: result, target: parameter.flatMap { GraphOutline.text(element, $0) },
                range: element.range)
        }
        switch kind {
        case .decision:
            links = [link("yes", "yes"), link("no", "no"), link("failed", nil)]
        case .choice:
            let branches = element[parameter: "branches"]?.values.compactMap(\.element) ?? []
            links =
                branches.filter { !$0.isDynamic }.map { branch in
                    GraphLink(
                        result: branch.name ?? "", target: GraphOutline.text(branch, "next"), range: branch.range)
                } + [link("failed", nil)]
        case .workItem:
            links = [link("complete", "next"), link("failed", "catch")]
        }
    }

    /// The name of the message that asks for this node's result: `message`, or the node's name.
    public var messageName: String? {
        GraphOutline.text(element, "message")?.value ?? name
    }

    /// The work-item setting as written (a number in text), with where it is written; nil when absent.
    public func written(_ setting: WorkItemSetting) -> (value: Double, range: SourceRange)? {
        guard let text = GraphOutline.text(element, setting.rawValue),
            let value = Double(text.value.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        return (value, text.range)
    }

    /// The work-item setting to run with: the written value brought into its range, or its default.
    public func value(of setting: WorkItemSetting) -> Double? {
        written(setting).map { setting.clamped($0.value) } ?? setting.defaultValue
    }

    /// The results this node can produce.
    public var results: [String] { links.map(\.result) }

    /// Where result `result` leads: `.some(nil)` when it ends the run, nil when the node cannot produce it.
    public func target(of result: String) -> String?? {
        guard let link = links.first(where: { $0.result == result }) else { return nil }
        return .some(link.target?.value)
    }
}
