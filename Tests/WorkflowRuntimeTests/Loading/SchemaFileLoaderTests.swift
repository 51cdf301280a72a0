import Foundation
import Testing
import WorkflowRuntime
import WorkflowSchema

@Suite("Loading: schema files stay inside their folder", .timeLimit(.minutes(2)))
struct SchemaFileLoaderTests {
    static let goodSchema = "<workflow><screen><title>Hello</title></screen></workflow>"
    static let badSchema = "<workflow>\n<screen>\n  <title>Example<title>\n</screen>\n</workflow>"

    /// A temporary tree:
    /// ```
    /// root/base/good.xml, bad.xml, sub/inner.xml, sub/up.xml -> ../good.xml, alias.xml -> good.xml,
    ///           escape.xml -> ../outside/secret.xml, escape-absolute.xml -> <root>/outside/secret.xml,
    ///           outdir -> ../outside, loop.xml -> loop.xml, folder/
    /// root/outside/secret.xml
    /// root/base-link -> base
    /// ```
    final class Tree {
        let root: URL
        let base: URL
        let outside: URL

        init() throws {
            let manager = FileManager.default
            root = manager.temporaryDirectory.appendingPathComponent("SchemaFileLoaderTests-\(UUID().uuidString)")
            base = root.appendingPathComponent("base")
            outside = root.appendingPathComponent("outside")
            try manager.createDirectory(at: base.appendingPathComponent("sub"), withIntermediateDirectories: true)
            try manager.createDirectory(at: base.appendingPathComponent("folder"), withIntermediateDirectories: true)
            try manager.createDirectory(at: outside, withIntermediateDirectories: true)
            try write(goodSchema, to: base.appendingPathComponent("good.xml"))
            try write(badSchema, to: base.appendingPathComponent("bad.xml"))
            try write(goodSchema, to: base.appendingPathComponent("sub/inner.xml"))
            try write(goodSchema, to: outside.appendingPathComponent("secret.xml"))
            try link(base.appendingPathComponent("sub/up.xml"), to: "../good.xml")
            try link(base.appendingPathComponent("alias.xml"), to: "good.xml")
            try link(base.appendingPathComponent("escape.xml"), to: "../outside/secret.xml")
            try link(
                base.appendingPathComponent("escape-absolute.xml"),
                to: outside.appendingPathComponent("secret.xml").path)
            try link(base.appendingPathComponent("outdir"), to: "../outside")
            try link(base.appendingPathComponent("loop.xml"), to: "loop.xml")
            try link(root.appendingPathComponent("base-link"), to: "base")
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        var loader: SchemaFileLoader { SchemaFileLoader(baseFolder: base) }

        /// The real path of a file of the base folder.
        func real(_ relative: String) -> String {
            base.appendingPathComponent(relative).resolvingSymlinksInPath().path
        }

        /// A path with its links resolved the same way as ``real(_:)`` (Darwin drops `/private`).
        func normalized(_ path: String?) -> String? {
            path.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        }

        private func write(_ text: String, to url: URL) throws {
            try Data(text.utf8).write(to: url)
        }

        private func link(_ url: URL, to destination: String) throws {
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
        }
    }

    private func refusal(_ loader: SchemaFileLoader, _ path: String) -> SchemaFileLoaderError? {
        do {
            _ = try loader.load(path)
            return nil
        } catch {
            return error
        }
    }

    @Test("a good schema loads, with its file as source")
    func goodLoad() throws {
        let tree = try Tree()
        let schema = try tree.loader.load("good.xml")
        #expect(schema.rootTag == "workflow")
        #expect(schema.object?.tag == "screen")
        #expect(tree.normalized(schema.source) == tree.real("good.xml"))
        #expect(tree.normalized(try tree.loader.load("./good.xml").source) == tree.real("good.xml"))
        #expect(tree.normalized(try tree.loader.load("sub/inner.xml").source) == tree.real("sub/inner.xml"))
        #expect(try tree.normalized(tree.loader.resolve("sub//inner.xml").path) == tree.real("sub/inner.xml"))
    }

    @Test("paths with .. are refused", arguments: ["../outside.xml", "sub/../../x.xml", "..", "sub/../good.xml"])
    func parentReferences(path: String) throws {
        let tree = try Tree()
        let error = refusal(tree.loader, path)
        #expect(error?.kind == .leavesFolder)
        #expect(error?.path == path)
        #expect(
            error?.description
                == "\(path.debugDescription) leaves the schema folder; \"..\" is not allowed in loadSchema paths")
    }

