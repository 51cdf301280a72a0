/// A loaded schema document: its root element and the single object inside it.
public struct Schema: Sendable, Hashable {
    /// The root element's tag, normally `workflow`.
    public var rootTag: String
    /// The locale identifier of the root `lang` attribute, if any.
    public var language: String?
    /// The document's object, normally a controller; nil only in a schema that has errors.
    public var object: SchemaElement?
    /// Where the schema was read from (a file path), for messages about it; nil for text and bytes.
    public var source: String?
    /// The ``ContentDigest`` of the text it was loaded from, when a ``SchemaWorkspace`` loaded it
    /// from a file: which version of the file this is, without reading the file again. It names
    /// that text; changing `object` or `source` afterwards does not change it.
    public var contentDigest: String?

    /// Creates a schema.
    public init(rootTag: String = "workflow", language: String? = nil, object: SchemaElement?, source: String? = nil) {
        self.rootTag = rootTag
        self.language = language
        self.object = object
        self.source = source
    }

    /// Schemas are equal when they mean the same; where they were read from and its digest are not compared.
    public static func == (lhs: Schema, rhs: Schema) -> Bool {
        lhs.rootTag == rhs.rootTag && lhs.language == rhs.language && lhs.object == rhs.object
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rootTag)
        hasher.combine(language)
        hasher.combine(object)
    }
}
