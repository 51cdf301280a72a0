/// An attribute an application's view may write (``HTMLViewWriter``): its value is always
/// escaped, and its name is one of a safe few (no event handlers, no styles, no URLs).
public struct HTMLViewAttribute: Sendable, Hashable {
    /// The attribute's name; nil when the name given was not a safe one (the attribute is left out).
    let name: String?
    /// Its value, unescaped.
    let value: String

    private init(name: String?, value: String) {
        self.name = name
        self.value = value
    }

    /// `role="ROLE"`: the element's ARIA role.
    public static func role(_ role: String) -> HTMLViewAttribute { HTMLViewAttribute(name: "role", value: role) }

    /// `aria-PROPERTY="VALUE"`; `property` is lower-case letters (`checked`, `label`, `describedby`).
    public static func aria(_ property: String, _ value: String) -> HTMLViewAttribute {
        HTMLViewAttribute(name: isSafe(property) ? "aria-" + property : nil, value: value)
    }

    /// `data-NAME="VALUE"`; `name` is lower-case letters, digits and `-`.
    public static func data(_ name: String, _ value: String) -> HTMLViewAttribute {
        HTMLViewAttribute(name: isSafe(name) ? "data-" + name : nil, value: value)
    }

    /// `class="NAMES"`: the view's own classes (on a view's outer tag, after `wfs-KIND` and the rest).
    public static func classes(_ names: String...) -> HTMLViewAttribute {
        HTMLViewAttribute(name: "class", value: names.joined(separator: " "))
    }

    /// `title="TEXT"`: a tooltip.
    public static func title(_ text: String) -> HTMLViewAttribute { HTMLViewAttribute(name: "title", value: text) }

    /// `lang="CODE"`: the language of the text inside.
    public static func lang(_ code: String) -> HTMLViewAttribute { HTMLViewAttribute(name: "lang", value: code) }

    /// Whether `name` may follow `aria-` or `data-`: lower-case letters, digits and `-`, starting with a letter.
    private static func isSafe(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
