import Foundation
import Testing
import WorkflowSchema

/// Files that a symbolic link takes out of the schema's folder: reported at the load that names
/// them (WFS0504), as `wfs serve` refuses them (WFR0010), and never read.
@Suite("WFS0504: a load or a file of the folder that a symbolic link takes outside it", .timeLimit(.minutes(2)))
struct LinkLeavingFolderTests {
    /// `app/` (the schema's folder) beside `outside/`. In `app`: `main.xml`, `other.xml` (a file
    /// of the folder that loads `main.xml`), `secret.xml` (a link to `outside/secret.xml`),
    /// `linked` (a link to the folder `outside`), `alias.xml` (a link to `other.xml`) and
    /// `loop.xml` (a link to itself). The outside files store keys and load files that are not
    /// there, and `secret.xml` loads `main.xml` when it appears: read, they would give
    /// diagnostics of their own.
    struct Tree {
        let root: URL
        var app: URL { root.appendingPathComponent("app") }
        var main: URL { app.appendingPathComponent("main.xml") }

        static let mainText = """
            <workflow><navigation><screen><title><string keyPath="fromOutside"/></title>
            <view><button><title>Deep</title><message>deep</message></button></view>
            <actions>
            <loadSchema name="viewDidLoad"><path>secret.xml</path><pushController/><showAlert>Failed</showAlert></loadSchema>
            <loadSchema name="deep"><path>linked/deep.xml</path><pushController/><showAlert>Failed</showAlert></loadSchema>
            </actions></screen></navigation></workflow>
            """
        static let secretText = """
            <workflow><navigation><screen><title>Secret</title>
            <view><button><title>Gone</title><message>gone</message></button></view>
            <actions><multipleActions name="viewDidAppear"><storeValue><name>fromOutside</name><value>1</value></storeValue>
            <loadSchema><path>main.xml</path><pushController/><showAlert>Failed</showAlert></loadSchema></multipleActions>
            <loadSchema name="gone"><path>gone.xml</path><pushController/><showAlert>Failed</showAlert></loadSchema>
            </actions></screen></navigation></workflow>
            """
        static let deepText = """
            <workflow><navigation><screen><title>Deep</title>
            <actions><multipleActions name="viewDidLoad"><storeValue><name>fromDeep</name><value>1</value></storeValue>
            <loadSchema><path>main.xml</path><pushController/><showAlert>Failed</showAlert></loadSchema></multipleActions>
            </actions></screen></navigation></workflow>
            """
        static let otherText = """
            <workflow><navigation><screen><title>Other</title>
            <actions><multipleActions name="viewDidLoad"><storeValue><name>fromOther</name><value>1</value></storeValue>
            <loadSchema><path>main.xml</path><pushController/><showAlert>Failed</showAlert></loadSchema>
            <loadSchema><path>linked/deep.xml</path><pushController/><showAlert>Failed</showAlert></loadSchema>
            </multipleActions></actions></screen></navigation></workflow>
            """

