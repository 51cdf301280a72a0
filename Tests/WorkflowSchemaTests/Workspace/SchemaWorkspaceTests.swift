import Foundation
import Testing
import WorkflowSchema
import WorkflowTestSupport

/// The schema workspace: files read through a source, each text loaded once, a file whose stamp
/// stays not read again, and a file that changed always read again.
@Suite("Workspace: files loaded once, read again when they change", .timeLimit(.minutes(2)))
struct SchemaWorkspaceTests {
    /// A folder of its own, removed at the end.
    final class Folder {
        let url: URL

        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-workspace-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        deinit { try? FileManager.default.removeItem(at: url) }

        /// Writes `text` to `name`, modified `age` seconds ago (0: now, as a fresh save).
        @discardableResult
        func write(_ name: String, _ text: String, age: TimeInterval = 3_600) throws -> URL {
            let file = url.appendingPathComponent(name)
            try Data(text.utf8).write(to: file)
            try FileManager.default.setAttributes(
                [.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: file.path)
            return file
        }

        /// Writes `text` over `file` in place (the same inode), then sets its modification time
        /// back to what it was, as `cp -p` or two saves within one clock tick leave it.
        func rewriteKeepingTime(_ file: URL, _ text: String) throws {
            let before = try FileManager.default.attributesOfItem(atPath: file.path)
            let time = try #require(before[.modificationDate] as? Date)
            try Data(text.utf8).write(to: file)
            try FileManager.default.setAttributes([.modificationDate: time], ofItemAtPath: file.path)
            let after = try FileManager.default.attributesOfItem(atPath: file.path)
            #expect(
                (after[.systemFileNumber] as? NSNumber) == (before[.systemFileNumber] as? NSNumber),
                "written in place, not replaced")
        }
    }

    static func screen(_ title: String) -> String {
        "<workflow><screen><title>\(title)</title></screen></workflow>"
    }

    static func title(_ result: SchemaLoadResult) -> String? {
        result.schema?.object?[parameter: "title"]?.value?.text
    }

    @Test("a file not modified for a while is read once; its stamp says it has not changed since")
    func settledFile() throws {
        let folder = try Folder()
        let file = try folder.write("a.xml", Self.screen("First"))
        let files = CountingFiles(aged: true)
        let workspace = SchemaWorkspace(files: files)
        #expect(Self.title(workspace.load(contentsOf: file)) == "First")
        #expect(Self.title(workspace.load(contentsOf: file)) == "First")
        #expect(workspace.load(contentsOf: file).schema?.source == file.path)
        #expect(files.takeReads() == ["a.xml": 1])
    }

    @Test("a loaded schema carries the digest of the text it was loaded from, which stays when the file changes")
    func contentDigest() throws {
        let folder = try Folder()
        let first = Self.screen("First")
        let file = try folder.write("a.xml", first)
        let workspace = SchemaWorkspace(files: CountingFiles())
        let loaded = try #require(workspace.load(contentsOf: file).schema)
        #expect(loaded.contentDigest == ContentDigest.of(Array(first.utf8)))
        #expect(workspace.loadedFile(atPath: file.path)?.contentDigest == loaded.contentDigest)
        let other = Self.screen("Other one")
        try folder.write("a.xml", other, age: 0)
        let again = try #require(workspace.load(contentsOf: file).schema)
        #expect(again.contentDigest == ContentDigest.of(Array(other.utf8)))
        #expect(workspace.loadedFile(atPath: file.path)?.contentDigest == again.contentDigest)
        #expect(SchemaLoader().load(first).schema?.contentDigest == nil, "a text not read from a file has none")
        // An editor's text, hashed only when asked: the digest of that text, not of the file.
        let unsaved = Self.screen("Typed")
        let editing = workspace.reading(OverlaidSchemaFiles(texts: [file.path: Array(unsaved.utf8)]))
        #expect(editing.loadedFile(atPath: file.path)?.contentDigest == ContentDigest.of(Array(unsaved.utf8)))
        #expect(editing.load(contentsOf: file).schema?.contentDigest == ContentDigest.of(Array(unsaved.utf8)))
    }

    @Test("a validator checks the text it was given as the file, with its folder, though the file was saved since")
    func validatesTheGivenText() throws {
        let folder = try Folder()
        let first = "<workflow><screen><title>First</title><container><label><text><string keyPath=\"who\"/></text></label></container></screen></workflow>"
        let file = try folder.write("a.xml", first)
        try folder.write("b.xml", "<workflow><navigation><screen><title>B</title></screen></navigation></workflow>")
        let validator = SchemaValidator()
        let text = try #require(validator.workspace.loadedFile(atPath: file.path))
        try folder.write("a.xml", Self.screen("Saved since"), age: 0)
        let result = validator.validate(text, file: file)
        #expect(Self.title(result) == "First")
        #expect(result.schema?.source == file.path)
        #expect(result.schema?.contentDigest == ContentDigest.of(Array(first.utf8)))
        // The whole-schema checks ran, as validate(file:) runs them: the key no file provides.
        #expect(result.diagnostics.contains { $0.code == .unprovidedKey }, "\(result.diagnostics)")
        #expect(Self.title(validator.validate(file: file)) == "Saved since")
    }

