/// A gesture recogniser attached to a view; it sends messages with the view as the sender.
///
/// Each gesture requires the failure of the gestures attached to its view before it
/// (ORIGINALS 1.6.0, View group): of the gestures that could recognise one touch sequence,
/// only the first attached does.
class Gesture: RuntimeObject {
    weak var view: View?

    /// What the snapshot says of this gesture.
    var snapshotGesture: SnapshotGesture? { nil }

    /// The gestures of the same view attached before this one, which must fail for it to recognise.
    var requiredFailures: [Gesture] {
        guard let view else { return [] }
        return Array(view.gestures.prefix { $0 !== self })
    }

    /// Of `gestures` (one view's, in attachment order), the one that recognises: the first for
    /// which `recognises` holds, since every later one requires the failure of those before it.
    static func recognising<G: Gesture>(among gestures: [Gesture], _ recognises: (G) -> Bool) -> G? {
        var recognised: [Gesture] = []
        for case let gesture as G in gestures where recognises(gesture) {
            if gesture.requiredFailures.contains(where: { required in recognised.contains { $0 === required } }) {
                continue
            }
            recognised.append(gesture)
        }
        return recognised.first as? G
    }
}
