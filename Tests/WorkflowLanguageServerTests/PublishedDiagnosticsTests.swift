import Foundation
import Testing
@testable import WorkflowLanguageServer

@Suite("The diagnostics notification, written by hand", .timeLimit(.minutes(2)))
struct PublishedDiagnosticsTests {
    @Test("it says what JSONEncoder would say, escapes included")
    func sameAsEncoder() throws {
        let range = LSPRange(start: .init(line: 1, character: 2), end: .init(line: 3, character: 4))
        let published = PublishedDiagnostics(
            uri: "file:///tmp/a \"b\".xml", version: 7,
            diagnostics: [
                LSPDiagnostic(
                    range: range, severity: 1, code: "WFS0200",
                    codeDescription: .init(href: "file:///docs/DIAGNOSTICS.md#wfs0200-unknown-tag"),
                    message: "unknown tag <titel>\\ \"x\"\ttab é 😀",
                    relatedInformation: [.init(location: LSPLocation(uri: "file:///tmp/a.xml", range: range), message: "here")],
                    data: .init(suggestion: "title")),
                LSPDiagnostic(range: range, severity: 2, code: "WFS0500", message: "plain"),
            ])
        struct Notification: Encodable {
            let jsonrpc = "2.0"
            let method = "textDocument/publishDiagnostics"
            let params: PublishedDiagnostics
        }
        let byHand = try JSONSerialization.jsonObject(with: Data(published.notificationBody)) as? NSDictionary
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Notification(params: published))) as? NSDictionary
        #expect(byHand != nil)
        #expect(byHand == encoded)
    }
}
