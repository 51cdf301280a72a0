import Foundation
import WorkflowSchema

// wfs-bench [--quick] [--output PATH]   (see Options.swift and BENCHMARKS.md)
//
// Runs every benchmark, prints a table and writes the results as JSON: the loader entries
// (SchemaGenerator inputs against XMLParser), then the runtime entries (RuntimeEntries.swift), then
// the graph entries (GraphEntries.swift).

let options = Options(Array(CommandLine.arguments.dropFirst()))
if let name = options.profile {
    let iterations = options.iterations
    if runDetached({ await RuntimeBenchmarks.profile(name, iterations: iterations) }) { exit(0) }
    if runDetached({ await GraphBenchmarks.profile(name, iterations: iterations) }) { exit(0) }
}
let runner = BenchmarkRunner(budget: options.quick ? .milliseconds(1500) : .seconds(6))
let unit = "us/op"

let inputs = [
    Input(label: "1KB", targetBytes: 1 << 10),
    Input(label: "100KB", targetBytes: 100 << 10),
    Input(label: "1MB", targetBytes: 1 << 20),
]
for input in inputs {
    let elements = checkLoads(input)
    print("input \(input.label): \(input.bytes.count) bytes, \(elements) elements, loads without errors")
}

let loader = SchemaLoader()
let reader = MarkupReader()

let entries: [Entry] =
    inputs.map { input in
        Entry(name: "load-\(input.label)", input: input, goal: 1.5) { digest(loader.load($0.bytes)) }
    } + [Entry(name: "read-1MB", input: inputs[2], goal: nil) { digest(reader.read($0.bytes)) }]

if let name = options.profile {
    let profiled: [String: (Input, (Input) -> Int)] =
        Dictionary(uniqueKeysWithValues: entries.map { ($0.name, ($0.input, $0.value)) })
        .merging([
            "floor-1MB": (inputs[2], { XMLParserBaseline.parse($0.data) }),
            // The check stage alone: the 1 MB document is read once, outside the loop.
            "build-1MB": (inputs[2], { [document = reader.read(inputs[2].bytes)] _ in digest(loader.load(document)) }),
        ]) { first, _ in first }
    guard let (input, operation) = profiled[name] else {
        let names = profiled.keys.sorted() + RuntimeBenchmarks.profileNames + GraphBenchmarks.profileNames
        fail("no entry \(name); entries: \(names.joined(separator: ", "))")
    }
    var sum = 0
    let start = ContinuousClock.now
    for _ in 0..<options.iterations { sum &+= operation(input) }
    let perOperation = nanoseconds(ContinuousClock.now - start) / Double(options.iterations) / 1000
    print("\(name): \(options.iterations) iterations, \(Int(perOperation.rounded())) us/op, checksum \(sum)")
    exit(0)
}

print("mode: \(options.quick ? "quick" : "full"), \(runner.budget) per entry\n")
var results: [BenchmarkResult] = []
var checksum = 0
for entry in entries {
    let input = entry.input
    let measurement = runner.measure(
        value: { entry.value(input) },
        floor: { XMLParserBaseline.parse(input.data) })
    checksum &+= measurement.checksum
    let result = BenchmarkResult(
        name: entry.name, value: measurement.valueNanoseconds / 1000, unit: unit,
        floor: measurement.floorNanoseconds / 1000, goal: entry.goal)
    results.append(result)
    print(progressLine(entry.name, measurement))
}
// The runtime entries await a session (an actor); they are timed against hand-written floors.
for (name, goal, measurement) in runDetached({ [runner] in await RuntimeBenchmarks.measure(runner: runner) }) {
    checksum &+= measurement.checksum
    results.append(
        BenchmarkResult(
            name: name, value: measurement.valueNanoseconds / 1000, unit: unit,
            floor: measurement.floorNanoseconds / 1000, goal: goal))
}
// The graph entries run a `Workflow` (an actor) against a hand-written loop over the same chain.
let graph = runDetached { [runner] in await GraphBenchmarks.measure(runner: runner) }
checksum &+= graph.checksum
results += graph.results

print("")
print(Table(results).text)
if let line = GraphBenchmarks.rateLine(results) { print(line) }
print("checksum \(checksum)")

let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
do {
    var json = try encoder.encode(results)
    json.append(UInt8(ascii: "\n"))
    try json.write(to: URL(fileURLWithPath: options.output))
    print("wrote \(options.output)")
} catch {
    fail("cannot write \(options.output): \(error)")
}
if results.contains(where: { $0.meetsGoal == false }) || !GraphBenchmarks.meetsRateGoal(results) {
    print("some entries miss their goal")
}
