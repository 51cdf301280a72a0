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
        var diagnostics = checkNames(outline) + checkSettings(outline) + checkMessages(outline)
        // A proxy or conditional node may supply any name or link: only run time can tell.
        guard !outline.hasDynamicParts else { return diagnostics }
        let known = Set(outline.nodes.compactMap(\.name))
        let targets = checkTargets(outline, known: known)
        diagnostics += targets
        // The walks below would only repeat a wrong name or link as unreachable or unmapped nodes.
        guard targets.isEmpty, !diagnostics.contains(where: { $0.code == .invalidGraphName }),
            let start = outline.startName
        else { return diagnostics }
        let walk = GraphWalk(outline)
        let reachable = walk.reachable(from: start)
        for node in outline.nodes {
            if let name = node.name, !reachable.contains(name) {
                diagnostics.append(
                    Diagnostic(
                        .warning, .unreachableGraphNode,
                        "no path from '\(start)' reaches the node '\(name)', so it never runs; link to it or remove it",
                        at: node.element.range))
            }
        }
        diagnostics += checkFinishing(outline, walk: walk, start: start, reachable: reachable)
        diagnostics += checkOutcomes(outline, walk: walk, reachable: reachable)
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
        for outcome in outline.outcomes {
            let name = outcome.name ?? ""
            if name.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .error, .invalidGraphName,
                        "this <outcome> has no name; give it name=\"…\": the child action of that name runs",
                        at: outcome.element.range))
            } else if GraphOutline.reservedResultNames.contains(name) {
                diagnostics.append(
                    Diagnostic(
                        .error, .invalidGraphName,
                        "'\(name)' is how a run ends without an outcome, so an outcome cannot be named so; rename it",
                        at: outcome.element.range))
            }
        }
        return diagnostics
    }

    private func checkSettings(_ outline: GraphOutline) -> [Diagnostic] {
        outline.nodes.filter { $0.kind == .workItem }.flatMap { node in
            WorkItemSetting.allCases.compactMap { setting -> Diagnostic? in
                guard let (value, range) = node.written(setting), !setting.allows(value) else { return nil }
                let bounds = setting.range
                let whole = setting.isWhole ? "a whole number " : ""
                return Diagnostic(
                    .error, .invalidWorkItemSetting,
                    "<\(setting.rawValue)> must be \(whole)from \(Self.format(bounds.lowerBound)) to "
                        + "\(Self.format(bounds.upperBound)); \(Self.format(value)) would run as "
                        + Self.format(setting.clamped(value)),
                    at: range)
            }
        }
    }

    /// Nodes of different kinds that share a message cannot all be answered by one reply or handler.
    private func checkMessages(_ outline: GraphOutline) -> [Diagnostic] {
        var first: [String: GraphNodeOutline] = [:]
        var diagnostics: [Diagnostic] = []
        for node in outline.nodes {
            guard let message = node.messageName else { continue }
            guard let earlier = first[message] else {
                first[message] = node
                continue
            }
            guard earlier.kind != node.kind else { continue }
            diagnostics.append(
                Diagnostic(
                    .warning, .conflictingNodeMessage,
                    "this \(node.kind.rawValue) asks with the message '\(message)', like the "
                        + "\(earlier.kind.rawValue) '\(earlier.name ?? "")'; one answer cannot suit both, "
                        + "so give one of them its own <message>",
                    at: node.element.range,
                    notes: [
                        DiagnosticNote(
                            "the \(earlier.kind.rawValue) asking with '\(message)'", at: earlier.element.range)
                    ]))
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

    private func checkFinishing(
        _ outline: GraphOutline, walk: GraphWalk, start: String, reachable: Set<String>
    ) -> [Diagnostic] {
        let finishing = walk.finishing()
        guard finishing.contains(start) else {
            let range = outline.start?.range ?? walk.node(named: start)?.element.range
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

    private func checkOutcomes(_ outline: GraphOutline, walk: GraphWalk, reachable: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var mapped: [GraphEnd: SourceRange] = [:]
        for outcome in outline.outcomes {
            guard let nodeName = outcome.node?.value, let node = walk.node(named: nodeName),
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
                let key = GraphEnd(node: nodeName, result: result.value)
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
                guard mapped[GraphEnd(node: name, result: link.result)] == nil else { continue }
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

    /// A number as a person writes it: `3`, not `3.0`.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// Where a run ends: a node and its result.
    private struct GraphEnd: Hashable {
        let node: String
        let result: String
    }
}
