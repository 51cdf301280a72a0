import Foundation
import Testing
import WorkflowRuntime

@Suite("Element kinds: the standard ones and an application's")
struct ElementKindTests {
    @Test("a standard kind read from its name is the standard kind; an application's is its own")
    func identity() {
        for kind in ElementKind.standard {
            #expect(ElementKind(rawValue: kind.rawValue) == kind)
            #expect(ElementKind(kind.rawValue).isStandard)
        }
        #expect(ElementKind.standard.count == 33)
        #expect(Set(ElementKind.standard).count == 33)
        let rating = ElementKind("rating")
        #expect(!rating.isStandard)
        #expect(rating == ElementKind(rawValue: "rating"))
        #expect(rating != ElementKind("stars"))
        #expect(!ElementKind.standard.contains(rating))
        #expect(Set([rating, ElementKind("rating"), .button, ElementKind("button")]).count == 2)
    }

    @Test("a switch over the standard kinds finds each, and falls through for an application's")
    func switching() {
        func describe(_ kind: ElementKind) -> String {
            switch kind {
            case .button: "button"
            case .switch: "switch"
            case .alertButton: "alertButton"
            default: "other"
            }
        }
        #expect(describe(ElementKind(rawValue: "switch")) == "switch")
        #expect(describe(.alertButton) == "alertButton")
        #expect(describe(ElementKind("buttons")) == "other")
    }

    @Test("kinds go to JSON as their names, and come back")
    func codable() throws {
        let kinds = [ElementKind.tableCell, ElementKind("rating")]
        let data = try JSONEncoder().encode(kinds)
        #expect(String(decoding: data, as: UTF8.self) == #"["tableCell","rating"]"#)
        #expect(try JSONDecoder().decode([ElementKind].self, from: data) == kinds)
    }

    @Test("an application's kind is a name that is not a standard one")
    func applicationNames() {
        for name in ["rating", "signature-pad", "Chart_2"] { #expect(ElementKind.isValidApplicationKind(name), "\(name)") }
        for name in ["", "2d", "-x", "star rating", "a\"b", "räting", "button", "segmentedControl"] {
            #expect(!ElementKind.isValidApplicationKind(name), "\(name)")
        }
    }
}
