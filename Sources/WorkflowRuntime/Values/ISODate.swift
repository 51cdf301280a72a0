import Foundation

/// The one text form of a date on the wire (journal, backend, JSON API, snapshot): ISO 8601 in UTC,
/// `2026-11-29T07:38:50Z`, with as many digits of a second's fraction as give the same date back.
///
/// Hand-written rather than `ISO8601DateFormatter`, which keeps milliseconds at most: a date read
/// back from the journal must be the date the session had.
public enum ISODate {
    /// The most digits of a second's fraction read or written.
    static let maximumFractionDigits = 40

    /// Seconds from 1970 to 2001, Foundation's reference date.
    private static let referenceOffset: Int64 = 978_307_200

    /// `date` as ISO 8601 text in UTC; nil for a date outside the years 1 to 9999, which ISO 8601
    /// writes only by agreement, one that is not finite, or one whose fraction needs more than 40 digits.
    public static func text(_ date: Date) -> String? {
        let interval = date.timeIntervalSinceReferenceDate
        let whole = interval.rounded(.down)
        guard interval.isFinite, abs(whole) < 1e12 else { return nil }
        let seconds = Int64(whole) + referenceOffset
        let days = seconds.floorDivided(by: 86_400)
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(daysSince1970: days)
        guard (1...9999).contains(year) else { return nil }
        var text = padded(year, 4) + "-" + padded(month, 2) + "-" + padded(day, 2) + "T"
        text += padded(secondOfDay / 3600, 2) + ":" + padded(secondOfDay / 60 % 60, 2) + ":" + padded(secondOfDay % 60, 2)
        if interval > whole {
            let digits = fractionDigits(of: interval, whole: whole)
            // Only a date a hair after a whole second has more (1e-300 s has 300): the reader refuses those.
            guard digits.count <= maximumFractionDigits else { return nil }
            text += "." + digits
        }
        return text + "Z"
    }

    /// Reads RFC 3339 date-time text (`2026-11-29T07:38:50.25Z`, `…+01:00`; without a zone, UTC);
    /// nil for anything else.
    public static func date(_ text: some StringProtocol) -> Date? {
        var reader = Reader(bytes: Array(text.utf8))
        guard let year = reader.number(digits: 4), reader.skip("-"), let month = reader.number(digits: 2),
            reader.skip("-"), let day = reader.number(digits: 2), reader.skipEither("T", "t"),
            let hour = reader.number(digits: 2), reader.skip(":"), let minute = reader.number(digits: 2),
            reader.skip(":"), let second = reader.number(digits: 2)
        else { return nil }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60,
            second <= 60, year >= 1
        else { return nil }
        var fraction = ""
        if reader.skip(".") {
            fraction = reader.digits()
            guard (1...maximumFractionDigits).contains(fraction.count) else { return nil }
        }
        var offset: Int64 = 0
        if reader.isAtEnd {
        } else if reader.skipEither("Z", "z") {
        } else if let sign = reader.sign(), let hours = reader.number(digits: 2), reader.skip(":"),
            let minutes = reader.number(digits: 2), hours < 24, minutes < 60
        {
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard reader.isAtEnd else { return nil }
        let days = daysSince1970(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offset - referenceOffset
        if fraction.isEmpty { return Date(timeIntervalSinceReferenceDate: Double(seconds)) }
        // Read as one decimal number, rounded once: the text `text(_:)` wrote gives its date back exactly.
        // (Before 2001 the whole seconds count down and the fraction up: added, within a nanosecond.)
        let interval =
            seconds >= 0 ? Double("\(seconds).\(fraction)") : Double("0." + fraction).map { Double(seconds) + $0 }
        return interval.map { Date(timeIntervalSinceReferenceDate: $0) }
    }

    /// The digits after the point of `interval` (seconds since 2001, not whole), the fewest that
    /// read back as it.
    private static func fractionDigits(of interval: Double, whole: Double) -> String {
        // Swift writes a double with the fewest digits that read back exactly; in exponent form below 1e-4.
        let written = interval.description
        if interval >= 1, !written.contains("e"), let point = written.firstIndex(of: ".") {
            return String(written[written.index(after: point)...])
        }
        let shortest = (interval - whole).description
        guard let exponentMark = shortest.firstIndex(of: "e") else {
            return String(shortest.drop { $0 != "." }.dropFirst())
        }
        let mantissa = shortest[..<exponentMark].filter { $0 != "." }
        let exponent = Int(shortest[shortest.index(after: exponentMark)...]) ?? 0
        return String(repeating: "0", count: max(0, -exponent - 1)) + mantissa
    }

    private static func padded(_ number: Int64, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func isLeap(_ year: Int64) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    private static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // The proleptic Gregorian calendar's days, counted from 1970-01-01 by eras of 400 years.
    private static func daysSince1970(year: Int64, month: Int64, day: Int64) -> Int64 {
        let shifted = month <= 2 ? year - 1 : year
        let era = shifted.floorDivided(by: 400)
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Reads the text's bytes from the front.
    private struct Reader {
        let bytes: [UInt8]
        var index = 0

        var isAtEnd: Bool { index == bytes.count }

        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        mutating func skipEither(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
            skip(first) || skip(second)
        }

        mutating func sign() -> Int64? {
            if skip("+") { return 1 }
            if skip("-") { return -1 }
            return nil
        }

        mutating func number(digits count: Int) -> Int64? {
            guard index + count <= bytes.count else { return nil }
            var value: Int64 = 0
            for byte in bytes[index..<index + count] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            index += count
            return value
        }

        mutating func digits() -> String {
            let start = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
    }
}

extension Int64 {
    /// The quotient rounded towards minus infinity, so that days before 1970 count down.
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
