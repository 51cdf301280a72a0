/// Writes a document in the JSON form of schemas (`wfs convert --to json`, `wfs format` on a
/// JSON file), in the shortest shape the form allows for each element. See docs/JSON.md.
///
/// Reading the output back gives the same elements, attributes and text in the same order.
/// XML comments have no place in JSON and are dropped.
public struct JSONFormWriter: Sendable {
    /// The indentation of one level.
    public var indentation = "  "
    /// A value whose one-line form fits in this many characters (indentation included) stays on one line.
    public var lineWidth = 100

    /// Creates a writer.
    public init() {}

    /// A JSON value before layout.
    private indirect enum Value {
        case object([(key: String, value: Value)])
        case array([Value])
        case string(String)
        case null
    }

    /// The JSON text of a document whose root is `root`, with a `"$schema"` key first when
    /// `schemaReference` names the JSON Schema for editors.
    public func write(_ root: MarkupElement, schemaReference: String? = nil) -> String {
        let reference = schemaReference.map { [("$schema", Value.string($0))] } ?? []
        return render(.object(reference + [(root.name, value(of: root))]), depth: 0, prefix: "") + "\n"
    }

    /// The value of an element's key, in the first shape that holds all of it: null, text,
    /// an object of attributes and uniquely named children, an array, or an object with `#`.
    private func value(of element: MarkupElement) -> Value {
        let attributes = element.attributes.map { ("@" + $0.name, Value.string($0.value)) }
        var childNames = Set<String>()
        let childrenAreKeys = element.children.allSatisfy { child in
            guard case .element(let inner) = child else { return false }
            return childNames.insert(inner.name).inserted && inner.name != "#" && !inner.name.hasPrefix("@")
        }
        if attributes.isEmpty, element.children.isEmpty { return .null }
        if attributes.isEmpty, element.children.count == 1, case .text(let text) = element.children[0] {
            return .string(text.value)
        }
        if childrenAreKeys {
            let children = element.children.compactMap { child -> (String, Value)? in
                guard case .element(let inner) = child else { return nil }
                return (inner.name, value(of: inner))
            }
            return .object(attributes + children)
        }
        let content: Value
        if element.children.count == 1, case .text(let text) = element.children[0] {
            content = .string(text.value)
        } else {
            content = .array(element.children.map(item))
        }
        return attributes.isEmpty ? content : .object(attributes + [("#", content)])
    }

    private func item(_ node: MarkupNode) -> Value {
        switch node {
        case .element(let inner): .object([(inner.name, value(of: inner))])
        case .text(let text): .string(text.value)
        }
    }

    /// The value on one line when it fits after `prefix` at `depth`, else over several lines.
    private func render(_ value: Value, depth: Int, prefix: String) -> String {
        let flat = compact(value)
        let margin = String(repeating: indentation, count: depth)
        if margin.count + prefix.count + flat.count <= lineWidth { return flat }
        let inner = String(repeating: indentation, count: depth + 1)
        switch value {
        case .object(let members):
            let lines = members.map { member in
                let key = JSONText.quoted(member.key) + ": "
                return inner + key + render(member.value, depth: depth + 1, prefix: key)
            }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + margin + "}"
        case .array(let items):
            let lines = items.map { inner + render($0, depth: depth + 1, prefix: "") }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + margin + "]"
        case .string, .null:
            return flat
        }
    }

    private func compact(_ value: Value) -> String {
        switch value {
        case .object(let members):
            "{" + members.map { JSONText.quoted($0.key) + ": " + compact($0.value) }.joined(separator: ", ") + "}"
        case .array(let items): "[" + items.map(compact).joined(separator: ", ") + "]"
        case .string(let text): JSONText.quoted(text)
        case .null: "null"
        }
    }
}
