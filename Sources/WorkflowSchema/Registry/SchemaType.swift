/// The type of value a tag produces, in a single-inheritance lattice rooted at ``object``.
///
/// Types decide two things: whether a registered tag inside an object is itself an object
/// (its type is a subtype of one of the parent's default-parameter types) and whether a
/// parameter accepts a value.
public struct SchemaType: Hashable, Sendable, CustomStringConvertible {
    /// The names of this type and all its ancestors, nearest first.
    public let lineage: [String]

    /// The type's name, unique in a registry (for example `view` or `button`).
    public var name: String { lineage[0] }

    /// Creates a type below `parent` (or a new root when `parent` is nil).
    public init(_ name: String, parent: SchemaType?) {
        self.lineage = [name] + (parent?.lineage ?? [])
    }

    /// The direct parent type, if any, by name.
    public var parentName: String? { lineage.count > 1 ? lineage[1] : nil }

    /// Whether this type is `other` or descends from it.
    public func isSubtype(of other: SchemaType) -> Bool {
        lineage.contains(other.name)
    }

    public var description: String { name }
}
