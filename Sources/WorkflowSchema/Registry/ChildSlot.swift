/// How a registered tag is read inside an object tag (ORIGINALS.md 1.3 and 1.4).
enum ChildSlot: Sendable {
    /// A parameter tag named after the child.
    case parameter
    /// An object, whose type defaults to the parameter `fallback` (name and position in the
    /// parent, if the parent has it) when the child's own name is not a parameter.
    case object(fallback: (name: String, position: Int)?)

    init(child: TagDescriptor, parent: TagDescriptor) {
        if let entry = parent.defaults.first(where: { child.type.isSubtype(of: $0.type) }) {
            self = .object(fallback: parent.parameterPosition(named: entry.parameter).map { (entry.parameter, $0) })
        } else {
            self = .parameter
        }
    }
}
