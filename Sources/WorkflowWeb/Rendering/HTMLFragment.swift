import Foundation
import WorkflowRuntime

/// Small builders of escaped HTML fragments shared by the renderers.
enum HTMLFragment {
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
        HTMLText.escape(value, into: &html.bytes)
        html += "\""
    }

    /// Appends escaped element content.
    static func text(_ text: String, into html: inout HTMLBuffer) {
        HTMLText.escape(text, into: &html.bytes)
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

    /// A named image drawn in the current text colour, as iOS draws tab and bar images: the
    /// image is a template whose opacity gives the shape (an SVG mask, since the page's
    /// Content-Security-Policy allows no inline style to set a CSS mask). Decorative: the
    /// control around it carries the name.
    static func templateImage(_ imageName: String, maskID: String) -> String {
        let id = HTMLText.escape(maskID)
        return "<svg class=\"wfs-icon\" viewBox=\"0 0 24 24\" aria-hidden=\"true\" focusable=\"false\"><mask id=\""
            + id + "\" mask-type=\"alpha\" maskUnits=\"userSpaceOnUse\" x=\"0\" y=\"0\" width=\"24\" height=\"24\">"
            + "<image" + attribute("href", assetURL(imageName))
            + " width=\"24\" height=\"24\" preserveAspectRatio=\"xMidYMid meet\"/></mask>"
            + "<rect width=\"24\" height=\"24\" fill=\"currentColor\" mask=\"url(#" + id + ")\"/></svg>"
    }

    /// The back button's chevron, drawn in the current text colour.
    static let chevron =
        "<svg class=\"wfs-chevron\" viewBox=\"0 0 12 20\" aria-hidden=\"true\" focusable=\"false\">"
        + "<path d=\"M10 2 2 10l8 8\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2.6\" "
        + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/></svg>"

    /// A table cell's disclosure indicator (›), drawn in the current text colour.
    static let disclosureIndicator =
        "<svg class=\"wfs-disclosure\" viewBox=\"0 0 8 14\" aria-hidden=\"true\" focusable=\"false\">"
        + "<path d=\"m1.5 1.5 5 5.5-5 5.5\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"2\" "
        + "stroke-linecap=\"round\" stroke-linejoin=\"round\"/></svg>"

    /// An `<img>` of a named image; `alt` empty marks it decorative.
    static func image(_ imageName: String, alt: String, className: String = "wfs-img") -> String {
        "<img" + attribute("class", className) + attribute("src", assetURL(imageName)) + attribute("alt", alt) + ">"
    }
}
