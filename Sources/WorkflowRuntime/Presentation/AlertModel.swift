/// An alert or action sheet waiting to be shown or on screen.
struct AlertModel {
    enum Style { case alert, actionSheet }
    /// Given when the alert is queued.
    var id: ElementID = "alert"
    var style: Style
    var title: String?
    var message: String?
    var buttons: [ButtonItem]
    /// The action that showed it.
    var source: Action
}
