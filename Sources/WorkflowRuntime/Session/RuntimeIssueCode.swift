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
    /// An element whose tag has no run-time behaviour in the session's `RuntimeRegistry`.
    public static let tagWithoutBehaviour = RuntimeIssueCode(rawValue: "WFR0050")
}
