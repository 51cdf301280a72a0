import Foundation
import WorkflowSchema

/// The loader entries: `SchemaLoader` (and `MarkupReader`) on generated schemas of 1 KB, 100 KB
/// and 1 MB, each timed against a bare FoundationXML `XMLParser` pass over the same bytes.
enum LoaderBenchmarks {
    static let unit = "us/op"

    /// The generated inputs, each checked to load without errors (the run stops otherwise).
    static func inputs() -> [Input] {
        let inputs = [
            Input(label: "1KB", targetBytes: 1 << 10),
            Input(label: "100KB", targetBytes: 100 << 10),
            Input(label: "1MB", targetBytes: 1 << 20),
        ]
        for input in inputs {
            let elements = checkLoads(input)
            print("input \(input.label): \(input.bytes.count) bytes, \(elements) elements, loads without errors")
        }
        return inputs
    }

    /// The timed entries on `inputs` (as `inputs()` returns them).
    static func entries(_ inputs: [Input]) -> [Entry] {
        let loader = SchemaLoader()
        let reader = MarkupReader()
        return inputs.map { input in
            Entry(name: "load-\(input.label)", input: input, goal: 1.5) { digest(loader.load($0.bytes)) }
        } + [Entry(name: "read-1MB", input: inputs[2], goal: nil) { digest(reader.read($0.bytes)) }]
    }

    /// Measures every entry, printing a line for each.
    static func measure(runner: BenchmarkRunner) -> (results: [BenchmarkResult], checksum: Int) {
        var results: [BenchmarkResult] = []
        var checksum = 0
        for entry in entries(inputs()) {
            let input = entry.input
            let measurement = runner.measure(
                value: { entry.value(input) },
                floor: { XMLParserBaseline.parse(input.data) })
            checksum &+= measurement.checksum
            results.append(
                BenchmarkResult(
                    name: entry.name, value: measurement.valueNanoseconds / 1000, unit: unit,
                    floor: measurement.floorNanoseconds / 1000, goal: entry.goal))
            print(progressLine(entry.name, measurement))
        }
        return (results, checksum)
    }

    /// The names `--profile` accepts here: the entries, `floor-1MB` and `build-1MB` (the check stage alone).
    static let profileNames = ["load-1KB", "load-100KB", "load-1MB", "read-1MB", "floor-1MB", "build-1MB"]

    /// Runs one operation `iterations` times, for a profiler; false when `name` is not one of these.
    static func profile(_ name: String, iterations: Int) -> Bool {
        guard profileNames.contains(name) else { return false }
        let inputs = inputs()
        let reader = MarkupReader()
        let loader = SchemaLoader()
        let profiled: [String: (Input, (Input) -> Int)] =
            Dictionary(uniqueKeysWithValues: entries(inputs).map { ($0.name, ($0.input, $0.value)) })
            .merging([
                "floor-1MB": (inputs[2], { XMLParserBaseline.parse($0.data) }),
                // The check stage alone: the 1 MB document is read once, outside the loop.
                "build-1MB": (
                    inputs[2], { [document = reader.read(inputs[2].bytes)] _ in digest(loader.load(document)) }
                ),
            ]) { first, _ in first }
        guard let (input, operation) = profiled[name] else { return false }
        var sum = 0
        let start = ContinuousClock.now
        for _ in 0..<iterations { sum &+= operation(input) }
        let perOperation = nanoseconds(ContinuousClock.now - start) / Double(iterations) / 1000
        print("\(name): \(iterations) iterations, \(Int(perOperation.rounded())) us/op, checksum \(sum)")
        return true
    }
}
