import Testing
import WorkflowSchema

@Suite("Rules: decision graphs of <runGraph>", .timeLimit(.minutes(2)))
struct GraphRuleTests {
    /// A schema whose only action is a `<runGraph>` holding `body`.
    func graph(_ body: String) -> SchemaLoadResult {
        load(
            "<workflow><screen><title>T</title><actions><runGraph name=\"go\">\(body)</runGraph></actions></screen></workflow>"
        )
    }

    func outcome(_ name: String, _ node: String, _ result: String) -> String {
        "<outcome name=\"\(name)\"><node>\(node)</node><result>\(result)</result></outcome>"
    }

    /// The Health Workflow of ORIGINALS 2.5.
    var health: String {
        "<decision name=\"willExercise\"><yes>liftWeights</yes><no>isInjured</no></decision><decision name=\"isInjured\"/>"
            + "<workItem name=\"liftWeights\"><next>doSitUps</next></workItem><workItem name=\"doSitUps\"/>"
            + outcome("Healthy", "doSitUps", "complete") + outcome("Unhealthy", "isInjured", "no")
            + outcome("Inconclusive", "isInjured", "yes")
    }

    @Test("the Health Workflow, its outline and its child actions are clean")
    func healthIsClean() throws {
        let result = graph(
            health + "<showAlert name=\"Healthy\">ok</showAlert><showAlert name=\"cancelled\">x</showAlert>")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let element = try #require(result.schema?.object?[parameter: "actions"]?.values.first?.element)
        let outline = GraphOutline(element)
        #expect(outline.nodes.map(\.name) == ["willExercise", "isInjured", "liftWeights", "doSitUps"])
        #expect(outline.startName == "willExercise")
        #expect(outline.nodes[0].target(of: "yes") == .some("liftWeights"))
        #expect(outline.nodes[1].target(of: "yes") == .some(nil))
        #expect(outline.nodes[1].target(of: "complete") == nil)
        #expect(outline.nodes[2].messageName == "liftWeights")
        #expect(outline.outcomes.map(\.name) == ["Healthy", "Unhealthy", "Inconclusive"])
    }

    @Test("a link, start or outcome naming no node is an error with the closest name")
    func unknownTargets() {
        let result = graph(
            "<start>willExercize</start>" + health.replacingOccurrences(of: "<next>doSitUps", with: "<next>doSitUp")
                + outcome("Odd", "nobody", "complete"))
        #expect(result.codes == ["WFS0400", "WFS0400", "WFS0400"])
        #expect(result.diagnostics.map(\.suggestion) == ["willExercise", "doSitUps", nil])
        #expect(result.diagnostics[0].range.start.column == 71)  // the text inside <start>
    }

    @Test("unnamed and duplicate nodes, branches and outcomes are errors")
    func names() {
        #expect(graph("<workItem/>").codes == ["WFS0401"])
        let twice = graph("<workItem name=\"a\"><next>b</next></workItem><workItem name=\"a\"/><workItem name=\"b\"/>")
        #expect(twice.codes == ["WFS0401"])
        #expect(twice.diagnostics.first?.notes.count == 1)
        let branches = graph(
            "<choice name=\"c\"><branch name=\"x\"/><branch name=\"x\"/><branch name=\"failed\"/><branch/></choice>")
        #expect(branches.codes == ["WFS0401", "WFS0401", "WFS0401"])
        #expect(
            graph("<workItem name=\"w\"/><outcome><node>w</node><result>complete</result></outcome>").codes == [
                "WFS0401"
            ])
    }

    @Test("a node no path reaches is a warning; a catch counts as a path")
    func reachability() {
        let orphan = graph(
            "<workItem name=\"a\"/><workItem name=\"b\"/>" + outcome("A", "a", "complete")
                + outcome("B", "b", "complete"))
        #expect(orphan.codes == ["WFS0402"])
        #expect(orphan.diagnostics.first?.severity == .warning)
        let caught = graph(
            "<workItem name=\"a\"><catch>b</catch></workItem><workItem name=\"b\"/>" + outcome("A", "a", "complete")
                + outcome("B", "b", "complete"))
        #expect(caught.diagnostics.isEmpty)
    }

    @Test("a graph that can only loop is an error; a loop a run can enter but not leave is a warning")
    func finishing() {
        let loop = graph("<workItem name=\"a\"><next>b</next></workItem><workItem name=\"b\"><next>a</next></workItem>")
        #expect(loop.codes == ["WFS0403"])
        #expect(loop.diagnostics.first?.severity == .error)
        let trap = graph(
            "<decision name=\"d\"><no>spin</no></decision><workItem name=\"spin\"><next>spin</next></workItem>"
                + outcome("Y", "d", "yes"))
        #expect(trap.codes == ["WFS0403"])
        #expect(trap.diagnostics.first?.severity == .warning)
        // A polling loop that can leave is fine.
        let poll = graph(
            "<decision name=\"ready\"><no>wait</no></decision><workItem name=\"wait\"><next>ready</next></workItem>"
                + outcome("Ready", "ready", "yes"))
        #expect(poll.diagnostics.isEmpty)
    }

    @Test("outcomes must name results their node produces, at an end; two for one end warn")
    func outcomes() {
        let wrong = graph(
            "<decision name=\"d\"><no>w</no></decision><workItem name=\"w\"/>"
                + outcome("A", "d", "complete") + outcome("B", "d", "no") + outcome("C", "d", "yes")
                + outcome("D", "w", "complete")
                + outcome("E", "w", "complete"))
        #expect(wrong.codes == ["WFS0404", "WFS0404", "WFS0404"])
        #expect(wrong.diagnostics.map(\.severity) == [.error, .warning, .warning])
        let branch = graph("<choice name=\"c\"><branch name=\"gym\"/></choice>" + outcome("G", "c", "gym"))
        #expect(branch.diagnostics.isEmpty)
        #expect(
            graph("<choice name=\"c\"><branch name=\"gym\"/></choice>" + outcome("G", "c", "gim")).diagnostics.first {
                $0.code == .impossibleOutcome
            }?.suggestion == "gym")
    }

    @Test("an end that no outcome names is a warning; failures are left out")
    func unmappedEnds() {
        let result = graph("<decision name=\"d\"/>" + outcome("Y", "d", "yes"))
        #expect(result.codes == ["WFS0405"])
        #expect(result.diagnostics.first?.message.contains("'d' with 'no'") == true)
    }

    @Test("a child action named after no outcome is a warning with the closest name")
    func childActions() {
        let result = graph(
            "<workItem name=\"w\"/>" + outcome("Healthy", "w", "complete")
                + "<showAlert name=\"Healty\">x</showAlert><showAlert name=\"failed\">y</showAlert><showAlert>z</showAlert>"
        )
        #expect(result.codes == ["WFS0406"])
        #expect(result.diagnostics.first?.suggestion == "Healthy")
    }

    @Test("a graph with a proxy node is checked for names only")
    func dynamicNodes() {
        let result = graph("<workItem name=\"w\"><next>elsewhere</next></workItem><decision keyPath=\"more\"/>")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test("cancelGraph needs a graph name and choices need a branch")
    func companions() {
        let cancel = load(
            "<workflow><screen><title>T</title><actions><cancelGraph name=\"stop\"/></actions></screen></workflow>")
        #expect(cancel.codes == ["WFS0208"])
        #expect(graph("<choice name=\"c\"/>").codes.contains("WFS0208"))
    }
}

