import WorkflowSchema

/// Where an element is written: its schema file, its tag and its range in the text.
public struct SchemaPlace: Sendable, Hashable {
    /// The schema file, as the session names it (the path it was loaded from), when known.
    public var source: String?
    /// The element's tag, such as `sendMessage`.
    public var tag: String
    /// Where the element is written in its file.
    public var range: SourceRange

    /// Creates a place.
    public init(source: String?, tag: String, range: SourceRange) {
        self.source = source
        self.tag = tag
        self.range = range
    }
}
