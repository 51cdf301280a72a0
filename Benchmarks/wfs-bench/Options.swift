import Foundation

/// The command line: `wfs-bench [--quick] [--only GROUP[,GROUP]] [--output PATH] [--gate FACTOR]`, or
/// `--profile ENTRY [--iterations N]`.
struct Options {
    var quick = false
    var output = "bench-results.json"
    /// When set, only these groups run, and only their entries are replaced in the output file.
    var only: Set<BenchmarkGroup>?
    /// When set, only this entry's value runs, in a loop, for a profiler (no table, no JSON).
    var profile: String?
    /// When set, the run fails (exit status 1) if an entry's ratio exceeds this many times its goal (`Gate`).
    var gate: Double?
    var iterations = 100

    init(_ arguments: [String]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick": quick = true
            case "--output":
                guard let path = rest.popFirst() else { fail("--output needs a path") }
                output = path
            case "--only":
                guard let text = rest.popFirst() else { fail("--only needs a group: \(Self.groupNames)") }
                var groups = only ?? []
                for name in text.split(separator: ",") {
                    guard let group = BenchmarkGroup(rawValue: String(name)) else {
                        fail("no group \(name); groups: \(Self.groupNames)")
                    }
                    groups.insert(group)
                }
                only = groups
            case "--gate":
                guard let text = rest.popFirst(), let factor = Double(text), factor > 0, factor.isFinite else {
                    fail("--gate needs a positive number (CI uses 2: a ratio may be at most twice its goal)")
                }
                gate = factor
            case "--profile":
                guard let name = rest.popFirst() else { fail("--profile needs an entry name") }
                profile = name
            case "--iterations":
                guard let text = rest.popFirst(), let count = Int(text), count > 0 else {
                    fail("--iterations needs a positive number")
                }
                iterations = count
            case "-h", "--help":
                print(
                    """
                    usage: wfs-bench [--quick] [--only GROUP[,GROUP]] [--output PATH] [--gate FACTOR]   (default output: bench-results.json)
                           --only runs those groups (\(Self.groupNames)) and replaces only their entries in PATH
                           --gate fails the run (exit status 1) when an entry's ratio exceeds FACTOR times its goal, or has no ratio
                           wfs-bench --profile ENTRY [--iterations N]   (run one entry's value N times, for perf/callgrind; a store entry: N seconds under wrk)
                    """)
                exit(0)
            default:
                fail(
                    "unknown argument \(argument); usage: wfs-bench [--quick] [--only GROUP] [--output PATH] [--gate FACTOR]"
                )
            }
        }
    }

    /// Whether `group` runs.
    func runs(_ group: BenchmarkGroup) -> Bool { only?.contains(group) ?? true }

    private static let groupNames = BenchmarkGroup.allCases.map(\.rawValue).joined(separator: ", ")
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("wfs-bench: \(message)\n".utf8))
    exit(1)
}
