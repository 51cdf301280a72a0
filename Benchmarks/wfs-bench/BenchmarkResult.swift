/// One line of `bench-results.json`.
///
/// `value` is a cost (time per operation, lower is better); `floor` is a baseline measured in
/// the same run on the same input; `ratio` is `value / floor`; `goal` is the ratio we aim for,
/// or nil when the entry is only there for insight. Rates with a goal (higher is better, the web
/// entries' events per second) take `floor / value` instead, so a lower ratio is still better and
/// `goal` reads the same way. An entry with no floor has floor and ratio 0.
struct BenchmarkResult: Codable, Equatable {
    var name: String
    var value: Double
    var unit: String
    var floor: Double
    var ratio: Double
    var goal: Double?

    enum CodingKeys: String, CodingKey {
        case name, value, unit, floor, ratio, goal
    }

    /// How `ratio` is taken.
    enum RatioKind {
        /// `value / floor`: for costs, where lower is better.
        case valueOverFloor
        /// `floor / value`: for rates, where higher is better.
        case floorOverValue
    }

    /// An entry; `ratio` is taken from the unrounded figures, `value` and `floor` are rounded for reporting.
    init(
        name: String, value: Double, unit: String, floor: Double, goal: Double?, ratio kind: RatioKind = .valueOverFloor
    ) {
        self.name = name
        self.value = value.reportRounded
        self.unit = unit
        self.floor = floor.reportRounded
        switch kind {
        case .valueOverFloor: self.ratio = floor > 0 ? (value / floor).rounded(toPlaces: 3) : 0
        case .floorOverValue: self.ratio = value > 0 ? (floor / value).rounded(toPlaces: 3) : 0
        }
        self.goal = goal
    }

    /// Whether the entry meets its goal; nil when it has none.
    var meetsGoal: Bool? { goal.map { ratio <= $0 } }

    /// Writes `goal` as an explicit `null` rather than leaving the key out.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(value, forKey: .value)
        try container.encode(unit, forKey: .unit)
        try container.encode(floor, forKey: .floor)
        try container.encode(ratio, forKey: .ratio)
        if let goal { try container.encode(goal, forKey: .goal) } else { try container.encodeNil(forKey: .goal) }
    }
}

extension Double {
    /// The value rounded to `places` decimal places.
    func rounded(toPlaces places: Int) -> Double {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (self * scale).rounded() / scale
    }

    /// The value rounded to three significant figures (at least), for reporting times.
    var reportRounded: Double {
        guard self != 0, isFinite else { return self }
        let magnitude = abs(self)
        if magnitude >= 100 { return rounded(toPlaces: 0) }
        if magnitude >= 10 { return rounded(toPlaces: 1) }
        if magnitude >= 1 { return rounded(toPlaces: 2) }
        return rounded(toPlaces: 3)
    }
}
