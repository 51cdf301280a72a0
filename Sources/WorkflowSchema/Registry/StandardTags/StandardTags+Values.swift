extension StandardTags {
    /// Tags #1–10: the abstract proxy tags, the value tags and `<message>`.
    static let values: [TagDescriptor] = [
        TagDescriptor(
            "object", kind: .abstract, type: .object,
            summary: "Any value read from the context by key path; usable only with keyPath."),
        TagDescriptor(
            "view", kind: .abstract, type: .view,
            summary: "Any view read from the context by key path; usable only with keyPath."),
        TagDescriptor(
            "viewController", kind: .abstract, type: .controller,
            summary: "Any controller read from the context by key path; usable only with keyPath."),
        TagDescriptor(
            "string", kind: .value, type: .string,
            summary: "Text, either literal or looked up by key in a localisation table.",
            parameters: [.string("key"), .string("value"), .string("table")],
            defaults: [DefaultParameter(.string, "value")],
            rules: [
                RequireOneOf(["key", "value"], "Strings must specify a key or a value"),
                RequiresCompanion(
                    "table", requires: "key", "Strings may only specify a table if they also specify a key"),
            ]),
        TagDescriptor(
            "number", kind: .value, type: .number,
            summary: "A decimal number, parsed with the schema's locale.",
            parameters: [ParameterDescriptor("value", accepts: [.string, .number], format: .number).mandatory],
            defaults: [DefaultParameter(.object, "value")]),
        TagDescriptor(
            "bool", kind: .value, type: .number,
            summary: "A boolean such as YES or NO.",
            parameters: [ParameterDescriptor("value", accepts: [.string, .number], format: .boolean).mandatory],
            defaults: [DefaultParameter(.object, "value")]),
        TagDescriptor(
            "image", kind: .value, type: .image,
            summary: "An image looked up by name in the asset provider.",
            parameters: ParameterGroups.accessibility + [.string("name").mandatory],
            defaults: [DefaultParameter(.string, "name")]),
        TagDescriptor(
            "date", kind: .value, type: .date,
            summary: "A date from seconds since 1970, or from text with an optional format.",
            parameters: [
                ParameterDescriptor("value", accepts: [.date, .number, .string]).mandatory,
                .string("format"),
            ],
            defaults: [DefaultParameter(.string, "value")]),
        TagDescriptor(
            "null", kind: .value, type: .null,
            summary: "The null value; a proxy that resolves to null counts as absent."),
        TagDescriptor(
            "message", kind: .message, type: .message,
            summary: "A named message sent to a delegate, the root delegate, self or a named descendant.",
            parameters: [
                .string("name").mandatory,
                .enumeration("destinationType", ["delegate", "rootDelegate", "self", "descendant"]),
                .string("destinationName"),
            ],
            defaults: [DefaultParameter(.string, "name")]),
    ]
}
