import Testing
import WorkflowRuntime
import WorkflowSchema

@testable import WorkflowWeb

@Suite("Rendering: an application's own kind of view, drawn by its HTMLView")
struct HTMLViewTests {
    /// A view that tries everything a careless or hostile view could: markup in its text,
    /// attribute names that would run script, and a child drawn the standard way.
    struct BadgeTag: HTMLView {
        let descriptor = TagDescriptor.formInput("badge", summary: "A badge.", parameters: [])
        var behaviour: TagBehaviour { .readByParent }
        var elementKind: ElementKind? { ElementKind("badge") }
        let stylesheet = ".wfs-badge { color: red; }"

        func draw(_ element: SnapshotElement, with writer: inout HTMLViewWriter) {
            writer.root(
                .figure, of: element,
                [.classes("badge-big"), .aria("label\" onclick=\"steal()", "x"), .data("count", "<3>"), .role("note")]
            ) { badge in
                badge.tag(.figcaption, [.aria("hidden", "true")]) { $0.text(element.text ?? "") }
                for child in element.children { badge.tapButton(for: child, [.classes("pip")]) { $0.text("●") } }
                badge.element(SnapshotElement(id: ElementID("label-9"), kind: .label, text: "Plain <b>label</b>"))
            }
        }
    }

    static let badge = SnapshotElement(
        id: ElementID("badge-1"), kind: ElementKind("badge"), text: "<script>alert(1)</script>",
        children: [SnapshotElement(id: ElementID("badge-1.pip1"), kind: .segment, label: "First \"pip\"")])

    static func window(_ element: SnapshotElement) -> Snapshot {
        Snapshot(window: SnapshotElement(id: ElementID("window"), kind: .window, children: [element]))
    }

    @Test("the view's HTML: its root with the page's id and classes, safe attributes, text escaped, taps that post")
    func drawn() {
        let renderer = PageRenderer(views: [BadgeTag()])
        let html = renderer.render(Self.window(Self.badge), csrfToken: "t")
        let expected: String = [
            "<figure id=\"wfs-badge-1\" class=\"wfs-badge badge-big\" data-count=\"&lt;3&gt;\" role=\"note\">",
            "<figcaption aria-hidden=\"true\">&lt;script&gt;alert(1)&lt;/script&gt;</figcaption>",
            "<button id=\"wfs-badge-1.pip1\" class=\"wfs-segment pip\" type=\"submit\" name=\"event\" ",
            "value=\"tap badge-1.pip1\" aria-label=\"First &quot;pip&quot;\">●</button>",
            "<div id=\"wfs-label-9\" class=\"wfs-label\"><p class=\"wfs-text\">Plain &lt;b&gt;label&lt;/b&gt;</p></div>",
            "</figure>",
        ].joined()
        #expect(html.contains(expected), "\(html)")
        #expect(!html.contains("onclick"))
        #expect(renderer.stylesheet == ".wfs-badge { color: red; }\n")
    }

    @Test("its CSS comes before the one given with --css, which may restyle it")
    func stylesheetOrder() {
        let renderer = PageRenderer(stylesheet: ".wfs-badge { color: blue; }", views: [BadgeTag()])
        #expect(renderer.stylesheet == ".wfs-badge { color: red; }\n.wfs-badge { color: blue; }")
        #expect(PageRenderer(stylesheet: "p {}").stylesheet == "p {}")
        #expect(PageRenderer().stylesheet == nil)
    }

    @Test("a kind no view draws shows its children in a container, its name escaped into the class")
    func unknownKind() {
        var element = Self.badge
        element.kind = ElementKind("odd\" onmouseover=\"x")
        let html = PageRenderer().render(Self.window(element), csrfToken: "t")
        #expect(html.contains("<div id=\"wfs-badge-1\" class=\"wfs-odd&quot; onmouseover=&quot;x\">"))
        #expect(html.contains("value=\"tap badge-1.pip1\""), "the child is still there to tap")
    }

    @Test("on a layer that takes no events, the view's buttons post nothing")
    func inactiveLayer() {
        var writer = HTMLViewWriter(renderer: ElementRenderer(isActive: false))
        writer.tapButton(for: Self.badge.children[0]) { $0.text("●") }
        let html = writer.finish().string
        #expect(html.contains("type=\"button\"") && !html.contains("name=\"event\""))
    }
}
