/// The `userInfo` keys a schema puts into its contexts, which `keyPath` proxies can read.
///
/// A key is provided by a stored value (`<storeValue>`'s `name`), a form input's `name` (the
/// form's values), or a tag the runtime answers with known keys: `loadSchema` (`schema`, `path`,
/// `error`), `runGraph` (`outcome`, `error`), a form (`failureMessage`) and a search bar (`text`,
/// `scope`), and an application's tag with the `providedKeys` of its descriptor. Replies of a
/// root delegate may bring any key; they are not counted here.
enum ProvidedKeys {
    /// The keys the runtime adds when a schema holds one of these tags.
    static let keysOfTags: [String: [String]] = [
        "loadSchema": ["schema", "path", "error"],
        "runGraph": ["outcome", "error"],
        "form": ["failureMessage"],
        "searchBar": ["text", "scope"],
    ]

    /// Every key `schema` provides, or nil when one cannot be known: a `<storeValue>` whose name
    /// is a proxy, or that is a proxy or a conditional itself.
    static func knownKeys(in schema: Schema, registry: TagRegistry = .standard) -> Set<String>? {
        guard let root = schema.object else { return [] }
        var keys = Set<String>()
        var isKnown = true
        SchemaTreeWalk(root: root).forEach { visit in
            let element = visit.element
            keys.formUnion(keysOfTags[element.tag] ?? [])
            keys.formUnion(registry[element.tag]?.providedKeys ?? [])
            if element.tag == "storeValue" {
                if !element.isDynamic, case .text(let name)? = element[parameter: "name"]?.value {
                    keys.insert(name.value)
                } else {
                    isKnown = false
                }
            }
            if let name = element.name, element.type.isSubtype(of: .view),
                visit.ancestors.contains(where: { $0.type.isSubtype(of: .form) })
            {
                keys.insert(name)
            }
        }
        return isKnown ? keys : nil
    }
}
