import Foundation
import WorkflowRuntime

/// Small builders of escaped HTML fragments shared by the renderers.
enum Markup {
    /// ` name="value"` with the value escaped; empty when `value` is nil.
    static func attribute(_ name: String, _ value: String?) -> String {
        guard let value else { return "" }
        return " \(name)=\"\(HTMLText.escape(value))\""
    }

    /// Appends ` name="value"` with the value escaped; nothing when `value` is nil.
    static func attribute(_ name: String, _ value: String?, into html: inout HTMLBuffer) {
        guard let value else { return }
        html += " "
        html += name
        html += "=\""
        HTMLText.escape(value, into: &html)
        html += "\""
    }

    /// Appends escaped element content.
    static func text(_ text: String, into html: inout HTMLBuffer) {
        HTMLText.escape(text, into: &html)
    }

    /// ` name` when `isPresent`, for boolean attributes such as `disabled`.
    static func flag(_ name: String, _ isPresent: Bool) -> String {
        isPresent ? " \(name)" : ""
    }

    /// Escaped element content.
    static func text(_ text: String) -> String {
        HTMLText.escape(text)
    }

    /// The document id of an element, optionally of one of its parts (`wfs-button-2-input`).
    static func documentID(_ id: ElementID, part: String? = nil) -> String {
        "wfs-" + id.rawValue + (part.map { "-" + $0 } ?? "")
    }

    /// A style name as a CSS class: letters, digits, `_` and `-` kept, anything else as `_`.
    static func styleClass(_ styleName: String) -> String {
        let safe = styleName.unicodeScalars.map { scalar -> Character in
            let isSafe =
                (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
                || scalar == "_" || scalar == "-"
            return isSafe ? Character(scalar) : "_"
        }
        return "wfs-style-" + String(safe)
    }

    /// The URL of a named image: `/assets/NAME`, the name percent-encoded.
    static func assetURL(_ imageName: String) -> String {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "?#;")
        return "/assets/" + (imageName.addingPercentEncoding(withAllowedCharacters: allowed) ?? imageName)
    }

    /// An `<img>` of a named image; `alt` empty marks it decorative.
    static func image(_ imageName: String, alt: String, className: String = "wfs-img") -> String {
        "<img" + attribute("class", className) + attribute("src", assetURL(imageName)) + attribute("alt", alt) + ">"
    }
}
