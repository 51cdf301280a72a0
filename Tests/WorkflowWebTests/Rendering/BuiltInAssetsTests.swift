import Crypto
import Foundation
import Testing

@testable import WorkflowWeb

@Suite("The served script and stylesheet are the minified Assets sources")
struct BuiltInAssetsTests {
    static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/WorkflowWeb/Assets")

    static func digest(of name: String) throws -> String {
        let data = try Data(contentsOf: assets.appendingPathComponent(name))
        return SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }

    /// The digests of the sources the served files were made from, by name (`Served/sources.sha256`).
    static func servedFrom() throws -> [String: String] {
        let text = try String(contentsOf: assets.appendingPathComponent("Served/sources.sha256"), encoding: .utf8)
        var digests: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            if parts.count == 2 { digests[String(parts[1])] = String(parts[0]) }
        }
        return digests
    }

    @Test("Assets/Served was made from the sources as they are (else: run scripts/build-assets)")
    func inStepWithTheSources() throws {
        let made = try Self.servedFrom()
        #expect(
            try Self.digest(of: "page.js") == made["page.js"],
            "Assets/page.js changed since Assets/Served was made: run scripts/build-assets")
        #expect(
            try Self.digest(of: "theme.css") == made["theme.css"],
            "Assets/theme.css changed since Assets/Served was made: run scripts/build-assets")
    }

    @Test("the embedded bytes are the committed served files")
    func embedded() throws {
        let served = Self.assets.appendingPathComponent("Served")
        #expect(try Data(contentsOf: served.appendingPathComponent("page.js")) == Data(PageScript.served.utf8))
        #expect(try Data(contentsOf: served.appendingPathComponent("theme.css")) == Data(PageRenderer.defaultStylesheet.utf8))
        #expect(try Data(contentsOf: served.appendingPathComponent("page.js.br")) == Data(BuiltInAssets.pageScriptBrotli))
        #expect(BuiltInAssets.stylesheetBrotli.count > 1_000)
    }

    @Test("the served texts are minified: no comments, far smaller than their sources")
    func minified() throws {
        let script = try String(contentsOf: Self.assets.appendingPathComponent("page.js"), encoding: .utf8)
        let stylesheet = try String(contentsOf: Self.assets.appendingPathComponent("theme.css"), encoding: .utf8)
        #expect(PageScript.served.utf8.count < script.utf8.count / 2)
        #expect(PageRenderer.defaultStylesheet.utf8.count < stylesheet.utf8.count * 4 / 5)
        #expect(PageScript.served.hasPrefix("\"use strict\";"))
        #expect(!PageScript.served.contains("// "))
        #expect(!PageRenderer.defaultStylesheet.contains("/*"))
        // The whole of each made it: the script's last call and the stylesheet's last rule.
        #expect(PageScript.served.hasSuffix("})();"))
        #expect(PageRenderer.defaultStylesheet.contains(".wfs-spinner{border-right-color:currentColor"))
    }
}
