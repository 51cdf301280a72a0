import Testing
import WorkflowRuntime

@Suite("Controls: segmented control (ORIGINALS 1.18, SegmentedControlTests)", .timeLimit(.minutes(2)))
struct SegmentedControlTests {
    @Test("implicit segments: a <string> title and an image with a label (the image wins over a title)")
    func implicitSegments() async throws {
        let (harness, _) = try await Controls.start(
            """
            <segmentedControl name="control">
                <segment>First</segment>
                <segment><title>Hidden title</title><image><name>first</name><accessibilityLabel>Second image</accessibilityLabel></image></segment>
            </segmentedControl>
            """)
        let control = try #require(await Controls.elements(.segmentedControl, in: harness).first)
        #expect(control.name == "control")
        #expect(control.children.map(\.kind) == [.segment, .segment])
        #expect(control.children[0].text == "First")
        #expect(control.children[1].text == nil, "the image wins over the title")
        #expect(control.children[1].image == "first")
        #expect(control.children[1].label == "Second image")
        #expect(control.children.allSatisfy { !$0.isSelected && $0.isEnabled })
    }

    @Test("explicit segments, momentary and style bar; 2 segments; choosing each sends its message")
    func explicitSegmentsSendMessages() async throws {
        let (harness, delegate) = try await Controls.start(
            """
            <segmentedControl>
                <segments>
                    <segment><title>Zero</title><message>didSelectZero</message></segment>
                    <segment><title>One</title><message>didSelectOne</message></segment>
                </segments>
                <momentary>YES</momentary>
                <segmentedControlStyle>bar</segmentedControlStyle>
            </segmentedControl>
            """)
        let control = try #require(await Controls.elements(.segmentedControl, in: harness).first)
        #expect(control.children.count == 2)
        try await harness.tap("Zero")
        try await harness.send(.setValue(control.id, value: "1"))
        try await harness.tap("Zero")
        #expect(delegate.messages.map(\.name) == ["didSelectZero", "didSelectOne", "didSelectZero"])
        let after = try #require(await Controls.elements(.segmentedControl, in: harness).first)
        #expect(after.children.allSatisfy { !$0.isSelected }, "a momentary control keeps no selection")
    }

    @Test("selecting index 0 or 1 (by tap, title or index) sends that segment's message and selects it")
    func selection() async throws {
        let (harness, delegate) = try await Controls.start(
            """
            <segmentedControl>
                <segment><title>Zero</title><message>didSelectZero</message></segment>
                <segment><title>One</title><message>didSelectOne</message></segment>
            </segmentedControl>
            """)
        let control = try #require(await Controls.elements(.segmentedControl, in: harness).first)
        try await harness.send(.setValue(control.id, value: "One"))
        var segments = try #require(await Controls.elements(.segmentedControl, in: harness).first).children
        #expect(segments.map(\.isSelected) == [false, true])
        try await harness.send(.setValue(control.id, value: "0"))
        segments = try #require(await Controls.elements(.segmentedControl, in: harness).first).children
        #expect(segments.map(\.isSelected) == [true, false])
        try await harness.tap("Zero")
        #expect(
            delegate.messages.map(\.name) == ["didSelectOne", "didSelectZero"],
            "the selected segment sends nothing again")
        await #expect(throws: EventError.self) { try await harness.session.send(.setValue(control.id, value: "Two")) }
        await #expect(throws: EventError.self) { try await harness.session.send(.setValue(control.id, value: "5")) }
    }

    @Test("selectedSegmentIndex = 1 survives the segments being set, whatever the order")
    func selectedIndexAfterSegments() async throws {
        let (harness, _) = try await Controls.start(
            """
            <segmentedControl>
                <selectedSegmentIndex>1</selectedSegmentIndex>
                <segment>Zero</segment>
                <segment>One</segment>
            </segmentedControl>
            """)
        let control = try #require(await Controls.elements(.segmentedControl, in: harness).first)
        #expect(control.children.map(\.isSelected) == [false, true])
    }

    @Test("a segment with an unlabelled image is an error")
    func unlabelledImage() {
        let errors = Controls.loadErrors(
            Controls.screen("<segmentedControl><segment><image>first</image></segment></segmentedControl>"))
        #expect(errors.contains { $0.contains("Segments must have a title or an accessibilityLabel") }, "\(errors)")
    }

    @Test("a segment's enabled = NO is respected (the original forced it back on)")
    func enabledFix() async throws {
        let (harness, delegate) = try await Controls.start(
            """
            <segmentedControl>
                <segment><title>On</title><message>didSelectOn</message></segment>
                <segment><title>Off</title><message>didSelectOff</message><enabled>NO</enabled></segment>
            </segmentedControl>
            """)
        let control = try #require(await Controls.elements(.segmentedControl, in: harness).first)
        #expect(control.children.map(\.isEnabled) == [true, false])
        let off = control.children[1].id
        await #expect(throws: EventError.self) { try await harness.session.send(.tap(off)) }
        await #expect(throws: EventError.self) { try await harness.session.send(.setValue(control.id, value: "Off")) }
        try await harness.tap("On")
        #expect(delegate.messages.map(\.name) == ["didSelectOn"])
    }

    @Test("a hidden segmented control takes no events")
    func hidden() async throws {
        let (harness, _) = try await Controls.start(
            "<segmentedControl><hidden>YES</hidden><segment>Zero</segment></segmentedControl>")
        #expect(await Controls.elements(.segmentedControl, in: harness).isEmpty)
        #expect(await Controls.elements(.segment, in: harness).isEmpty)
    }
}
