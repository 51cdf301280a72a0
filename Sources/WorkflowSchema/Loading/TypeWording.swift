/// Human wording for types and parameters in messages.
enum TypeWording {
    /// "text", "a number", "a view", "<barButtonItem>", … for one type.
    static func describe(_ type: SchemaType) -> String {
        switch type.name {
        case "string": "text"
        case "number": "a number"
        case "object": "any value"
        case "view": "a view"
        case "controller": "a controller"
        case "action": "an action"
        case "controllerAction": "a controller action (<pushController>, <presentController>, <replaceRootController>)"
        case "viewsAction": "a views action"
        case "condition": "a condition"
        case "gesture": "a gesture"
        default: "<\(type.name)>"
        }
    }

    /// "text or <message>" for what a parameter accepts.
    static func describe(accepts types: [SchemaType]) -> String {
        let words = types.map(describe)
        guard words.count > 1 else { return words.first ?? "nothing" }
        return words.dropLast().joined(separator: ", ") + " or " + words.last!
    }

    /// How a value reads in a message: `"Example"` for text, `<button>` for an element.
    static func describe(_ value: SchemaValue) -> String {
        switch value {
        case .text(let text): text.value.count > 40 ? "text" : "the text \"\(text.value)\""
        case .element(let element): "<\(element.tag)>"
        }
    }
}
