/// Checks the decision graph of a `<runGraph>`: names, links, reachability, ends and outcomes.
///
/// ```xml
/// <decision name="willExercise"><yes>liftWeight</yes></decision>
/// ```
/// gives `error: 'liftWeight' is not a node of this graph; did you mean 'liftWeights'? [WFS0400]`.
/// Failures are not counted as ways to finish: a graph whose every other path loops never
/// finishes unless something goes wrong.
public struct GraphRule: TagRule {
    /// Creates the rule.
    public init() {}

    public func check(_ element: SchemaElement) -> [Diagnostic] {
        let outline = GraphOutline(element)
        var diagnostics = checkNames(outline)
        // A proxy or conditional node may supply any name or link: only run time can tell.
        guard !outline.hasDynamicParts else { return diagnostics }
        let known = Set(outline.nodes.compactMap(\.name))
        diagnostics += checkTargets(outline, known: known)
        // The walks below would only repeat a wrong name or link as unreachable or unmapped nodes.
        guard diagnostics.isEmpty, let start = outline.startName else { return diagnostics }
        let reachable = reach(from: start, in: outline)
        for node in outline.nodes {
            if let name = node.name, !reachable.contains(name) {
                diagnostics.append(
                    Diagnostic(
                        .warning, .unreachableGraphNode,
                        "no path from '\(start)' reaches the node '\(name)', so it never runs; link to it or remove it",
                        at: node.element.range))
            }
        }
        diagnostics += checkFinishing(outline, start: start, reachable: reachable)
        diagnostics += checkOutcomes(outline, reachable: reachable)
        return diagnostics
    }

