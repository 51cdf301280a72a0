import Foundation
import Testing
import WorkflowSchema

@Suite("wfs graph: a schema's flow as nodes and edges, in Mermaid and DOT", .timeLimit(.minutes(2)))
struct NavigationGraphTests {
    static let originals = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/originals")

    func graph(_ name: String) throws -> NavigationGraph {
        let url = Self.originals.appendingPathComponent(name)
        let schema = try #require(SchemaLoader().load(contentsOf: url).schema)
        return NavigationGraphBuilder().build(schema, file: url)
    }

    @Test("navigation_stack_tests: a navigation holding screen 1, which pushes screen 2, which pushes screen 3")
    func navigationStack() throws {
        let mermaid = MermaidWriter().write(try graph("navigation_stack_tests.xml"))
        let expected = [
            #"subgraph g1["navigation_stack_tests.xml"]"#,
            #"n1["navigation"]"#,
            #"n2["screen: Screen 1 title"]"#,
            #"n3["screen: Screen 2 NI title"]"#,
            #"n4["screen: Screen 3 title"]"#,
            "n1 --- n2",
            #"n2 -->|"pushScreen2: push"| n3"#,
            #"n3 -->|"pushScreen3: push"| n4"#,
        ]
        for line in expected { #expect(mermaid.contains(line), "missing: \(line)") }
        #expect(mermaid.hasPrefix("flowchart TD\n"))
        #expect(mermaid.components(separatedBy: "\n").filter { $0.contains("--") }.count == 3)
    }

    @Test(
        "load_tests_main: tabs of navigations whose screens ask them to load files, followed; a missing file is a node")
    func loads() throws {
        let graph = try graph("load_tests_main.xml")
        let mermaid = MermaidWriter().write(graph)
        let expected = [
            #"n1["tabs"]"#,
            #"n2["navigation: Screen 1"]"#,
            #"n3["screen: Loading screen 1..."]"#,
            #"subgraph g2["load_tests_screen1.xml"]"#,
            #"subgraph g3["load_tests_screen2.xml"]"#,
            "n1 --- n2",
            "n2 --- n3",
            #"n3 -.->|"viewDidLoad: sends loadScreen"| n2"#,
            #"n2 -->|"loadScreen: load, replace root"| n4"#,
            #"n10[/"there_is_no_screen3.xml (missing)"/]"#,
            #"n8 -->|"loadScreen: load, replace root"| n10"#,
        ]
        for line in expected { #expect(mermaid.contains(line), "missing: \(line)") }
        #expect(graph.nodes.first { $0.id == "n4" }?.group == "load_tests_screen1.xml")
        #expect(graph.edges.filter { $0.kind == .load }.count == 3)
        #expect(graph.edges.filter { $0.kind == .contains }.count == 6)
    }

    @Test("DOT: clusters per file, boxes for controllers, dashed messages, labels quoted")
    func dot() throws {
        let dot = DotWriter().write(try graph("load_tests_main.xml"))
        #expect(dot.hasPrefix("digraph flow {\n"))
        #expect(dot.contains(#"subgraph cluster_2 {"#))
        #expect(dot.contains(#"label="load_tests_screen1.xml";"#))
        #expect(dot.contains(#"n1 [label="tabs", shape=box];"#))
        #expect(dot.contains(#"n3 -> n2 [label="viewDidLoad: sends loadScreen", style=dashed];"#))
        #expect(dot.contains(#"n1 -> n2 [arrowhead=none];"#))
        #expect(dot.hasSuffix("}\n"))
    }

    @Test("a decision graph is drawn as its nodes, steps and outcomes; a message to the root delegate reaches its node")
    func decisionGraph() throws {
        let xml = """
            <workflow><screen><title>Check</title>
            <view><button><title>Go</title><message>check</message></button></view>
            <actions>
            <runGraph name="check"><graph>health</graph>
            <decision name="fit"><yes>done</yes></decision><workItem name="done"/>
            <outcome name="Fit"><node>done</node><result>complete</result></outcome>
            <outcome name="Unfit"><node>fit</node><result>no</result></outcome>
            </runGraph>
            <sendMessage name="viewDidLoad"><message><name>hello</name><destinationType>rootDelegate</destinationType></message></sendMessage>
            </actions></screen></workflow>
            """
        let schema = try #require(SchemaLoader().load(xml).schema)
        let mermaid = MermaidWriter().write(NavigationGraphBuilder().build(schema))
        for line in [
            #"subgraph g2["graph health"]"#, #"n2{"decision: fit"}"#, #"n3{"workItem: done"}"#, #"n4(["Fit"])"#,
            #"n1 -->|"check: run"| n2"#, #"n2 -->|"yes"| n3"#, #"n3 -->|"complete"| n4"#, #"n2 -->|"no"| n5"#,
            #"n6(("root delegate"))"#, #"n1 -.->|"viewDidLoad: sends hello"| n6"#,
        ] {
            #expect(mermaid.contains(line), "missing: \(line)")
        }
    }
}
