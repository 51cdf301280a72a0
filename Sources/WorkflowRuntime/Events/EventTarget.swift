/// What an id of the last snapshot stands for, so events can reach it.
enum EventTarget {
    case object(RuntimeObject)
    case back(NavigationController)
    case tab(TabsController, index: Int)
    case alertButton(index: Int)
}