    private func checkNames(_ outline: GraphOutline) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var firstNode: [String: SourceRange] = [:]
        for node in outline.nodes {
            guard let name = node.name, !name.isEmpty else {
                diagnostics.append(
                    Diagnostic(
                        .error, .invalidGraphName,
                        "this <\(node.kind.rawValue)> has no name; give it name=\"…\" so links and outcomes can name it",
                        at: node.element.range))
                continue
            }
            if let first = firstNode[name] {
                diagnostics.append(
                    Diagnostic(
                        .error, .invalidGraphName, "another node of this graph is already named '\(name)'",
                        at: node.element.range, notes: [DiagnosticNote("the first node named '\(name)'", at: first)]))
            } else {
                firstNode[name] = node.element.range
            }
            guard node.kind == .choice else { continue }
            var branches: Set<String> = []
            for link in node.links.dropLast() {
                if link.result.isEmpty {
                    diagnostics.append(
                        Diagnostic(
                            .error, .invalidGraphName,
                            "this <branch> has no name; the answer to '\(name)' picks a branch by its name",
                            at: link.range))
                } else if link.result == "failed" || !branches.insert(link.result).inserted {
                    let why = link.result == "failed" ? "is the result of a failure" : "names another branch"
                    diagnostics.append(
                        Diagnostic(
                            .error, .invalidGraphName, "the branch name '\(link.result)' \(why) of '\(name)'",
                            at: link.range))
                }
            }
        }
        for outcome in outline.outcomes where (outcome.name ?? "").isEmpty {
            diagnostics.append(
                Diagnostic(
                    .error, .invalidGraphName,
                    "this <outcome> has no name; give it name=\"…\": the child action of that name runs",
                    at: outcome.element.range))
        }
        return diagnostics
    }

    private func checkTargets(_ outline: GraphOutline, known: Set<String>) -> [Diagnostic] {
        var named: [SchemaText] = outline.nodes.flatMap { $0.links.compactMap(\.target) }
        named += outline.outcomes.compactMap(\.node)
        if let start = outline.start { named.insert(start, at: 0) }
        if outline.nodes.isEmpty { return [] }
        return named.filter { !known.contains($0.value) }.map { text in
            let suggestion = Suggestion.closest(to: text.value, in: known.sorted())
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; its nodes are \(Self.list(known.sorted()))"
            return Diagnostic(
                .error, .unknownGraphNode, "'\(text.value)' is not a node of this graph\(hint)", at: text.range,
                suggestion: suggestion)
        }
    }

    /// The nodes a run from `start` can visit, failures included.
    private func reach(from start: String, in outline: GraphOutline) -> Set<String> {
        var seen: Set<String> = [start]
        var pending = [start]
        while let name = pending.popLast() {
            for link in outline.node(named: name)?.links ?? [] {
                if let next = link.target?.value, outline.node(named: next) != nil, seen.insert(next).inserted {
                    pending.append(next)
                }
            }
        }
        return seen
    }

    private func checkFinishing(_ outline: GraphOutline, start: String, reachable: Set<String>) -> [Diagnostic] {
        // Work backwards from the nodes with an end that is not a failure.
        var finishing = Set(
            outline.nodes.filter { node in node.links.contains { $0.target == nil && $0.result != "failed" } }
                .compactMap(\.name))
        var changed = true
        while changed {
            changed = false
            for node in outline.nodes {
                guard let name = node.name, !finishing.contains(name) else { continue }
                if node.links.contains(where: { $0.result != "failed" && finishing.contains($0.target?.value ?? "") }) {
                    finishing.insert(name)
                    changed = true
                }
            }
        }
        guard finishing.contains(start) else {
            let range = outline.start?.range ?? outline.node(named: start)?.element.range
            return range.map {
                [
                    Diagnostic(
                        .error, .graphNeverFinishes,
                        "no path from '\(start)' reaches an end, so a run only stops when a node fails; "
                            + "leave a yes, no, branch or next empty to end the run there",
                        at: $0)
                ]
            } ?? []
        }
        return outline.nodes.compactMap { node in
            guard let name = node.name, reachable.contains(name), !finishing.contains(name) else { return nil }
            return Diagnostic(
                .warning, .graphNeverFinishes,
                "once a run reaches '\(name)' it can never end, unless a node fails", at: node.element.range)
        }
    }

    private func checkOutcomes(_ outline: GraphOutline, reachable: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var mapped: [String: SourceRange] = [:]
        for outcome in outline.outcomes {
            guard let nodeName = outcome.node?.value, let node = outline.node(named: nodeName),
                let result = outcome.result
            else { continue }
            switch node.target(of: result.value) {
            case .none:
                let suggestion = Suggestion.closest(to: result.value, in: node.results)
                diagnostics.append(
                    Diagnostic(
                        .error, .impossibleOutcome,
                        "the \(node.kind.rawValue) '\(nodeName)' cannot produce '\(result.value)'; "
                            + "it produces \(Self.list(node.results))",
                        at: result.range, suggestion: suggestion))
            case .some(.some(let next)):
                diagnostics.append(
                    Diagnostic(
                        .warning, .impossibleOutcome,
                        "a run never ends on '\(nodeName)' with '\(result.value)': it goes on to '\(next)'",
                        at: result.range))
            case .some(.none):
                let key = "\(nodeName)\u{0}\(result.value)"
                if let first = mapped[key] {
                    diagnostics.append(
                        Diagnostic(
                            .warning, .impossibleOutcome,
                            "another outcome already names '\(nodeName)' with '\(result.value)'; this one replaces it",
                            at: outcome.element.range, notes: [DiagnosticNote("the other outcome", at: first)]))
                }
                mapped[key] = outcome.element.range
            }
        }
        for node in outline.nodes {
            guard let name = node.name, reachable.contains(name) else { continue }
            for link in node.links where link.target == nil && link.result != "failed" && !link.result.isEmpty {
                guard mapped["\(name)\u{0}\(link.result)"] == nil else { continue }
                diagnostics.append(
                    Diagnostic(
                        .warning, .unmappedGraphEnd,
                        "a run can end on '\(name)' with '\(link.result)' but no <outcome> names that end; "
                            + "it would end as 'unmapped'",
                        at: link.range))
            }
        }
        let outcomeNames = Set(outline.outcomes.compactMap(\.name)).union(GraphOutline.reservedResultNames)
        for action in outline.actionNames {
            guard let name = action.name, !outcomeNames.contains(name) else { continue }
            let suggestion = Suggestion.closest(to: name, in: outcomeNames.sorted())
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            diagnostics.append(
                Diagnostic(
                    .warning, .unknownOutcomeAction,
                    "no outcome is named '\(name)', so this action never runs\(hint)", at: action.range,
                    suggestion: suggestion))
        }
        return diagnostics
    }

    private static func list(_ names: [String]) -> String {
        names.map { "'\($0)'" }.joined(separator: ", ")
    }
}