@Suite("Rules: decision graphs, settings and messages", .timeLimit(.minutes(2)))
struct GraphSettingRuleTests {
    func graph(_ body: String) -> SchemaLoadResult {
        load(
            "<workflow><screen><title>T</title><actions><runGraph name=\"go\">\(body)</runGraph></actions></screen></workflow>"
        )
    }

    func workItem(_ settings: String) -> SchemaLoadResult {
        graph(
            "<workItem name=\"w\">\(settings)</workItem><outcome name=\"Done\"><node>w</node><result>complete</result></outcome>"
        )
    }

    @Test("work-item numbers outside their range are errors that say what would run")
    func settingsOutOfRange() {
        let result = workItem(
            "<timeout>1e308</timeout><attempts>2.5</attempts><retryInterval>0</retryInterval>"
                + "<backoffRate>1e300</backoffRate><maximumDelay>-1</maximumDelay>")
        #expect(result.codes == ["WFS0407", "WFS0407", "WFS0407", "WFS0407", "WFS0407"])
        #expect(result.diagnostics[1].message == "<attempts> must be a whole number from 1 to 100; 2.5 would run as 2")
        #expect(
            workItem(
                "<timeout>30</timeout><attempts>3</attempts><retryInterval>0.5</retryInterval><backoffRate>1.5</backoffRate>"
            ).diagnostics.isEmpty)
    }

    @Test("an outcome may not take the name of an ending without outcome")
    func reservedOutcomeNames() {
        let result = graph(
            "<workItem name=\"w\"/><outcome name=\"failed\"><node>w</node><result>complete</result></outcome>")
        #expect(result.codes == ["WFS0401"])
    }

    @Test("nodes of different kinds asking with one message are a warning; the same kind is fine")
    func sharedMessages() {
        let mixed = graph(
            "<decision name=\"a\"><yes>b</yes><message>ask</message></decision>"
                + "<choice name=\"b\"><message>ask</message><branch name=\"x\"/></choice>"
                + "<outcome name=\"N\"><node>a</node><result>no</result></outcome>"
                + "<outcome name=\"X\"><node>b</node><result>x</result></outcome>")
        #expect(mixed.codes == ["WFS0408"])
        #expect(mixed.diagnostics.first?.notes.count == 1)
        let alike = graph(
            "<decision name=\"a\"><yes>b</yes><message>ask</message></decision><decision name=\"b\"><message>ask</message></decision>"
                + "<outcome name=\"N\"><node>a</node><result>no</result></outcome>"
                + "<outcome name=\"Y\"><node>b</node><result>yes</result></outcome>"
                + "<outcome name=\"Z\"><node>b</node><result>no</result></outcome>")
        #expect(alike.diagnostics.isEmpty)
    }

    @Test("a conditional branch makes the graph dynamic: only names are checked")
    func dynamicBranch() {
        let result = graph(
            "<choice name=\"c\"><branch name=\"a\"/><branch name=\"b\" conditional=\"yes\"><isTrue><value>YES</value></isTrue></branch></choice>"
                + "<outcome name=\"B\"><node>c</node><result>b</result></outcome>")
        #expect(!result.codes.contains("WFS0404"), "\(result.diagnostics)")
    }

    @Test("a chain of 5,000 work items is walked whole: clean, and one broken link is found")
    func largeGraph() {
        let count = 5_000
        var body = (0..<count - 1).map { "<workItem name=\"n\($0)\"><next>n\($0 + 1)</next></workItem>" }.joined()
        body +=
            "<workItem name=\"n\(count - 1)\"/><outcome name=\"End\"><node>n\(count - 1)</node><result>complete</result></outcome>"
        #expect(graph(body).diagnostics.isEmpty)
        let looped = body.replacingOccurrences(
            of: "<workItem name=\"n\(count - 1)\"/>",
            with: "<workItem name=\"n\(count - 1)\"><next>n0</next></workItem>")
        #expect(graph(looped).codes.contains("WFS0403"))
    }
}
