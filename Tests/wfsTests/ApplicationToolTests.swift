import Foundation
import Testing

/// An application's own tool (`WorkflowCommandLine.main(registry:)`): the `wfs` commands with its tags.
@Suite("An application's own tool: tip-calculator", .timeLimit(.minutes(2)))
struct ApplicationToolTests {
    static let app = "Examples/TipCalculator/app.xml"

    static func run(_ arguments: [String], tool: URL = WFSProcess.tipCalculator) async throws -> WFSProcess.Output {
        try await WFSProcess.run(arguments, in: WFSProcess.packageRoot, tool: tool)
    }

    @Test("it validates and tests the schema with the application's tags; wfs does not know them")
    func validateAndTest() async throws {
        let validated = try await Self.run(["validate", "--color", "never", Self.app])
        #expect(validated.status == 0)
        #expect(validated.standardOutput.contains("1 file checked: no problems"), "\(validated.standardOutput)")
        let tested = try await Self.run(["test", "--color", "never", "Examples/TipCalculator"])
        #expect(tested.status == 0)
        #expect(tested.standardOutput.contains("1 flow: 1 passed, 0 failed"), "\(tested.standardOutput)")
        let plain = try await Self.run(["validate", "--color", "never", Self.app], tool: WFSProcess.executable)
        #expect(plain.status == 1)
        #expect(plain.standardOutput.contains("<rating> is not a tag [WFS0201]"))
    }

    @Test("its exports, tag list and help name the application's tags and the tool")
    func exportsAndHelp() async throws {
        let xsd = try await Self.run(["schema", "--xsd"])
        #expect(xsd.status == 0)
        #expect(xsd.standardOutput.contains("name=\"rating\""))
        #expect(xsd.standardOutput.contains("name=\"computeTip\""))
        let tags = try await Self.run(["tags", "computeTip"])
        #expect(tags.standardOutput.contains("Works out a tip from an amount and a number of stars."))
        let help = try await Self.run(["--help"])
        #expect(help.standardOutput.contains("USAGE: tip-calculator <subcommand>"))
    }
}
