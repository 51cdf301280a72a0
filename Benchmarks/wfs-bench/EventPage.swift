import Foundation

/// Reads what a browser needs from a page of the server under test: the CSRF token, an element's
/// id (the `id` field of its form) and a switch's state.
enum EventPage {
    /// The value of the first hidden field `name` after `start` (or in the whole page).
    static func hiddenField(_ name: String, in page: String, after start: String.Index? = nil) -> String? {
        let marker = "name=\"\(name)\" value=\""
        guard let found = page.range(of: marker, range: (start ?? page.startIndex)..<page.endIndex),
            let close = page[found.upperBound...].firstIndex(of: "\"")
        else { return nil }
        return unescaped(page[found.upperBound..<close])
    }

    /// Where the element whose `data-name` is `name` starts.
    static func element(named name: String, in page: String) -> String.Index? {
        page.range(of: "data-name=\"\(name)\"")?.lowerBound
    }

    /// The id the element named `name` posts with its events.
    static func elementID(named name: String, in page: String) -> String? {
        element(named: name, in: page).flatMap { hiddenField("id", in: page, after: $0) }
    }

    /// Whether the switch named `name` is on (its `aria-checked`), or nil when the page has no such switch.
    static func switchIsOn(named name: String, in page: String) -> Bool? {
        guard let start = element(named: name, in: page),
            let checked = page.range(of: "aria-checked=\"", range: start..<page.endIndex)
        else { return nil }
        return page[checked.upperBound...].hasPrefix("true")
    }

    /// A form body: the fields URL-encoded, in order.
    static func formBody(_ fields: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return fields.map { name, value in
            name + "=" + (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? value)
        }.joined(separator: "&")
    }

    /// Attribute text with the entities the renderer writes turned back into characters.
    private static func unescaped(_ text: Substring) -> String {
        String(text).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