    @Test("absolute and home paths are refused")
    func absolutePaths() throws {
        let tree = try Tree()
        let secret = tree.outside.appendingPathComponent("secret.xml").path
        let error = refusal(tree.loader, secret)
        #expect(error?.kind == .absolutePath)
        #expect(
            error?.description
                == "\"\(secret)\" is an absolute path; loadSchema paths are relative to the schema's folder")
        #expect(refusal(tree.loader, "/etc/passwd")?.kind == .absolutePath)
        #expect(refusal(tree.loader, "~/x.xml")?.kind == .absolutePath)
        #expect(refusal(tree.loader, "~root/x.xml")?.description.contains("starts with \"~\"") == true)
    }

    @Test("empty paths and NUL characters are refused")
    func emptyAndNul() throws {
        let tree = try Tree()
        #expect(refusal(tree.loader, "")?.kind == .emptyPath)
        #expect(refusal(tree.loader, "good.xml\0.png")?.kind == .invalidCharacter)
    }

    @Test(
        "a symbolic link that leaves the folder is refused",
        arguments: ["escape.xml", "escape-absolute.xml", "outdir/secret.xml"])
    func linksOutside(path: String) throws {
        let tree = try Tree()
        // The file is readable, so only the containment check stops it.
        #expect(FileManager.default.isReadableFile(atPath: tree.base.appendingPathComponent(path).path))
        let error = refusal(tree.loader, path)
        #expect(error?.kind == .outsideFolder)
        #expect(error?.description == "\(path.debugDescription) points outside the schema folder")
        #expect(throws: SchemaFileLoaderError.self) { try tree.loader.resolve(path) }
    }

    @Test("a loaded file gets the checks of a schema on its own, the runtime's too, once for each text it holds")
    func checkedOnce() throws {
        let tree = try Tree()
        // The loader knows <chart>; this host cannot run it (no behaviour): an error at load.
        var tags = TagRegistry.standard
        try tags.register(TagDescriptor("chart", kind: .view, type: SchemaType("chart", parent: .view), summary: "A chart."))
        let validator = SchemaValidator(registry: tags, rules: [BehaviourRule(runtime: .standard)])
        let loader = SchemaFileLoader(baseFolder: tree.base, validator: validator)
        let chart = tree.base.appendingPathComponent("chart.xml")
        try Data("<workflow><screen><title>Sales</title><view><chart/></view></screen></workflow>".utf8).write(to: chart)
        let error = refusal(loader, "chart.xml")
        #expect(error?.kind == .invalidSchema)
        #expect(error?.diagnostics.map(\.code) == [.tagWithoutBehaviour])
        // Two sessions loading one file share its elements: one parse, one check.
        let first = try loader.load("good.xml")
        let again = try loader.load("good.xml")
        #expect(first.object === again.object)
    }

    @Test("a symbolic link to a file inside the folder is allowed")
    func linksInside() throws {
        let tree = try Tree()
        #expect(tree.normalized(try tree.loader.load("alias.xml").source) == tree.real("good.xml"))
        #expect(tree.normalized(try tree.loader.load("sub/up.xml").source) == tree.real("good.xml"))
    }

    @Test("a base folder reached through a symbolic link works")
    func linkedBase() throws {
        let tree = try Tree()
        let loader = SchemaFileLoader(baseFolder: tree.root.appendingPathComponent("base-link"))
        #expect(tree.normalized(try loader.load("good.xml").source) == tree.real("good.xml"))
        #expect(refusal(loader, "escape.xml")?.kind == .outsideFolder)
    }

    @Test("a missing file is notFound; a folder or a link loop is unreadable")
    func missingAndUnreadable() throws {
        let tree = try Tree()
        let missing = refusal(tree.loader, "missing.xml")
        #expect(missing?.kind == .notFound)
        #expect(missing?.description == "\"missing.xml\" was not found in the schema's folder")
        #expect(missing?.diagnostics.isEmpty == true)
        #expect(refusal(tree.loader, "sub/missing/deeper.xml")?.kind == .notFound)
        let folder = refusal(tree.loader, "folder")
        #expect(folder?.kind == .unreadable)
        #expect(folder?.description == "\"folder\" cannot be read: it is a folder, not a file")
        #expect(refusal(tree.loader, "loop.xml")?.kind == .unreadable)
    }

    @Test("a schema with errors is invalidSchema, carrying the diagnostics")
    func invalidSchema() throws {
        let tree = try Tree()
        let error = try #require(refusal(tree.loader, "bad.xml"))
        #expect(error.kind == .invalidSchema)
        let expected = SchemaLoader().load(Self.badSchema).diagnostics
        #expect(!expected.isEmpty)
        #expect(error.diagnostics == expected)
        let first = try #require(expected.first { $0.severity == .error })
        let errorCount = expected.filter { $0.severity == .error }.count
        let location = "bad.xml:\(first.range.start.line):\(first.range.start.column)"
        var message = "\"bad.xml\" is not a valid schema: \(location): \(first.message) [\(first.code.rawValue)]"
        if errorCount > 1 { message += " (and \(errorCount - 1) more error\(errorCount == 2 ? "" : "s"))" }
        #expect(error.description == message)
        #expect(first.range.start.line == 3)
    }

    @Test("errors compare by kind, path and diagnostics")
    func equality() throws {
        let tree = try Tree()
        #expect(refusal(tree.loader, "../a.xml") == refusal(tree.loader, "../a.xml"))
        #expect(refusal(tree.loader, "../a.xml") != refusal(tree.loader, "../b.xml"))
    }
}
