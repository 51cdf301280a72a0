import Foundation

/// `<datePicker>`: an input for a date, a time or a countdown (ORIGINALS 1.6.3).
///
/// Dates are `<date>` values, numbers (seconds since 1970) or text read like `<date>`
/// (ISO 8601, `yyyy/MM/dd…`, `yyyy-MM-dd…`). `date` is held between `minimumDate` and
/// `maximumDate`; without one the picker shows the moment it was made. A change of date ends
/// its editing (the form runs its triggers) and sends its `message`. The form value is the date,
/// which its `validations` (an extension of the original) check when the form submits.
final class DatePicker: FormInput {
    /// `time`, `date`, `dateAndTime` (the default) or `countDownTimer`.
    var mode = "dateAndTime"
    var date = Date()
    var minimumDate: Date?
    var maximumDate: Date?
    var countDownDuration: Double?
    var minuteInterval: Int?
    private var message: MessageTemplate?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        mode = parameters.text("datePickerMode") ?? "dateAndTime"
        minimumDate = try date(parameters, "minimumDate")
        maximumDate = try date(parameters, "maximumDate")
        if let minimumDate, let maximumDate, maximumDate < minimumDate { self.maximumDate = minimumDate }
        // Applied after the range, as the original did.
        // The turn's time, which a replayed journal gives again.
        date = clamped(try date(parameters, "date") ?? context.services.now)
        countDownDuration = parameters.number("countDownDuration")
        minuteInterval = parameters.integer("minuteInterval")
        message = parameters.values("message").lazy.compactMap(\.message).first
    }

    private func date(_ parameters: Parameters, _ name: String) throws(RuntimeIssue) -> Date? {
        for value in parameters.values(name) {
            switch value.data {
            case .date(let date): return date
            case .number(let seconds): return Date(timeIntervalSince1970: seconds)
            case .string(let text):
                guard let date = DateText.parse(text) else {
                    throw issue(
                        "could not read the \(name) '\(text)'; write it in ISO 8601 (2012-11-27T14:55:12Z), "
                            + "yyyy/MM/dd or yyyy-MM-dd, or use a <date> with a <format>",
                        code: .invalidValue)
                }
                return date
            default: continue
            }
        }
        return nil
    }

    /// The date held between the minimum and maximum dates.
    func clamped(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate { date = maximumDate }
        return date
    }

    override var formValue: WorkflowValue { .date(date) }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .datePicker
        // The wire's form, exact, so that a client sending it back sends no change.
        element.value = ISODate.text(date) ?? WorkflowValue.date(date).text
        describeInput(into: &element, snapshot: snapshot)
    }

    /// Picks a date written like a `<date>` value (held between the minimum and maximum dates).
    override func setValue(_ text: String) throws(EventError) {
        guard let picked = DateText.parse(text) else {
            throw EventError(
                "\(id) is a date picker: '\(text)' is not a date; write it in ISO 8601 (2012-11-27T14:55:12Z), "
                    + "yyyy/MM/dd or yyyy-MM-dd")
        }
        let new = clamped(picked)
        guard new != date else { return }
        date = new
        didEndEditing()
        revalidateIfRefused()
        send(message)
    }
}
