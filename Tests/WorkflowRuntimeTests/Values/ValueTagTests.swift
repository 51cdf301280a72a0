import Foundation
import Testing
import WorkflowRuntime

@Suite(
    "Value tags at run time: strings tables, numbers with a locale, dates, booleans, images", .timeLimit(.minutes(2)))
struct ValueTagTests {
    static let assets = AssetFolder(url: Bundle.module.resourceURL!.appendingPathComponent("Fixtures/assets"))

    /// Stores `value` under `v` when the screen loads, then shows it in an alert through a proxy.
    func shown(_ value: String, language: String? = nil) async throws -> String? {
        let lang = language.map { " lang=\"\($0)\"" } ?? ""
        let harness = try await RuntimeHarness(
            """
            <workflow\(lang)><navigation><screen><title>Values</title>
            <multipleActions name="viewDidLoad">
                <storeValue><name>v</name><value>\(value)</value></storeValue>
                <showAlert><message><string keyPath="v"/></message></showAlert>
            </multipleActions>
            </screen></navigation></workflow>
            """, assets: Self.assets)
        return await harness.snapshot.alert?.detail
    }

    @Test("<string key> looks the key up in the asset folder's tables, with the original's fallbacks")
    func localisedStrings() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><screen><container>
                <label><string><key>key_1</key></string></label>
                <label><string><key>key_2</key><value>default</value></string></label>
                <label><string><key>key_3</key><value>default</value></string></label>
                <label><string><key>key_4</key></string></label>
                <label><string><key>key_1</key><table>Test</table></string></label>
                <label><string><key>key_2</key><table>Test</table><value>default</value></string></label>
                <label><string>plain</string></label>
            </container></screen></navigation></workflow>
            """, assets: Self.assets)
        #expect(await harness.labels() == ["value_1", "value_2", "default", "key_4", "test", "default", "plain"])
    }

    @Test("<number> reads the schema's locale: -2,25 in French is -2.25")
    func numbersWithLocale() async throws {
        #expect(try await shown("<number>-2,25</number>", language: "fr") == "-2.25")
        #expect(try await shown("<number>12345</number>") == "12345")
        #expect(try await shown("<number>-2.25</number>") == "-2.25")
    }

    @Test("<bool> and <date>")
    func booleansAndDates() async throws {
        #expect(try await shown("<bool>YES</bool>") == "YES")
        #expect(try await shown("<bool>no</bool>") == "NO")
        let formatted = """
            <date><value>2012-11-27T14:55:12.34567Z</value><format>yyyy-MM-dd'T'HH:mm:ss.SSSSS'Z'</format></date>
            """
        #expect(try await shown(formatted) == "2012-11-27T14:55:12Z")
        #expect(try await shown("<date>2012/11/27 14:55:12 UTC</date>") == "2012-11-27T14:55:12Z")
        #expect(try await shown("<date>2012-11-27T14:55:12Z</date>") == "2012-11-27T14:55:12Z")
    }

    @Test("a date in no known form is an error with its position, and the session goes on")
    func badDate() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><screen><title>Dates</title>
            <multipleActions name="viewDidLoad">
                <storeValue><name>v</name><value><date>next Tuesday</date></value></storeValue>
                <showAlert>stored</showAlert>
            </multipleActions>
            </screen></navigation></workflow>
            """)
        let issue = try #require(await harness.issues.first { $0.severity == .error })
        #expect(issue.message.contains("could not parse date 'next Tuesday'"))
        #expect(issue.range?.start.line == 3)
        #expect(await harness.snapshot.alert == nil, "multipleActions stops at the failed storeValue")
        #expect(await harness.snapshot.title == "Dates")
    }

    @Test("images resolve in the asset folder; a missing one fails the view that needs it")
    func images() async throws {
        let harness = try await RuntimeHarness(
            """
            <workflow><navigation><screen><container>
                <button><image><name>first</name><accessibilityLabel>First</accessibilityLabel></image></button>
                <imageView>first</imageView>
            </container></screen></navigation></workflow>
            """, assets: Self.assets)
        let elements = await harness.snapshot.activeElements
        #expect(elements.first { $0.kind == .button }?.label == "First")
        #expect(elements.first { $0.kind == .image }?.image == "first")

        let missing = try await RuntimeHarness(
            "<workflow><navigation><screen><title>T</title><imageView>nowhere</imageView></screen></navigation></workflow>",
            assets: Self.assets)
        let issue = try #require(await missing.issues.first { $0.severity == .error })
        #expect(issue.message.contains("nowhere"))
        #expect(await missing.snapshot.title == "T")
    }
}
