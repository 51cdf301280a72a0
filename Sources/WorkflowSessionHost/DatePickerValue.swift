import Foundation
import WorkflowRuntime

/// A date picker's snapshot value (ISO 8601) rewritten in forms a browser input shows and the
/// runtime's `setValue` reads back; all in UTC, as the runtime reads dates without a zone.
public struct DatePickerValue {
    /// The date, nil when the value is not ISO 8601.
    public let date: Date?

    /// Reads a snapshot value such as `2012-11-27T14:55:12Z`.
    public init(iso8601 text: String) {
        if let date = ISODate.date(text) {
            self.date = date
            return
        }
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) {
            self.date = date
        } else {
            formatter.formatOptions = [.withInternetDateTime]
            self.date = formatter.date(from: text)
        }
    }

    /// `yyyy-MM-dd` when the date is exactly midnight, the value of an `<input type=date>`.
    public var dayIfMidnight: String? {
        guard let date, let dateAndTime = format(date, "yyyy-MM-dd HH:mm:ss"), dateAndTime.hasSuffix(" 00:00:00"),
            date.timeIntervalSince1970.rounded(.down) == date.timeIntervalSince1970
        else { return nil }
        return String(dateAndTime.prefix(10))
    }

    /// What the page's input shows: the day of a midnight, else the date and time; nil when not a date.
    public var inputValue: String? { dayIfMidnight ?? localDateAndTime }

    /// `yyyy-MM-ddTHH:mm:ss`, the value of an `<input type=datetime-local>`, which the runtime reads as UTC.
    public var localDateAndTime: String? {
        // A browser shows (and posts) whole minutes without `:00`: written the same way, an
        // unchanged date is not sent as a change.
        date.flatMap { format($0, "yyyy-MM-dd'T'HH:mm:ss") }.map { $0.hasSuffix(":00") ? String($0.dropLast(3)) : $0 }
    }

    private func format(_ date: Date, _ format: String) -> String? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = format
        return formatter.string(from: date)
    }
}
