import Foundation
import Testing
import WorkflowRuntime

@Suite("Dates on the wire: ISO 8601 in UTC, read back exactly")
struct ISODateTests {
    @Test("Whole seconds are written without a fraction, fractions with the fewest digits that read back")
    func written() throws {
        #expect(ISODate.text(Date(timeIntervalSince1970: 0)) == "1970-01-01T00:00:00Z")
        #expect(ISODate.text(Date(timeIntervalSince1970: 1_800_000_000.25)) == "2027-01-15T08:00:00.25Z")
        #expect(ISODate.text(Date(timeIntervalSinceReferenceDate: 786_000_000.123_456)) == "2025-11-28T05:20:00.123456Z")
        #expect(ISODate.text(Date(timeIntervalSinceReferenceDate: 0.000_05)) == "2001-01-01T00:00:00.00005Z")
        #expect(ISODate.text(Date(timeIntervalSince1970: -0.5)) == "1969-12-31T23:59:59.5Z")
        #expect(ISODate.text(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29T00:00:00Z")
        #expect(ISODate.text(Date(timeIntervalSince1970: -62_135_596_800)) == "0001-01-01T00:00:00Z")
        // ISO 8601 writes other years only by agreement; a date that is not finite is no date.
        #expect(ISODate.text(Date(timeIntervalSince1970: -62_135_596_801)) == nil)
        #expect(ISODate.text(.distantFuture) == "4001-01-01T00:00:00Z")
        #expect(ISODate.text(Date(timeIntervalSinceReferenceDate: 1e300)) == nil)
        #expect(ISODate.text(Date(timeIntervalSinceReferenceDate: .nan)) == nil)
        // A hair after a whole second needs more digits than any reader takes.
        #expect(ISODate.text(Date(timeIntervalSinceReferenceDate: 1e-300)) == nil)
    }

    @Test("Every date since 2001 reads back as the very same date")
    func exact() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let interval = Double.random(in: 0..<3_000_000_000, using: &generator)
            let date = Date(timeIntervalSinceReferenceDate: interval)
            let text = try #require(ISODate.text(date))
            #expect(ISODate.date(text) == date, "\(interval) wrote \(text)")
        }
        for interval in [0, 1e-9, 0.1, 0.3, 1 - 1e-12, 59.999_999, 786_000_000.000_000_1, Double(Int32.max) + 0.7] {
            let date = Date(timeIntervalSinceReferenceDate: interval)
            #expect(ISODate.date(try #require(ISODate.text(date))) == date, "\(interval)")
        }
    }

    @Test("Dates before 2001 read back within a microsecond")
    func before2001() throws {
        for interval in [-0.3, -1_000_000.123_456, -978_307_200.5, -31_000_000_000.25] {
            let text = try #require(ISODate.text(Date(timeIntervalSinceReferenceDate: interval)))
            let read = try #require(ISODate.date(text)).timeIntervalSinceReferenceDate
            #expect(abs(read - interval) < 1e-6, "\(interval) wrote \(text), read \(read)")
        }
    }

    @Test("RFC 3339 text from any backend is read: offsets, a lowercase t and z, no zone as UTC, any fraction")
    func read() {
        let noon = Date(timeIntervalSince1970: 1_800_000_000)
        #expect(ISODate.date("2027-01-15T08:00:00Z") == noon)
        #expect(ISODate.date("2027-01-15t08:00:00z") == noon)
        #expect(ISODate.date("2027-01-15T09:30:00+01:30") == noon)
        #expect(ISODate.date("2027-01-15T03:00:00-05:00") == noon)
        #expect(ISODate.date("2027-01-15T08:00:00") == noon)
        #expect(ISODate.date("2027-01-15T08:00:00.000000Z") == noon)
        #expect(ISODate.date("2027-01-15T08:00:00.123+00:00") == Date(timeIntervalSinceReferenceDate: 821_692_800.123))
        #expect(ISODate.date("1969-12-31T23:59:59.5Z") == Date(timeIntervalSince1970: -0.5))
        #expect(ISODate.date("2024-02-29T00:00:00Z") != nil)
    }

    @Test("Anything else is no date", arguments: [
        "", "2027", "2027-01-15", "2027-1-15T08:00:00Z", "2027-13-01T00:00:00Z", "2025-02-29T00:00:00Z",
        "2027-04-31T00:00:00Z", "2027-01-15T24:00:00Z", "2027-01-15T08:60:00Z", "2027-01-15T08:00:00.Z",
        "2027-01-15T08:00:00Zjunk", "2027-01-15T08:00:00+1", "2027-01-15 08:00:00Z", "0000-01-01T00:00:00Z",
        "２０２７-01-15T08:00:00Z", "2027-01-15T08:00:00." + String(repeating: "1", count: 41) + "Z",
    ])
    func refused(text: String) {
        #expect(ISODate.date(text) == nil)
    }
}
