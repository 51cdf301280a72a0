/// A controller presented modally, and the controller that presented it.
struct Presentation {
    let presented: Controller
    weak var presenter: Controller?
}
