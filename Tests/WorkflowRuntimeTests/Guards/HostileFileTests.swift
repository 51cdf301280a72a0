import Foundation
import Testing
import WorkflowRuntime
import WorkflowSchema

@Suite("Hostile files: refused paths and files, for loadSchema, images and .strings tables", .timeLimit(.minutes(2)))
struct HostileFileTests {
    /// A new folder `base` inside a new root that also holds `outside/secret.*`.
    final class Folder {
        let root: URL
        let base: URL

        init(_ files: [String: [UInt8]] = [:]) throws {
            let manager = FileManager.default
            root = manager.temporaryDirectory.appendingPathComponent("HostileFileTests-\(UUID().uuidString)")
            base = root.appendingPathComponent("base")
            try manager.createDirectory(at: base, withIntermediateDirectories: true)
            try manager.createDirectory(at: root.appendingPathComponent("outside"), withIntermediateDirectories: true)
            try Data("<workflow><screen><title>Secret</title></screen></workflow>".utf8)
                .write(to: root.appendingPathComponent("outside/secret.xml"))
            try Data("\"key\" = \"secret\";".utf8).write(to: root.appendingPathComponent("outside/secret.strings"))
            try Data([0x89, 0x50, 0x4E, 0x47]).write(to: root.appendingPathComponent("outside/secret.png"))
            for (name, bytes) in files { try Data(bytes).write(to: base.appendingPathComponent(name)) }
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func link(_ name: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(
                atPath: base.appendingPathComponent(name).path, withDestinationPath: destination)
        }
    }

    private func error(
        loading path: String, in folder: Folder, limits: MarkupLimits = .default
    ) -> SchemaFileLoaderError? {
        do {
            _ = try SchemaFileLoader(baseFolder: folder.base, validator: RuntimeRegistry.standard.validator(limits: limits)).load(path)
            return nil
        } catch {
            return error
        }
    }

    @Test(
        "percent-encoded and backslash traversal are refused before the disk is touched",
        arguments: [
            ("%2e%2e/outside/secret.xml", SchemaFileLoaderError.Kind.encodedSeparator),
            ("..%2Foutside%2Fsecret.xml", .encodedSeparator), ("%2E%2E%5Csecret.xml", .encodedSeparator),
            ("good%00.xml", .encodedSeparator), ("..\\outside\\secret.xml", .leavesFolder),
            ("sub\\..\\..\\outside\\secret.xml", .leavesFolder), ("\\\\server\\share\\x.xml", .absolutePath),
        ])
    func encodedTraversal(path: String, kind: SchemaFileLoaderError.Kind) throws {
        let folder = try Folder()
        let refused = try #require(error(loading: path, in: folder))
        #expect(refused.kind == kind)
        #expect(refused.issueCode == .pathRefused)
        #expect(!refused.description.contains(folder.root.path), "the message shows a server folder")
    }

    @Test("a file larger than the loader's limit, or not UTF-8, is refused as a schema with errors")
    func hostileContents() throws {
        let large =
            Array("<workflow><screen><title>".utf8) + [UInt8](repeating: 0x61, count: 5000)
            + Array("</title></screen></workflow>".utf8)
        let latin1 = Array("<workflow><screen><title>Caf".utf8) + [0xE9] + Array("</title></screen></workflow>".utf8)
        let folder = try Folder(["large.xml": large, "latin1.xml": latin1])
        var limits = MarkupLimits.default
        limits.maxDocumentBytes = 1000
        let tooLarge = try #require(error(loading: "large.xml", in: folder, limits: limits))
        #expect(tooLarge.kind == .invalidSchema)
        #expect(tooLarge.diagnostics.map(\.code) == [.documentTooLarge])
        #expect(tooLarge.issueCode == .fileNotLoaded)
        let notUTF8 = try #require(error(loading: "latin1.xml", in: folder))
        #expect(notUTF8.diagnostics.map(\.code) == [.invalidCharacter])
    }

    @Test("in a session, a refused load runs the failure action with a coded warning, and the next event works")
    func refusedInSession() async throws {
        let folder = try Folder()
        let xml = RuntimeErrorTests.schema(
            root: "navigation",
            """
            <loadSchema name="fail"><path>%2e%2e/outside/secret.xml</path><pushController/>
            <showAlert>refused</showAlert></loadSchema>
            """)
        let harness = try await RuntimeHarness(xml, fileLoader: SchemaFileLoader(baseFolder: folder.base))
        try await harness.tap("Fail")
        #expect(await harness.issues.map(\.code) == [.pathRefused])
        #expect(try await harness.drainAlerts() == ["refused"])
        #expect(await harness.snapshot.title == "Root")
        try await harness.tap("Works")
        #expect(try await harness.drainAlerts() == ["still working"])
    }

    @Test("asset folders refuse .strings tables and images whose links leave the folder, and oversized tables")
    func assets() throws {
        let large =
            Array("\"key\" = \"".utf8) + [UInt8](repeating: 0x61, count: AssetFolder.maximumTableBytes)
            + Array("\";".utf8)
        let folder = try Folder(["Large.strings": large, "inside.png": [0x89, 0x50, 0x4E, 0x47]])
        try folder.link("Localizable.strings", to: "../outside/secret.strings")
        try folder.link("escape.png", to: folder.root.appendingPathComponent("outside/secret.png").path)
        try folder.link("alias.png", to: "inside.png")
        let assets = AssetFolder(url: folder.base)
        #expect(!assets.hasTable("Localizable"))
        #expect(!assets.hasTable("Large"))
        #expect(assets.localizedString(key: "key", value: nil, table: nil) == "key")
        #expect(assets.problems.count == 2)
        #expect(assets.problems.contains { $0.hasPrefix("Localizable.strings: refused") })
        #expect(assets.problems.contains { $0.hasPrefix("Large.strings: refused") && $0.contains("larger than") })
        #expect(assets.image(named: "escape") == nil)
        #expect(assets.image(named: "inside") != nil)
        #expect(assets.image(named: "alias") != nil)
    }
}
