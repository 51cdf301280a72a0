import Testing

@testable import WorkflowSchema

@Suite("StandardTags")
struct StandardTagsTests {
    let registry = TagRegistry.standard

    func tag(_ name: String) throws -> TagDescriptor {
        try #require(registry[name], "<\(name)> is not registered")
    }

    // MARK: Inventory

    @Test func thereAre68UniqueOriginalTagsInRegistryOrder() {
        let names = StandardTags.original.map(\.name)
        #expect(names.count == 68)
        #expect(Set(names).count == 68)
        #expect(names.first == "object")
        #expect(names[23] == "segment")  // #24
        #expect(names[49] == "formAccessoryView")  // #50
        #expect(names.last == "tableSection")  // #68
        #expect(Array(registry.tagNames.prefix(68)) == names)
    }

    @Test func theGraphTagsFollowTheOriginals() {
        let names = StandardTags.all.map(\.name)
        #expect(
            Array(names.dropFirst(68)) == [
                "runGraph", "cancelGraph", "decision", "choice", "branch", "workItem", "outcome",
                "attributedString", "attributedTextView",
            ])
        #expect(registry.tagNames == names)
        #expect(Set(names).count == names.count)
    }

    @Test func categoryCountsMatchTheOriginal() {
        var counts: [TagKind: Int] = [:]
        for descriptor in StandardTags.original { counts[descriptor.kind, default: 0] += 1 }
        let expected: [TagKind: Int] = [
            .abstract: 3, .value: 6, .message: 1, .controller: 5, .view: 14, .gesture: 3, .action: 16,
            .condition: 10, .form: 2, .item: 7, .table: 1,  // items: 6 items + segment
        ]
        #expect(counts == expected)
        #expect(StandardTags.views.count == 15)  // 14 views + segment
        #expect(StandardTags.items.count == 6)
        #expect(StandardTags.tables.map(\.name) == ["tableSection"])
    }

    @Test func valueTagsAreTheSixOfTheOriginalThenTheModulesAttributedString() {
        let values = StandardTags.all.filter { $0.kind == .value }.map(\.name)
        #expect(values == ["string", "number", "bool", "image", "date", "null", "attributedString"])
    }

    @Test func theAttributedTextTagsAreTheDTCoreTextModules() throws {
        #expect(StandardTags.attributedText.map(\.name) == ["attributedString", "attributedTextView"])
        #expect(try tag("attributedTextView").type.isSubtype(of: .view))
        #expect(try !tag("attributedString").type.isSubtype(of: .string))
        let parameter = try #require(try tag("attributedTextView").parameter(named: "attributedString"))
        #expect(parameter.accepts(.attributedString) && parameter.accepts(.string))
    }

    @Test(arguments: StandardTags.all.map(\.name))
    func everyTagHasASummaryAndUniqueParameterNames(name: String) throws {
        let descriptor = try tag(name)
        #expect(!descriptor.summary.isEmpty)
        #expect(descriptor.summary.hasSuffix("."))
        #expect(Set(descriptor.parameters.map(\.name)).count == descriptor.parameters.count)
    }

    @Test func tagTypesAreDistinctExceptBoolSharingNumber() {
        var byType: [String: [String]] = [:]
        for descriptor in StandardTags.all { byType[descriptor.type.name, default: []].append(descriptor.name) }
        let shared = byType.filter { $0.value.count > 1 }
        #expect(shared == ["number": ["number", "bool"]])
    }

    @Test func typesFollowTheOriginalClassHierarchy() throws {
        for name in ["pushController", "presentController", "replaceRootController"] {
            #expect(try tag(name).type.isSubtype(of: .controllerAction))
        }
        for name in ["showViews", "hideViews", "updateViews"] {
            #expect(try tag(name).type.isSubtype(of: .viewsAction))
        }
        for name in ["isLessThan", "isLessThanOrEqualTo", "isGreaterThanOrEqualTo", "isGreaterThan"] {
            #expect(try tag(name).type.isSubtype(of: .comparisonCondition))
        }
        #expect(try !tag("isEqual").type.isSubtype(of: .comparisonCondition))
        for descriptor in StandardTags.all {
            switch descriptor.kind {
            case .action: #expect(descriptor.type.isSubtype(of: .action), "\(descriptor.name)")
            case .condition: #expect(descriptor.type.isSubtype(of: .condition), "\(descriptor.name)")
            case .controller: #expect(descriptor.type.isSubtype(of: .controller), "\(descriptor.name)")
            case .view: #expect(descriptor.type.isSubtype(of: .view), "\(descriptor.name)")
            case .gesture: #expect(descriptor.type.isSubtype(of: .gesture), "\(descriptor.name)")
            default: break
            }
        }
        #expect(try tag("destructiveButtonItem").type.isSubtype(of: .actionButtonItem))
        #expect(try tag("formAccessoryView").type.isSubtype(of: .view))
    }

    @Test(arguments: ["object", "view", "viewController"])
    func abstractTagsAreAbstract(name: String) throws {
        #expect(try tag(name).isAbstract)
    }

    @Test func onlyTheThreeProxyTagsAreAbstract() {
        #expect(StandardTags.all.filter(\.isAbstract).map(\.name) == ["object", "view", "viewController"])
    }

    @Test func theReadmeTabItemIsNotATag() {
        #expect(registry["tabItem"] == nil)
        #expect(registry["tabBarItem"] != nil)
    }

    // MARK: Defaults

    @Test(arguments: StandardTags.all.map(\.name))
    func everyDefaultNamesAParameterThatCanTakeItsValues(name: String) throws {
        let descriptor = try tag(name)
        for entry in descriptor.defaults {
            let parameter = try #require(
                descriptor.parameter(named: entry.parameter), "<\(name)> default → missing \(entry.parameter)")
            // Some values of the default's type must be acceptable.
            let overlaps = parameter.accepts(entry.type) || parameter.accepts.contains { $0.isSubtype(of: entry.type) }
            #expect(overlaps, "<\(name)>: \(entry.type) → \(entry.parameter)")
        }
    }

    @Test func defaultsBroaderThanTheirParameterAreOnlyNumberAndBoolValue() {
        var broader: [String] = []
        for descriptor in StandardTags.all {
            for entry in descriptor.defaults {
                guard descriptor.parameter(named: entry.parameter)?.accepts(entry.type) != true else { continue }
                broader.append("\(descriptor.name).\(entry.parameter)")
            }
        }
        // The original's `Any → value`, with a value that takes only text or numbers.
        #expect(broader == ["number.value", "bool.value"])
    }

    static let orderedDefaults: [(String, [DefaultParameter])] = [
        ("button", [.init(.string, "title"), .init(.image, "image"), .init(.gesture, "gestures")]),
        (
            "screen",
            [
                .init(.toolbar, "toolbar"), .init(.view, "view"), .init(.controller, "view"),
                .init(.navigationItem, "navigationItem"), .init(.tabBarItem, "tabBarItem"), .init(.action, "actions"),
            ]
        ),
        (
            "form",
            [
                .init(.view, "view"), .init(.controller, "view"), .init(.trigger, "triggers"),
                .init(.formAccessoryView, "formAccessoryView"), .init(.navigationItem, "navigationItem"),
                .init(.tabBarItem, "tabBarItem"), .init(.action, "actions"),
            ]
        ),
        (
            "tabs",
            [
                .init(.controller, "viewControllers"), .init(.navigationItem, "navigationItem"),
                .init(.tabBarItem, "tabBarItem"), .init(.action, "actions"),
            ]
        ),
        (
            "loadSchema",
            [.init(.string, "path"), .init(.controllerAction, "successAction"), .init(.action, "failureAction")]
        ),
        (
            "showActionSheet",
            [
                .init(.cancelButtonItem, "cancelButtonItem"), .init(.destructiveButtonItem, "destructiveButtonItem"),
                .init(.actionButtonItem, "otherButtonItems"),
            ]
        ),
        ("sendMessage", [.init(.string, "message"), .init(.message, "message"), .init(.action, "actions")]),
        ("navigationItem", []),
        ("tableCell", [.init(.string, "text"), .init(.image, "image"), .init(.gesture, "gestures")]),
        (
            "datePicker",
            [
                .init(.gesture, "gestures"), .init(.date, "date"), .init(.message, "message"),
                .init(.condition, "validations"),
            ]
        ),
        ("navigationBar", [.init(.gesture, "gestures"), .init(.navigationItem, "items")]),
        ("tabBarItem", [.init(.image, "image")]),
        ("updateViews", []),
        ("tapGesture", []),
        ("isPresent", [.init(.object, "value")]),
        ("isEqual", [.init(.object, "otherValue")]),
        ("not", [.init(.condition, "condition")]),
        ("tableSection", [.init(.string, "headerTitle"), .init(.tableCell, "cells")]),
    ]

    @Test(arguments: orderedDefaults.map(\.0))
    func orderedDefaultTable(name: String) throws {
        let expected = try #require(Self.orderedDefaults.first { $0.0 == name }).1
        #expect(try tag(name).defaults == expected)
    }

    @Test func defaultLookupUsesTheFirstMatchingEntry() throws {
        let screen = try tag("screen")
        #expect(screen.defaultParameter(for: .toolbar) == "toolbar")
        #expect(screen.defaultParameter(for: .button) == "view")
        #expect(screen.defaultParameter(for: .table) == "view")
        #expect(screen.defaultParameter(for: .message) == nil)
        let sheet = try tag("showActionSheet")
        #expect(sheet.defaultParameter(for: .cancelButtonItem) == "cancelButtonItem")
        #expect(sheet.defaultParameter(for: .actionButtonItem) == "otherButtonItems")
        // `<message>` is a parameter inside a button but an object inside sendMessage.
        #expect(try tag("button").defaultParameter(for: .message) == nil)
        #expect(try tag("sendMessage").defaultParameter(for: .message) == "message")
        #expect(try tag("tapGesture").defaultParameter(for: .image) == nil)
    }

    static let viewTags = [
        "button", "container", "datePicker", "imageView", "label", "navigationBar", "searchBar", "segmentedControl",
        "slider", "switch", "tableCell", "textField", "textView", "toolbar", "formAccessoryView",
    ]

    @Test(arguments: viewTags)
    func viewTagsInheritTheViewAndAccessibilityGroups(name: String) throws {
        let descriptor = try tag(name)
        let gestures = try #require(descriptor.parameter(named: "gestures"))
        #expect(gestures.isArray && gestures.accepts(.tapGesture))
        #expect(descriptor.parameter(named: "hidden")?.format == .boolean)
        #expect(descriptor.parameter(named: "accessibilityLabel") != nil)
        #expect(descriptor.parameter(named: "accessibilityTraits")?.format.allowedWords?.count == 15)
        #expect(descriptor.defaults.filter { $0 == DefaultParameter(.gesture, "gestures") }.count == 1)
    }

    @Test(arguments: ["tabs", "navigation", "screen", "form", "table"])
    func controllersInheritTheControllerGroup(name: String) throws {
        let descriptor = try tag(name)
        for parameter in ParameterGroups.controller {
            #expect(descriptor.parameter(named: parameter.name) == parameter)
        }
        #expect(descriptor.parameter(named: "navigationItem")?.isLazy == true)
        #expect(descriptor.parameter(named: "hidesBottomBarWhenPushed")?.format == .boolean)
        #expect(Array(descriptor.defaults.suffix(3)) == ParameterGroups.controllerDefaults)
    }

    // MARK: Mandatory and lazy parameters

    /// Every tag's mandatory parameters, sorted, transcribed from ORIGINALS.md 1.6.
    static let mandatory: [String: [String]] = [
        "object": [], "view": [], "viewController": [],
        "string": [], "number": ["value"], "bool": ["value"], "image": ["name"], "date": ["value"], "null": [],
        "message": ["name"],
        "tabs": ["viewControllers"], "navigation": ["viewControllers"], "screen": [], "form": ["view"],
        "table": ["sections"],
        "button": [], "container": [], "datePicker": [], "imageView": [], "label": [], "navigationBar": [],
        "searchBar": [], "segmentedControl": [], "segment": [], "slider": [], "switch": [], "tableCell": ["text"],
        "textField": [], "textView": [], "toolbar": [],
        "tapGesture": ["message"], "longPressGesture": [], "swipeGesture": ["message"],
        "conditionalAction": ["condition"], "multipleActions": ["actions"], "sendMessage": ["message"],
        "showAlert": ["message"], "showActionSheet": [], "loadSchema": ["failureAction", "path", "successAction"],
        "pushController": [], "presentController": [], "popController": [], "dismissController": [],
        "replaceRootController": [], "showViews": ["viewNames"], "hideViews": ["viewNames"],
        "updateViews": ["parameterName", "viewNames"], "storeValue": ["name"], "endEditing": [],
        "formAccessoryView": ["nextButtonTitle", "previousButtonTitle"], "trigger": [],
        "not": [], "isLessThan": ["otherValue"], "isLessThanOrEqualTo": ["otherValue"],
        "isGreaterThanOrEqualTo": ["otherValue"], "isGreaterThan": ["otherValue"], "isEqual": ["otherValue"],
        "multipleConditions": ["conditions"], "isPresent": [], "doesMatchRegularExpression": ["pattern"],
        "isTrue": [],
        "actionButtonItem": ["message", "title"], "cancelButtonItem": [],
        "destructiveButtonItem": ["message", "title"],
        "barButtonItem": [], "tabBarItem": [], "navigationItem": [], "tableSection": [],
        "runGraph": ["nodes"], "cancelGraph": ["graph"], "decision": [], "choice": ["branches"], "branch": [],
        "workItem": [], "outcome": ["node", "result"],
        "attributedString": ["value"], "attributedTextView": ["attributedString"],
    ]

    @Test func theMandatoryTableCoversEveryTag() {
        #expect(Set(Self.mandatory.keys) == Set(StandardTags.all.map(\.name)))
    }

    @Test(arguments: StandardTags.all.map(\.name))
    func mandatoryParameters(name: String) throws {
        #expect(try tag(name).mandatoryParameters.sorted() == Self.mandatory[name])
    }

    static let lazy: [String: [String]] = [
        "button": ["message"],
        "screen": ["navigationItem", "view"],
        "form": ["navigationItem", "view"],
        "table": ["navigationItem", "sections", "tableFooterView", "tableHeaderView"],
        "searchBar": [
            "bookmarkMessage", "cancelMessage", "resultsListMessage", "searchMessage", "textDidChangeMessage",
        ],
        "trigger": ["failureMessage", "successMessage"],
        "showAlert": ["message", "title"],
        "sendMessage": ["message"],
        "isEqual": ["otherValue", "value"],
        "storeValue": ["value"],
        "pushController": ["controller"],
        "datePicker": [],
        "slider": [],
        "tableCell": ["detailDisclosureMessage", "message"],
        "longPressGesture": ["beginMessage", "endMessage"],
    ]

    @Test(arguments: lazy.keys.sorted())
    func lazyParameters(name: String) throws {
        let lazy = try tag(name).parameters.filter(\.isLazy).map(\.name).sorted()
        #expect(lazy == Self.lazy[name])
    }

    // MARK: Formats

    @Test func enumerationsAndBitmasks() throws {
        let systemItem = try tag("barButtonItem").parameter(named: "systemItem")?.format
        #expect(systemItem?.allowedWords?.count == 24)
        #expect(systemItem?.allowedWords?.last == "pageCurl")
        guard case .bitmask(let traits) = try tag("image").parameter(named: "accessibilityTraits")?.format else {
            Issue.record("accessibilityTraits is not a bitmask")
            return
        }
        #expect(traits.count == 15)
        #expect(traits.contains("causesPageTurn"))
        let returnKey = try tag("textField").parameter(named: "returnKeyType")?.format
        #expect(returnKey?.allowedWords?.count == 11)
        #expect(
            try tag("textView").parameter(named: "dataDetectorTypes")?.format
                == .bitmask(["phoneNumber", "link", "address", "calendarEvent"]))
        #expect(
            try tag("multipleConditions").parameter(named: "requirement")?.format
                == .enumeration(["all", "any", "none"]))
        #expect(try tag("table").parameter(named: "style")?.format == .enumeration(["plain", "grouped"]))
        #expect(
            try tag("tableCell").parameter(named: "style")?.format
                == .enumeration(["default", "value1", "value2", "subtitle"]))
        #expect(
            try tag("message").parameter(named: "destinationType")?.format.allowedWords
                == ["delegate", "rootDelegate", "self", "descendant"])
        #expect(try tag("swipeGesture").parameter(named: "direction")?.format.allowedWords?.count == 4)
    }

    @Test func parameterTypes() throws {
        let back = try #require(try tag("navigationItem").parameter(named: "backBarButtonItem"))
        #expect(back.accepts(.string) && back.accepts(.image) && back.accepts(.barButtonItem))
        #expect(try tag("loadSchema").parameter(named: "successAction")?.accepts(.action) == false)
        #expect(try tag("showAlert").parameter(named: "message")?.accepts(.message) == false)
        #expect(try tag("sendMessage").parameter(named: "message")?.accepts(.message) == true)
        #expect(try tag("container").parameter(named: "views")?.accepts(.form) == true)
        // An extension: the original's switch, date picker and segmented control took no validations.
        for name in ["switch", "datePicker", "segmentedControl"] {
            #expect(try tag(name).parameter(named: "validations")?.accepts(.condition) == true)
        }
        #expect(try tag("segment").parameter(named: "enabled")?.format == .boolean)
        #expect(try tag("textField").parameter(named: "inputView")?.accepts(.datePicker) == true)
    }

    // MARK: Registration

    @Test func registeringADuplicateThrows() {
        var registry = TagRegistry.standard
        let duplicate = TagDescriptor("button", kind: .view, type: .button, summary: "Another button.")
        #expect(throws: TagRegistrationError(tag: "button")) { try registry.register(duplicate) }
        #expect(registry.tagNames.count == StandardTags.all.count)
    }

    @Test func registeringACustomTagWorks() throws {
        var registry = TagRegistry.standard
        let type = SchemaType("testAction", parent: .action)
        try registry.register(
            TagDescriptor(
                "testAction", kind: .action, type: type, summary: "Succeeds or fails on demand.",
                parameters: [.boolean("shouldFail")]))
        #expect(registry.tagNames.count == StandardTags.all.count + 1)
        #expect(registry["testAction"]?.type.isSubtype(of: .action) == true)
        #expect(TagRegistry.standard["testAction"] == nil)
    }
}

