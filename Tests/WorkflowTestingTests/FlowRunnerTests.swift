import Foundation
import Testing
import WorkflowRuntime
import WorkflowTesting
import WorkflowSchema

@Suite("FlowRunner", .timeLimit(.minutes(2)))
struct FlowRunnerTests {
    /// The repository's Flows folder.
    static let flowsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Flows")

    /// Every flow file under Flows/, relative to it, sorted.
    static let repositoryFlows: [String] = {
        let found = FileManager.default.enumerator(atPath: flowsFolder.path)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
    }()

    /// A fresh temporary folder holding `files` (name to contents).
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flow-runner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, contents) in files {
            try contents.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// Loads `name` from `folder` and runs it, collecting the outcomes `onStep` heard.
    static func run(_ name: String, in folder: URL) async throws -> (outcome: FlowOutcome, heard: [FlowFileStepOutcome]) {
        let flow = try FlowFile.load(contentsOf: folder.appendingPathComponent(name))
        let heard = Heard()
        let outcome = await FlowRunner(flow: flow).run { step in heard.append(step) }
        return (outcome, heard.steps)
    }

    /// Collects the step outcomes a runner reports.
    final class Heard: @unchecked Sendable {
        private let lock = NSLock()
        private var collected: [FlowFileStepOutcome] = []
        func append(_ step: FlowFileStepOutcome) { lock.withLock { collected.append(step) } }
        var steps: [FlowFileStepOutcome] { lock.withLock { collected } }
    }

    static let alertSchema = """
        <workflow>
            <navigation>
                <screen>
                    <title>Example</title>
                    <view>
                        <container>
                            <label>Example label</label>
                            <button><title>Example button</title><message>exampleButtonTapped</message></button>
                        </container>
                    </view>
                    <actions>
                        <showAlert name="exampleButtonTapped">Example button tapped!</showAlert>
                    </actions>
                </screen>
            </navigation>
        </workflow>
        """

    // MARK: The repository's flows

    @Test("the repository has flows to run, README and originals")
    func repositoryHasFlows() {
        #expect(Self.repositoryFlows.count >= 15)
        #expect(Self.repositoryFlows.contains("readme/01_alert_on_tap.yaml"))
        #expect(Self.repositoryFlows.contains { $0.hasPrefix("originals/") })
    }

    @Test("every flow under Flows/ passes", arguments: repositoryFlows)
    func repositoryFlow(_ name: String) async throws {
        let flow = try FlowFile.load(contentsOf: Self.flowsFolder.appendingPathComponent(name))
        let outcome = await FlowRunner(flow: flow).run()
        #expect(outcome.setupFailure == nil, "\(outcome.setupFailure ?? "")")
        let failed = outcome.steps.first { !$0.passed }
        #expect(
            failed == nil,
            "\(name):\(failed?.step.position.description ?? ""): \(failed?.failure?.description ?? "")")
        #expect(outcome.steps.count == flow.steps.count)
        #expect(outcome.passed)
        #expect(!outcome.issues.contains { $0.severity == .error }, "\(outcome.issues)")
    }

    // MARK: Failures

    @Test("a failing step stops the flow there and reports its position and the failure")
    func stopsAtFailure() async throws {
        let folder = try Self.folder([
            "alert.xml": Self.alertSchema,
            "flow.yaml": """
            schema: alert.xml
            steps:
              - assertVisible: "Example label"
              - tapOn: "Example button"
              - assertAlert: "Something else"
              - tapOn: "OK"
              - assertVisible: "Example label"
            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (outcome, heard) = try await Self.run("flow.yaml", in: folder)
        #expect(!outcome.passed)
        #expect(outcome.setupFailure == nil)
        #expect(outcome.steps.count == 3, "the steps after the failure do not run")
        #expect(outcome.steps.map(\.passed) == [true, true, false])
        #expect(heard == outcome.steps, "onStep hears each step as it runs")
        let failed = try #require(outcome.steps.last)
        #expect(failed.step.position == SourceLocation(line: 5, column: 5))
        #expect(failed.step.text == #"assertAlert: "Something else""#)
        let failure = try #require(failed.failure)
        #expect(failure.message == "the alert is not 'Something else'")
        #expect(failure.expected == "an alert 'Something else'")
        #expect(failure.actual == "an alert 'Example button tapped!'")
        #expect(failure.screen.contains(#"alert "Example button tapped!""#))
    }

    @Test("an element that is not there fails at its step, with the screen")
    func missingElement() async throws {
        let folder = try Self.folder([
            "alert.xml": Self.alertSchema,
            "flow.yaml": "schema: alert.xml\nsteps:\n  - tapOn: \"Missing button\"\n  - back\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (outcome, _) = try await Self.run("flow.yaml", in: folder)
        #expect(outcome.steps.count == 1)
        let failed = try #require(outcome.steps.first)
        #expect(failed.step.position == SourceLocation(line: 3, column: 5))
        #expect(failed.failure?.message == "nothing on screen shows 'Missing button'")
        #expect(failed.failure?.screen.contains(#"button "Example button""#) == true)
    }

    @Test("a schema with errors is a setup failure naming the error's position in the schema")
    func schemaWithErrors() async throws {
        let folder = try Self.folder([
            "bad.xml": "<workflow>\n<screen>\n<title>x<title>\n</screen>\n</workflow>\n",
            "flow.yaml": "schema: bad.xml\nsteps:\n  - back\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (outcome, heard) = try await Self.run("flow.yaml", in: folder)
        #expect(!outcome.passed)
        #expect(outcome.steps.isEmpty && heard.isEmpty, "no step runs")
        #expect(outcome.flow.schemaPosition == SourceLocation(line: 1, column: 9))
        let setupFailure = try #require(outcome.setupFailure)
        #expect(setupFailure.hasPrefix("the schema bad.xml cannot run:\n"))
        #expect(setupFailure.contains("bad.xml:3:9: error: <title> is opened again inside <title>"))
        #expect(setupFailure.contains("[WFS0102]"))
    }

    @Test("a missing schema is a setup failure saying the file cannot be read")
    func missingSchema() async throws {
        let folder = try Self.folder(["flow.yaml": "schema: nothere.xml\nsteps:\n  - back\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (outcome, _) = try await Self.run("flow.yaml", in: folder)
        #expect(!outcome.passed)
        #expect(outcome.setupFailure?.contains("nothere.xml: error: cannot read this file") == true)
    }

    @Test("schemaFolder replaces the flow's folder for the schema")
    func schemaFolder() async throws {
        let schemas = try Self.folder(["alert.xml": Self.alertSchema])
        let flows = try Self.folder(["flow.yaml": "schema: alert.xml\nsteps:\n  - assertTitle: \"Example\"\n"])
        defer {
            try? FileManager.default.removeItem(at: schemas)
            try? FileManager.default.removeItem(at: flows)
        }
        let flow = try FlowFile.load(contentsOf: flows.appendingPathComponent("flow.yaml"))
        #expect(await FlowRunner(flow: flow).run().setupFailure != nil)
        #expect(await FlowRunner(flow: flow, schemaFolder: schemas).run().passed)
    }

    @Test("a load through a symbolic link leaving the folder fails as in wfs serve (WFR0010), after a WFS0504 warning")
    func loadThroughLinkLeavingTheFolder() async throws {
        let outside = try Self.folder(["secret.xml": "<workflow><screen><title>Secret</title></screen></workflow>"])
        let schema = """
            <workflow><navigation><screen><title>Start</title>
            <view><button><title>Open</title><message>open</message></button></view>
            <actions><loadSchema name="open"><path>secret.xml</path><successAction><pushController/></successAction>
            <failureAction><showAlert>Failed to load schema</showAlert></failureAction></loadSchema></actions>
            </screen></navigation></workflow>
            """
        let steps = "  - tapOn: \"Open\"\n  - assertAlert: \"Failed to load schema\"\n  - tapOn: \"OK\"\n"
        let folder = try Self.folder(["main.xml": schema, "flow.yaml": "schema: main.xml\nsteps:\n" + steps])
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: outside)
        }
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("secret.xml"),
            withDestinationURL: outside.appendingPathComponent("secret.xml"))
        let (outcome, _) = try await Self.run("flow.yaml", in: folder)
        #expect(outcome.passed, "\(outcome.steps)")
        #expect(outcome.warnings.map(\.code) == [.unloadableFile])
        #expect(outcome.warnings.first?.message.contains("through a symbolic link") == true)
        let refused = outcome.issues.filter { $0.code == .pathRefused }
        #expect(refused.count == 1)
        #expect(refused.first?.message.contains("\"secret.xml\" points outside the schema folder") == true)
    }

    // MARK: Replies

    static let repliesSchema = """
        <workflow>
            <navigation>
                <screen>
                    <title>Replies</title>
                    <view>
                        <container>
                            <button><title>Greet</title><message>greetTapped</message></button>
                            <button><title>Fetch</title><message>fetchTapped</message></button>
                            <button><title>Slow</title><message>slowTapped</message></button>
                            <button><title>Custom</title><message>customTapped</message></button>
                        </container>
                    </view>
                    <actions>
                        <sendMessage name="greetTapped">
                            <message><name>getGreeting</name><destinationType>rootDelegate</destinationType></message>
                            <showAlert name="success"><message><string keyPath="greeting" /></message></showAlert>
                            <showAlert name="failure">Greeting failed</showAlert>
                        </sendMessage>
                        <sendMessage name="fetchTapped">
                            <message><name>fetch</name><destinationType>rootDelegate</destinationType></message>
                            <showAlert name="success">Fetched</showAlert>
                            <showAlert name="failure">Fetch failed</showAlert>
                        </sendMessage>
                        <sendMessage name="slowTapped">
                            <message><name>slow</name><destinationType>rootDelegate</destinationType></message>
                            <showAlert name="success">Slow reply arrived</showAlert>
                        </sendMessage>
                        <sendMessage name="customTapped">
                            <message><name>custom</name><destinationType>rootDelegate</destinationType></message>
                            <showAlert name="success">Plain success</showAlert>
                            <showAlert name="offline">You are offline</showAlert>
                        </sendMessage>
                    </actions>
                </screen>
            </navigation>
        </workflow>
        """

    static let replies = """
        replies:
          getGreeting: { success: true, userInfo: { greeting: "Hello, Ada" } }
          fetch: { success: false }
          slow: { after: 1.5 }
          custom: { success: false, name: offline }

        """

    @Test("replies: success with userInfo, failure, a custom result name, and `after:` with `wait`")
    func replies() async throws {
        let folder = try Self.folder([
            "replies.xml": Self.repliesSchema,
            "flow.yaml": "schema: replies.xml\n" + Self.replies + """
                steps:
                  - tapOn: "Greet"
                  - assertAlert: "Hello, Ada"
                  - tapOn: "OK"
                  - tapOn: "Fetch"
                  - assertAlert: "Fetch failed"
                  - tapOn: "OK"
                  - tapOn: "Custom"
                  - assertAlert: "You are offline"
                  - tapOn: "OK"
                  - tapOn: "Slow"
                  - assertNotVisible: "Slow reply arrived"
                  - wait: 1
                  - assertNotVisible: "Slow reply arrived"
                  - wait: 0.5
                  - assertAlert: "Slow reply arrived"
                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (outcome, _) = try await Self.run("flow.yaml", in: folder)
        let failed = outcome.steps.first { !$0.passed }
        #expect(failed == nil, "\(failed?.step.text ?? ""): \(failed?.failure?.description ?? "")")
        #expect(outcome.setupFailure == nil)
        #expect(outcome.passed)
        #expect(outcome.steps.count == 15)
    }

    @Test("a delayed reply has not arrived when the flow waits too little: the step fails while waiting")
    func tooShortWait() async throws {
        let folder = try Self.folder([
            "replies.xml": Self.repliesSchema,
            "flow.yaml": "schema: replies.xml\n" + Self.replies + """
                steps:
                  - tapOn: "Slow"
                  - wait: 1.4
                  - assertAlert: "Slow reply arrived"
                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (outcome, _) = try await Self.run("flow.yaml", in: folder)
        #expect(!outcome.passed)
        #expect(outcome.steps.map(\.passed) == [true, true, false])
        let failure = try #require(outcome.steps.last?.failure)
        #expect(failure.message == "no alert is on screen")
        #expect(failure.screen.hasSuffix("(waiting for the root delegate)"))
    }

    @Test("a message without a reply is left to the session, which fails it with a warning")
    func unansweredMessage() async throws {
        let folder = try Self.folder([
            "replies.xml": Self.repliesSchema,
            "flow.yaml": """
            schema: replies.xml
            steps:
              - tapOn: "Fetch"
              - assertAlert: "Fetch failed"
            """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (outcome, _) = try await Self.run("flow.yaml", in: folder)
        #expect(outcome.passed)
        #expect(outcome.issues.contains { $0.severity == .warning && $0.message.contains("fetch") })
    }
}
