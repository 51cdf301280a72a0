import Testing
import WorkflowRuntime

@Suite("Actions: conditionalAction (ORIGINALS 1.18, ConditionalActionTests) and conditions", .timeLimit(.minutes(2)))
struct ConditionalActionTests {
    static func outcome(_ condition: String) async throws -> [String] {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Root</title>
            <container><button><title>Go</title><message>go</message></button></container>
            <conditionalAction name="go">
                \(condition)
                <successAction><showAlert>success branch</showAlert></successAction>
                <failureAction><showAlert>failure branch</showAlert></failureAction>
            </conditionalAction>
            </screen></navigation></workflow>
            """)
        try await harness.tap("Go")
        return try await harness.drainAlerts()
    }

    @Test("isEqual A = A runs only the success branch; A ≠ Z only the failure branch")
    func equality() async throws {
        #expect(
            try await Self.outcome("<isEqual><value>A</value><otherValue>A</otherValue></isEqual>") == [
                "success branch"
            ])
        #expect(
            try await Self.outcome("<isEqual><value>A</value><otherValue>Z</otherValue></isEqual>") == [
                "failure branch"
            ])
    }

    @Test("isEqual compares dates exactly: 0.9 s apart is not equal (the original's NSDate isEqual:)")
    func dateEquality() async throws {
        func isEqual(_ one: String, _ other: String) -> String {
            "<isEqual><value><date><value><number>\(one)</number></value></date></value>"
                + "<otherValue><date><value><number>\(other)</number></value></date></otherValue></isEqual>"
        }
        #expect(try await Self.outcome(isEqual("0", "0.9")) == ["failure branch"])
        #expect(try await Self.outcome(isEqual("0.5", "0.5")) == ["success branch"])
    }

    @Test("comparisons against 12.5 with 10, 12.5 and 15 (ORIGINALS 1.18, ComparisonConditionTests)")
    func comparisons() async throws {
        let expected: [String: [Bool]] = [
            "isLessThan": [true, false, false], "isLessThanOrEqualTo": [true, true, false],
            "isGreaterThanOrEqualTo": [false, true, true], "isGreaterThan": [false, false, true],
        ]
        for (tag, results) in expected {
            for (value, holds) in zip(["10", "12.5", "15"], results) {
                let outcome = try await Self.outcome(
                    "<\(tag)><value>\(value)</value><otherValue>12.5</otherValue></\(tag)>")
                #expect(outcome == [holds ? "success branch" : "failure branch"], "\(value) \(tag) 12.5")
            }
        }
    }

    @Test("not, multipleConditions (all, any, none), isPresent, isTrue, doesMatchRegularExpression")
    func otherConditions() async throws {
        let cases: [(String, Bool)] = [
            ("<not><isEqual><value>A</value><otherValue>A</otherValue></isEqual></not>", false),
            ("<not><value>x</value><isPresent/></not>", false),
            ("<not><value> </value><isPresent/></not>", true),
            (
                "<multipleConditions><requirement>any</requirement><isTrue><value>NO</value></isTrue><isTrue><value>YES</value></isTrue></multipleConditions>",
                true
            ),
            (
                "<multipleConditions><isTrue><value>NO</value></isTrue><isTrue><value>YES</value></isTrue></multipleConditions>",
                false
            ),
            (
                "<multipleConditions><requirement>none</requirement><isTrue><value>NO</value></isTrue></multipleConditions>",
                true
            ),
            (
                "<doesMatchRegularExpression><value>Hello World</value><pattern>WORLD</pattern></doesMatchRegularExpression>",
                true
            ),
            (
                "<doesMatchRegularExpression><value>Hello</value><pattern>^x</pattern></doesMatchRegularExpression>",
                false
            ),
        ]
        for (condition, holds) in cases {
            #expect(try await Self.outcome(condition) == [holds ? "success branch" : "failure branch"], "\(condition)")
        }
    }

    @Test("a comparison with a non-numeric side is an error and evaluates false")
    func nonNumeric() async throws {
        #expect(
            try await Self.outcome("<isLessThan><value>ten</value><otherValue>12</otherValue></isLessThan>") == [
                "failure branch"
            ])
    }
}
