extension SchemaType {
    // One type per condition tag; the four numeric comparisons share `comparisonCondition`.
    fileprivate static let not = SchemaType("not", parent: .condition)
    fileprivate static let isLessThan = SchemaType("isLessThan", parent: .comparisonCondition)
    fileprivate static let isLessThanOrEqualTo = SchemaType("isLessThanOrEqualTo", parent: .comparisonCondition)
    fileprivate static let isGreaterThanOrEqualTo = SchemaType("isGreaterThanOrEqualTo", parent: .comparisonCondition)
    fileprivate static let isGreaterThan = SchemaType("isGreaterThan", parent: .comparisonCondition)
    fileprivate static let isEqual = SchemaType("isEqual", parent: .condition)
    fileprivate static let multipleConditions = SchemaType("multipleConditions", parent: .condition)
    fileprivate static let isPresent = SchemaType("isPresent", parent: .condition)
    fileprivate static let doesMatchRegularExpression = SchemaType("doesMatchRegularExpression", parent: .condition)
    fileprivate static let isTrue = SchemaType("isTrue", parent: .condition)
}

extension StandardTags {
    /// Tags #52–61: conditions, which test their `value` (or a form input's value).
    static let conditions: [TagDescriptor] = [
        condition(
            "not", .not, "True when its inner condition is false.",
            [.one("condition", .condition)], defaults: [DefaultParameter(.condition, "condition")]),
        comparison("isLessThan", .isLessThan, "True when the value is numerically less than another value."),
        comparison(
            "isLessThanOrEqualTo", .isLessThanOrEqualTo,
            "True when the value is numerically less than or equal to another value."),
        comparison(
            "isGreaterThanOrEqualTo", .isGreaterThanOrEqualTo,
            "True when the value is numerically greater than or equal to another value."),
        comparison("isGreaterThan", .isGreaterThan, "True when the value is numerically greater than another value."),
        comparison("isEqual", .isEqual, "True when the value equals another value, or both are absent."),
        condition(
            "multipleConditions", .multipleConditions, "True when all, any or none of its conditions are true.",
            [.list("conditions", .condition).mandatory, .enumeration("requirement", ["all", "any", "none"])],
            defaults: [DefaultParameter(.condition, "conditions")]),
        condition(
            "isPresent", .isPresent, "True when the value exists and, for text, is not blank.",
            defaults: [DefaultParameter(.object, "value")]),
        condition(
            "doesMatchRegularExpression", .doesMatchRegularExpression,
            "True when the value's text contains a match of a case-insensitive regular expression.",
            [.string("pattern").mandatory], defaults: [DefaultParameter(.string, "pattern")],
            rules: [ValidRegularExpression("pattern")]),
        condition(
            "isTrue", .isTrue, "True when the value is a true boolean, or any other non-null value.",
            defaults: [DefaultParameter(.object, "value")]),
    ]

    /// A condition tag: the Condition group (`failureMessage`, `value`) plus its own parameters.
    private static func condition(
        _ name: String, _ type: SchemaType, _ summary: String, _ parameters: [ParameterDescriptor] = [],
        defaults: [DefaultParameter], rules: [any TagRule] = []
    ) -> TagDescriptor {
        TagDescriptor(
            name, kind: .condition, type: type, summary: summary,
            parameters: ParameterGroups.condition + parameters, defaults: defaults, rules: rules)
    }

    /// A condition that compares its value with a mandatory `otherValue`.
    private static func comparison(_ name: String, _ type: SchemaType, _ summary: String) -> TagDescriptor {
        condition(
            name, type, summary, [.one("otherValue", .object).lazy.mandatory],
            defaults: [DefaultParameter(.object, "otherValue")])
    }
}
