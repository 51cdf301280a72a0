import Foundation

/// `--gate FACTOR`: a check against regressions, looser than the goals themselves.
///
/// Every entry of the run that has a goal must have a ratio, and it must not exceed `factor`
/// times its goal; entries without a goal are not looked at. CI runs the loader, runtime and graph
/// groups with `--quick --gate 2` (`.ci/run`): a quick run on a shared machine is too noisy to
/// judge the goals, but a ratio twice its goal is a regression, not noise.
struct Gate {
    let factor: Double

    /// One line per entry that fails the gate, saying why; empty when all pass.
    func offenders(_ results: [BenchmarkResult]) -> [String] {
        results.compactMap { result in
            guard let goal = result.goal else { return nil }
            let limit = factor * goal
            // A ratio of 0 means the floor was not measured (0); a ratio that is not a number cannot be judged.
            guard result.ratio.isFinite, result.ratio > 0 else {
                return
                    "\(result.name): no ratio (value \(result.value), floor \(result.floor)); goal \(Self.text(goal))"
            }
            guard result.ratio <= limit else {
                return "\(result.name): ratio \(String(format: "%.2f", result.ratio)) > \(Self.text(limit))"
                    + " (\(Self.text(factor)) × goal \(Self.text(goal));"
                    + " value \(result.value), floor \(result.floor) \(result.unit))"
            }
            return nil
        }
    }

    /// Prints the verdict; false when an entry fails the gate.
    func check(_ results: [BenchmarkResult]) -> Bool {
        let judged = results.filter { $0.goal != nil }.count
        let offenders = offenders(results)
        let rule = "ratio ≤ \(Self.text(factor)) × goal"
        guard offenders.isEmpty else {
            print("gate (\(rule)): FAIL, \(offenders.count) of \(judged) entries with a goal")
            for line in offenders { print("  " + line) }
            return false
        }
        print("gate (\(rule)): pass, \(judged) entries with a goal" + (judged == 0 ? " (nothing was judged)" : ""))
        return true
    }

    /// A number as short as it can be said: 2, 1.5, 0.25.
    private static func text(_ number: Double) -> String {
        var text = String(format: "%.3f", number)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
