import Foundation
import Testing

/// Runs the built `wfs` executable and captures what it prints.
struct WFSProcess {
    /// What one run printed, and how it exited.
    struct Output {
        var standardOutput: String
        var standardError: String
        var status: Int32
    }

    /// The `wfs` binary built beside the test bundle.
    static let executable: URL = {
        var folder = Bundle.main.bundleURL
        if folder.pathExtension == "xctest"
            || !FileManager.default.fileExists(atPath: folder.appendingPathComponent("wfs").path)
        {
            folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        }
        while folder.path != "/",
            !FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("wfs").path)
        {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("wfs")
    }()

    /// The example application's own tool (Examples/TipCalculator), built beside `wfs`.
    static let tipCalculator = executable.deletingLastPathComponent().appendingPathComponent("tip-calculator")

    /// The folder of schemas the tests run on; runs start there so paths print short.
    static let schemas = Bundle.module.resourceURL!.appendingPathComponent("Schemas")

    /// The package's root folder; `wfs test` runs start there so that paths print relative to it.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Runs `wfs arguments…` in `directory` (the schemas folder unless given) with an environment
    /// that has no colour hints.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], input: String? = nil, in directory: URL = schemas,
        tool: URL = executable
    ) async throws -> Output {
        try await onOwnThread {
            try runWaiting(arguments, environment: environment, input: input, in: directory, tool: tool)
        }
    }

    /// Runs `work`, which waits for a child process, on a thread of its own.
    ///
    /// Waiting on the concurrency pool's few threads (two on a 2-core machine) would hold up every
    /// other test meanwhile; under the thread sanitizer a child takes seconds.
    static func onOwnThread<Result: Sendable>(_ work: @escaping @Sendable () throws -> Result) async throws -> Result {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Swift.Result { try work() }) }.start()
        }
    }

    private static func runWaiting(
        _ arguments: [String], environment: [String: String], input: String?, in directory: URL, tool: URL
    ) throws -> Output {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var merged = ProcessInfo.processInfo.environment
        merged["NO_COLOR"] = nil
        merged.merge(environment) { $1 }
        process.environment = merged
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardOutput = standardOutput
        process.standardError = standardError
        let standardInput = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : standardInput
        try process.run()
        if let input {
            standardInput.fileHandleForWriting.write(Data(input.utf8))
            try standardInput.fileHandleForWriting.close()
        }
        let outputData = standardOutput.fileHandleForReading.readDataToEndOfFile()
        let errorData = standardError.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self),
            status: process.terminationStatus)
    }
}

/// Compares `actual` with the committed file `Expected/name`.
///
/// With `WFS_RECORD_SNAPSHOTS=1` the file is rewritten and the test fails, so a re-recording
/// is never silent.
func assertSnapshot(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expected/\(name)")
    if ProcessInfo.processInfo.environment["WFS_RECORD_SNAPSHOTS"] == "1" {
        try actual.write(to: source, atomically: true, encoding: .utf8)
        Issue.record(
            "re-recorded \(name); run the tests again without WFS_RECORD_SNAPSHOTS", sourceLocation: sourceLocation)
        return
    }
    let expectedURL = Bundle.module.resourceURL!.appendingPathComponent("Expected/\(name)")
    let expected = try String(contentsOf: expectedURL, encoding: .utf8)
    #expect(actual == expected, "output differs from Expected/\(name)", sourceLocation: sourceLocation)
}