    @Test("a file saved again is read again, also when its size and time stay (two saves in one clock tick)")
    func changedFile() throws {
        let folder = try Folder()
        let file = try folder.write("a.xml", Self.screen("First"))
        let files = CountingFiles()
        let workspace = SchemaWorkspace(files: files)
        #expect(Self.title(workspace.load(contentsOf: file)) == "First")
        // A save now: a new time.
        try folder.write("a.xml", Self.screen("Other"), age: 0)
        #expect(Self.title(workspace.load(contentsOf: file)) == "Other")
        // Saved again within the same tick: the same size and time, another text. A stamp this
        // young is not trusted, so the file is read and its content compared.
        try folder.rewriteKeepingTime(file, Self.screen("Third"))
        #expect(Self.title(workspace.load(contentsOf: file)) == "Third")
        #expect(files.takeReads() == ["a.xml": 3])
    }

    @Test("a text is loaded once whatever holds it: two files, or a file back to an earlier text")
    func sameText() throws {
        let folder = try Folder()
        let first = try folder.write("a.xml", Self.screen("Same"), age: 0)
        let second = try folder.write("b.xml", Self.screen("Same"), age: 0)
        let workspace = SchemaWorkspace()
        let one = workspace.load(contentsOf: first)
        let two = workspace.load(contentsOf: second)
        // The same elements: one load of the text (each result names its own file).
        #expect(one.schema?.object === two.schema?.object)
        #expect(one.schema?.source == first.path && two.schema?.source == second.path)
        try folder.write("a.xml", Self.screen("Changed"), age: 0)
        #expect(workspace.load(contentsOf: first).schema?.object !== one.schema?.object)
        try folder.write("a.xml", Self.screen("Same"), age: 0)
        #expect(workspace.load(contentsOf: first).schema?.object === one.schema?.object)
    }

    @Test("an editor's text stands for its file, saved or not, and the workspace reading it keeps what was loaded")
    func overlaidText() throws {
        let folder = try Folder()
        let file = try folder.write("a.xml", Self.screen("On disk"))
        let unsaved = folder.url.appendingPathComponent("new.xml")
        let files = CountingFiles(aged: true)
        let workspace = SchemaWorkspace(files: files)
        #expect(Self.title(workspace.load(contentsOf: file)) == "On disk")
        let editing = workspace.reading(
            OverlaidSchemaFiles(
                texts: [file.path: Array(Self.screen("Typed").utf8), unsaved.path: Array(Self.screen("New").utf8)],
                over: files))
        #expect(Self.title(editing.load(contentsOf: file)) == "Typed")
        #expect(Self.title(editing.load(contentsOf: unsaved)) == "New")
        // Back on disk: the file's text kept from the first load, not read again.
        #expect(Self.title(workspace.load(contentsOf: file)) == "On disk")
        #expect(files.takeReads() == ["a.xml": 1])
        #expect(workspace.load(contentsOf: unsaved).diagnostics.map(\.code) == [.unreadableFile])
    }

    @Test("files that are not there, are folders, or are too large say so, as the loader does")
    func unreadFiles() throws {
        let folder = try Folder()
        try folder.write("first.xml", Self.screen("First"))
        let workspace = SchemaWorkspace(loader: SchemaLoader(limits: MarkupLimits(maxDocumentBytes: 40)))
        let missing = workspace.load(contentsOf: folder.url.appendingPathComponent("frist.xml"))
        #expect(missing.diagnostics.first?.message == "cannot read this file: no such file; did you mean '\(folder.url.path)/first.xml'?")
        #expect(workspace.load(contentsOf: folder.url).diagnostics.first?.message == "this is a directory, not a schema file")
        let large = workspace.load(contentsOf: folder.url.appendingPathComponent("first.xml"))
        #expect(large.diagnostics.map(\.code) == [.documentTooLarge])
    }

