import Foundation
import Testing
import WorkflowRuntime

@Suite("Loading: asset folders", .timeLimit(.minutes(2)))
struct AssetFolderTests {
    private static let url = Bundle.module.resourceURL!.appendingPathComponent("Fixtures/assets")
    private let assets = AssetFolder(url: url)

    @Test("the example tables are read")
    func tables() {
        #expect(assets.problems == [])
        #expect(assets.hasTable("Localizable"))
        #expect(assets.hasTable("Test"))
        #expect(!assets.hasTable("Missing"))
        #expect(assets.tableNames == ["Localizable", "Test"])
    }

    @Test("localizedString falls back to the default value, then to the key")
    func localizedStrings() {
        #expect(assets.localizedString(key: "key_1", value: nil, table: nil) == "value_1")
        #expect(assets.localizedString(key: "key_2", value: "default", table: nil) == "value_2")
        #expect(assets.localizedString(key: "key_3", value: "default", table: nil) == "default")
        #expect(assets.localizedString(key: "key_4", value: nil, table: nil) == "key_4")
        #expect(assets.localizedString(key: "key_1", value: nil, table: "Localizable") == "value_1")
        #expect(assets.localizedString(key: "key_1", value: nil, table: "Test") == "test")
        #expect(assets.localizedString(key: "key_2", value: "default", table: "Test") == "default")
        #expect(assets.localizedString(key: "key_3", value: nil, table: "Test") == "key_3")
        #expect(assets.localizedString(key: "key_1", value: "default", table: "Missing") == "default")
        #expect(assets.localizedString(key: "key_1", value: nil, table: "Missing") == "key_1")
    }

    @Test("images are found by name, base scale first")
    func images() {
        let first = assets.image(named: "first")
        #expect(first?.name == "first")
        #expect(first?.path == Self.url.appendingPathComponent("first.png").path)
        #expect(assets.image(named: "first.png")?.path == Self.url.appendingPathComponent("first.png").path)
        #expect(assets.image(named: "missing") == nil)
        #expect(assets.image(named: "") == nil)
    }

    @Test("image names that could leave the folder are refused", arguments: ["../x", "..", "sub/first", "first\0"])
    func unsafeImageNames(name: String) {
        #expect(assets.image(named: name) == nil)
    }

    @Test("the larger scales and jpeg files are found; broken tables are problems, not failures")
    func temporaryFolder() throws {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("AssetFolderTests-\(UUID().uuidString)")
        try manager.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: folder) }
        try Data([1]).write(to: folder.appendingPathComponent("retina@2x.png"))
        try Data([1]).write(to: folder.appendingPathComponent("large@3x.png"))
        try Data([1]).write(to: folder.appendingPathComponent("photo.jpeg"))
        try manager.createDirectory(at: folder.appendingPathComponent("dir.png"), withIntermediateDirectories: true)
        try Data("\"a\" = \"1\";\n\"b\" = \"2\"\n".utf8).write(to: folder.appendingPathComponent("Broken.strings"))
        try Data("\"a\" = \"1\";".utf8).write(to: folder.appendingPathComponent("Good.strings"))
        try Data("\"a\" = \"1\"".utf8).write(to: folder.appendingPathComponent("x.outside"))

        let assets = AssetFolder(url: folder)
        #expect(assets.image(named: "retina")?.path == folder.appendingPathComponent("retina@2x.png").path)
        #expect(assets.image(named: "large")?.path == folder.appendingPathComponent("large@3x.png").path)
        #expect(assets.image(named: "photo")?.path == folder.appendingPathComponent("photo.jpeg").path)
        #expect(assets.image(named: "dir") == nil)
        #expect(assets.problems == ["Broken.strings:2:10: expected \";\" after the value of \"b\""])
        #expect(!assets.hasTable("Broken"))
        #expect(assets.localizedString(key: "a", value: nil, table: "Good") == "1")
    }

    @Test("a missing folder is a problem, not a failure")
    func missingFolder() {
        let assets = AssetFolder(url: URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)"))
        #expect(assets.problems.count == 1)
        #expect(assets.localizedString(key: "k", value: nil, table: nil) == "k")
        #expect(assets.image(named: "first") == nil)
    }
}
