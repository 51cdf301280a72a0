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

    /// Creates limits.
    public init(
        maximumMessageDepth: Int = 64, maximumMessagesPerTurn: Int = 10_000, maximumSchemaNesting: Int = 16,
        maximumLifecycleRounds: Int = 32, maximumIssues: Int = 1000, maximumTemplateCount: Int = 10_000,
        maximumStackDepth: Int = 100
    ) {
        self.maximumMessageDepth = maximumMessageDepth
        self.maximumMessagesPerTurn = maximumMessagesPerTurn
        self.maximumSchemaNesting = maximumSchemaNesting
        self.maximumLifecycleRounds = maximumLifecycleRounds
        self.maximumIssues = maximumIssues
        self.maximumTemplateCount = maximumTemplateCount
        self.maximumStackDepth = maximumStackDepth
    }

    /// The limits used unless others are given.
    public static let `default` = RuntimeLimits()
}
