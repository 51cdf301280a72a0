/// The stable identifier of a run-time guard's issue, such as `WFR0001` for a message loop.
///
/// Each bound of ``RuntimeLimits`` and each refusal of the file loaders has its code, so an
/// application (or a test) can tell them apart without reading messages. docs/SECURITY.md
/// lists them with their limits and defaults.
public struct RuntimeIssueCode: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The code as printed, for example `WFR0001`.
    public let rawValue: String

    /// Creates a code from its printed form.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// Messages sent deeper than `maximumMessageDepth`, or more than `maximumMessagesPerTurn` in one turn.
    public static let messageLoop = RuntimeIssueCode(rawValue: "WFR0001")
    /// Loaded schemas made inside each other more than `maximumSchemaNesting` times.
    public static let schemaNesting = RuntimeIssueCode(rawValue: "WFR0002")
    /// A template that would make more than `maximumTemplateCount` objects.
    public static let templateTooLarge = RuntimeIssueCode(rawValue: "WFR0003")
    /// More than `maximumStackDepth` controllers pushed and presented.
    public static let stackTooDeep = RuntimeIssueCode(rawValue: "WFR0004")
    /// Lifecycle actions that keep changing the screen for `maximumLifecycleRounds` rounds.
    public static let lifecycleLoop = RuntimeIssueCode(rawValue: "WFR0005")
    /// Text longer than `maximumPatternInputLength` given to a regular expression.
    public static let patternInputTooLong = RuntimeIssueCode(rawValue: "WFR0006")
    /// A regular expression that ran longer than `maximumPatternDuration`.
    public static let patternTooSlow = RuntimeIssueCode(rawValue: "WFR0007")
    /// A value to store larger than `maximumStoredValueSize`.
    public static let storedValueTooLarge = RuntimeIssueCode(rawValue: "WFR0008")
    /// A root delegate that did not reply within `replyTimeout`.
    public static let replyTimeout = RuntimeIssueCode(rawValue: "WFR0009")
    /// A file path refused on sight or outside its folder (`loadSchema`, assets, `.strings` tables).
    public static let pathRefused = RuntimeIssueCode(rawValue: "WFR0010")
    /// A file that is missing, unreadable, too large, not UTF-8, or not a valid schema.
    public static let fileNotLoaded = RuntimeIssueCode(rawValue: "WFR0011")
    /// An element whose tag has no run-time behaviour in the session's `RuntimeRegistry`, so it cannot be made.
    public static let tagWithoutBehaviour = RuntimeIssueCode(rawValue: "WFR0012")
    /// An object without a value it needs: an image, a name, a path, a condition, a message, a controller.
    public static let missingValue = RuntimeIssueCode(rawValue: "WFR0013")
    /// A value that cannot be read as what it is for: not a number, date, word or pattern, or out of range.
    public static let invalidValue = RuntimeIssueCode(rawValue: "WFR0014")
    /// A proxied or loaded value of the wrong kind: not the tag's type, not a controller, not a dictionary.
    public static let wrongType = RuntimeIssueCode(rawValue: "WFR0015")
    /// An image name that names no image of the asset folder.
    public static let imageNotFound = RuntimeIssueCode(rawValue: "WFR0016")
    /// A message no action or root delegate took.
    public static let unhandledMessage = RuntimeIssueCode(rawValue: "WFR0017")
    /// No navigation or presented controller for an action that needs one (push, pop, dismiss, replace).
    public static let noController = RuntimeIssueCode(rawValue: "WFR0018")
    /// `updateViews`, `showViews` or `hideViews` that found no view, or a parameter a view cannot change.
    public static let updateFailed = RuntimeIssueCode(rawValue: "WFR0019")
    /// A decision graph that could not start or ended without an outcome its action handles.
    public static let graphFailed = RuntimeIssueCode(rawValue: "WFR0020")
    /// Two proxy candidates of one single-value parameter that both found a value.
    public static let ambiguousProxies = RuntimeIssueCode(rawValue: "WFR0021")
    /// A session's journal could not be replayed (a bad entry, a schema file that changed): it started afresh.
    public static let journalNotReplayed = RuntimeIssueCode(rawValue: "WFR0022")
    /// The application's backend (`wfs serve --delegate`) could not be reached: the message fails.
    public static let delegateUnreachable = RuntimeIssueCode(rawValue: "WFR0023")
    /// The application's backend did not answer by its deadline: the message fails.
    public static let delegateTimeout = RuntimeIssueCode(rawValue: "WFR0024")
    /// The application's backend answered with an HTTP error status: the message fails.
    public static let delegateStatus = RuntimeIssueCode(rawValue: "WFR0025")
    /// The application's backend answered something that is not an answer (not JSON, the wrong shape): the message fails.
    public static let delegateBadAnswer = RuntimeIssueCode(rawValue: "WFR0026")

    /// Every code, in order (each is documented in docs/DIAGNOSTICS.md).
    public static let all: [RuntimeIssueCode] = [
        .messageLoop, .schemaNesting, .templateTooLarge, .stackTooDeep, .lifecycleLoop, .patternInputTooLong,
        .patternTooSlow, .storedValueTooLarge, .replyTimeout, .pathRefused, .fileNotLoaded, .tagWithoutBehaviour,
        .missingValue, .invalidValue, .wrongType, .imageNotFound, .unhandledMessage, .noController, .updateFailed,
        .graphFailed, .ambiguousProxies, .journalNotReplayed, .delegateUnreachable, .delegateTimeout, .delegateStatus,
        .delegateBadAnswer,
    ]
}
