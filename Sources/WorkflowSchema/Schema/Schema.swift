/// A loaded schema document: its root element and the single object inside it.
public struct Schema: Sendable, Hashable {
    /// The root element's tag, normally `workflow`.
    public var rootTag: String
    /// The locale identifier of the root `lang` attribute, if any.
    public var language: String?
    /// The document's object, normally a controller; nil only in a schema that has errors.
    public var object: SchemaElement?

    /// Creates a schema.
    public init(rootTag: String = "workflow", language: String? = nil, object: SchemaElement?) {
        self.rootTag = rootTag
        self.language = language
        self.object = object
    }
}