/// Runs the standard rules on hand-built elements.
@Suite("StandardTags rules")
struct StandardTagsRuleTests {
    let here = SourceRange(at: .start)

    func text(_ value: String) -> SchemaValue { .text(SchemaText(value, range: here)) }

    func element(_ tag: String, _ parameters: [(String, SchemaValue)], name: String? = nil) -> SchemaElement {
        let type = TagRegistry.standard[tag]?.type ?? .object
        return SchemaElement(
            tag: tag, type: type, range: here, name: name,
            parameters: parameters.map { SchemaParameter(name: $0.0, values: [$0.1], range: here) })
    }

    func problems(_ element: SchemaElement) -> [Diagnostic] {
        (TagRegistry.standard[element.tag]?.rules ?? []).flatMap { $0.check(element) }
    }

    @Test func aStringTableNeedsAKey() {
        let bad = problems(element("string", [("table", text("Errors")), ("value", text("Oops"))]))
        #expect(bad.map(\.code) == [.dependentParameter])
        #expect(bad.first?.message == "Strings may only specify a table if they also specify a key; add <key>")
        #expect(problems(element("string", [("table", text("Errors")), ("key", text("oops"))])).isEmpty)
        #expect(problems(element("string", [])).map(\.code) == [.missingOneOf])
    }

