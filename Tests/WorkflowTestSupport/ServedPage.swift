import Foundation

/// A page `wfs serve` sent, as a browser holds it: the session's cookie, the page's form token and
/// its HTML, with the ids a person finds by looking (a button by its text, a field by its
/// placeholder) and the body of a form post as the page's script writes it.
///
/// The in-process tests (HummingbirdTesting) and the tests of a running `wfs serve` (URLSession)
/// each send requests their own way; what a page holds and how a post is written is this type.
public struct ServedPage: Sendable {
    /// The session cookie as a `Cookie` request header value (`name=ID`); empty before one is set.
    public var cookie: String
    /// The page's form token (`csrf`); empty before a page had one.
    public var token: String
    /// The page's HTML.
    public var html: String
    /// The first screen's mark (`first-screen`) of the page's form: its first event makes the session.
    public var firstScreenMark: String?

    /// No page yet.
    public init() {
        cookie = ""
        token = ""
        html = ""
        firstScreenMark = nil
    }

    /// The page `html`, sent with `setCookie` (a `Set-Cookie` header value, nil when none), after
    /// `previous`: its cookie and token stay unless this page sets others.
    public init(html: String, setCookie: String?, after previous: ServedPage = ServedPage()) {
        self.html = html
        cookie = setCookie.flatMap(Self.cookie(fromSetCookie:)) ?? previous.cookie
        token = Self.hidden("csrf", in: html) ?? previous.token
        // A page without a form (a problem shown over the page, as the script shows it) keeps the mark.
        firstScreenMark = Self.hidden("first-screen", in: html) ?? (Self.hidden("csrf", in: html) == nil ? previous.firstScreenMark : nil)
    }

    /// The id of the element whose HTML follows `prefix` (`name="field.`, `value="tap `).
    public func id(after prefix: String) -> String? {
        guard let start = html.range(of: prefix)?.upperBound else { return nil }
        return String(html[start...].prefix { $0 != "\"" && $0 != " " })
    }

    /// The id of the button that shows `text` (``elementID(showing:in:)``).
    public func elementID(showing text: String) -> String? { Self.elementID(showing: text, in: html) }

    /// The id of the text field whose placeholder is `placeholder` (``fieldID(placeholder:in:)``).
    public func fieldID(placeholder: String) -> String? { Self.fieldID(placeholder: placeholder, in: html) }

    /// The body of the post of `event` with `fields` and this page's token, as the page's script
    /// sends it (with the first screen's mark, from the first screen of a session not made yet).
    public func eventForm(_ event: String, _ fields: [String: String] = [:]) -> String {
        var all = fields
        all["event"] = event
        all["csrf"] = token
        if let firstScreenMark { all["first-screen"] = firstScreenMark }
        return Self.formBody(all)
    }

    /// The `Cookie` request header value (`name=ID`) of a `Set-Cookie` response header value.
    public static func cookie(fromSetCookie setCookie: String) -> String? {
        setCookie.split(separator: ";").first.map(String.init)
    }

    /// The value of the first hidden field named `name` in `html`.
    public static func hidden(_ name: String, in html: String) -> String? {
        guard let start = html.range(of: "name=\"\(name)\" value=\"")?.upperBound,
            let end = html[start...].firstIndex(of: "\"")
        else { return nil }
        return String(html[start..<end])
    }

    /// The element id of the button that shows `text`: the id in its event value (`tap ID`).
    public static func elementID(showing text: String, in html: String) -> String? {
        guard let textRange = html.range(of: text) else { return nil }
        let before = html[..<textRange.lowerBound]
        guard let valueRange = before.range(of: "name=\"event\" value=\"", options: .backwards) else { return nil }
        let rest = html[valueRange.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return rest[..<end].split(separator: " ").dropFirst().first.map(String.init)
    }

    /// The element id of the text field whose placeholder is `placeholder`, from its field's name (`field.ID`).
    public static func fieldID(placeholder: String, in html: String) -> String? {
        guard let placeholderRange = html.range(of: "placeholder=\"\(placeholder)\"") else { return nil }
        let before = html[..<placeholderRange.lowerBound]
        guard let nameRange = before.range(of: "name=\"field.", options: .backwards) else { return nil }
        let rest = html[nameRange.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }

    /// `fields` as an `application/x-www-form-urlencoded` body, in the order of their names.
    public static func formBody(_ fields: [String: String]) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
        return fields.sorted { $0.key < $1.key }.map { key, value in
            "\(key)=\(value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")"
        }.joined(separator: "&")
    }
}
