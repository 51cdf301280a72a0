import Foundation
import Testing
import WorkflowRuntime
import WorkflowTesting
import WorkflowSchema

@Suite("Flow files", .timeLimit(.minutes(2)))
struct FlowFileTests {
    /// A flow with `schema: a.xml` and the given lines under `steps:`.
    static func flow(steps: String) -> String {
        "schema: a.xml\nsteps:\n" + steps
    }

    /// The error parsing `yaml` throws.
    static func failure(_ yaml: String) throws -> FlowFileError {
        try #require(throws: FlowFileError.self) { try FlowFile.parse(yaml) }
    }

    @Test("the documented example parses to its exact steps and replies")
    func example() throws {
        let yaml = """
            schema: navigation_stack_tests.xml       # required, relative to the flow file
            assets: resources/                       # optional folder: images, .strings tables
            replies:                                 # optional
              getResults: { success: true, userInfo: { sections: [ {a: 1}, "x" ] } }
              loadScreen: { success: false, after: 1.5 }   # seconds on the simulated clock
            steps:
              - assertVisible: "Screen 1 contents"
              - tapOn: "Push screen 2"
              - assertTitle: "Screen 2 NI title"
              - back
              - inputText: { into: "username", text: "bob" }
              - pressReturn
              - assertAlert: "Example button tapped!"
              - selectTab: "Screen 2"
              - assertNotVisible: "Loading..."
              - wait: 2
            """
        let flow = try FlowFile.parse(yaml, path: "flows/nav.yaml")
        #expect(flow.path == "flows/nav.yaml")
        #expect(flow.schema == "navigation_stack_tests.xml")
        #expect(flow.schemaPosition == SourceLocation(line: 1, column: 9))
        #expect(flow.assets == "resources/")
        #expect(
            flow.replies == [
                "getResults": [
                    FlowReply(
                        success: true, userInfo: ["sections": [["a": 1], "x"]],
                        position: SourceLocation(line: 4, column: 3))
                ],
                "loadScreen": [FlowReply(success: false, after: 1.5, position: SourceLocation(line: 5, column: 3))],
            ])
        #expect(
            flow.steps.map(\.action) == [
                .assertVisible("Screen 1 contents"), .tapOn("Push screen 2"), .assertTitle("Screen 2 NI title"), .back,
                .inputText(into: "username", text: "bob"), .pressReturn, .assertAlert("Example button tapped!"),
                .selectTab("Screen 2"), .assertNotVisible("Loading..."), .wait(seconds: 2),
            ])
        #expect(
            flow.steps.map(\.text) == [
                #"assertVisible: "Screen 1 contents""#, #"tapOn: "Push screen 2""#,
                #"assertTitle: "Screen 2 NI title""#, "back", #"inputText: { into: "username", text: "bob" }"#,
                "pressReturn", #"assertAlert: "Example button tapped!""#, #"selectTab: "Screen 2""#,
                #"assertNotVisible: "Loading...""#, "wait: 2",
            ])
        #expect(flow.steps.map(\.position.line) == Array(7...16))
        #expect(flow.steps.allSatisfy { $0.position.column == 5 })
    }

    @Test(
        "every step form",
        arguments: [
            (#"assertVisible: "Hello""#, FlowAction.assertVisible("Hello"), #"assertVisible: "Hello""#),
            ("assertNotVisible: Loading", .assertNotVisible("Loading"), #"assertNotVisible: "Loading""#),
            ("assertTitle: Home", .assertTitle("Home"), #"assertTitle: "Home""#),
            ("assertAlert: 'Saved'", .assertAlert("Saved"), #"assertAlert: "Saved""#),
            ("tapOn: Go", .tapOn("Go"), #"tapOn: "Go""#),
            ("tapOn: 3", .tapOn("3"), "tapOn: 3"),
            ("tapOn: yes", .tapOn("yes"), #"tapOn: "yes""#),
            ("tapOn: true", .tapOn("true"), "tapOn: true"),
            ("tapOn: { on: Go }", .tapOn("Go"), #"tapOn: { on: "Go" }"#),
            ("tapOn: { on: Go, count: 2 }", .tapsOn("Go", count: 2), #"tapOn: { on: "Go", count: 2 }"#),
            ("tapOn: { count: 100, on: Go }", .tapsOn("Go", count: 100), nil),
            ("tapOn: { on: Go, count: 1 }", .tapsOn("Go", count: 1), nil),
            (
                "assertStyle: { on: Title, style: red }", .assertStyle(on: "Title", style: "red"),
                #"assertStyle: { on: "Title", style: "red" }"#
            ),
            ("longPressOn: Row", .longPressOn("Row", duration: nil), #"longPressOn: "Row""#),
            ("longPressOn: { on: Row }", .longPressOn("Row", duration: nil), #"longPressOn: { on: "Row" }"#),
            (
                "longPressOn: { on: Row, duration: 2 }", .longPressOn("Row", duration: 2),
                #"longPressOn: { on: "Row", duration: 2 }"#
            ),
            ("longPressOn: { on: Row, duration: 0.5 }", .longPressOn("Row", duration: 0.5), nil),
            ("swipe: { on: List, direction: up }", .swipe(on: "List", direction: .up), nil),
            ("swipe: { direction: down, on: List }", .swipe(on: "List", direction: .down), nil),
            ("swipe: { on: List, direction: left }", .swipe(on: "List", direction: .left), nil),
            (
                "swipe: { on: List, direction: right }", .swipe(on: "List", direction: .right),
                #"swipe: { on: "List", direction: "right" }"#
            ),
            ("inputText: bob", .inputText(into: nil, text: "bob"), #"inputText: "bob""#),
            ("inputText: 42", .inputText(into: nil, text: "42"), "inputText: 42"),
            ("inputText: { text: bob }", .inputText(into: nil, text: "bob"), nil),
            ("inputText: { into: Name, text: bob }", .inputText(into: "Name", text: "bob"), nil),
            ("eraseText", .eraseText(from: nil, count: nil), "eraseText"),
            ("eraseText:", .eraseText(from: nil, count: nil), "eraseText"),
            ("eraseText: 3", .eraseText(from: nil, count: 3), "eraseText: 3"),
            ("eraseText: { from: Name }", .eraseText(from: "Name", count: nil), nil),
            ("eraseText: { from: Name, count: 2 }", .eraseText(from: "Name", count: 2), nil),
            ("pressReturn", .pressReturn, "pressReturn"),
            ("toggle: Wi-Fi", .toggle("Wi-Fi"), #"toggle: "Wi-Fi""#),
            ("setValue: { on: Volume, value: 0.75 }", .setValue(on: "Volume", value: "0.75"), nil),
            ("setValue: { on: Mode, value: true }", .setValue(on: "Mode", value: "true"), nil),
            ("setValue: { on: Name, value: \"\" }", .setValue(on: "Name", value: ""), nil),
            ("back", .back, "back"),
            ("back:", .back, "back"),
            ("selectTab: Settings", .selectTab("Settings"), #"selectTab: "Settings""#),
            ("wait: 2", .wait(seconds: 2), "wait: 2"),
            ("wait: 0.25", .wait(seconds: 0.25), "wait: 0.25"),
            ("wait: 86400", .wait(seconds: 86_400), "wait: 86400"),
        ] as [(String, FlowAction, String?)])
    func stepForm(line: String, action: FlowAction, text: String?) throws {
        let flow = try FlowFile.parse(Self.flow(steps: "  - \(line)\n"))
        let step = try #require(flow.steps.first)
        #expect(step.action == action)
        #expect(step.position == SourceLocation(line: 3, column: 5))
        if let text { #expect(step.text == text) }
        #expect(step.action.name == line.prefix { $0.isLetter })
    }

    @Test("a step written as a block mapping")
    func blockMappingStep() throws {
        let flow = try FlowFile.parse(
            Self.flow(steps: "  - swipe:\n      on: \"Row \\\"1\\\"\"\n      direction: left\n  - wait: 1\n"))
        #expect(flow.steps.map(\.action) == [.swipe(on: #"Row "1""#, direction: .left), .wait(seconds: 1)])
        #expect(flow.steps.first?.text == #"swipe: { on: "Row \"1\"", direction: "left" }"#)
        #expect(flow.steps.map(\.position) == [SourceLocation(line: 3, column: 5), SourceLocation(line: 6, column: 5)])
    }

    @Test("a reply may name a schema file to send back")
    func replySchema() throws {
        let flow = try FlowFile.parse(
            "schema: a.xml\nreplies:\n  loadSchema: { schema: b.xml, after: 1 }\nsteps: [back]\n")
        let reply = try #require(flow.replies["loadSchema"]?.first)
        #expect(reply.schema == "b.xml")
        #expect(reply.success)
        #expect(reply.after == 1)
        #expect(throws: FlowFileError.self) {
            try FlowFile.parse("schema: a.xml\nreplies:\n  loadSchema: { schema: [b.xml] }\nsteps: [back]\n")
        }
    }

    @Test("replies turn YAML values into workflow values")
    func replyValues() throws {
        let yaml = """
            schema: a.xml
            replies:
              load:
                name: loaded
                after: 0
                userInfo:
                  text: hello
                  quoted: "12"
                  int: 12
                  negative: -3
                  float: 2.5
                  exponent: 1e3
                  hex: 0x1F
                  yes: yes
                  no: No
                  on: on
                  true: true
                  false: FALSE
                  null: null
                  tilde: ~
                  empty:
                  list: [1, two, [3], { four: 4 }]
                  nested: { a: { b: [] } }
                  date: 2024-01-02
              other: {}
            steps: [back]
            """
        let flow = try FlowFile.parse(yaml)
        let reply = try #require(flow.replies["load"]?.first)
        #expect(reply.success)
        #expect(reply.name == "loaded")
        #expect(reply.after == 0)
        #expect(reply.position == SourceLocation(line: 3, column: 3))
        let expected: [String: WorkflowValue] = [
            "text": .string("hello"), "quoted": .string("12"), "int": .number(12), "negative": .number(-3),
            "float": .number(2.5), "exponent": .number(1000), "hex": .number(31), "yes": .string("yes"),
            "no": .string("No"), "on": .string("on"), "true": .bool(true), "false": .bool(false), "null": .null,
            "tilde": .null, "empty": .null,
            "list": .array([.number(1), .string("two"), .array([.number(3)]), .dictionary(["four": .number(4)])]),
            "nested": .dictionary(["a": .dictionary(["b": .array([])])]), "date": .string("2024-01-02"),
        ]
        #expect(reply.userInfo == expected)
        #expect(flow.replies["other"] == [FlowReply(position: SourceLocation(line: 25, column: 3))])
    }

    @Test("a list of replies is answered in turn, each with its own position")
    func replySequence() throws {
        let flow = try FlowFile.parse(
            "schema: a.xml\nreplies:\n  next:\n    - { userInfo: { n: 1 } }\n    - { success: false }\nsteps: [back]\n")
        let replies = try #require(flow.replies["next"])
        #expect(replies.map(\.success) == [true, false])
        #expect(replies.first?.userInfo == ["n": 1])
        #expect(replies.map(\.position) == [SourceLocation(line: 4, column: 7), SourceLocation(line: 5, column: 7)])
        let empty = #expect(throws: FlowFileError.self) {
            try FlowFile.parse("schema: a.xml\nreplies:\n  next: []\nsteps: [back]\n")
        }
        #expect(empty?.message.hasPrefix("the replies to `next` are an empty list") == true)
    }

    @Test("a flow without assets or replies")
    func minimal() throws {
        let flow = try FlowFile.parse("schema: a.xml\nsteps:\n  - back\n")
        #expect(
            flow
                == FlowFile(
                    schema: "a.xml", schemaPosition: SourceLocation(line: 1, column: 9),
                    steps: [
                        FlowFileStep(action: .back, position: SourceLocation(line: 3, column: 5), text: "back")
                    ]))
    }

    @Test(
        "errors say what is wrong, where, and what to do",
        arguments: [
            // YAML syntax
            ("schema: a.xml\n  steps: x\n", 2, 8, "invalid YAML: mapping values are not allowed in this context; "),
            (
                "schema: a.xml\nsteps:\n\t- back\n", 3, 1,
                "invalid YAML: found character that cannot start any token (while scanning for the next token at "
                    + "3:1); YAML indents with spaces, so replace the tab with spaces"
            ),
            (
                "schema: a.xml\nsteps: [back\n", 3, 1,
                "invalid YAML: did not find expected ',' or ']' (while parsing a flow sequence at 2:8); "
            ),
            ("schema: a.xml\nsteps:\n  - tapOn: \"x\n", 4, 1, "invalid YAML: found unexpected end of stream"),
            ("schema: a.xml\nschema: b.xml\nsteps: [back]\n", 1, 1, "the key `schema` is repeated later"),
            (
                "schema: a.xml\nsteps: [back]\n---\nschema: b\n", 3, 1,
                "the flow file holds more than one YAML document; remove the `---`"
            ),
            ("schema: a.xml\nsteps: [*x]\n", 2, 9, "unknown alias; define the anchor with `&name`"),
            // Document shape
            ("", 1, 1, "the flow file is empty; add `schema:`"),
            ("- a\n- b\n", 1, 1, "a flow file must be a mapping, not a list; write `schema: FILE.xml`"),
            ("schema: a.xml\nstep:\n  - back\n", 2, 1, "unknown key `step`; did you mean `steps`?"),
            ("schema: a.xml\nsteps: [back]\nasset: x\n", 3, 1, "unknown key `asset`; did you mean `assets`?"),
            (
                "schema: a.xml\nsteps: [back]\ntimeout: 3\n", 3, 1,
                "unknown key `timeout`; a flow file's keys are `schema`, `assets`, `replies` and `steps`"
            ),
            ("steps: [back]\n", 1, 1, "missing `schema`; add `schema: FILE.xml`"),
            ("schema: [a]\nsteps: [back]\n", 1, 9, "`schema` takes text, not a list; write `schema: FILE.xml`"),
            ("schema: \"\"\nsteps: [back]\n", 1, 9, "`schema` is empty; write the schema file's path"),
            ("schema: a.xml\n", 1, 1, "missing `steps`; add `steps:` followed by a list of steps"),
            ("schema: a.xml\nsteps:\n", 2, 1, "`steps` is empty; list at least one step below it"),
            ("schema: a.xml\nsteps: []\n", 2, 8, "`steps` is empty; list at least one step below it"),
            (
                "schema: a.xml\nsteps: back\n", 2, 8,
                "`steps` must be a list, not `back`; put each step on its own line starting with `- `"
            ),
            // Steps
            (flow(steps: "  - tapon: x\n"), 3, 5, "unknown step `tapon`; did you mean `tapOn`?"),
            (flow(steps: "  - assertVisble: x\n"), 3, 5, "unknown step `assertVisble`; did you mean `assertVisible`?"),
            (flow(steps: "  - goBack\n"), 3, 5, "unknown step `goBack`; did you mean `back`?"),
            (flow(steps: "  - launch\n"), 3, 5, "unknown step `launch`; the steps are `assertVisible`, "),
            (
                flow(steps: "  - inputText:\n      into: x\n    text: bob\n"), 5, 5,
                "a step has one name, but this one has `inputText` and `text`; indent arguments under the step name"
            ),
            (flow(steps: "  - { tapOn: a, back: }\n"), 3, 17, "a step has one name, but this one has `tapOn` and"),
            (flow(steps: "  - {}\n"), 3, 5, "empty step; write a step such as `- tapOn: TEXT`"),
            (flow(steps: "  - [back]\n"), 3, 5, "a step must be a name or `name: argument`, not a list"),
            (flow(steps: "  - tapOn:\n"), 3, 5, "`tapOn` needs text; write `tapOn: TEXT`"),
            (flow(steps: "  - tapOn\n"), 3, 5, "`tapOn` needs text; write `tapOn: TEXT`"),
            (flow(steps: "  - tapOn: [a]\n"), 3, 12, "`tapOn` takes text, not a list; write `tapOn: TEXT`"),
            (
                flow(steps: "  - tapOn: { on: x, count: 0 }\n"), 3, 28,
                "`count` in `tapOn` needs a whole number of taps, from 1 to 100, not `0`; write `count: 2`"
            ),
            (
                flow(steps: "  - tapOn: { on: x, count: 101 }\n"), 3, 28,
                "`count` in `tapOn` needs a whole number of taps"
            ),
            (
                flow(steps: "  - tapOn: { on: x, count: two }\n"), 3, 28,
                "`count` in `tapOn` needs a whole number of taps"
            ),
            (
                flow(steps: "  - tapOn: { on: x, count: 1.5 }\n"), 3, 28,
                "`count` in `tapOn` needs a whole number of taps"
            ),
            (
                flow(steps: "  - tapOn: { on: x, times: 2 }\n"), 3, 21,
                "unknown key `times` in `tapOn`; `tapOn` takes `on` and `count`; write `tapOn: TEXT` or "
                    + "`tapOn: { on: TEXT, count: TAPS }`"
            ),
            (
                flow(steps: "  - tapOn: { count: 2 }\n"), 3, 12,
                "`tapOn` is missing `on`; add `on: TEXT` inside the `{ … }`"
            ),
            (
                flow(steps: "  - assertStyle: red\n"), 3, 18,
                "`assertStyle` needs arguments in `{ … }`, not `red`; write `assertStyle: { on: TEXT, style: NAME }`"
            ),
            (flow(steps: "  - assertStyle\n"), 3, 5, "`assertStyle` needs arguments; write `assertStyle: { on: TEXT"),
            (
                flow(steps: "  - assertStyle: { on: x }\n"), 3, 18,
                "`assertStyle` is missing `style`; add `style: NAME` inside the `{ … }`"
            ),
            (
                flow(steps: "  - assertStyle: { on: x, class: red }\n"), 3, 27,
                "unknown key `class` in `assertStyle`"
            ),
            (flow(steps: "  - toggle: { on: x }\n"), 3, 13, "`toggle` takes text, not a mapping; write `toggle: TEXT`"),
            (flow(steps: "  - back: now\n"), 3, 11, "`back` takes no argument; write `- back` on its own"),
            (flow(steps: "  - pressReturn: yes\n"), 3, 18, "`pressReturn` takes no argument"),
            (flow(steps: "  - wait: soon\n"), 3, 11, "`wait` needs a number of seconds, not `soon`; write `wait: 2`"),
            (flow(steps: "  - wait: \"2\"\n"), 3, 11, #"`wait` needs a number of seconds, not "2"; write `wait: 2`"#),
            (flow(steps: "  - wait\n"), 3, 5, "`wait` needs a number of seconds; write `wait: 2`"),
            (flow(steps: "  - wait: 0\n"), 3, 11, "`wait` must be more than 0 and at most 86400 seconds, not `0`"),
            (flow(steps: "  - wait: -1\n"), 3, 11, "`wait` must be more than 0 and at most 86400 seconds, not `-1`"),
            (flow(steps: "  - wait: 86401\n"), 3, 11, "`wait` must be more than 0 and at most 86400 seconds"),
            (flow(steps: "  - wait: .inf\n"), 3, 11, "`wait` must be more than 0 and at most 86400 seconds"),
            (
                flow(steps: "  - swipe: { on: x, direction: sideways }\n"), 3, 32,
                "unknown direction `sideways`; use `up`, `down`, `left` or `right`"
            ),
            (
                flow(steps: "  - swipe: { on: x, dir: up }\n"), 3, 21,
                "unknown key `dir` in `swipe`; `swipe` takes `on` and `direction`; write "
                    + "`swipe: { on: TEXT, direction: up|down|left|right }`"
            ),
            (
                flow(steps: "  - swipe: { on: x }\n"), 3, 12,
                "`swipe` is missing `direction`; add `direction: up|down|left|right` inside the `{ … }`"
            ),
            (flow(steps: "  - swipe: { direction: up }\n"), 3, 12, "`swipe` is missing `on`; add `on: TEXT`"),
            (flow(steps: "  - swipe: x\n"), 3, 12, "`swipe` needs arguments in `{ … }`, not `x`; write `swipe: {"),
            (flow(steps: "  - swipe\n"), 3, 5, "`swipe` needs arguments; write `swipe: { on: TEXT, direction:"),
            (
                flow(steps: "  - swipe: { on: [x], direction: up }\n"), 3, 18,
                "`on` in `swipe` takes text, not a list; write `on: TEXT`"
            ),
            (
                flow(steps: "  - swipe: { on: , direction: up }\n"), 3, 14,
                "`on` in `swipe` needs text; write `on: TEXT`"
            ),
            (
                flow(steps: "  - longPressOn: { on: x, durations: 2 }\n"), 3, 27,
                "unknown key `durations` in `longPressOn`; did you mean `duration`?"
            ),
            (
                flow(steps: "  - longPressOn: { on: x, duration: long }\n"), 3, 37,
                "`duration` needs a number of seconds, not `long`; write `duration: 1.5`"
            ),
            (flow(steps: "  - longPressOn: { duration: 2 }\n"), 3, 18, "`longPressOn` is missing `on`; add `on: TEXT`"),
            (
                flow(steps: "  - inputText: { into: x }\n"), 3, 16,
                "`inputText` is missing `text`; add `text: TEXT` inside the `{ … }`"
            ),
            (
                flow(steps: "  - inputText: { in: x, text: y }\n"), 3, 18,
                "unknown key `in` in `inputText`; did you mean"
            ),
            (
                flow(steps: "  - eraseText: 2.5\n"), 3, 16,
                "`eraseText` needs a whole number of characters, at least 1, not `2.5`; write `eraseText: 3`"
            ),
            (flow(steps: "  - eraseText: all\n"), 3, 16, "`eraseText` needs a whole number of characters"),
            (flow(steps: "  - eraseText: 0\n"), 3, 16, "`eraseText` needs a whole number of characters, at least 1"),
            (
                flow(steps: "  - eraseText: { count: 2 }\n"), 3, 16,
                "`eraseText` is missing `from`; add `from: TEXT` inside the `{ … }`"
            ),
            (
                flow(steps: "  - eraseText: { from: x, count: -1 }\n"), 3, 34,
                "`count` in `eraseText` needs a whole number of characters, at least 1, not `-1`"
            ),
            (
                flow(steps: "  - setValue: 3\n"), 3, 15,
                "`setValue` needs arguments in `{ … }`, not `3`; write `setValue: { on: TEXT, value: VALUE }`"
            ),
            (flow(steps: "  - setValue: { on: x }\n"), 3, 15, "`setValue` is missing `value`; add `value: VALUE`"),
            (flow(steps: "  - setValue: { on: x, value: }\n"), 3, 24, "`value` in `setValue` needs text"),
            // Replies
            (
                "schema: a.xml\nreplies: [a]\nsteps: [back]\n", 2, 10,
                "`replies` must be a mapping from message name to reply, not a list"
            ),
            (
                "schema: a.xml\nreplies:\n  getResults: yes\nsteps: [back]\n", 3, 15,
                "the reply to `getResults` must be a mapping, not `yes`; write `getResults: { success: true }`"
            ),
            (
                "schema: a.xml\nreplies:\n  getResults:\nsteps: [back]\n", 3, 3,
                "the reply to `getResults` must be a mapping, not an empty value"
            ),
            (
                "schema: a.xml\nreplies:\n  getResults: { sucess: true }\nsteps: [back]\n", 3, 17,
                "unknown key `sucess` in the reply to `getResults`; did you mean `success`?"
            ),
            (
                "schema: a.xml\nreplies:\n  a: { delay: 1 }\nsteps: [back]\n", 3, 8,
                "unknown key `delay` in the reply to `a`; a reply's keys are `success`, `name`, `userInfo`, `schema` and `after`"
            ),
            (
                "schema: a.xml\nreplies:\n  a: { success: yes }\nsteps: [back]\n", 3, 17,
                "`success` must be true or false, not `yes`; write `success: false`"
            ),
            (
                "schema: a.xml\nreplies:\n  a: { after: -1 }\nsteps: [back]\n", 3, 15,
                "`after` must be 0 or more and at most 86400 seconds"
            ),
            (
                "schema: a.xml\nreplies:\n  a: { after: later }\nsteps: [back]\n", 3, 15,
                "`after` needs a number of seconds, not `later`; write `after: 1.5`"
            ),
            (
                "schema: a.xml\nreplies:\n  a: { userInfo: [1] }\nsteps: [back]\n", 3, 18,
                "`userInfo` must be a mapping, not a list; write `userInfo: { key: value }`"
            ),
            (
                "schema: a.xml\nreplies:\n  a: { userInfo: { [1]: 2 } }\nsteps: [back]\n", 3, 20,
                "the keys of `userInfo` must be plain names, not a list"
            ),
            (
                "schema: a.xml\nreplies:\n  a: { name: [x] }\nsteps: [back]\n", 3, 14,
                "`name` in a reply takes text, not a list; write `name: RESULT`"
            ),
        ] as [(String, Int, Int, String)])
    func error(yaml: String, line: Int, column: Int, message: String) throws {
        let error = try Self.failure(yaml)
        #expect(error.message.hasPrefix(message), "got: \(error.message)")
        #expect(error.position == SourceLocation(line: line, column: column), "got: \(error)")
        #expect(error.path == nil)
    }

    @Test("an error's description names the file, line and column")
    func errorDescription() throws {
        let error = FlowFileError(message: "boom", path: "a/b.yaml", position: SourceLocation(line: 3, column: 7))
        #expect(error.description == "a/b.yaml:3:7: error: boom")
        #expect(
            FlowFileError(message: "boom", position: SourceLocation(line: 1, column: 2)).description == "1:2: error: boom"
        )
        #expect(SourceLocation(line: 12, column: 4).description == "12:4")
        do {
            _ = try FlowFile.parse("schema: a.xml\nsteps: wait\n", path: "x.yaml")
            Issue.record("expected an error")
        } catch {
            #expect(error.path == "x.yaml")
            #expect(error.description.hasPrefix("x.yaml:2:8: error: `steps` must be a list"))
        }
    }

    @Test("load reads a file and reports missing, folder and oversized files")
    func load() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let good = folder.appendingPathComponent("good.yaml")
        try Data("schema: s.xml\nsteps:\n  - tapOn: Go\n".utf8).write(to: good)
        let flow = try FlowFile.load(contentsOf: good)
        #expect(flow.path == good.path)
        #expect(flow.steps.map(\.action) == [.tapOn("Go")])

        let bad = folder.appendingPathComponent("bad.yaml")
        try Data("schema: s.xml\nsteps:\n  - tapOn: Go\n  - bak\n".utf8).write(to: bad)
        #expect(
            throws: FlowFileError(
                message: "unknown step `bak`; did you mean `back`?", path: bad.path,
                position: SourceLocation(line: 4, column: 5)
            )
        ) { try FlowFile.load(contentsOf: bad) }

        let missing = folder.appendingPathComponent("missing.yaml")
        #expect(throws: FlowFileError(message: "no flow file here; check the path", path: missing.path)) {
            try FlowFile.load(contentsOf: missing)
        }
        #expect(
            throws: FlowFileError(
                message: "this is a folder, not a flow file; pass the path of a .yaml flow file", path: folder.path
            )
        ) { try FlowFile.load(contentsOf: folder) }

        let large = folder.appendingPathComponent("large.yaml")
        try Data(repeating: UInt8(ascii: "#"), count: FlowFile.maximumFileSize + 1).write(to: large)
        #expect(
            throws: FlowFileError(
                message: "the flow file is 1048577 bytes, over the 1 MiB limit; split it into smaller flows",
                path: large.path)
        ) { try FlowFile.load(contentsOf: large) }

        let binary = folder.appendingPathComponent("binary.yaml")
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: binary)
        let error = try #require(throws: FlowFileError.self) { try FlowFile.load(contentsOf: binary) }
        #expect(error.position == .start)
        #expect(error.message.contains("UTF-8"))
    }
}
