import Foundation
import Testing
import WorkflowSchema

@Suite("WFS0504–0505: the files a schema loads", .timeLimit(.minutes(2)))
struct LoadedFileCheckTests {
    /// A screen that loads `path` on `trigger` (a lifecycle name, or a button's message).
    static func loader(_ path: String, on trigger: String = "open", title: String = "Start") -> String {
        let button =
            Self.lifecycle.contains(trigger)
            ? "" : "<view><button><title>Open</title><message>\(trigger)</message></button></view>"
        return """
            <workflow><navigation><screen><title>\(title)</title>\(button)
            <actions><loadSchema name="\(trigger)"><path>\(path)</path><pushController/><showAlert>Failed</showAlert></loadSchema></actions>
            </screen></navigation></workflow>
            """
    }

    static let lifecycle: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear"]
    static let plain = "<workflow><screen><title>Plain</title></screen></workflow>"

    /// Writes `files` into a new folder and checks the first one.
    func check(_ files: [(String, String)]) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-loads-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let file = folder.appendingPathComponent(files[0].0)
        let schema = try #require(SchemaLoader().load(contentsOf: file).schema)
        return LoadedFileCheck().check(schema, file: file)
    }

    @Test("a file that is there, and the files it loads, give nothing")
    func present() throws {
        #expect(
            try check([
                ("main.xml", Self.loader("next.xml")), ("next.xml", Self.loader("last.xml")), ("last.xml", Self.plain),
            ]).isEmpty)
    }

    @Test("a missing file is a warning on its path, with a near file name")
    func missing() throws {
        let diagnostics = try check([("main.xml", Self.loader("detail.xml")), ("details.xml", Self.plain)])
        #expect(diagnostics.map(\.code) == [.unloadableFile])
        #expect(diagnostics.first?.range.start.line == 2)
        #expect(diagnostics.first?.suggestion == "details.xml")
    }

    @Test("absolute paths and paths leaving the folder are refused, as the runtime's loader refuses them")
    func refused() throws {
        for path in ["/etc/passwd", "../outside.xml", "a/../../b.xml"] {
            let diagnostics = try check([("main.xml", Self.loader(path))])
            #expect(diagnostics.map(\.code) == [.unloadableFile], "\(path)")
            #expect(diagnostics.first?.message.contains("refuses") == true)
        }
    }

    @Test("a missing file further on is reported at the load that leads to it, naming the file that loads it")
    func missingFurtherOn() throws {
        let diagnostics = try check([("main.xml", Self.loader("next.xml")), ("next.xml", Self.loader("gone.xml"))])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.range.start.line == 2)
        #expect(diagnostics.first?.message.contains("'gone.xml'") == true)
        #expect(diagnostics.first?.message.contains("(loaded from next.xml)") == true)
    }

    @Test("files that load each other on appearing are a cycle; loads on a tap are not")
    func cycles() throws {
        let automatic = try check([
            ("main.xml", Self.loader("next.xml", on: "viewDidLoad")),
            ("next.xml", Self.loader("main.xml", on: "viewDidAppear")),
        ])
        #expect(automatic.map(\.code) == [.loadingCycle])
        #expect(automatic.first?.message.contains("main.xml → next.xml → main.xml") == true)
        let tapped = try check([
            ("main.xml", Self.loader("next.xml", on: "viewDidLoad")), ("next.xml", Self.loader("main.xml", on: "back")),
        ])
        #expect(tapped.isEmpty)
    }
}
