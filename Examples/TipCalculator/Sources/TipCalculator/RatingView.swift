import WorkflowRuntime
import WorkflowSchema

/// `<rating>`: a row of stars a person taps to score something from 1 to `maximum`.
///
/// It is a form input: its form sends the score under the rating's `name` (null until a star
/// is chosen) and checks it with its `validations`. Each star is a part of the view with an id of
/// its own, so a tap (or `setValue` with a number) reaches it from any renderer.
public final class RatingView: FormInput {
    /// The chosen score; 0 while no star is chosen.
    public private(set) var score = 0
    private var maximum = 5
    private var stars: [View] = []

    public override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        maximum = parameters.integer("maximum") ?? 5
        guard (1...10).contains(maximum) else { throw issue("a rating has 1 to 10 stars, not \(maximum)", code: .invalidValue) }
        score = min(max(parameters.integer("value") ?? 0, 0), maximum)
        stars = (1...maximum).map { star in
            part("star\(star)") { [unowned self] in self.choose(star) }
        }
    }

    public override var formValue: WorkflowValue { score == 0 ? .null : .number(Double(score)) }

    /// Kind `rating` (``RatingTag``): its stars are segments, the chosen one selected, so a
    /// renderer that does not know ratings draws a row of toggle buttons.
    public override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = RatingTag.kind
        element.value = "\(score) of \(maximum)"
        element.label = element.label ?? "Rating"
        element.children = stars.enumerated().map { index, star in
            var child = snapshot.element(for: star)
            child.kind = .segment
            child.text = index < score ? "★" : "☆"
            child.label = index == 0 ? "1 star" : "\(index + 1) stars"
            child.isSelected = index + 1 == score
            return child
        }
        describeInput(into: &element, snapshot: snapshot)
    }

    /// Sets the score from text: a whole number from 1 to `maximum`.
    public override func setValue(_ value: String) throws(EventError) {
        guard let star = Int(value), (1...maximum).contains(star) else {
            throw EventError("\(id) takes a number of stars from 1 to \(maximum), not '\(value)'")
        }
        choose(star)
    }

    private func choose(_ star: Int) {
        score = star
        didChange()
        revalidateIfRefused()
        didEndEditing()
    }
}
