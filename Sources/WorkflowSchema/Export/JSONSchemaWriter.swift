/// Writes a JSON Schema (draft 2020-12) of a tag registry's vocabulary for the JSON form of
/// schemas (docs/JSON.md), for editors that complete and check JSON as it is typed
/// (`wfs schema --json-schema`).
///
/// Like the XSD (``XSDWriter``), it is exact about names (tags, parameters, attributes) and
/// permissive where the language is: any tag may stand for a default parameter, and values
/// are text or objects. Enumeration words are offered for completion; which values and tags a
/// parameter accepts is left to `wfs validate`.
public struct JSONSchemaWriter: Sendable {
    /// The tags to describe, with an application's own.
    public var registry: TagRegistry

    /// Creates a writer.
    public init(registry: TagRegistry = .standard) {
        self.registry = registry
    }

    /// The attributes every tag takes, with what they do.
    static let attributes: [(name: String, summary: String)] = [
        ("name", "The action, input, view or descendant name."),
        ("class", "Style class names, separated by spaces."),
        ("keyPath", "Makes the tag a proxy: its value is read from the context's userInfo at this key path."),
        ("valueName", "With keyPath and template: the key each element of the value is given."),
        ("conditional", "YES makes the tag a conditional: a condition chooses successValue or failureValue."),
    ]

    /// An ordered JSON value.
    fileprivate indirect enum Value {
        case object([(String, Value)])
        case array([Value])
        case string(String)
        case integer(Int)
        case bool(Bool)
    }

    private static func ref(_ name: String) -> Value { .object([("$ref", .string("#/$defs/" + name))]) }

    private static func strings(_ names: [String]) -> Value { .array(names.map { Value.string($0) }) }

