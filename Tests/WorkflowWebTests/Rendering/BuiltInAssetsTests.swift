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

    @Test("BuiltInAssets.swift was made from the sources as they are (else: run scripts/build-assets)")
    func inStepWithTheSources() throws {
        #expect(
            try Self.digest(of: "page.js") == BuiltInAssets.pageScriptSourceDigest,
            "Assets/page.js changed since BuiltInAssets.swift was made: run scripts/build-assets")
        #expect(
            try Self.digest(of: "theme.css") == BuiltInAssets.stylesheetSourceDigest,
            "Assets/theme.css changed since BuiltInAssets.swift was made: run scripts/build-assets")
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
