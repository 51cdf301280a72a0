import Foundation

/// The results as an aligned text table.
struct Table {
    let results: [BenchmarkResult]

    init(_ results: [BenchmarkResult]) { self.results = results }

    var text: String {
        let header = ["name", "value", "floor", "unit", "ratio", "goal", ""]
        let rows = results.map { result -> [String] in
            let mark: String
            switch result.meetsGoal {
            case true?: mark = "pass"
            case false?: mark = "FAIL"
            case nil: mark = "-"
            }
            return [
                result.name, format(result.value), format(result.floor), result.unit,
                result.floor == 0 ? "-" : String(format: "%.2f", result.ratio),
                result.goal.map { String(format: "%.2f", $0) } ?? "-", mark,
            ]
        }
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.indices.map { column in
                let cell = row[column]
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 || column == 3 ? cell + padding : padding + cell
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n")
    }

    private func format(_ value: Double) -> String {
        value >= 100
            ? String(format: "%.0f", value)
            : value >= 10 ? String(format: "%.1f", value) : String(format: "%.2f", value)
    }
}

/// The line printed after an entry is measured.
func progressLine(_ name: String, _ measurement: BenchmarkRunner.Measurement) -> String {
    "  \(name): \(measurement.rounds) rounds, batches of \(measurement.valueBatch) / \(measurement.floorBatch)"
}
