import Foundation
import Testing
import WorkflowSchema

@Suite("Diagnostics: codes and formatting")
struct DiagnosticCodeTests {
    @Test("codes and titles are unique")
    func unique() {
        #expect(Set(DiagnosticCode.all.map(\.rawValue)).count == DiagnosticCode.all.count)
        #expect(Set(DiagnosticCode.all.map(\.title)).count == DiagnosticCode.all.count)
    }

    @Test("every code is documented with an example in docs/DIAGNOSTICS.md", arguments: DiagnosticCode.all)
    func documented(code: DiagnosticCode) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/DIAGNOSTICS.md"), encoding: .utf8)
        let heading = "## \(code.rawValue) \(code.title)"
        let section = try #require(text.components(separatedBy: heading).dropFirst().first, "no section \(heading)")
        let body = section.components(separatedBy: "\n## ").first ?? ""
        #expect(
            body.contains("```xml") || body.contains("```json") || body.contains("```sh"),
            "\(code.rawValue) has no example")
        #expect(body.contains("[\(code.rawValue)]"), "\(code.rawValue) shows no message")
    }

    @Test("the formatter prints path:line:column: severity: message [CODE], the line and a caret, and notes")
    func formatting() throws {
        let xml = "<workflow>\n  <form>\n  </view>\n</workflow>"
        let diagnostic = try #require(load(xml).diagnostics.first { $0.code == .mismatchedEndTag })
        let text = DiagnosticFormatter().format(diagnostic, path: "f.xml", source: SourceLines(xml))
        #expect(
            text == """
                f.xml:3:3: error: </view> does not match the open element <form>; expected </form> [WFS0102]
                  3 |   </view>
                    |   ^
                f.xml:2:3: note: <form> opened here
                  2 |   <form>
                    |   ^
                """)
        let coloured = DiagnosticFormatter(usesColor: true).format(diagnostic, path: "f.xml")
        #expect(coloured.contains("\u{1B}[31merror:"))
    }

    @Test("a problem of the whole file prints no position and no source line")
    func formattingWithoutPosition() {
        let diagnostic = Diagnostic.error(.unreadableFile, "cannot read this file: no such file", at: .unknown)
        let text = DiagnosticFormatter().format(diagnostic, path: "gone.xml", source: SourceLines("<workflow/>"))
        #expect(text == "gone.xml: error: cannot read this file: no such file [WFS0900]")
        #expect(!SourceLocation.unknown.isKnown && SourceLocation.start.isKnown)
    }

    @Test("diagnostics round-trip through JSON")
    func codable() throws {
        let diagnostic = load("<workflow><navigaton/></workflow>").diagnostics[0]
        let decoded = try JSONDecoder().decode(Diagnostic.self, from: JSONEncoder().encode(diagnostic))
        #expect(decoded == diagnostic)
        #expect(decoded.code.title == "unknown-tag")
    }
}
