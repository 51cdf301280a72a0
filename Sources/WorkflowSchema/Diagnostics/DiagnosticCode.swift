/// The stable identifier of a kind of diagnostic, such as `WFS0102`.
///
/// Codes never change meaning once published. Every code is documented with an example in
/// `docs/DIAGNOSTICS.md`; ``all`` lists the codes this library can produce.
public struct DiagnosticCode: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The code as printed, for example `WFS0102`.
    public let rawValue: String
    /// A short name for the kind of problem, for example `mismatched-end-tag`.
    public let title: String

    /// Creates a code; applications that add their own rules should use a prefix other than `WFS`.
    public init(_ rawValue: String, title: String) {
        self.rawValue = rawValue
        self.title = title
    }

    public var description: String { rawValue }

    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue == rhs.rawValue }
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    public init(from decoder: any Decoder) throws {
        let raw = try decoder.singleValueContainer().decode(String.self)
        self = DiagnosticCode.all.first { $0.rawValue == raw } ?? DiagnosticCode(raw, title: raw)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

extension DiagnosticCode {
    // MARK: XML well-formedness (WFS01xx)

    /// The bytes are not valid UTF-8, or use a character XML forbids.
    public static let invalidCharacter = DiagnosticCode("WFS0100", title: "invalid-character")
    /// The document ends while elements are still open, or inside a tag, comment or CDATA section.
    public static let unexpectedEndOfFile = DiagnosticCode("WFS0101", title: "unexpected-end-of-file")
    /// An end tag does not match the element that is open.
    public static let mismatchedEndTag = DiagnosticCode("WFS0102", title: "mismatched-end-tag")
    /// An end tag closes nothing.
    public static let unexpectedEndTag = DiagnosticCode("WFS0103", title: "unexpected-end-tag")
    /// Elements or text follow the root element.
    public static let contentAfterRoot = DiagnosticCode("WFS0104", title: "content-after-root")
    /// The document has no root element.
    public static let missingRoot = DiagnosticCode("WFS0105", title: "missing-root")
    /// A tag is malformed: a bad name, or a missing `>`.
    public static let malformedTag = DiagnosticCode("WFS0106", title: "malformed-tag")
    /// An attribute is malformed: no `=`, no quotes, or `<` in its value.
    public static let malformedAttribute = DiagnosticCode("WFS0107", title: "malformed-attribute")
    /// An element has the same attribute twice.
    public static let duplicateAttribute = DiagnosticCode("WFS0108", title: "duplicate-attribute")
    /// An `&…;` reference is unknown or malformed.
    public static let invalidReference = DiagnosticCode("WFS0109", title: "invalid-reference")
    /// The document declares a DOCTYPE or entities, which are refused for safety.
    public static let doctypeNotAllowed = DiagnosticCode("WFS0110", title: "doctype-not-allowed")
    /// The XML declaration names an encoding other than UTF-8, or the bytes are UTF-16/32.
    public static let unsupportedEncoding = DiagnosticCode("WFS0111", title: "unsupported-encoding")
    /// Text appears before the root element.
    public static let contentBeforeRoot = DiagnosticCode("WFS0112", title: "content-before-root")

    /// A document in the JSON form that is not well-formed JSON.
    public static let invalidJSON = DiagnosticCode("WFS0113", title: "invalid-json")

    /// Well-formed JSON that does not follow the JSON form of schemas (see docs/JSON.md).
    public static let invalidJSONForm = DiagnosticCode("WFS0114", title: "invalid-json-form")

    // MARK: Limits (WFS015x)

    /// The document is larger than the size limit.
    public static let documentTooLarge = DiagnosticCode("WFS0150", title: "document-too-large")
    /// Elements are nested deeper than the depth limit.
    public static let nestingTooDeep = DiagnosticCode("WFS0151", title: "nesting-too-deep")
    /// The document has more elements than the element limit.
    public static let tooManyElements = DiagnosticCode("WFS0152", title: "too-many-elements")
    /// An element has more attributes than the attribute limit.
    public static let tooManyAttributes = DiagnosticCode("WFS0153", title: "too-many-attributes")
    /// An attribute value is longer than the attribute length limit.
    public static let attributeTooLong = DiagnosticCode("WFS0154", title: "attribute-too-long")
    /// A text run is longer than the text length limit.
    public static let textTooLong = DiagnosticCode("WFS0155", title: "text-too-long")
    /// So many problems were found that reporting stopped.
    public static let tooManyProblems = DiagnosticCode("WFS0156", title: "too-many-problems")

    // MARK: Schema structure (WFS02xx)

    /// A tag is not registered where only registered tags are allowed (the document's object).
    public static let unknownTag = DiagnosticCode("WFS0200", title: "unknown-tag")
    /// A parameter tag names no parameter of its object.
    public static let unknownParameter = DiagnosticCode("WFS0201", title: "unknown-parameter")
    /// A parameter's value has a type the parameter does not accept.
    public static let parameterTypeMismatch = DiagnosticCode("WFS0202", title: "parameter-type-mismatch")
    /// Text appears directly inside an object that takes no text.
    public static let unexpectedText = DiagnosticCode("WFS0203", title: "unexpected-text")
    /// An object tag appears inside an object that has no parameter for it.
    public static let unexpectedObject = DiagnosticCode("WFS0204", title: "unexpected-object")
    /// A value is not one of the allowed values of an enumerated parameter.
    public static let invalidEnumerationValue = DiagnosticCode("WFS0205", title: "invalid-enumeration-value")
    /// A flag is not one of the allowed flags of a bitmask parameter.
    public static let invalidBitmaskValue = DiagnosticCode("WFS0206", title: "invalid-bitmask-value")
    /// A parameter that takes one value is given a second one.
    public static let reassignedParameter = DiagnosticCode("WFS0207", title: "reassigned-parameter")
    /// A mandatory parameter is missing.
    public static let missingMandatoryParameter = DiagnosticCode("WFS0208", title: "missing-mandatory-parameter")
    /// A parameter tag is nested directly inside another parameter tag.
    public static let nestedParameter = DiagnosticCode("WFS0209", title: "nested-parameter")
    /// An abstract tag (`object`, `view`, `viewController`) is used without `keyPath`.
    public static let abstractTagWithoutKeyPath = DiagnosticCode("WFS0210", title: "abstract-tag-without-key-path")
    /// The root element does not contain exactly one object.
    public static let rootObjectCount = DiagnosticCode("WFS0211", title: "root-object-count")
    /// The document's object is not a controller.
    public static let rootObjectNotController = DiagnosticCode("WFS0212", title: "root-object-not-controller")
    /// The root `lang` attribute is not a locale identifier.
    public static let invalidLocale = DiagnosticCode("WFS0213", title: "invalid-locale")
    /// An attribute has no meaning on this element and is ignored.
    public static let unknownAttribute = DiagnosticCode("WFS0214", title: "unknown-attribute")
    /// A proxy or conditional element contains something other than its structural children.
    public static let invalidStructuralContent = DiagnosticCode("WFS0215", title: "invalid-structural-content")
    /// A conditional element has no condition.
    public static let missingCondition = DiagnosticCode("WFS0216", title: "missing-condition")
    /// A number parameter's text is not a number.
    public static let invalidNumber = DiagnosticCode("WFS0217", title: "invalid-number")
    /// A boolean parameter's text is not a recognised boolean.
    public static let invalidBoolean = DiagnosticCode("WFS0218", title: "invalid-boolean")
    /// The root element is not named `workflow`.
    public static let unexpectedRootName = DiagnosticCode("WFS0219", title: "unexpected-root-name")
    /// `valueName` is set on an element that is not a proxy with a template.
    public static let misplacedValueName = DiagnosticCode("WFS0220", title: "misplaced-value-name")
    /// An element whose tag the loader knows but the runtime cannot run: it has no class or
    /// value maker in the host's `RuntimeRegistry`.
    public static let tagWithoutBehaviour = DiagnosticCode("WFS0221", title: "tag-without-behaviour")

    // MARK: Per-tag rules (WFS03xx)

    /// An object needs at least one of several parameters.
    public static let missingOneOf = DiagnosticCode("WFS0301", title: "missing-one-of")
    /// An object has more than one of several mutually exclusive parameters.
    public static let exclusiveParameters = DiagnosticCode("WFS0302", title: "exclusive-parameters")
    /// An object has one of two parameters that must come together.
    public static let unpairedParameter = DiagnosticCode("WFS0303", title: "unpaired-parameter")
    /// An object has too few items (for example an action sheet with one button).
    public static let tooFewItems = DiagnosticCode("WFS0304", title: "too-few-items")
    /// A parameter is given where another parameter's value forbids it, or missing where it requires it.
    public static let dependentParameter = DiagnosticCode("WFS0305", title: "dependent-parameter")
    /// A control has no accessible name, so assistive technologies cannot announce it.
    public static let missingAccessibleName = DiagnosticCode("WFS0306", title: "missing-accessible-name")
    /// A regular expression does not compile.
    public static let invalidRegularExpression = DiagnosticCode("WFS0307", title: "invalid-regular-expression")

    // MARK: Decision graphs (WFS04xx)

    /// A graph names a node that it does not have (a link, `start` or an outcome's `node`).
    public static let unknownGraphNode = DiagnosticCode("WFS0400", title: "unknown-graph-node")
    /// A node, branch or outcome of a graph has no name, or shares its name with another.
    public static let invalidGraphName = DiagnosticCode("WFS0401", title: "invalid-graph-name")
    /// No path from the start of a graph reaches a node.
    public static let unreachableGraphNode = DiagnosticCode("WFS0402", title: "unreachable-graph-node")
    /// A graph, or a part of it, can only loop: no path reaches an end other than a failure.
    public static let graphNeverFinishes = DiagnosticCode("WFS0403", title: "graph-never-finishes")
    /// An outcome names a result its node cannot produce, or an end that is not one.
    public static let impossibleOutcome = DiagnosticCode("WFS0404", title: "impossible-outcome")
    /// A run can end on a node with a result that no outcome names.
    public static let unmappedGraphEnd = DiagnosticCode("WFS0405", title: "unmapped-graph-end")
    /// A child action of `runGraph` is named after no outcome, so it never runs.
    public static let unknownOutcomeAction = DiagnosticCode("WFS0406", title: "unknown-outcome-action")
    /// A number of a `workItem` (timeout, attempts, delays, rate) is outside its range.
    public static let invalidWorkItemSetting = DiagnosticCode("WFS0407", title: "invalid-work-item-setting")
    /// Nodes of different kinds ask with the same message, so one answer cannot suit both.
    public static let conflictingNodeMessage = DiagnosticCode("WFS0408", title: "conflicting-node-message")

    // MARK: Whole-schema checks (WFS05xx)

    /// A message from a view, gesture, bar button or alert button that its controller has no action for.
    public static let unhandledMessage = DiagnosticCode("WFS0500", title: "unhandled-message")

    /// An action after an action without a name in the same list, which takes everything first.
    public static let shadowedAction = DiagnosticCode("WFS0501", title: "shadowed-action")

    /// A message to a descendant whose name no controller of the schema has.
    public static let unknownDescendant = DiagnosticCode("WFS0502", title: "unknown-descendant")

    /// A view name in showViews, hideViews or updateViews that no view of the schema has.
    public static let unknownViewName = DiagnosticCode("WFS0503", title: "unknown-view-name")

    /// A loadSchema path that the built-in file loader refuses or that names no file.
    public static let unloadableFile = DiagnosticCode("WFS0504", title: "unloadable-file")

    /// Files that load one another as soon as they appear, without end.
    public static let loadingCycle = DiagnosticCode("WFS0505", title: "loading-cycle")

    /// A controller's action that nothing in the schema makes it perform.
    public static let unreachableAction = DiagnosticCode("WFS0506", title: "unreachable-action")

    /// A keyPath proxy whose key no stored value, form input or runtime answer of the flow provides.
    public static let unprovidedKey = DiagnosticCode("WFS0507", title: "unprovided-key")

    // MARK: Files (WFS09xx)

    /// A file could not be read.
    public static let unreadableFile = DiagnosticCode("WFS0900", title: "unreadable-file")

    /// Every code this library can produce, in order.
    public static let all: [DiagnosticCode] = [
        .invalidCharacter, .unexpectedEndOfFile, .mismatchedEndTag, .unexpectedEndTag, .contentAfterRoot,
        .missingRoot, .malformedTag, .malformedAttribute, .duplicateAttribute, .invalidReference,
        .doctypeNotAllowed, .unsupportedEncoding, .contentBeforeRoot, .invalidJSON, .invalidJSONForm,
        .documentTooLarge, .nestingTooDeep, .tooManyElements, .tooManyAttributes, .attributeTooLong,
        .textTooLong, .tooManyProblems,
        .unknownTag, .unknownParameter, .parameterTypeMismatch, .unexpectedText, .unexpectedObject,
        .invalidEnumerationValue, .invalidBitmaskValue, .reassignedParameter, .missingMandatoryParameter,
        .nestedParameter, .abstractTagWithoutKeyPath, .rootObjectCount, .rootObjectNotController,
        .invalidLocale, .unknownAttribute, .invalidStructuralContent, .missingCondition, .invalidNumber,
        .invalidBoolean, .unexpectedRootName, .misplacedValueName,
        .missingOneOf, .exclusiveParameters, .unpairedParameter, .tooFewItems, .dependentParameter,
        .missingAccessibleName, .invalidRegularExpression,
        .unknownGraphNode, .invalidGraphName, .unreachableGraphNode, .graphNeverFinishes, .impossibleOutcome,
        .unmappedGraphEnd, .unknownOutcomeAction, .invalidWorkItemSetting, .conflictingNodeMessage,
        .unhandledMessage, .shadowedAction, .unknownDescendant, .unknownViewName, .unloadableFile, .loadingCycle,
        .unreachableAction, .unprovidedKey,
        .unreadableFile,
    ]
}
