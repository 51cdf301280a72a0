/// A gesture recogniser attached to a view; it sends messages with the view as the sender.
class Gesture: RuntimeObject {
    weak var view: View?
}