    @Test("checking a file with its 20 linked files again reads only the file that changed, and sees the change")
    func linkedFolder() throws {
        let folder = try Folder()
        // Each file stores a key the next one shows, and loads the next: the chain links all 20.
        func text(_ index: Int, storing: Bool = true) -> String {
            """
            <workflow><navigation><screen><title><string keyPath="note\((index + 19) % 20)"/></title>
            <view><button><title>Next</title><message>next</message></button></view>
            <actions>\(storing ? "<storeValue name=\"viewDidLoad\"><name>note\(index)</name><value>1</value></storeValue>" : "")
            <loadSchema name="next"><path>f\((index + 1) % 20).xml</path><pushController/><showAlert>Failed</showAlert></loadSchema>
            </actions></screen></navigation></workflow>
            """
        }
        for index in 0..<20 { try folder.write("f\(index).xml", text(index)) }
        let files = CountingFiles(aged: true)
        var validator = SchemaValidator()
        validator.workspace = SchemaWorkspace(loader: validator.loader, files: files)
        let first = folder.url.appendingPathComponent("f0.xml")
        #expect(validator.validate(file: first).diagnostics.isEmpty)
        #expect(files.takeReads().count == 20)
        #expect(validator.validate(file: first).diagnostics.isEmpty)
        #expect(files.takeReads().isEmpty)
        // f19 no longer stores the key f0 shows; saved now, an hour later than the others.
        try folder.write("f19.xml", text(19, storing: false), age: -3_600)
        #expect(validator.validate(file: first).diagnostics.map(\.code) == [.unprovidedKey])
        // Saved just now, it is read each time it is needed (a young stamp is not trusted); no other is.
        #expect(Set(files.takeReads().keys) == ["f19.xml"])
    }

    @Test("a file written in place with its old size and time (cp -p, touch -r) is read again: its status time moved")
    func rewrittenInPlace() throws {
        let folder = try Folder()
        let file = try folder.write("a.xml", Self.screen("First"))
        let files = CountingFiles(aged: true)
        let workspace = SchemaWorkspace(files: files)
        #expect(Self.title(workspace.load(contentsOf: file)) == "First")
        try folder.rewriteKeepingTime(file, Self.screen("Other"))
        #expect(Self.title(workspace.load(contentsOf: file)) == "Other")
        #expect(files.takeReads() == ["a.xml": 2])
    }

    @Test("an editor's text changed a thousand times does not push the folder's files out of the workspace")
    func typingKeepsTheFolder() throws {
        let folder = try Folder()
        let typed = try folder.write("a.xml", Self.screen("Typed"))
        let other = try folder.write("b.xml", Self.screen("Other"))
        let files = CountingFiles(aged: true)
        let workspace = SchemaWorkspace(files: files)
        _ = workspace.load(contentsOf: other)
        for keystroke in 0..<1_100 {
            let editing = workspace.reading(
                OverlaidSchemaFiles(texts: [typed.path: Array(Self.screen("Typed \(keystroke)").utf8)], over: files))
            #expect(Self.title(editing.load(contentsOf: typed)) == "Typed \(keystroke)")
        }
        _ = workspace.load(contentsOf: other)
        #expect(files.takeReads() == ["b.xml": 1])
    }

    /// Warns of every label: a rule one validator has and another not.
    struct LabelRule: SchemaRule {
        func check(_ schema: Schema, registry: TagRegistry) -> [Diagnostic] {
            var found: [Diagnostic] = []
            schema.object?.forEachElement { element in
                if element.tag == "label" { found.append(Diagnostic(.warning, .unhandledMessage, "a label", at: element.range)) }
            }
            return found
        }
    }

    @Test("two validators sharing a workspace check a loaded file each with their own rules")
    func checkedByEachValidator() throws {
        let folder = try Folder()
        let file = try folder.write(
            "a.xml", "<workflow><screen><title>A</title><view><label>Hi</label></view></screen></workflow>")
        let plain = SchemaValidator()
        var labelled = plain
        labelled.rules.append(LabelRule())
        #expect(plain.validate(loadedFile: file).diagnostics.isEmpty)
        #expect(labelled.validate(loadedFile: file).diagnostics.map(\.message) == ["a label"])
        #expect(plain.validate(loadedFile: file).diagnostics.isEmpty)
    }

    @Test("a load naming a folder says it is a folder, not that nothing is there")
    func loadOfAFolder() throws {
        let folder = try Folder()
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("screens.xml"), withIntermediateDirectories: true)
        let file = try folder.write(
            "a.xml",
            """
            <workflow><navigation><screen><title>A</title>
            <view><button><title>Go</title><message>go</message></button></view>
            <actions><loadSchema name="go"><path>screens.xml</path><pushController/><showAlert>No</showAlert></loadSchema></actions>
            </screen></navigation></workflow>
            """)
        let diagnostics = SchemaValidator().validate(file: file).diagnostics
        #expect(diagnostics.map(\.code) == [.unloadableFile])
        #expect(diagnostics.first?.message.hasPrefix("'screens.xml' is a folder in the schema's folder, not a schema file") == true)
    }
}
