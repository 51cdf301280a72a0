import Foundation
import Testing
import WorkflowSchema

@Suite("RealFolder: where a path in a folder really leads, symbolic links followed")
struct RealFolderTests {
    /// A temporary tree: `app/` (the folder) beside `outside/`, with links both ways.
    struct Tree {
        let root: URL
        var app: URL { root.appendingPathComponent("app") }

        init() throws {
            let manager = FileManager.default
            root = manager.temporaryDirectory.appendingPathComponent("wfs-real-\(UUID().uuidString)")
            let outside = root.appendingPathComponent("outside")
            for folder in ["app/sub", "outside"] {
                try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            try "<workflow/>".write(to: root.appendingPathComponent("app/main.xml"), atomically: true, encoding: .utf8)
            try "<workflow/>".write(to: outside.appendingPathComponent("secret.xml"), atomically: true, encoding: .utf8)
            func link(_ name: String, to destination: String) throws {
                try manager.createSymbolicLink(
                    atPath: root.appendingPathComponent(name).path, withDestinationPath: destination)
            }
            try link("app/escape.xml", to: "../outside/secret.xml")
            try link("app/absolute.xml", to: outside.appendingPathComponent("secret.xml").path)
            try link("app/linked", to: "../outside")
            try link("app/alias.xml", to: "main.xml")
            try link("app/sub/up.xml", to: "../main.xml")
            try link("app/loop-a.xml", to: "loop-b.xml")
            try link("app/loop-b.xml", to: "loop-a.xml")
            try link("app-link", to: "app")
        }

        func remove() { try? FileManager.default.removeItem(at: root) }

        /// The real path of `name` under the tree (the temporary folder may itself be a link).
        func real(_ name: String) -> String? { RealFolder.realPath(root.appendingPathComponent(name).path) }
    }

    @Test("a file of the folder, a missing one and a link to a file inside are inside, at their real location")
    func inside() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let folder = RealFolder(tree.app)
        #expect(folder.locate("main.xml") == .inside(URL(fileURLWithPath: try #require(tree.real("app/main.xml")))))
        #expect(
            folder.locate("missing.xml") == .inside(URL(fileURLWithPath: try #require(tree.real("app/missing.xml")))))
        #expect(folder.locate("alias.xml") == .inside(URL(fileURLWithPath: try #require(tree.real("app/main.xml")))))
        #expect(folder.locate("sub/up.xml") == .inside(URL(fileURLWithPath: try #require(tree.real("app/main.xml")))))
        #expect(
            folder.locate("./sub//../main.xml")
                == .inside(URL(fileURLWithPath: try #require(tree.real("app/main.xml")))))
    }

    @Test(
        "a link leaving the folder, relative or absolute, and a linked folder on the way are outside",
        arguments: ["escape.xml", "absolute.xml", "linked/secret.xml", "linked/missing.xml"])
    func outside(path: String) throws {
        let tree = try Tree()
        defer { tree.remove() }
        #expect(RealFolder(tree.app).locate(path) == .outside)
    }

    @Test("a folder reached through a link keeps its files inside and its escapes outside")
    func linkedFolder() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let folder = RealFolder(tree.root.appendingPathComponent("app-link"))
        #expect(folder.realPath == tree.real("app"))
        #expect(folder.locate("main.xml") == .inside(URL(fileURLWithPath: try #require(tree.real("app/main.xml")))))
        #expect(folder.locate("escape.xml") == .outside)
    }

    @Test("links that loop are too many")
    func loop() throws {
        let tree = try Tree()
        defer { tree.remove() }
        #expect(RealFolder(tree.app).locate("loop-a.xml") == .tooManyLinks)
        #expect(RealFolder.realPath(tree.app.appendingPathComponent("loop-b.xml").path) == nil)
    }
}
