import Foundation
import Testing
import WorkflowRuntime
import WorkflowSchema

@Suite("Run-time issues: codes, their documentation and how places print")
struct RuntimeIssueCodeTests {
    @Test("codes are unique")
    func unique() {
        #expect(Set(RuntimeIssueCode.all).count == RuntimeIssueCode.all.count)
    }

    @Test("every code has a row in docs/DIAGNOSTICS.md", arguments: RuntimeIssueCode.all)
    func documented(code: RuntimeIssueCode) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/DIAGNOSTICS.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "# Run-time issues (WFR00xx)").dropFirst().first)
        #expect(section.contains("| \(code.rawValue) |"), "\(code.rawValue) is not documented")
    }

    @Test("an issue prints its place as diagnostics do, then its code")
    func description() {
        let range = SourceRange(at: SourceLocation(line: 3, column: 9, offset: 40))
        let placed = RuntimeIssue(.error, "no image", source: "main.xml", range: range, code: .imageNotFound)
        #expect(placed.description == "main.xml:3:9: error: no image [WFR0016]")
        #expect(placed.place == SourceLocation(line: 3, column: 9, offset: 40).place(in: "main.xml"))
        let unplaced = RuntimeIssue(.warning, "careful", code: .unhandledMessage)
        #expect(unplaced.description == "warning: careful [WFR0017]")
        #expect(SourceLocation.place(path: nil, location: range.start) == "3:9")
        #expect(SourceLocation.place(path: "main.xml", location: .unknown) == "main.xml")
    }
}
