import Foundation

/// Reads dates written in schemas: ISO 8601, the formats of the original examples, or a given format.
enum DateText {
    /// The formats tried when a date has no `format`, after ISO 8601.
    static let knownFormats = [
        "yyyy/MM/dd HH:mm:ss zzz", "yyyy/MM/dd HH:mm:ss", "yyyy/MM/dd HH:mm", "yyyy/MM/dd", "yyyy-MM-dd HH:mm:ss",
        "yyyy-MM-dd HH:mm", "yyyy-MM-dd",
        // ISO 8601 without a zone (read as UTC), as HTML date-and-time inputs send them.
        "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm",
    ]

    static func parse(_ text: String, format: String, locale: Locale) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        formatter.isLenient = true
        return formatter.date(from: text)
    }

    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let date = ISODate.date(trimmed) { return date }
        let iso = ISO8601DateFormatter()
        iso.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = iso.date(from: trimmed) { return date }
        iso.formatOptions = [.withInternetDateTime]
        if let date = iso.date(from: trimmed) { return date }
        let posix = Locale(identifier: "en_US_POSIX")
        for format in knownFormats {
            let formatter = DateFormatter()
            formatter.locale = posix
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = format
            if let date = formatter.date(from: trimmed) { return date }
        }
        return nil
    }
}
