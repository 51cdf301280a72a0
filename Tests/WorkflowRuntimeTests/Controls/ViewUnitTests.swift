import Testing
import WorkflowRuntime

@Suite("Controls: buttons (ORIGINALS 1.18, ButtonUnitTests)", .timeLimit(.minutes(2)))
struct ButtonUnitTests {
    @Test(
        "a title with an implicit or explicit message: a tap sends didTap",
        arguments: [
            "<button>Test<message>didTap</message></button>",
            "<button><title>Test</title><message><message>didTap</message></message></button>",
        ])
    func titleAndMessage(_ button: String) async throws {
        let (harness, delegate) = try await Controls.start(button)
        let element = try #require(await Controls.elements(.button, in: harness).first)
        #expect(element.text == "Test")
        try await harness.tap("Test")
        #expect(delegate.messages.map(\.name) == ["didTap"])
    }

    @Test("an image with an accessibility label gives the button that label and image")
    func image() async throws {
        let (harness, _) = try await Controls.start(
            "<button><image><name>first</name><accessibilityLabel>Picture</accessibilityLabel></image></button>")
        let element = try #require(await Controls.elements(.button, in: harness).first)
        #expect(element.image == "first")
        #expect(element.label == "Picture")
    }

    @Test("an accessibility label alone is fine; no title and no label is an error")
    func labels() async throws {
        let (harness, _) = try await Controls.start(
            "<button><accessibilityLabel>Only label</accessibilityLabel></button>")
        #expect(await Controls.elements(.button, in: harness).first?.label == "Only label")
        let errors = Controls.loadErrors(Controls.screen("<button><message>x</message></button>"))
        #expect(errors.contains { $0.contains("Buttons must have a title or an accessibility label") }, "\(errors)")
    }
}

@Suite("Controls: containers (ORIGINALS 1.18, ContainerUnitTests)", .timeLimit(.minutes(2)))
struct ContainerUnitTests {
    static let members = """
        <button>B</button><imageView>first</imageView><label>L</label><textField><placeholder>T</placeholder></textField>
        """

    @Test("implicit and explicit views keep their order and kinds", arguments: [members, "<views>\(members)</views>"])
    func order(_ views: String) async throws {
        let (harness, _) = try await Controls.start("<container>\(views)</container>")
        let containers = await Controls.elements(.container, in: harness)
        let inner = try #require(containers.last)
        #expect(inner.children.map(\.kind) == [.button, .image, .label, .textField])
    }

    @Test("layout center, and an empty container, run without issues")
    func layoutAndEmpty() async throws {
        let (harness, _) = try await Controls.start(
            "<container><layout>center</layout><label>x</label></container><container/>")
        #expect(await Controls.elements(.container, in: harness).count == 3)
        #expect(await harness.issues.isEmpty)
    }
}

@Suite("Controls: labels (ORIGINALS 1.18, LabelUnitTests)", .timeLimit(.minutes(2)))
struct LabelUnitTests {
    @Test("implicit or explicit text", arguments: ["<label>Test</label>", "<label><text>Test</text></label>"])
    func text(_ label: String) async throws {
        let (harness, _) = try await Controls.start(label)
        #expect(await harness.labels() == ["Test"])
    }

    @Test("no text gives a label without text, not an error")
    func noText() async throws {
        let (harness, _) = try await Controls.start("<label/>")
        let label = try #require(await Controls.elements(.label, in: harness).first)
        #expect(label.text == nil)
        #expect(await harness.issues.isEmpty)
    }
}

@Suite("Controls: image views (ORIGINALS 1.18, ImageViewUnitTests)", .timeLimit(.minutes(2)))
struct ImageViewUnitTests {
    @Test(
        "an implicit name, imageName, or an <image>",
        arguments: [
            "<imageView>first</imageView>", "<imageView><imageName>first</imageName></imageView>",
            "<imageView><image>first</image></imageView>",
        ])
    func image(_ view: String) async throws {
        let (harness, _) = try await Controls.start(view)
        #expect(await Controls.elements(.image, in: harness).first?.image == "first")
    }

    @Test("no image is an error")
    func noImage() {
        let errors = Controls.loadErrors(Controls.screen("<imageView/>"))
        #expect(errors.contains { $0.contains("Image views must have an image") }, "\(errors)")
    }
}

@Suite("Controls: navigation bars (ORIGINALS 1.18, NavigationBarTests)", .timeLimit(.minutes(2)))
struct NavigationBarTests {
    @Test(
        "implicit or explicit items give the title and prompt; barStyle black; name",
        arguments: [
            "<navigationItem><title>Title</title><prompt>Prompt</prompt></navigationItem>",
            "<items><navigationItem><title>Title</title><prompt>Prompt</prompt></navigationItem></items>",
        ])
    func items(_ items: String) async throws {
        let (harness, _) = try await Controls.start(
            "<navigationBar name=\"bar\"><barStyle>black</barStyle>\(items)</navigationBar>")
        let bar = try #require(await Controls.elements(.navigationBar, in: harness).first)
        #expect(bar.text == "Title")
        #expect(bar.detail == "Prompt")
        #expect(bar.name == "bar")
    }
}

@Suite("Controls: toolbars (ORIGINALS 1.18, ToolbarTests)", .timeLimit(.minutes(2)))
struct ToolbarTests {
    @Test(
        "implicit or explicit bar button items with text titles; barStyle; name",
        arguments: [
            "<barButtonItem>One</barButtonItem><barButtonItem>Two</barButtonItem>",
            "<items><barButtonItem>One</barButtonItem><barButtonItem>Two</barButtonItem></items>",
        ])
    func items(_ items: String) async throws {
        let (harness, _) = try await Controls.start(
            "<toolbar name=\"tools\"><barStyle>black</barStyle>\(items)</toolbar>")
        let toolbar = try #require(await Controls.elements(.toolbar, in: harness).first)
        #expect(toolbar.name == "tools")
        #expect(toolbar.children.map(\.text) == ["One", "Two"])
        #expect(toolbar.children.allSatisfy { $0.kind == .barButton })
    }
}

@Suite("Controls: shared view properties (ORIGINALS 1.18, ViewSharedPropertyTests)", .timeLimit(.minutes(2)))
struct ViewSharedPropertyTests {
    @Test("hidden = YES hides the view and keeps it out of the active elements")
    func hidden() async throws {
        let (harness, _) = try await Controls.start(
            "<label><text>Gone</text><hidden>YES</hidden></label><label>Here</label>")
        #expect(await harness.labels() == ["Here"])
        let all = await harness.snapshot.window.children.flatMap { Self.all($0) }
        #expect(all.first { $0.text == "Gone" }?.isHidden == true)
    }

    @Test("accessibility label, hint, value and traits (a bitmask) reach the snapshot")
    func accessibility() async throws {
        let (harness, _) = try await Controls.start(
            """
            <label><text>Text</text><accessibilityLabel>Label</accessibilityLabel><accessibilityHint>Hint</accessibilityHint>
            <accessibilityValue><number>1234</number></accessibilityValue>
            <accessibilityTraits>staticText,playsSound,summaryElement</accessibilityTraits></label>
            """)
        let label = try #require(await Controls.elements(.label, in: harness).first)
        #expect(label.label == "Label")
        #expect(label.hint == "Hint")
        #expect(label.value == "1234")
        #expect(label.traits == ["staticText", "playsSound", "summaryElement"])
    }

    static func all(_ element: SnapshotElement) -> [SnapshotElement] {
        [element] + element.children.flatMap(all)
    }
}
