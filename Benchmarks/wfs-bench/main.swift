import Foundation

// wfs-bench [--quick] [--only GROUP[,GROUP]] [--output PATH] [--gate FACTOR]   (see Options.swift and BENCHMARKS.md)
//
// Runs the benchmarks, prints a table and writes the results as JSON: the loader entries
// (LoaderBenchmarks.swift: SchemaGenerator inputs against XMLParser), then the runtime entries
// (RuntimeEntries.swift), the graph entries (GraphEntries.swift) and the web entries
// (WebBenchmarks.swift: WorkflowWebServer under wrk against a bare Hummingbird route) and the
// store entries (StoreBenchmarks.swift: SQLite against memory, restore against live) and the
// delegate entry (DelegateBenchmarks.swift: a message over HTTP against one in the process) and the
// language server entries (LanguageServerBenchmarks.swift: diagnostics after a change, typing). With
// --only, just those groups run, and only their entries are replaced in the output file. With
// --gate FACTOR, the run exits with status 1 when an entry of this run has a ratio above FACTOR
// times its goal (Gate.swift; CI runs it with 2).

let options = Options(Array(CommandLine.arguments.dropFirst()))
if let name = options.profile {
    let iterations = options.iterations
    if runDetached({ await RuntimeBenchmarks.profile(name, iterations: iterations) }) { exit(0) }
    if runDetached({ await GraphBenchmarks.profile(name, iterations: iterations) }) { exit(0) }
    if LoaderBenchmarks.profile(name, iterations: iterations) { exit(0) }
    var names = LoaderBenchmarks.profileNames + RuntimeBenchmarks.profileNames + GraphBenchmarks.profileNames
    #if ServerBenchmarks
        if runDetached({ await WebProfiles.profile(name, iterations: iterations) }) { exit(0) }
        if StoreBenchmarks.profile(name, seconds: iterations) { exit(0) }
        names += WebProfiles.names + StoreBenchmarks.profileNames
    #endif
    fail("no entry \(name); entries: \(names.joined(separator: ", "))")
}
let runner = BenchmarkRunner(budget: options.quick ? .milliseconds(1500) : .seconds(6))

let groups = options.only.map { only in BenchmarkGroup.allCases.filter(only.contains) } ?? BenchmarkGroup.allCases
print(
    "mode: \(options.quick ? "quick" : "full"), \(runner.budget) per entry; groups: "
        + groups.map(\.rawValue).joined(separator: ", ") + "\n")
var results: [BenchmarkResult] = []
var checksum = 0
if options.runs(.loader) {
    let loader = LoaderBenchmarks.measure(runner: runner)
    checksum &+= loader.checksum
    results += loader.results
}
// The runtime entries await a session (an actor); they are timed against hand-written floors.
if options.runs(.runtime) {
    for (name, goal, measurement) in runDetached({ [runner] in await RuntimeBenchmarks.measure(runner: runner) }) {
        checksum &+= measurement.checksum
        results.append(
            BenchmarkResult(
                name: name, value: measurement.valueNanoseconds / 1000, unit: LoaderBenchmarks.unit,
                floor: measurement.floorNanoseconds / 1000, goal: goal))
    }
}
// The graph entries run a `Workflow` (an actor) against a hand-written loop over the same chain.
if options.runs(.graph) {
    let graph = runDetached { [runner] in await GraphBenchmarks.measure(runner: runner) }
    checksum &+= graph.checksum
    results += graph.results
}
#if ServerBenchmarks
// The web entries drive two servers in this process with wrk; this thread blocks meanwhile.
if options.runs(.web) {
    results += WebBenchmarks.measure(quick: options.quick)
}
// The store entries: journals in SQLite against memory under wrk, and restore by replay against live events.
if options.runs(.store) {
    let quick = options.quick
    results += runDetached { [runner] in await StoreBenchmarks.restoreEntries(runner: runner) }
    results += runDetached { [runner] in await RestoreBudgetBenchmark.measure(runner: runner) }
    // On this thread, as the web entries: wrk blocks it while the servers use the others.
    results += StoreBenchmarks.eventsEntry(quick: quick)
    // What a client can make the server hold: a session never used, a push channel (blocking client: this thread).
    results += SessionCostBenchmarks.measure()
}
// The delegate entry: a message answered over HTTP on loopback against one answered in the process.
if options.runs(.delegate) {
    results.append(runDetached { [runner] in await DelegateBenchmarks.measure(runner: runner) })
}
#else
if options.only == nil { print("web, store and delegate groups skipped: wfs-bench was built without ServerBenchmarks") }
for group in [BenchmarkGroup.web, .store, .delegate] where options.only?.contains(group) == true {
    fail("the \(group.rawValue) group needs wfs-bench built with its default trait ServerBenchmarks (scripts/bench does)")
}
#endif
// The language server entries: diagnostics after a change against `wfs validate`'s check, and typing.
if options.runs(.lsp) {
    results += runDetached { [runner] in await LanguageServerBenchmarks.measure(runner: runner) }
}

print("")
print(Table(results).text)
if let line = GraphBenchmarks.rateLine(results) { print(line) }
#if ServerBenchmarks
    for line in WebBenchmarks.goalLines(results) { print(line) }
    let meetsWebGoals = WebBenchmarks.meetsAbsoluteGoals(results)
#else
    let meetsWebGoals = true
#endif
print("checksum \(checksum)")

// Keep the other groups' entries of the existing file, those of a group that gave none (the web
// entries without wrk), and those measured elsewhere (scripts/bench_deployed.py's).
let existing = FileManager.default.contents(atPath: options.output).flatMap {
    try? JSONDecoder().decode([BenchmarkResult].self, from: $0)
}
if existing == nil { print("no readable \(options.output) yet: it will hold only the entries of this run") }
let measured = Set(results.compactMap { BenchmarkGroup(entryName: $0.name) })
let written = BenchmarkGroup.merge(
    existing ?? [], replacing: (options.only ?? Set(BenchmarkGroup.allCases)).intersection(measured), with: results)
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
do {
    var json = try encoder.encode(written)
    json.append(UInt8(ascii: "\n"))
    try json.write(to: URL(fileURLWithPath: options.output))
    print("wrote \(options.output) (\(results.count) entries replaced or added)")
} catch {
    fail("cannot write \(options.output): \(error)")
}
if results.contains(where: { $0.meetsGoal == false }) || !GraphBenchmarks.meetsRateGoal(results) || !meetsWebGoals {
    print("some entries miss their goal")
}
if let factor = options.gate, !Gate(factor: factor).check(results) { exit(1) }
