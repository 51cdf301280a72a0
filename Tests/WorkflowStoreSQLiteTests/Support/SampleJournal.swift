import Foundation
import WorkflowRuntime
import WorkflowSchema

/// Journal entries of every kind, for stores to keep and give back unchanged.
enum SampleJournal {
    /// A date a second after `base`, exact in both `Date`'s own form and seconds since 1970.
    static func date(_ second: Int) -> Date {
        Date(timeIntervalSince1970: 1_800_000_000 + Double(second) + 0.25)
    }

    /// A start, events of several kinds, and replies with dates, images, nested and `$`-keyed dictionaries.
    static let everyKind: [JournalEntry] = {
        let records: [JournalRecord] = [
            .start(
                JournalStart(schemaIdentity: ContentDigest.of(Array("<schema/>".utf8)), hostData: ["csrf": "t0k3n"])),
            .event(.tap("controller.0/button.1")),
            .event(.enterText("form/name", text: "Zoë \"quoted\"\nsecond line ✓")),
            .event(.swipe("list", direction: .left)),
            .event(.setValue("picker", value: "2026-11-03T10:00:00Z")),
            .reply(
                JournalReply(
                    ticket: 1, isSuccess: true, name: "success",
                    userInfo: [
                        "when": .date(date(90)),
                        "photo": .image(name: "first", accessibilityLabel: "First"),
                        "nested": .dictionary([
                            "list": .array([.number(1.5), .bool(false), .null, .string("x"), .date(date(91))]),
                            "inner": .dictionary(["deeper": .dictionary(["n": .number(-3)])]),
                        ]),
                        "dollar": .dictionary(["$date": .string("not a date at all")]),
                        "schema": .schemaFile(path: "more/detail.xml", digest: "fnv1a64-0123456789abcdef-42"),
                    ])),
            .event(.back),
            .reply(
                JournalReply(
                    ticket: 2, isSuccess: false, name: "failure", userInfo: [:],
                    issue: RuntimeIssue(.warning, "the root delegate did not reply", code: .replyTimeout))),
        ]
        return records.enumerated().map { JournalEntry(sequence: $0.offset, date: date($0.offset), record: $0.element) }
    }()

    /// `count` entries numbered from `first` (a start for 0, then taps), entry n dated `second + n`.
    static func taps(from first: Int, count: Int, second: Int = 0) -> [JournalEntry] {
        (first..<first + count).map {
            JournalEntry(sequence: $0, date: date(second + $0), record: $0 == 0 ? start : .event(.tap("b")))
        }
    }

    private static let start = JournalRecord.start(JournalStart(schemaIdentity: "fnv1a64-0000000000000000-0"))
}
