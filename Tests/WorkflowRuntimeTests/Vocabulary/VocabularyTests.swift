import Testing
import WorkflowRuntime
import WorkflowSchema
import WorkflowTestSupport

/// Every tag of the standard registry, made in a small schema through a session: it must
/// appear on screen or act. Tags the runtime cannot run yet are listed by name in the failure.
@Suite("Vocabulary: every tag of TagRegistry.standard runs", .timeLimit(.minutes(2)))
struct VocabularyTests {
    /// How each tag is exercised: a schema, and what must hold once it started (and after an optional tap).
    struct Probe: Sendable {
        var schema: String
        var tap: String?
        var check: @Sendable (Snapshot, [RuntimeIssue]) -> Bool
    }

    static func screen(_ views: String, actions: String = "") -> String {
        "<workflow><navigation><screen><title>Probe</title><container>\(views)</container>\(actions)</screen></navigation></workflow>"
    }

    static func shows(_ kind: ElementKind, text: String? = nil) -> @Sendable (Snapshot, [RuntimeIssue]) -> Bool {
        { snapshot, _ in
            snapshot.window.visibleElements.contains { $0.kind == kind && (text == nil || $0.shows(text!)) }
        }
    }

    static func label(_ text: String) -> @Sendable (Snapshot, [RuntimeIssue]) -> Bool { shows(.label, text: text) }

    static func alert(_ text: String) -> @Sendable (Snapshot, [RuntimeIssue]) -> Bool {
        { snapshot, _ in snapshot.alert.map { $0.text == text || $0.detail == text } ?? false }
    }

    /// A button "Go" whose message runs `action`, which must lead to `check`.
    static func action(_ action: String, check: @escaping @Sendable (Snapshot, [RuntimeIssue]) -> Bool) -> Probe {
        Probe(
            schema: screen(
                "<label name=\"target\">Before</label><button>Go<message>go</message></button>", actions: action),
            tap: "Go", check: check)
    }

    /// A condition: a conditional label that shows "yes" when it holds.
    static func condition(_ condition: String) -> Probe {
        Probe(
            schema: screen(
                "<label conditional=\"yes\">\(condition)<successValue><label>yes</label></successValue><failureValue><label>no</label></failureValue></label>"
            ), check: label("yes"))
    }

    /// A graph of `nodes` whose run must end on `node` with `result`, shown as the alert "Ended".
    static func graph(_ nodes: String, node: String, result: String) -> Probe {
        action(
            "<runGraph name=\"go\">\(nodes)<outcome name=\"Ended\"><node>\(node)</node><result>\(result)</result></outcome>"
                + "<showAlert name=\"Ended\">Ended</showAlert></runGraph>",
            check: alert("Ended"))
    }