    @Test func barButtonImagesNeedAnAccessibilityLabel() {
        let image = element("image", [("name", text("plus"))])
        let bad = problems(element("barButtonItem", [("image", .element(image))]))
        #expect(
            bad.map(\.message) == [
                "Bar button image items must have an accessibility label; add <accessibilityLabel> inside <image>"
            ])
        let labelled = element("image", [("name", text("plus")), ("accessibilityLabel", text("Add"))])
        #expect(problems(element("barButtonItem", [("image", .element(labelled))])).isEmpty)
        let both = problems(element("barButtonItem", [("title", text("Go")), ("systemItem", text("done"))]))
        #expect(both.map(\.code) == [.exclusiveParameters])
        #expect(problems(element("barButtonItem", [])).map(\.code) == [.missingOneOf])
    }

    @Test func aTabBarItemNeedsOnlyATitleOrAnImage() {
        #expect(problems(element("tabBarItem", [("title", text("Home"))])).isEmpty)
        #expect(problems(element("tabBarItem", [])).map(\.code) == [.missingOneOf])
    }

    @Test func aTableCellDisclosureMessageDependsOnItsAccessory() {
        let orphan = element("tableCell", [("text", text("Row")), ("detailDisclosureMessage", text("more"))])
        #expect(problems(orphan).map(\.code) == [.dependentParameter])
        let accessory = ("accessoryType", text("detailDisclosureIndicatorButton"))
        let missing = element("tableCell", [("text", text("Row")), accessory])
        #expect(problems(missing).map(\.code) == [.dependentParameter])
    }

    @Test func inputsNeedAnAccessibleName() {
        #expect(problems(element("slider", [])).map(\.severity) == [.error])
        #expect(problems(element("slider", [], name: "volume")).map(\.severity) == [.warning])
        #expect(problems(element("textField", [("placeholder", text("Name"))])).isEmpty)
        let unpaired = element("switch", [("accessibilityLabel", text("On?")), ("onValue", text("1"))])
        #expect(problems(unpaired).map(\.code) == [.unpairedParameter])
    }

    @Test func otherRules() {
        let sheet = element("showActionSheet", [("cancelButtonItem", text("Cancel"))])
        #expect(problems(sheet).map(\.code) == [.tooFewItems])
        #expect(
            problems(element("doesMatchRegularExpression", [("pattern", text("[a-"))])).map(\.code)
                == [.invalidRegularExpression])
        #expect(problems(element("longPressGesture", [])).map(\.code) == [.missingOneOf])
        #expect(problems(element("button", [("title", text("Go"))])).isEmpty)
        #expect(problems(element("segment", [])).map(\.code) == [.missingOneOf])
        #expect(problems(element("imageView", [("imageName", text("logo"))])).isEmpty)
    }
}
