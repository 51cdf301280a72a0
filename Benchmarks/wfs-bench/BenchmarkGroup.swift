/// The kinds of entries, which `--only` selects; each entry belongs to one, by its name.
enum BenchmarkGroup: String, CaseIterable {
    case loader, runtime, graph, web, store, delegate, lsp

    /// The group of the entry called `name`, or nil for a name no group has.
    init?(entryName name: String) {
        if name.hasPrefix("load-") || name.hasPrefix("read-") {
            self = .loader
        } else if name.hasPrefix("tap-alert-") || name.hasPrefix("message-climb-") {
            self = .runtime
        } else if name.hasPrefix("graph-") {
            self = .graph
        } else if name.hasPrefix("web-") || name.hasPrefix("api-") {
            self = .web
        } else if name.hasPrefix("store-") {
            self = .store
        } else if name.hasPrefix("delegate-") {
            self = .delegate
        } else if name.hasPrefix("lsp-") {
            self = .lsp
        } else {
            return nil
        }
    }

    /// `results` with the entries of `groups` replaced by `measured`, every group in its place.
    static func merge(
        _ results: [BenchmarkResult], replacing groups: Set<BenchmarkGroup>, with measured: [BenchmarkResult]
    ) -> [BenchmarkResult] {
        // An entry measured again replaces its old figure even when no group claims its name.
        let remeasured = Set(measured.map(\.name))
        let kept = results.filter { result in
            !remeasured.contains(result.name) && (BenchmarkGroup(entryName: result.name).map { !groups.contains($0) } ?? true)
        }
        // A stable sort by group (in the order of `allCases`) keeps each group's own order; unknown names go last.
        func rank(_ result: BenchmarkResult) -> Int {
            BenchmarkGroup(entryName: result.name).flatMap { allCases.firstIndex(of: $0) } ?? allCases.count
        }
        return (kept + measured).enumerated().sorted { left, right in
            let (leftRank, rightRank) = (rank(left.element), rank(right.element))
            return leftRank != rightRank ? leftRank < rightRank : left.offset < right.offset
        }.map(\.element)
    }
}
