import Foundation
import WorkflowRuntime
import WorkflowSchema

/// `<computeTip>`: works out a tip from a bill and a number of stars (5 % for one star, up to 20 %
/// for five) and gives `percent`, `tip`, `total` and a `summary` sentence to the actions after it.
public final class ComputeTipAction: Action {
    private var amount: LazyParameter?
    private var stars: LazyParameter?

    /// The tip, in percent, for each number of stars.
    static let percents = [1: 5.0, 2: 10.0, 3: 15.0, 4: 18.0, 5: 20.0]

    public override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        amount = parameters.deferred("amount")
        stars = parameters.deferred("stars")
    }

    public override func perform(for controller: Controller, context: WorkflowContext) -> ActionResult? {
        let bill: Double
        let score: Int
        do {
            guard let value = try amount?.data(in: context), let number = Self.number(value), number >= 0 else {
                return fail("computeTip needs an amount: a number such as 48.50", context: context, code: .invalidValue)
            }
            guard let value = try stars?.data(in: context), let count = Self.number(value),
                let percent = Self.percents[Int(count)]
            else {
                return fail("computeTip needs a number of stars from 1 to 5", context: context, code: .invalidValue)
            }
            (bill, score) = (number, Int(percent))
        } catch {
            return fail(error.message, context: context, code: error.code)
        }
        let percent = Double(score)
        let tip = (bill * percent).rounded() / 100
        let total = bill + tip
        let summary = "A \(score) % tip on \(Self.money(bill)) is \(Self.money(tip)): \(Self.money(total)) in all."
        return .success(
            context.adding([
                "percent": .number(percent), "tip": .number(tip), "total": .number(total), "summary": .string(summary),
            ]))
    }

    /// A number, or text that reads as one (what a text field gives).
    private static func number(_ value: WorkflowValue) -> Double? {
        switch value {
        case .number(let number): number.isFinite ? number : nil
        case .string(let text): Double(text.trimmingCharacters(in: .whitespaces))
        default: nil
        }
    }

    private static func money(_ value: Double) -> String { String(format: "%.2f", value) }
}
