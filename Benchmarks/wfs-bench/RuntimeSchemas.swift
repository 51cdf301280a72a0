import Foundation
import WorkflowSchema

/// The schemas the runtime benchmarks run, embedded so the benchmark reads no files.
enum RuntimeSchemas {
    /// `Flows/readme/01_alert_on_tap.xml`, verbatim: tapping the button shows an alert.
    static let alertOnTap = """
        <workflow>
            <navigation>
                <screen>
                    <title>Example</title>
                    <view>
                        <container>
                            <label>Example label</label>
                            <button>
                                <title>Example button</title>
                                <message>exampleButtonTapped</message>
                            </button>
                        </container>
                    </view>
                    <actions>
                        <showAlert name="exampleButtonTapped">Example button tapped!</showAlert>
                    </actions>
                </screen>
            </navigation>
        </workflow>
        """

    /// The title of the innermost button of `nestedControllers`.
    static let climbButtonTitle = "Climb"
    /// The name of the message that button sends to the root delegate.
    static let climbMessageName = "climb"

    /// `levels` nested controllers: a `<navigation>` whose screen's view is a container holding a
    /// label and the next screen, and so on; the innermost screen's container holds a button
    /// whose message (a `<message>` tag in the `message` parameter) goes to the root delegate,
    /// so each of the `levels` controllers passes it up.
    static func nestedControllers(levels: Int) -> String {
        precondition(levels >= 2, "a navigation and at least one screen")
        let screens = levels - 1
        var lines = ["<workflow>", "<navigation>"]
        for level in 1...screens {
            lines += ["<screen>", "<title>Level \(level)</title>", "<view>", "<container>"]
            lines.append("<label>Level \(level) label</label>")
        }
        lines += [
            "<button>",
            "<title>\(climbButtonTitle)</title>",
            "<message>",
            "<message>",
            "<name>\(climbMessageName)</name>",
            "<destinationType>rootDelegate</destinationType>",
            "</message>",
            "</message>",
            "</button>",
        ]
        for _ in 1...screens { lines += ["</container>", "</view>", "</screen>"] }
        lines += ["</navigation>", "</workflow>"]
        // Indent by depth, so a printed schema reads like a hand-written one.
        var depth = 0
        var text = ""
        for line in lines {
            if line.hasPrefix("</") { depth -= 1 }
            text += String(repeating: "    ", count: depth) + line + "\n"
            if !line.hasPrefix("</"), !line.contains("</") { depth += 1 }
        }
        return text
    }

    /// Loads `text`, or stops the run with its diagnostics: a benchmark never times the error path.
    static func load(_ text: String, label: String) -> Schema {
        let result = SchemaLoader().load(text)
        guard let schema = result.schema, result.diagnostics.isEmpty else {
            let source = SourceLines(Array(text.utf8))
            let formatter = DiagnosticFormatter()
            for diagnostic in result.diagnostics {
                let formatted = formatter.format(diagnostic, path: "\(label).xml", source: source)
                FileHandle.standardError.write(Data((formatted + "\n").utf8))
            }
            fail("the \(label) schema does not load cleanly (\(result.diagnostics.count) diagnostics)")
        }
        return schema
    }
}
