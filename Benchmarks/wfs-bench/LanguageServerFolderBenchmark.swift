import Foundation
import WorkflowLanguageServer
import WorkflowRuntime
import WorkflowSchema

/// `lsp-folder-200`: a one-letter change to a small schema in a folder of 200 schema files that
/// load one another in a chain (so every file is linked to it, and the keys they store count),
/// handed to the server until its diagnostics are sent, against `SchemaValidator.validate` of
/// the same text alone (without its folder). What a check of a file in a large project costs
/// beyond the file itself: reading, or finding unchanged, the 199 others (saved an hour ago, as
/// a project's other files are). Goal 60: each other file costs a check a `stat` and a
/// `readlink` however well it is kept (about 3 µs, so 10 times the file alone for 199 files), and
/// following the chain of 200 loads about as much again; reading and parsing them, as before the
/// schema workspace, cost 480 times the file alone.
enum LanguageServerFolderBenchmark {
    static let entry = "lsp-folder-200"
    static let fileCount = 200

    /// Screen `index` of the chain: a few views, a stored key, and a load of the next file.
    static func screen(_ index: Int) -> String {
        let next = String(format: "screen-%03d.xml", (index + 1) % fileCount)
        return """
            <workflow>
              <navigation>
                <screen>
                  <title>Screen \(index)</title>
                  <view>
                    <container>
                      <label>Step \(index) of a long sign-up: what this screen asks, said plainly.</label>
                      <label><string keyPath="note\((index + fileCount - 1) % fileCount)"/></label>
                      <textField name="answer\(index)"><placeholder>Your answer</placeholder></textField>
                      <button><title>Keep it</title><message>keep</message></button>
                      <button><title>Next</title><message>next</message></button>
                    </container>
                  </view>
                  <actions>
                    <storeValue name="keep"><name>note\(index)</name><value>kept</value></storeValue>
                    <loadSchema name="next"><path>\(next)</path><pushController/><showAlert>Not found</showAlert></loadSchema>
                  </actions>
                </screen>
              </navigation>
            </workflow>

            """
    }

    /// Measures the entry with `validator`, in a folder of its own.
    static func measure(runner: BenchmarkRunner, validator: SchemaValidator) async -> BenchmarkResult {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wfs-bench-lsp-folder-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<fileCount {
            let file = folder.appendingPathComponent(String(format: "screen-%03d.xml", index))
            FileManager.default.createFile(atPath: file.path, contents: Data(screen(index).utf8))
            // A project's other files were saved a while ago, not in the last seconds.
            try? FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -3_600)], ofItemAtPath: file.path)
        }
        // Their status time (now) cannot be set back: let them settle (a file changed in the last
        // two seconds is read on every check, its stamp too young to trust).
        try? await Task.sleep(for: .milliseconds(2_500))
        let file = folder.appendingPathComponent("screen-000.xml")
        let uri = file.absoluteString
        let text = screen(0)
        let texts = [text, text.replacingOccurrences(of: "<title>Screen 0", with: "<title>XScreen 0")]
        let expected = validator.validate(source: text, path: file.path).diagnostics.count
        guard expected == 0 else {
            fail("\(entry): the chain's first file has \(expected) diagnostics: \(validator.validate(source: text, path: file.path).diagnostics.map(\.message))")
        }

        let (server, inbox) = await LanguageServerBenchmarks.openServer(validator: validator, uri: uri, text: text)
        let measurement = await LanguageServerBenchmarks.measureChanges(
            runner: runner, server: server, inbox: inbox, uri: uri, texts: texts
        ) { validator.validate(source: $0).diagnostics.isEmpty }
        print(progressLine(entry, measurement))
        return BenchmarkResult(
            name: entry, value: measurement.valueNanoseconds / 1000, unit: LoaderBenchmarks.unit,
            floor: measurement.floorNanoseconds / 1000, goal: 60)
    }
}
