/// `<segmentedControl>`: a row of segments; choosing one sends that segment's message with the
/// control as the sender.
///
/// `selectedSegmentIndex` is applied after the segments, whatever the document order. A
/// momentary control does not keep the selection. Choosing the segment that is already
/// selected changes nothing and sends nothing (as a value change would not happen); choosing
/// a disabled segment is refused.
///
/// An extension of the original: the control is a form input. Its form value is the selected
/// segment's index (from 0), or null when none is selected, and it takes `validations`; a choice
/// ends its editing (the form runs its triggers).
final class SegmentedControl: FormInput {
    private(set) var segments: [Segment] = []
    var isMomentary = false
    var style = "plain"
    var apportionsSegmentWidthsByContent = false
    /// The selected segment, nil when none is.
    var selectedSegmentIndex: Int?

    override func configure(_ parameters: Parameters) throws(RuntimeIssue) {
        try super.configure(parameters)
        segments = parameters.objects("segments")
        for segment in segments { segment.control = self }
        isMomentary = parameters.bool("momentary") ?? false
        style = parameters.text("segmentedControlStyle") ?? "plain"
        apportionsSegmentWidthsByContent = parameters.bool("apportionsSegmentWidthsByContent") ?? false
        if let number = parameters.number("selectedSegmentIndex"), number.isFinite,
            number < -1 || number >= Double(segments.count)
        {
            context.report(
                issue(
                    "selectedSegmentIndex \(WorkflowValue.format(number)) is not one of the \(segments.count) segments "
                        + "(0 to \(segments.count - 1), or -1 for none); no segment is selected",
                    severity: .warning, code: .invalidValue))
            selectedSegmentIndex = nil
        } else {
            applySelectedIndex(parameters.integer("selectedSegmentIndex"))
        }
    }

    /// Selects `index` as the schema (or `updateViews`) asks: -1 or nothing means no selection;
    /// an index beyond the segments is a warning and selects nothing.
    func applySelectedIndex(_ index: Int?) {
        guard let index, index >= 0 else {
            selectedSegmentIndex = nil
            return
        }
        guard index < segments.count else {
            context.report(
                issue(
                    "selectedSegmentIndex \(index) is beyond the \(segments.count) segments; no segment is selected",
                    severity: .warning, code: .invalidValue))
            selectedSegmentIndex = nil
            return
        }
        selectedSegmentIndex = index
    }

    /// A person chooses the segment at `index`: it becomes selected (unless the control is
    /// momentary) and its message is sent with the control as the sender.
    func select(_ index: Int) throws(EventError) {
        guard segments.indices.contains(index) else {
            throw EventError("\(id) has no segment \(index); it has \(segments.count)")
        }
        let segment = segments[index]
        guard segment.isEnabled else { throw EventError("\(segment.id) is disabled") }
        guard isMomentary || selectedSegmentIndex != index else { return }
        context.didChange(.content)
        if !isMomentary { selectedSegmentIndex = index }
        didEndEditing()
        revalidateIfRefused()
        segment.send(segment.message, from: self)
    }

    override var formValue: WorkflowValue { selectedSegmentIndex.map { .number(Double($0)) } ?? .null }

    override func describe(into element: inout SnapshotElement, snapshot: SnapshotBuilder) {
        element.kind = .segmentedControl
        element.children = segments.indices.map { index in
            segments[index].element(isSelected: index == selectedSegmentIndex, snapshot: snapshot)
        }
        describeInput(into: &element, snapshot: snapshot)
    }

    /// Chooses a segment by its title (or accessibility label), or by its index.
    override func setValue(_ value: String) throws(EventError) {
        if let index = segments.firstIndex(where: { $0.title == value })
            ?? segments.firstIndex(where: { $0.accessibilityLabel == value })
        {
            return try select(index)
        }
        if let index = Int(value) {
            return try select(index)
        }
        let titles = segments.map { "'\($0.title ?? $0.accessibilityLabel ?? "")'" }.joined(separator: ", ")
        throw EventError("\(id) has no segment '\(value)'; its segments are \(titles) (or give an index)")
    }
}
