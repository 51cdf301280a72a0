import WorkflowTesting

/// Builds deterministic, realistic schema documents of a target size.
///
/// A document is a `<workflow><tabs>` of navigation controllers; each holds a screen whose
/// container mixes labels, buttons, text fields and tables, with the screen's actions answering
/// every button and cell (`showAlert`, `sendMessage`, `pushController` of a detail screen).
/// Units are added until the document reaches the target size, so the result is within one
/// unit (a few hundred bytes) of it. The same target always gives the same bytes.
struct SchemaGenerator {
    /// Units per screen before a new tab is started.
    var unitsPerScreen = 12

    /// A document of about `targetBytes` bytes.
    func document(targetBytes: Int) -> [UInt8] {
        var random = SeededRandomNumberGenerator(seed: 0x5EED_0F_3C_4E_3A)
        var out = Writer()
        out.line(0, "<workflow>")
        out.line(1, "<tabs>")
        var screen = 0
        var unit = 0
        var actions: [String] = []
        var done = false
        while !done {
            screen += 1
            openScreen(&out, screen)
            actions.removeAll()
            for slot in 0..<unitsPerScreen {
                unit += 1
                addUnit(&out, &actions, unit: unit, kind: random.next() % 8, first: slot == 0)
                if out.bytes.count + tailBytes(actions) >= targetBytes {
                    done = true
                    break
                }
            }
            closeScreen(&out, actions)
        }
        out.line(1, "</tabs>")
        out.line(0, "</workflow>")
        return out.bytes
    }

    /// The bytes still to write after the last unit: the screen's tail and the document's.
    private func tailBytes(_ actions: [String]) -> Int {
        var tail = Writer()
        closeScreen(&tail, actions)
        tail.line(1, "</tabs>")
        tail.line(0, "</workflow>")
        return tail.bytes.count
    }

    private func openScreen(_ out: inout Writer, _ n: Int) {
        out.line(2, "<navigation>")
        out.line(3, "<screen>")
        out.line(4, "<title>Section \(n)</title>")
        out.line(4, "<tabBarItem>")
        out.line(5, "<title>Tab \(n)</title>")
        out.line(5, "<image>tab\(n % 5)</image>")
        out.line(4, "</tabBarItem>")
        out.line(4, "<container>")
    }

    private func closeScreen(_ out: inout Writer, _ actions: [String]) {
        out.line(4, "</container>")
        if !actions.isEmpty {
            out.line(4, "<actions>")
            for action in actions { out.raw(action) }
            out.line(4, "</actions>")
        }
        out.line(3, "</screen>")
        out.line(2, "</navigation>")
    }

    /// Writes one unit into the container and its actions into `actions`.
    private func addUnit(_ out: inout Writer, _ actions: inout [String], unit n: Int, kind: UInt64, first: Bool) {
        let kind = first ? 0 : kind
        switch kind {
        case 0, 1:
            out.line(5, "<label>Item \(n): review the details below before you continue</label>")
        case 2, 3:
            button(&out, title: "Show details for item \(n)", message: "didTapItem\(n)")
            var action = Writer()
            action.line(5, "<showAlert name=\"didTapItem\(n)\">")
            action.line(6, "<title>Item \(n)</title>")
            action.line(6, "<message>Item \(n) has no further details yet.</message>")
            action.line(5, "</showAlert>")
            actions.append(action.string)
        case 4:
            button(&out, title: "Save item \(n)", message: "didSaveItem\(n)")
            var action = Writer()
            action.line(5, "<sendMessage name=\"didSaveItem\(n)\">")
            action.line(6, "<message>saveItem\(n)</message>")
            action.line(6, "<showAlert name=\"failure\">Item \(n) could not be saved</showAlert>")
            action.line(5, "</sendMessage>")
            actions.append(action.string)
        case 5:
            out.line(5, "<textField name=\"field\(n)\">")
            out.line(6, "<placeholder>Value for field \(n)</placeholder>")
            out.line(6, "<accessibilityLabel>field\(n)</accessibilityLabel>")
            out.line(5, "</textField>")
        case 6:
            table(&out, &actions, n)
        default:
            button(&out, title: "Open item \(n)", message: "didOpenItem\(n)")
            var action = Writer()
            action.line(5, "<pushController name=\"didOpenItem\(n)\">")
            action.line(6, "<screen>")
            action.line(7, "<title>Item \(n)</title>")
            action.line(7, "<container>")
            action.line(8, "<label>Details of item \(n)</label>")
            action.line(8, "<button>")
            action.line(9, "<title>Done</title>")
            action.line(9, "<message>didCloseItem\(n)</message>")
            action.line(8, "</button>")
            action.line(7, "</container>")
            action.line(7, "<sendMessage name=\"didCloseItem\(n)\">screenShouldPop</sendMessage>")
            action.line(6, "</screen>")
            action.line(5, "</pushController>")
            actions.append(action.string)
        }
    }

    private func button(_ out: inout Writer, title: String, message: String) {
        out.line(5, "<button>")
        out.line(6, "<title>\(title)</title>")
        out.line(6, "<message>\(message)</message>")
        out.line(5, "</button>")
    }

    private func table(_ out: inout Writer, _ actions: inout [String], _ n: Int) {
        out.line(5, "<table>")
        out.line(6, "<style>grouped</style>")
        for section in 1...2 {
            out.line(6, "<tableSection>")
            out.line(7, "<headerTitle>Group \(n).\(section)</headerTitle>")
            for row in 1...3 {
                out.line(7, "<tableCell>")
                out.line(8, "<style>subtitle</style>")
                out.line(8, "<text>Row \(row) of group \(n).\(section)</text>")
                out.line(8, "<detailText>Detail \(row)</detailText>")
                out.line(8, "<accessoryType>disclosureIndicator</accessoryType>")
                out.line(8, "<message>didSelectRow\(n)_\(section)_\(row)</message>")
                out.line(7, "</tableCell>")
            }
            out.line(7, "<footerTitle>End of group \(n).\(section)</footerTitle>")
            out.line(6, "</tableSection>")
        }
        out.line(5, "</table>")
        var action = Writer()
        for section in 1...2 {
            for row in 1...3 {
                action.line(5, "<showAlert name=\"didSelectRow\(n)_\(section)_\(row)\">")
                action.line(6, "<message>Row \(row) of group \(n).\(section)</message>")
                action.line(5, "</showAlert>")
            }
        }
        actions.append(action.string)
    }
}

/// Accumulates indented lines as UTF-8.
private struct Writer {
    var bytes: [UInt8] = []

    mutating func line(_ depth: Int, _ text: String) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: depth * 4))
        bytes.append(contentsOf: text.utf8)
        bytes.append(UInt8(ascii: "\n"))
    }

    mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
