import Foundation
import Testing
import TipCalculator
import WorkflowRuntime
import WorkflowSchema
import WorkflowTesting

/// The example application's own tags (Examples/TipCalculator), run as an application runs them.
@Suite("Application tags: the tip calculator")
struct TipCalculatorTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/TipCalculator")

    static func schema() throws -> Schema {
        let result = SchemaLoader(registry: TipCalculator.registry.tags)
            .load(contentsOf: folder.appendingPathComponent("app.xml"))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        return try #require(result.schema)
    }

    @Test("the example's flow passes with the application's registry")
    func flow() async throws {
        let flow = try FlowFile.load(contentsOf: Self.folder.appendingPathComponent("tip.yaml"))
        let outcome = await FlowRunner(flow: flow, registry: TipCalculator.registry).run()
        #expect(outcome.setupFailure == nil)
        #expect(outcome.steps.count == flow.steps.count)
        let failures = outcome.steps.compactMap(\.failure)
        #expect(failures.isEmpty, "\(failures)")
        #expect(outcome.issues.isEmpty, "\(outcome.issues)")
    }

    @Test("the application's own tags replay from the journal: the same screen after every step")
    func replay() async throws {
        let flow = try FlowFile.load(contentsOf: Self.folder.appendingPathComponent("tip.yaml"))
        var runner = FlowRunner(flow: flow, registry: TipCalculator.registry)
        runner.checksReplay = true
        let outcome = await runner.run()
        #expect(outcome.steps.count == flow.steps.count)
        let failures = outcome.steps.compactMap(\.failure)
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("a custom view describes itself with standard kinds, and its parts take taps")
    func ratingSnapshot() async throws {
        let driver = try await WorkflowDriver(schema: Self.schema(), registry: TipCalculator.registry)
        let rating = try await driver.find("Service")
        #expect(rating.kind == .segmentedControl)
        #expect(rating.value == "0 of 5")
        #expect(rating.children.map(\.text) == ["☆", "☆", "☆", "☆", "☆"])
        #expect(rating.children.map(\.label) == ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"])
        try await driver.tap("3 stars")
        let chosen = try await driver.find("Service")
        #expect(chosen.value == "3 of 5")
        #expect(chosen.children.map(\.text) == ["★", "★", "★", "☆", "☆"])
        #expect(chosen.children.map(\.isSelected) == [false, false, true, false, false])
        #expect(rating.children.map(\.id) == chosen.children.map(\.id), "the stars keep their ids")
    }

    @Test("a value the view refuses is an event error, and the session goes on")
    func refusedValue() async throws {
        let driver = try await WorkflowDriver(schema: Self.schema(), registry: TipCalculator.registry)
        let rating = try await driver.find("Service")
        await #expect(throws: EventError("\(rating.id) takes a number of stars from 1 to 5, not '9'")) {
            try await driver.session.send(.setValue(rating.id, value: "9"))
        }
        try await driver.setValue("2", on: "Service")
        #expect(try await driver.find("Service").value == "2 of 5")
    }

    @Test("a tag the loader knows but the runtime cannot run is a load-time error at its position")
    func tagWithoutBehaviour() throws {
        let schema = try Self.schema()
        let diagnostics = RuntimeRegistry.standard.behaviourDiagnostics(for: schema)
        #expect(diagnostics.map(\.code) == [.tagWithoutBehaviour, .tagWithoutBehaviour])
        #expect(diagnostics.map(\.range.start.line) == [20, 33])
        #expect(diagnostics[0].message.contains("<rating>"))
        #expect(TipCalculator.registry.behaviourDiagnostics(for: schema).isEmpty)
    }

    @Test("a session without the behaviour reports the element with a code, and keeps working")
    func sessionWithoutBehaviour() async throws {
        let session = Session(schema: try Self.schema())
        await session.start()
        let issues = await session.issues
        let issue = try #require(issues.first { $0.code == .tagWithoutBehaviour }, "\(issues)")
        // The form makes its actions first; failing to make one, it makes nothing.
        #expect(issue.tag == "computeTip" && issue.range?.start.line == 33)
        #expect(issue.message.contains("no run-time behaviour"))
        #expect(await session.snapshot().window.children.isEmpty)
    }

    @Test("every standard tag has run-time behaviour, and a name cannot be registered twice")
    func standardRegistry() throws {
        let standard = RuntimeRegistry.standard
        #expect(standard.tags.tagNames == TagRegistry.standard.tagNames)
        for name in standard.tags.tagNames { #expect(standard.behaviour(of: name) != nil, "<\(name)>") }
        var registry = standard
        #expect(throws: TagRegistrationError(tag: "rating")) {
            try registry.register(TipCalculator.rating, object: RatingView.self)
            try registry.register(TipCalculator.rating, object: RatingView.self)
        }
    }

    @Test("a value tag of the application makes data in the context it is used in")
    func valueTag() async throws {
        var registry = RuntimeRegistry.standard
        try registry.register(
            TagDescriptor(
                "greeting", kind: .value, type: SchemaType("greeting", parent: .string), summary: "Hello, name.",
                parameters: [.string("name")], defaults: [DefaultParameter(.string, "name")])
        ) { parameters throws(RuntimeIssue) in
            .string("Hello, \(parameters.text("name") ?? "you")!")
        }
        let driver = try await WorkflowDriver(
            xml: "<workflow><screen><title><greeting>Ann</greeting></title></screen></workflow>", registry: registry)
        try await driver.assertTitle("Hello, Ann!")
    }
}
