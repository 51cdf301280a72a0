import Foundation
import WorkflowSchema

/// Test fixtures shipped with the tests (the original project's examples, MIT licensed).
enum Fixtures {
    /// The folder holding a fixture group, such as `originals` or `readme`.
    static func folder(_ name: String) -> URL {
        Bundle.module.resourceURL!.appendingPathComponent("Fixtures").appendingPathComponent(name)
    }

    /// The `.xml` files of a fixture group, sorted by name.
    static func xmlFiles(in name: String) -> [URL] {
        let folder = folder(name)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".xml") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The original example file names (the test arguments of the conformance tests).
    static let originalNames: [String] = [
        "conditional_tests.xml", "form_tests_1.xml", "form_tests_2.xml", "form_tests_3.xml",
        "form_triggers_tests.xml", "gesture_recognizer_tests.xml", "load_tests_main.xml",
        "load_tests_screen1.xml", "load_tests_screen2.xml", "navigation_item_tests.xml",
        "navigation_stack_tests.xml", "searching_tests.xml", "stored_value_tests.xml", "style_tests.xml",
        "tab_tests.xml", "table_tests.xml", "updating_views_tests.xml",
    ]
}

/// Loads `xml` with the standard registry.
func load(_ xml: String, limits: MarkupLimits = .default) -> SchemaLoadResult {
    SchemaLoader(limits: limits).load(xml)
}

/// Reads `xml` with the markup reader only.
func read(_ xml: String, limits: MarkupLimits = .default) -> MarkupDocument {
    MarkupReader(limits: limits).read(xml)
}

/// Wraps a controller body in `<workflow>`.
func workflow(_ body: String) -> String {
    "<workflow>\n\(body)\n</workflow>"
}

/// Wraps views in `<workflow><screen><container>` so they can be checked alone.
func inContainer(_ views: String) -> String {
    workflow("<screen><container>\(views)</container></screen>")
}

extension SchemaLoadResult {
    /// The codes of the diagnostics, in order.
    var codes: [String] { diagnostics.map(\.code.rawValue) }

    /// The object of the loaded schema (the document's controller).
    var object: SchemaElement? { schema?.object }
}

extension Array where Element == Diagnostic {
    /// The codes, in order.
    var codes: [String] { map(\.code.rawValue) }
}

extension SchemaElement {
    /// The single element value of a parameter, for walking down a tree in tests.
    func child(_ parameter: String, _ index: Int = 0) -> SchemaElement? {
        guard let values = self[parameter: parameter]?.values, index < values.count else { return nil }
        return values[index].element
    }

    /// The text value of a parameter.
    func text(_ parameter: String) -> String? {
        self[parameter: parameter]?.value?.text
    }
}