    static let probes: [String: Probe] = [
        "string": Probe(schema: screen("<label><string>Text</string></label>"), check: label("Text")),
        "number": condition(
            "<isEqual><value><number>2</number></value><otherValue><number>2.0</number></otherValue></isEqual>"),
        "bool": condition("<isTrue><value><bool>YES</bool></value></isTrue>"),
        "image": Probe(schema: screen("<imageView><image>first</image></imageView>"), check: shows(.image, text: nil)),
        "date": condition("<isPresent><value><date>2012/11/10</date></value></isPresent>"),
        "null": condition("<not><isPresent><value><null/></value></isPresent></not>"),
        "object": condition(
            "<isPresent><value><object keyPath=\"missing\"><default><string>Default</string></default></object></value></isPresent>"
        ),
        "view": Probe(
            schema: screen("<view keyPath=\"missing\"><default><label>Default view</label></default></view>"),
            check: label("Default view")),
        "viewController": Probe(
            schema: """
                <workflow><navigation><viewController keyPath="missing"><default><screen><title>Default controller</title></screen></default></viewController></navigation></workflow>
                """,
            check: shows(.navigationBar, text: "Default controller")),
        "message": Probe(
            schema: screen(
                "<button>Go<message><message>go</message></message></button>",
                actions: "<showAlert name=\"go\">Sent</showAlert>"),
            tap: "Go", check: alert("Sent")),
        "tabs": Probe(
            schema: "<workflow><tabs><screen><title>Tab</title></screen></tabs></workflow>",
            check: shows(.tab, text: "Tab")),
        "navigation": Probe(schema: screen(""), check: shows(.navigationBar, text: "Probe")),
        "screen": Probe(schema: screen(""), check: shows(.screen, text: "Probe")),
        "form": Probe(
            schema:
                "<workflow><form><title>Form</title><textField><placeholder>Name</placeholder></textField></form></workflow>",
            check: shows(.form)),
        "table": Probe(
            schema: "<workflow><table><tableSection><tableCell>Cell</tableCell></tableSection></table></workflow>",
            check: shows(.tableCell, text: "Cell")),
        "button": Probe(schema: screen("<button>Button</button>"), check: shows(.button, text: "Button")),
        "container": Probe(schema: screen("<container><label>Inner</label></container>"), check: label("Inner")),
        "datePicker": Probe(
            schema: screen(
                "<datePicker><accessibilityLabel>When</accessibilityLabel><date>2012/11/10</date></datePicker>"),
            check: shows(.datePicker)),
        "imageView": Probe(schema: screen("<imageView>first</imageView>"), check: shows(.image)),
        "label": Probe(schema: screen("<label>Label</label>"), check: label("Label")),
        "attributedTextView": Probe(
            schema: screen("<attributedTextView>Some &lt;b&gt;rich&lt;/b&gt; text</attributedTextView>"),
            check: shows(.attributedText, text: "Some rich text")),
        "attributedString": Probe(
            schema: screen(
                "<attributedTextView><attributedString><![CDATA[<i>Explicit</i>]]></attributedString></attributedTextView>"),
            check: shows(.attributedText, text: "Explicit")),
        "navigationBar": Probe(
            schema: screen("<navigationBar><navigationItem><title>Bar</title></navigationItem></navigationBar>"),
            check: shows(.navigationBar, text: "Bar")),
        "searchBar": Probe(
            schema: screen("<searchBar><placeholder>Search</placeholder></searchBar>"), check: shows(.searchBar)),
        "segmentedControl": Probe(
            schema: screen("<segmentedControl><segment>One</segment></segmentedControl>"),
            check: shows(.segmentedControl)),
        "segment": Probe(
            schema: screen("<segmentedControl><segment>One</segment></segmentedControl>"),
            check: shows(.segment, text: "One")),
        "slider": Probe(
            schema: screen(
                "<slider><accessibilityLabel>Volume</accessibilityLabel><value>5</value><maximumValue>10</maximumValue></slider>"
            ),
            check: shows(.slider)),
        "switch": Probe(
            schema: screen("<switch><accessibilityLabel>Power</accessibilityLabel><on>YES</on></switch>"),
            check: shows(.switch)),
        "tableCell": Probe(
            schema: "<workflow><table><tableSection><tableCell>Cell</tableCell></tableSection></table></workflow>",
            check: shows(.tableCell, text: "Cell")),
        "tableSection": Probe(
            schema:
                "<workflow><table><tableSection><headerTitle>Header</headerTitle><tableCell>Cell</tableCell></tableSection></table></workflow>",
            check: shows(.tableSection)),
        "textField": Probe(
            schema: screen("<textField><placeholder>Name</placeholder></textField>"), check: shows(.textField)),
        "textView": Probe(
            schema: screen("<textView><accessibilityLabel>Notes</accessibilityLabel></textView>"),
            check: shows(.textView)),
        "toolbar": Probe(
            schema: screen("<toolbar><barButtonItem>Item</barButtonItem></toolbar>"), check: shows(.toolbar)),
        "formAccessoryView": Probe(
            schema: """
                <workflow><form><title>Form</title><textField><placeholder>A</placeholder></textField>
                <formAccessoryView><nextButtonTitle>Next</nextButtonTitle><previousButtonTitle>Previous</previousButtonTitle></formAccessoryView></form></workflow>
                """,
            check: { _, issues in !issues.contains { $0.severity == .error } }),
        "tapGesture": Probe(
            schema: screen(
                "<label>Tap<tapGesture><message>go</message></tapGesture></label>",
                actions: "<showAlert name=\"go\">Tapped</showAlert>"),
            tap: "Tap", check: alert("Tapped")),
        "longPressGesture": Probe(
            schema: screen("<label>Hold<longPressGesture><beginMessage>go</beginMessage></longPressGesture></label>"),
            check: label("Hold")),
        "swipeGesture": Probe(
            schema: screen("<label>Swipe<swipeGesture><message>go</message></swipeGesture></label>"),
            check: label("Swipe")),
        "actionButtonItem": action(
            "<showAlert name=\"go\"><message>Alert</message><actionButtonItem><title>Action</title><message>x</message></actionButtonItem></showAlert>",
            check: shows(.alertButton, text: "Action")),
        "cancelButtonItem": action(
            "<showAlert name=\"go\"><message>Alert</message><cancelButtonItem>Cancel</cancelButtonItem></showAlert>",
            check: shows(.alertButton, text: "Cancel")),
        "destructiveButtonItem": action(
            "<showActionSheet name=\"go\"><destructiveButtonItem><title>Destroy</title><message>x</message></destructiveButtonItem><cancelButtonItem/></showActionSheet>",
            check: shows(.alertButton, text: "Destroy")),
        "barButtonItem": Probe(
            schema: screen("<toolbar><barButtonItem>Item</barButtonItem></toolbar>"),
            check: shows(.barButton, text: "Item")),
        "tabBarItem": Probe(
            schema:
                "<workflow><tabs><screen><tabBarItem><title>Item</title><image>first</image></tabBarItem></screen></tabs></workflow>",
            check: shows(.tab, text: "Item")),
        "navigationItem": Probe(
            schema:
                "<workflow><navigation><screen><navigationItem><title>Nav</title></navigationItem></screen></navigation></workflow>",
            check: shows(.navigationBar, text: "Nav")),
        "conditionalAction": action(
            "<conditionalAction name=\"go\"><isTrue><value>YES</value></isTrue><showAlert>Chosen</showAlert></conditionalAction>",
            check: alert("Chosen")),
        "multipleActions": action(
            "<multipleActions name=\"go\"><showAlert>First</showAlert><showAlert>Second</showAlert></multipleActions>",
            check: alert("First")),
        "sendMessage": action(
            "<sendMessage name=\"go\"><message><name>again</name><destinationType>self</destinationType></message></sendMessage><showAlert name=\"again\">Again</showAlert>",
            check: alert("Again")),
        "showAlert": action("<showAlert name=\"go\">Alert</showAlert>", check: alert("Alert")),
        "showActionSheet": action(
            "<showActionSheet name=\"go\"><title>Sheet</title><actionButtonItem><title>A</title><message>x</message></actionButtonItem><cancelButtonItem/></showActionSheet>",
            check: alert("Sheet")),
        "loadSchema": action(
            "<loadSchema name=\"go\"><path>nowhere.xml</path><pushController/><showAlert>Not loaded</showAlert></loadSchema>",
            check: alert("Not loaded")),
        "pushController": action(
            "<pushController name=\"go\"><screen><title>Pushed</title></screen></pushController>",
            check: shows(.navigationBar, text: "Pushed")),
        "presentController": action(
            "<presentController name=\"go\"><screen><label>Presented</label></screen></presentController>",
            check: label("Presented")),
        "popController": Probe(
            schema: screen(
                "<button>Go<message>go</message></button>",
                actions:
                    "<pushController name=\"go\"><screen><title>Pushed</title><button>Pop<message>pop</message></button><popController name=\"pop\"/></screen></pushController><popController name=\"pop\"/>"
            ), tap: "Go", check: shows(.navigationBar, text: "Pushed")),
        "dismissController": action(
            "<presentController name=\"go\"><screen><label>Presented</label><dismissController/></screen></presentController>",
            check: { snapshot, _ in !snapshot.window.visibleElements.contains { $0.text == "Presented" } }),
        "replaceRootController": Probe(
            schema:
                "<workflow><navigation><screen><title>Old</title></screen><replaceRootController name=\"viewDidLoad\"><screen><title>New</title></screen></replaceRootController></navigation></workflow>",
            check: shows(.navigationBar, text: "New")),
        "storeValue": action(
            "<multipleActions name=\"go\"><storeValue><name>v</name><value>Stored</value></storeValue><showAlert><string keyPath=\"v\"/></showAlert></multipleActions>",
            check: alert("Stored")),
        "showViews": Probe(
            schema: screen(
                "<label name=\"t\"><text>Shown</text><hidden>YES</hidden></label><button>Go<message>go</message></button>",
                actions: "<showViews name=\"go\">t</showViews>"),
            tap: "Go", check: label("Shown")),
        "hideViews": action(
            "<hideViews name=\"go\">target</hideViews>",
            check: { s, _ in !s.window.visibleElements.contains { $0.text == "Before" } }),
        "updateViews": action(
            "<updateViews name=\"go\"><viewNames>target</viewNames><parameterName>text</parameterName><value>After</value></updateViews>",
            check: label("After")),
        "endEditing": action(
            "<multipleActions name=\"go\"><endEditing/><showAlert>Ended</showAlert></multipleActions>",
            check: alert("Ended")),
        // Without a root delegate every node fails, so the probes map failures to outcomes.
        "runGraph": graph("<decision name=\"d\"/>", node: "d", result: "failed"),
        "decision": graph("<decision name=\"d\"><yes>d</yes></decision>", node: "d", result: "failed"),
        "choice": graph(
            "<choice name=\"c\"><branch name=\"one\"/></choice>", node: "c", result: "failed"),
        "branch": graph(
            "<choice name=\"c\"><branch name=\"one\"/><branch name=\"two\">w</branch></choice><workItem name=\"w\"/>",
            node: "c", result: "failed"),
        "workItem": graph(
            "<workItem name=\"w\"><catch>x</catch></workItem><workItem name=\"x\"/>", node: "x", result: "failed"),
        "outcome": graph("<workItem name=\"w\"/>", node: "w", result: "failed"),
        "cancelGraph": action(
            "<multipleActions name=\"go\"><runGraph><graph>g</graph><workItem name=\"w\"/><showAlert name=\"cancelled\">Cancelled</showAlert></runGraph><cancelGraph>g</cancelGraph></multipleActions>",
            check: alert("Cancelled")),
        "not": condition("<not><isTrue><value>NO</value></isTrue></not>"),
        "isLessThan": condition("<isLessThan><value>1</value><otherValue>2</otherValue></isLessThan>"),
        "isLessThanOrEqualTo": condition(
            "<isLessThanOrEqualTo><value>2</value><otherValue>2</otherValue></isLessThanOrEqualTo>"),
        "isGreaterThanOrEqualTo": condition(
            "<isGreaterThanOrEqualTo><value>2</value><otherValue>2</otherValue></isGreaterThanOrEqualTo>"),
        "isGreaterThan": condition("<isGreaterThan><value>3</value><otherValue>2</otherValue></isGreaterThan>"),
        "isEqual": condition("<isEqual><value>A</value><otherValue>A</otherValue></isEqual>"),
        "multipleConditions": condition(
            "<multipleConditions><requirement>none</requirement><isTrue><value>NO</value></isTrue></multipleConditions>"
        ),
        "isPresent": condition("<isPresent><value>x</value></isPresent>"),
        "doesMatchRegularExpression": condition(
            "<doesMatchRegularExpression><value>abc</value><pattern>B</pattern></doesMatchRegularExpression>"),
        "isTrue": condition("<isTrue><value>YES</value></isTrue>"),
        "trigger": Probe(
            schema: """
                <workflow><form><title>Form</title><container><textField name="a"><placeholder>A</placeholder></textField>
                <label name="shown"><text>Triggered</text><hidden>YES</hidden></label></container>
                <trigger><isTrue><value>YES</value></isTrue><successMessage>show</successMessage></trigger>
                <showViews name="show">shown</showViews></form></workflow>
                """,
            check: label("Triggered")),
    ]

