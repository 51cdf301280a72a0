extension SchemaType {
    // The lattice mirrors the class hierarchy of the original framework, because whether a
    // registered tag is an object or a parameter depends on it (ORIGINALS.md 1.3).

    /// Any value (the root of the lattice).
    public static let object = SchemaType("object", parent: nil)
    /// Text, literal or from `<string>`.
    public static let string = SchemaType("string", parent: .object)
    /// A number or boolean (`<number>`, `<bool>`).
    public static let number = SchemaType("number", parent: .object)
    /// An image (`<image>`).
    public static let image = SchemaType("image", parent: .object)
    /// A date (`<date>`).
    public static let date = SchemaType("date", parent: .object)
    /// The null value (`<null>`).
    public static let null = SchemaType("null", parent: .object)
    /// A message (`<message>`).
    public static let message = SchemaType("message", parent: .object)
    /// Text with a safe subset of HTML (`<attributedString>`; the original's DTCoreText module).
    public static let attributedString = SchemaType("attributedString", parent: .object)

    /// Any controller.
    public static let controller = SchemaType("controller", parent: .object)
    /// A tab bar controller.
    public static let tabs = SchemaType("tabs", parent: .controller)
    /// A navigation controller.
    public static let navigation = SchemaType("navigation", parent: .controller)
    /// A screen controller.
    public static let screen = SchemaType("screen", parent: .controller)
    /// A form controller.
    public static let form = SchemaType("form", parent: .controller)
    /// A table controller.
    public static let table = SchemaType("table", parent: .controller)

    /// Any view.
    public static let view = SchemaType("view", parent: .object)
    /// A button.
    public static let button = SchemaType("button", parent: .view)
    /// A container of views.
    public static let container = SchemaType("container", parent: .view)
    /// A date picker.
    public static let datePicker = SchemaType("datePicker", parent: .view)
    /// An image view.
    public static let imageView = SchemaType("imageView", parent: .view)
    /// A label.
    public static let label = SchemaType("label", parent: .view)
    /// A navigation bar.
    public static let navigationBar = SchemaType("navigationBar", parent: .view)
    /// A search bar.
    public static let searchBar = SchemaType("searchBar", parent: .view)
    /// A segmented control.
    public static let segmentedControl = SchemaType("segmentedControl", parent: .view)
    /// A slider.
    public static let slider = SchemaType("slider", parent: .view)
    /// A switch.
    public static let toggle = SchemaType("switch", parent: .view)
    /// A table cell.
    public static let tableCell = SchemaType("tableCell", parent: .view)
    /// A single-line text field.
    public static let textField = SchemaType("textField", parent: .view)
    /// A multi-line text view.
    public static let textView = SchemaType("textView", parent: .view)
    /// A view that shows an attributed string (the original's DTCoreText module).
    public static let attributedTextView = SchemaType("attributedTextView", parent: .view)
    /// A toolbar.
    public static let toolbar = SchemaType("toolbar", parent: .view)
    /// A form's keyboard accessory bar (a toolbar in the original, but not a `<toolbar>`).
    public static let formAccessoryView = SchemaType("formAccessoryView", parent: .view)

    /// A segment of a segmented control.
    public static let segment = SchemaType("segment", parent: .object)

    /// Any gesture recogniser.
    public static let gesture = SchemaType("gesture", parent: .object)
    /// A tap gesture.
    public static let tapGesture = SchemaType("tapGesture", parent: .gesture)
    /// A long-press gesture.
    public static let longPressGesture = SchemaType("longPressGesture", parent: .gesture)
    /// A swipe gesture.
    public static let swipeGesture = SchemaType("swipeGesture", parent: .gesture)

    /// Any action.
    public static let action = SchemaType("action", parent: .object)
    /// A node of a decision graph (`decision`, `choice`, `workItem`).
    public static let graphNode = SchemaType("graphNode", parent: .object)
    /// A branch of a `choice`.
    public static let graphBranch = SchemaType("branch", parent: .object)
    /// An outcome of a decision graph.
    public static let graphOutcome = SchemaType("outcome", parent: .object)
    /// An action that shows a controller (push, present, replace root).
    public static let controllerAction = SchemaType("controllerAction", parent: .action)
    /// An action on named views (show, hide, update).
    public static let viewsAction = SchemaType("viewsAction", parent: .action)

    /// Any condition.
    public static let condition = SchemaType("condition", parent: .object)
    /// A numeric comparison condition.
    public static let comparisonCondition = SchemaType("comparisonCondition", parent: .condition)

    /// An alert, action-sheet or search-scope button.
    public static let actionButtonItem = SchemaType("actionButtonItem", parent: .object)
    /// The cancel button of an alert or action sheet.
    public static let cancelButtonItem = SchemaType("cancelButtonItem", parent: .actionButtonItem)
    /// The destructive button of an action sheet.
    public static let destructiveButtonItem = SchemaType("destructiveButtonItem", parent: .actionButtonItem)
    /// A bar button item.
    public static let barButtonItem = SchemaType("barButtonItem", parent: .object)
    /// A tab bar item.
    public static let tabBarItem = SchemaType("tabBarItem", parent: .object)
    /// A navigation item.
    public static let navigationItem = SchemaType("navigationItem", parent: .object)
    /// A table section.
    public static let tableSection = SchemaType("tableSection", parent: .object)
    /// A form trigger.
    public static let trigger = SchemaType("trigger", parent: .object)
}