    /// The JSON Schema document.
    ///
    /// Each element's value is one schema (`tag.T`): `type` admits all four shapes, `items`
    /// applies to arrays and the keys (`tag.T.keys`) to objects, so no `anyOf` has to try them
    /// in turn. The keys are checked with `propertyNames` and described through `allOf` of
    /// shared definitions (every tag, the structural tags, the attributes), which keeps the
    /// document small and validators fast.
    public func write() -> String {
        let tags = registry.descriptors.map(\.name)
        let tagNames = Set(tags)
        let structural = XSDWriter.structuralElements.filter { !tagNames.contains($0) }
        let attributeNames = Self.attributes.map { "@" + $0.name }
        var definitions: [(String, Value)] = [
            ("text", .object([("type", Self.strings(["string", "number", "boolean"]))])),
            (
                "attributes",
                .object([
                    (
                        "properties",
                        .object(
                            Self.attributes.map {
                                (
                                    "@" + $0.name,
                                    .object([("$ref", .string("#/$defs/text")), ("description", .string($0.summary))])
                                )
                            })
                    )
                ])
            ),
            ("tags", .object([("properties", .object(tags.map { ($0, Self.ref("tag." + $0)) }))])),
            ("structural", .object([("properties", .object(structural.map { ($0, Self.ref("content")) }))])),
            ("content", Self.value(description: "A parameter's value: text, null, or objects.", keys: "content")),
            (
                "content.keys",
                Self.keys(
                    parts: ["tags", "structural"], properties: [("#", Self.content(items: "content.item"))],
                    names: tags + structural + ["#"])
            ),
            ("content.item", Self.item(keys: "content.keys")),
            (
                "workflow",
                .object([
                    ("description", .string("A schema document: one object, normally a controller.")),
                    ("type", Self.strings(["null", "array", "object"])), ("items", Self.ref("content.item")),
                    ("$ref", .string("#/$defs/workflow.keys")),
                ])
            ),
            (
                "workflow.keys",
                Self.keys(parts: ["tags"], properties: [("@lang", Self.ref("text"))], names: tags + ["@lang"])
            ),
        ]
        for descriptor in registry.descriptors {
            definitions += definitionsOf(
                descriptor, tagNames: tagNames, structural: structural, attributes: attributeNames)
        }
        let document: Value = .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("$id", .string("urn:workflowschema:json-form:\(XSDWriter.formatVersion)")),
            ("title", .string("WorkflowSchema document, JSON form (format \(XSDWriter.formatVersion))")),
            (
                "description",
                .string(
                    "The WorkflowSchema vocabulary: \(tags.count) tags. Generated by `wfs schema --json-schema`; "
                        + "regenerate it after registering tags.")
            ),
            ("type", .string("object")),
            (
                "properties",
                .object([("$schema", .object([("type", .string("string"))])), ("workflow", Self.ref("workflow"))])
            ),
            ("required", Self.strings(["workflow"])),
            ("additionalProperties", .bool(false)),
            ("$defs", .object(definitions)),
        ])
        return Self.render(document, depth: 0) + "\n"
    }

    /// An element's value: text, null, an array of `keys.item` or an object of `keys.keys`.
    private static func value(description: String, keys name: String) -> Value {
        .object([
            ("description", .string(description)),
            ("type", strings(["string", "number", "boolean", "null", "array", "object"])),
            ("items", ref(name + ".item")), ("$ref", .string("#/$defs/" + name + ".keys")),
        ])
    }

    /// The keys of an object: described by `parts` and `properties`, limited to `names`.
    private static func keys(parts: [String], properties: [(String, Value)], names: [String]) -> Value {
        .object([
            ("allOf", .array(parts.map(ref))), ("properties", .object(properties)),
            ("propertyNames", .object([("enum", strings(names))])),
        ])
    }

    /// The content under `#`: text, null, or an array of `items`.
    private static func content(items: String) -> Value {
        .object([
            ("description", .string("The content, when attributes stand beside repeated tags or text.")),
            ("type", strings(["string", "number", "boolean", "null", "array"])), ("items", ref(items)),
        ])
    }

    /// One item of a children array: text, or an object with one of the keys of `keys`.
    private static func item(keys: String) -> Value {
        .object([
            ("type", strings(["string", "number", "boolean", "object"])), ("minProperties", .integer(1)),
            ("maxProperties", .integer(1)), ("$ref", .string("#/$defs/" + keys)),
        ])
    }

    /// The definitions of one tag: its value, its keys (its parameters, every tag, the structural
    /// tags, the attributes and `#`) and an item of its children array.
    private func definitionsOf(
        _ descriptor: TagDescriptor, tagNames: Set<String>, structural: [String], attributes: [String]
    ) -> [(String, Value)] {
        let name = "tag." + descriptor.name
        // A parameter named like a tag is that tag's key, described once under `tags`.
        var declared = tagNames
        var parameters: [(String, Value)] = []
        for parameter in descriptor.parameters where declared.insert(parameter.name).inserted {
            var schema: [(String, Value)] = []
            if !parameter.summary.isEmpty { schema.append(("description", .string(parameter.summary))) }
            if let words = parameter.format.allowedWords, !words.isEmpty {
                schema.append(("anyOf", .array([.object([("enum", Self.strings(words))]), Self.ref("content")])))
            } else {
                schema.append(("$ref", .string("#/$defs/content")))
            }
            parameters.append((parameter.name, .object(schema)))
        }
        let names = parameters.map(\.0) + registry.descriptors.map(\.name) + structural + attributes + ["#"]
        let keys = Self.keys(
            parts: ["tags", "structural", "attributes"],
            properties: parameters + [("#", Self.content(items: name + ".item"))], names: names)
        return [
            (name, Self.value(description: descriptor.summary, keys: name)), (name + ".keys", keys),
            (name + ".item", Self.item(keys: name + ".keys")),
        ]
    }

    private static func render(_ value: Value, depth: Int) -> String {
        let margin = String(repeating: "  ", count: depth)
        let inner = margin + "  "
        switch value {
        case .object(let members) where members.isEmpty: return "{}"
        case .object(let members) where members.count == 1 && members[0].1.isScalar:
            return "{" + JSONFormWriter.quoted(members[0].0) + ": " + render(members[0].1, depth: 0) + "}"
        case .object(let members):
            let lines = members.map { inner + JSONFormWriter.quoted($0.0) + ": " + render($0.1, depth: depth + 1) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + margin + "}"
        case .array(let items):
            if items.allSatisfy({ if case .string = $0 { true } else { false } }) {
                return "[" + items.map { render($0, depth: 0) }.joined(separator: ", ") + "]"
            }
            return "[\n" + items.map { inner + render($0, depth: depth + 1) }.joined(separator: ",\n") + "\n" + margin
                + "]"
        case .string(let text): return JSONFormWriter.quoted(text)
        case .integer(let number): return String(number)
        case .bool(let flag): return flag ? "true" : "false"
        }
    }
}

extension JSONSchemaWriter.Value {
    /// Whether the value is written on one line without nesting.
    fileprivate var isScalar: Bool {
        switch self {
        case .string, .integer, .bool: true
        case .object, .array: false
        }
    }
}
