import Foundation

/// Reads what a browser needs from a page of the server under test: the CSRF token, an element's
/// id (from the event value of its button, `toggle ID`) and a switch's state.
enum EventPage {
    /// The value of the first field or button named `name` after `start` (or in the whole page).
    static func fieldValue(_ name: String, in page: String, after start: String.Index? = nil) -> String? {
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

    /// The id the element named `name` posts with its events: the second word of its first button's event.
    static func elementID(named name: String, in page: String) -> String? {
        guard let event = element(named: name, in: page).flatMap({ fieldValue("event", in: page, after: $0) }) else {
            return nil
        }
        let words = event.split(separator: " ")
        return words.count > 1 ? String(words[1]) : nil
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
