/// Bounds that keep a session working whatever a schema does.
public struct RuntimeLimits: Sendable, Hashable {
    /// How deeply messages may nest (a message whose action sends a message…) before it is a loop.
    public var maximumMessageDepth: Int
    /// How many messages one event (or one reply) may cause in all, nested or not.
    public var maximumMessagesPerTurn: Int
    /// How deeply loaded schemas may be made inside one another (a schema that loads itself).
    public var maximumSchemaNesting: Int
    /// How many lifecycle rounds one change may cause before it is a loop.
    public var maximumLifecycleRounds: Int
    /// How many issues the session keeps for observers.
    public var maximumIssues: Int
    /// How many objects one proxy's template may make.
    public var maximumTemplateCount: Int
    /// How many controllers may be pushed (beyond the roots of navigation stacks) and presented
    /// at once in a whole session, nested navigation controllers included: a schema that pushes
    /// on every appearance would otherwise grow without end.
    public var maximumStackDepth: Int
    /// How long the root delegate may take to reply to a message before it fails, in real time
    /// (on `Session`'s `replyClock`, which a test may move by hand; not on the graphs' clock).
    public var replyTimeout: Duration
    /// The longest text a regular-expression condition reads, in UTF-16 units; longer text fails the condition.
    public var maximumPatternInputLength: Int
    /// How long one regular-expression match may run before the condition fails.
    public var maximumPatternDuration: Duration
    /// The largest value `<storeValue>` keeps, counted in values (each text, number, list and
    /// dictionary entry is one); larger values fail the action and nothing is stored.
    public var maximumStoredValueSize: Int

    /// Creates limits.
    public init(
        maximumMessageDepth: Int = 64, maximumMessagesPerTurn: Int = 10_000, maximumSchemaNesting: Int = 16,
        maximumLifecycleRounds: Int = 32, maximumIssues: Int = 1000, maximumTemplateCount: Int = 10_000,
        maximumStackDepth: Int = 100, replyTimeout: Duration = .seconds(30),
        maximumPatternInputLength: Int = 10_000, maximumPatternDuration: Duration = .milliseconds(100),
        maximumStoredValueSize: Int = 100_000
    ) {
        self.maximumMessageDepth = maximumMessageDepth
        self.maximumMessagesPerTurn = maximumMessagesPerTurn
        self.maximumSchemaNesting = maximumSchemaNesting
        self.maximumLifecycleRounds = maximumLifecycleRounds
        self.maximumIssues = maximumIssues
        self.maximumTemplateCount = maximumTemplateCount
        self.maximumStackDepth = maximumStackDepth
        self.replyTimeout = replyTimeout
        self.maximumPatternInputLength = maximumPatternInputLength
        self.maximumPatternDuration = maximumPatternDuration
        self.maximumStoredValueSize = maximumStoredValueSize
    }

    /// The limits used unless others are given.
    public static let `default` = RuntimeLimits()
}
