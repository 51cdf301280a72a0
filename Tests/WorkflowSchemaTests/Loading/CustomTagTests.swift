import Testing
import WorkflowSchema

/// A rule an application might write: charts need at least one series.
private struct ChartNeedsSeries: TagRule {
    func check(_ element: SchemaElement) -> [Diagnostic] {
        element[parameter: "series"] == nil
            ? [
                Diagnostic(
                    .error, DiagnosticCode("APP001", title: "chart-without-series"), "charts need a series",
                    at: element.range)
            ]
            : []
    }
}

@Suite("Registry: application tags")
struct CustomTagTests {
    private func registry() throws -> TagRegistry {
        var registry = TagRegistry.standard
        let chart = SchemaType("chart", parent: .view)
        try registry.register(
            TagDescriptor(
                "chart", kind: .view, type: chart, summary: "A line chart.",
                parameters: [.string("caption"), .list("series", .number), .enumeration("style", ["line", "bar"])],
                defaults: [DefaultParameter(.string, "caption"), DefaultParameter(.number, "series")],
                rules: [ChartNeedsSeries()]))
        return registry
    }

    @Test("an application tag is checked like a standard one")
    func customTag() throws {
        let loader = SchemaLoader(registry: try registry())
        let good = loader.load(
            inContainer("<chart>Sales<number>1</number><number>2</number><style>bar</style></chart>"))
        #expect(good.diagnostics.isEmpty)
        let chart = try #require(good.object?.child("view")?.child("views"))
        #expect(chart.tag == "chart" && chart.type.isSubtype(of: .view))
        #expect(chart[parameter: "series"]?.values.count == 2)
        let bad = loader.load(inContainer("<chart>Sales<style>pie</style></chart>"))
        #expect(bad.codes == ["APP001", "WFS0205"])
        #expect(SchemaLoader().load(inContainer("<chart>Sales</chart>")).codes == ["WFS0201"])
    }

    @Test("a tag name can be registered only once")
    func duplicate() throws {
        var registry = try registry()
        #expect(throws: TagRegistrationError(tag: "label")) {
            try registry.register(TagDescriptor("label", kind: .view, type: .label, summary: "Again."))
        }
    }
}