        init(main: String = Tree.mainText) throws {
            let manager = FileManager.default
            root = manager.temporaryDirectory.appendingPathComponent("wfs-links-\(UUID().uuidString)")
            for folder in ["app", "outside"] {
                try manager.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
            let files = [
                ("app/main.xml", main), ("app/other.xml", Self.otherText), ("outside/secret.xml", Self.secretText),
                ("outside/deep.xml", Self.deepText),
            ]
            for (name, text) in files {
                try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            let links = [
                ("app/secret.xml", "../outside/secret.xml"),
                ("app/linked", root.appendingPathComponent("outside").path),
                ("app/alias.xml", "other.xml"), ("app/loop.xml", "loop.xml"),
            ]
            for (name, destination) in links {
                try manager.createSymbolicLink(
                    atPath: root.appendingPathComponent(name).path, withDestinationPath: destination)
            }
        }

        func remove() { try? FileManager.default.removeItem(at: root) }

        func check(loader: SchemaLoader = SchemaLoader()) throws -> [Diagnostic] {
            let schema = try #require(loader.load(contentsOf: main).schema)
            return LoadedFileCheck(workspace: SchemaWorkspace(loader: loader)).check(schema, file: main)
        }
    }

    @Test("a link leaving the folder and a linked folder on the way: one warning at each load, nothing read")
    func loads() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let diagnostics = try tree.check()
        // Read, secret.xml would add a loading cycle (WFS0505) and its missing gone.xml.
        #expect(diagnostics.map(\.code) == [.unloadableFile, .unloadableFile])
        #expect(diagnostics.map(\.range.start.line) == [4, 5])
        #expect(diagnostics.map(\.severity) == [.warning, .warning])
        #expect(
            diagnostics.first?.message
                == "the built-in file loader refuses 'secret.xml': it leaves the schema's folder through a symbolic "
                + "link, so it is not read, and this loads only if the root delegate answers it")
        #expect(
            diagnostics.last?.message.hasPrefix("the built-in file loader refuses 'linked/deep.xml': it leaves") == true
        )
        #expect(!diagnostics.contains { $0.message.contains("gone.xml") })
    }

    @Test("a link inside the folder loads; a link that loops is reported, not followed")
    func insideAndLoop() throws {
        let tree = try Tree(main: LoadedFileCheckTests.loader("alias.xml"))
        defer { tree.remove() }
        // alias.xml is read (as other.xml): only its own load of the linked folder is reported.
        #expect(
            try tree.check().map(\.message) == [
                "the built-in file loader refuses 'linked/deep.xml' (loaded from alias.xml): it leaves the schema's "
                    + "folder through a symbolic link, so it is not read, and this loads only if the root delegate "
                    + "answers it"
            ])
        let looping = try Tree(main: LoadedFileCheckTests.loader("loop.xml"))
        defer { looping.remove() }
        let diagnostics = try looping.check()
        #expect(diagnostics.map(\.code) == [.unloadableFile])
        #expect(diagnostics.first?.message.contains("too many levels of symbolic links") == true)
    }

    @Test("a missing file is never answered with a file a link takes outside")
    func noSuggestionOutside() throws {
        let tree = try Tree(main: LoadedFileCheckTests.loader("secrte.xml"))
        defer { tree.remove() }
        let diagnostics = try tree.check()
        #expect(diagnostics.map(\.code) == [.unloadableFile])
        #expect(diagnostics.first?.message.hasPrefix("there is no file 'secrte.xml'") == true)
        #expect(diagnostics.first?.suggestion == nil)
    }

    @Test("a file further on that loads a link is reported at the load that leads to it")
    func furtherOn() throws {
        let tree = try Tree(main: LoadedFileCheckTests.loader("other.xml"))
        defer { tree.remove() }
        let diagnostics = try tree.check()
        #expect(diagnostics.map(\.code) == [.unloadableFile])
        #expect(diagnostics.first?.range.start.line == 2)
        #expect(
            diagnostics.first?.message.hasPrefix(
                "the built-in file loader refuses 'linked/deep.xml' (loaded from other.xml): it leaves") == true)
    }

    @Test("the schema files of the folder leave out the link leaving it and the loop, unread")
    func schemaFiles() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let files = LinkedSchemaFiles.schemaFiles(in: RealFolder(tree.app))
        #expect(files.map(\.name) == ["alias.xml", "main.xml", "other.xml"])
        let other = try #require(RealFolder.realPath(tree.app.appendingPathComponent("other.xml").path))
        #expect(files.first?.location.path == other, "a link inside is read where it leads")
    }

    @Test("LinkedSchemaFiles reads neither the link of the folder nor the file of a linked subfolder")
    func linkedFiles() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let linked = LinkedSchemaFiles(of: tree.main)
        #expect(linked.otherFiles.keys.sorted() == ["alias.xml", "other.xml"])
        let keys = try #require(linked.providedKeys)
        #expect(keys.contains("fromOther"))
        #expect(!keys.contains("fromOutside") && !keys.contains("fromDeep"))
    }

    @Test("the whole check: the key only the outside file stores is not provided")
    func validator() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let result = SchemaValidator().validate(file: tree.main)
        #expect(result.diagnostics.map(\.code) == [.unprovidedKey, .unloadableFile, .unloadableFile])
        #expect(result.diagnostics.first?.message.contains("'fromOutside'") == true)
    }

    @Test("an editor's document open at the link, or where it leads, is not read either")
    func openDocuments() throws {
        let tree = try Tree()
        defer { tree.remove() }
        var validator = SchemaValidator()
        var texts: [String: [UInt8]] = [:]
        let target = try #require(RealFolder.realPath(tree.root.appendingPathComponent("outside/secret.xml").path))
        let deep = try #require(RealFolder.realPath(tree.root.appendingPathComponent("outside/deep.xml").path))
        for path in [
            target, deep, tree.app.appendingPathComponent("secret.xml").path,
            tree.app.appendingPathComponent("linked/deep.xml").path,
        ] {
            texts[path] = Array(Tree.secretText.utf8)
        }
        validator.workspace = validator.workspace.reading(OverlaidSchemaFiles(texts: texts))
        let result = validator.validate(file: tree.main)
        #expect(result.diagnostics.map(\.code) == [.unprovidedKey, .unloadableFile, .unloadableFile])
        #expect(
            LinkedSchemaFiles(of: tree.main, workspace: validator.workspace).providedKeys?.contains("fromOutside") == false)
    }

    @Test("wfs graph draws a load through a link leaving the folder as refused, without reading it")
    func graph() throws {
        let tree = try Tree()
        defer { tree.remove() }
        let schema = try #require(SchemaLoader().load(contentsOf: tree.main).schema)
        let nodes = NavigationGraphBuilder().build(schema, file: tree.main).nodes
        #expect(nodes.contains { $0.label == "secret.xml (refused)" })
        #expect(nodes.contains { $0.label == "linked/deep.xml (refused)" })
        #expect(Set(nodes.compactMap(\.group)) == ["main.xml"])
    }
}
