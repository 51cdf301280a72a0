import Foundation
import Testing
import TipCalculator
import WorkflowRuntime
import WorkflowSchema
import WorkflowTesting
import WorkflowWeb

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

    @Test("a custom view describes itself with a kind of its own, its stars as segments that take taps")
    func ratingSnapshot() async throws {
        let driver = try await WorkflowDriver(schema: Self.schema(), registry: TipCalculator.registry)
        let rating = try await driver.find("Service")
        #expect(rating.kind == ElementKind("rating"))
        #expect(rating.kind.rawValue == "rating" && !rating.kind.isStandard)
        #expect(rating.children.allSatisfy { $0.kind == .segment })
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
            try registry.register(RatingTag())
            try registry.register(RatingTag())
        }
    }

    /// A view tag that claims a kind it may not have.
    struct ClaimingTag: TagDefinition {
        let descriptor: TagDescriptor
        let elementKind: ElementKind?
        var behaviour: TagBehaviour { .object(RatingView.self) }
    }

    @Test("a view's kind must be its own: not a standard kind, not another tag's, and a name")
    func kindsAreChecked() throws {
        var registry = RuntimeRegistry.standard
        try registry.register(RatingTag())
        let cases: [(kind: String, reason: String)] = [
            ("segmentedControl", "its element kind 'segmentedControl' is a standard kind; an application's view needs a kind of its own"),
            ("rating", "<rating> already describes its views as kind 'rating'"),
            ("star rating", "its element kind 'star rating' is not a name (a letter, then letters, digits, '-' or '_')"),
            ("\"><script>", "its element kind '\"><script>' is not a name (a letter, then letters, digits, '-' or '_')"),
        ]
        for (kind, reason) in cases {
            let tag = ClaimingTag(
                descriptor: .formInput("stars", summary: "Stars.", parameters: []), elementKind: ElementKind(kind))
            #expect(throws: TagRegistrationError(tag: "stars", reason: reason)) { try registry.register(tag) }
        }
        // Nothing was half-registered: the name is still free.
        #expect(registry["stars"] == nil)
        #expect(registry.definitions.count == 1)
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

/// The rating as people and native clients get it from `tip-calculator serve`.
@Suite("Application views: the tip calculator's rating on the page and in the JSON API")
struct RatingRenderingTests {
    @Test("the page draws the rating with its own view: a radio group of star buttons that tap the stars")
    func page() async throws {
        let driver = try await WorkflowDriver(schema: TipCalculatorTests.schema(), registry: TipCalculator.registry)
        try await driver.tap("2 stars")
        let snapshot = await driver.snapshot()
        let rating = try await driver.find("Service")
        let html = PageRenderer(views: TipCalculator.registry.htmlViews).render(snapshot, csrfToken: "t")
        let id = rating.id.rawValue
        #expect(html.contains("<div id=\"wfs-\(id)\" class=\"wfs-rating\" data-name=\"stars\" role=\"radiogroup\" aria-label=\"Service\">"))
        for (index, star) in rating.children.enumerated() {
            let checked = index == 1
            #expect(
                html.contains(
                    "<button id=\"wfs-\(star.id.rawValue)\" class=\"wfs-segment\(checked ? " wfs-selected" : "") star\" "
                        + "type=\"submit\" name=\"event\" "
                        + "value=\"tap \(star.id.rawValue)\" aria-label=\"\(star.label ?? "")\" role=\"radio\" "
                        + "aria-checked=\"\(checked)\">\(index < 2 ? "★" : "☆")</button>"),
                "star \(index + 1) in \(html)")
        }
        #expect(PageRenderer(views: TipCalculator.registry.htmlViews).stylesheet?.contains(".wfs-rating .star") == true)
        // Without its view, a renderer draws the stars in a plain container, still there to tap.
        let plain = PageRenderer().render(snapshot, csrfToken: "t")
        #expect(plain.contains("<div id=\"wfs-\(id)\" class=\"wfs-rating\" data-name=\"stars\" aria-label=\"Service\">"))
        #expect(plain.contains("value=\"tap \(rating.children[0].id.rawValue)\""))
    }

    @Test("in the snapshot's JSON (the API's state) the rating is kind rating, its stars segments")
    func json() async throws {
        let driver = try await WorkflowDriver(schema: TipCalculatorTests.schema(), registry: TipCalculator.registry)
        let rating = try await driver.find("Service")
        let data = try JSONEncoder().encode(rating)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["kind"] as? String == "rating")
        let stars = try #require(object["children"] as? [[String: Any]])
        #expect(stars.map { $0["kind"] as? String } == Array(repeating: "segment", count: 5))
        let decoded = try JSONDecoder().decode(SnapshotElement.self, from: data)
        #expect(decoded.kind == RatingTag.kind)
    }
}