    /// Why a tag's probe failed, or nil when it passed.
    static func run(_ tag: String) async -> String? {
        guard let probe = probes[tag] else { return "no probe written for <\(tag)>" }
        let result = SchemaLoader().load(probe.schema)
        guard let schema = result.schema, !result.hasErrors else {
            return "schema errors: \(result.errors.map(\.message))"
        }
        let session = Session(schema: schema)
        await session.start()
        do {
            try await eventually("no reply pending", within: .seconds(30)) { await session.pendingReplyCount == 0 }
        } catch { return "\(error)" }
        if let tap = probe.tap {
            let snapshot = await session.snapshot()
            guard let element = snapshot.activeElements.first(where: { $0.shows(tap) }) else {
                return "'\(tap)' is not on screen"
            }
            do { try await session.send(.tap(element.id)) } catch { return "tap failed: \(error)" }
            do {
                try await eventually("no reply pending", within: .seconds(30)) { await session.pendingReplyCount == 0 }
            } catch { return "\(error)" }
        }
        let issues = await session.issues
        if let cannot = issues.first(where: { $0.message.contains("cannot run") }) { return cannot.message }
        guard probe.check(await session.snapshot(), issues) else {
            return "did not appear or act; issues: \(issues.map(\.message))"
        }
        return nil
    }

    @Test("there is a probe for each of the 77 tags of the standard registry (68 original, 7 graph, 2 attributed text)")
    func everyTagHasAProbe() {
        let tags = TagRegistry.standard.tagNames
        #expect(tags.count == 77)
        #expect(tags.filter { Self.probes[$0] == nil } == [])
    }

    @Test("every tag instantiates and appears or acts; the failure names the tags that cannot run yet")
    func everyTagRuns() async {
        var failures: [String] = []
        for tag in TagRegistry.standard.tagNames {
            if let failure = await Self.run(tag) { failures.append("<\(tag)>: \(failure)") }
        }
        #expect(failures.isEmpty, "tags that cannot run yet or misbehave:\n\(failures.joined(separator: "\n"))")
    }
}
