extension SchemaType {
    // One type per action tag, below `action`, `controllerAction` or `viewsAction`.
    fileprivate static let conditionalAction = SchemaType("conditionalAction", parent: .action)
    fileprivate static let multipleActions = SchemaType("multipleActions", parent: .action)
    fileprivate static let sendMessage = SchemaType("sendMessage", parent: .action)
    fileprivate static let showAlert = SchemaType("showAlert", parent: .action)
    fileprivate static let showActionSheet = SchemaType("showActionSheet", parent: .action)
    fileprivate static let loadSchema = SchemaType("loadSchema", parent: .action)
    fileprivate static let pushController = SchemaType("pushController", parent: .controllerAction)
    fileprivate static let presentController = SchemaType("presentController", parent: .controllerAction)
    fileprivate static let popController = SchemaType("popController", parent: .action)
    fileprivate static let dismissController = SchemaType("dismissController", parent: .action)
    fileprivate static let replaceRootController = SchemaType("replaceRootController", parent: .controllerAction)
    fileprivate static let showViews = SchemaType("showViews", parent: .viewsAction)
    fileprivate static let hideViews = SchemaType("hideViews", parent: .viewsAction)
    fileprivate static let updateViews = SchemaType("updateViews", parent: .viewsAction)
    fileprivate static let storeValue = SchemaType("storeValue", parent: .action)
    fileprivate static let endEditing = SchemaType("endEditing", parent: .action)
}

extension StandardTags {
    /// Tags #34–49: actions, performed by a controller when a message with their name arrives.
    static let actions: [TagDescriptor] = [
        TagDescriptor(
            "conditionalAction", kind: .action, type: .conditionalAction,
            summary: "Performs one of two actions depending on a condition.",
            parameters: [
                .one("condition", .condition).mandatory, .one("successAction", .action), .one("failureAction", .action),
            ],
            defaults: [DefaultParameter(.condition, "condition"), DefaultParameter(.action, "successAction")]),
        TagDescriptor(
            "multipleActions", kind: .action, type: .multipleActions,
            summary: "Performs actions in order, stopping at the first failure.",
            parameters: [.list("actions", .action).mandatory],
            defaults: [DefaultParameter(.action, "actions")]),
        TagDescriptor(
            "sendMessage", kind: .action, type: .sendMessage,
            summary: "Sends a message and performs the child action matching the result.",
            parameters: [.message("message").lazy.mandatory, .list("actions", .action), .list("valueNames", .string)],
            defaults: [
                DefaultParameter(.string, "message"), DefaultParameter(.message, "message"),
                DefaultParameter(.action, "actions"),
            ]),
        TagDescriptor(
            "showAlert", kind: .action, type: .showAlert,
            summary: "Shows an alert with a message, a cancel button and other buttons.",
            parameters: [
                .string("title").lazy,
                .string("message").lazy.mandatory,
                .one("cancelButtonItem", .cancelButtonItem),
                .list("otherButtonItems", .actionButtonItem),
            ],
            defaults: [
                DefaultParameter(.string, "message"), DefaultParameter(.cancelButtonItem, "cancelButtonItem"),
                DefaultParameter(.actionButtonItem, "otherButtonItems"),
            ]),
        TagDescriptor(
            "showActionSheet", kind: .action, type: .showActionSheet,
            summary: "Shows an action sheet of at least two buttons.",
            parameters: [
                .string("title").lazy,
                .one("cancelButtonItem", .cancelButtonItem),
                .one("destructiveButtonItem", .destructiveButtonItem),
                .list("otherButtonItems", .actionButtonItem),
            ],
            defaults: [
                DefaultParameter(.cancelButtonItem, "cancelButtonItem"),
                DefaultParameter(.destructiveButtonItem, "destructiveButtonItem"),
                DefaultParameter(.actionButtonItem, "otherButtonItems"),
            ],
            rules: [
                MinimumItemCount(
                    ["cancelButtonItem", "destructiveButtonItem", "otherButtonItems"], minimum: 2,
                    "Action sheets must have at least two buttons")
            ]),
        TagDescriptor(
            "loadSchema", kind: .action, type: .loadSchema,
            summary: "Asks the root delegate for the schema at a path, then shows it or reports failure.",
            parameters: [
                .string("path").mandatory,
                .one("successAction", .controllerAction).mandatory,
                .one("failureAction", .action).mandatory,
            ],
            defaults: [
                DefaultParameter(.string, "path"), DefaultParameter(.controllerAction, "successAction"),
                DefaultParameter(.action, "failureAction"),
            ]),
        controllerAction("pushController", .pushController, "Pushes a controller onto the navigation stack."),
        controllerAction("presentController", .presentController, "Presents a controller modally."),
        TagDescriptor(
            "popController", kind: .action, type: .popController,
            summary: "Pops the navigation stack back to the performing controller."),
        TagDescriptor(
            "dismissController", kind: .action, type: .dismissController,
            summary: "Dismisses the controller the performing controller presented."),
        controllerAction(
            "replaceRootController", .replaceRootController,
            "Replaces the stack of the performing navigation controller with one controller."),
        viewsAction("showViews", .showViews, "Shows the named views, fading them in."),
        viewsAction("hideViews", .hideViews, "Hides the named views, fading them out."),
        TagDescriptor(
            "updateViews", kind: .action, type: .updateViews,
            summary: "Sets one parameter of the named views to a new value.",
            parameters: [
                .list("viewNames", .string).mandatory, .string("parameterName").mandatory, .one("value", .object).lazy,
            ]),
        TagDescriptor(
            "storeValue", kind: .action, type: .storeValue,
            summary: "Stores a value under a name in the controller's stored values.",
            parameters: [.string("name").mandatory, .one("value", .object).lazy, .boolean("transient")],
            defaults: [DefaultParameter(.string, "name")]),
        TagDescriptor(
            "endEditing", kind: .action, type: .endEditing,
            summary: "Ends editing in the controller's view, dismissing the keyboard."),
    ]

    /// An action that shows a controller, built from `userInfo["schema"]` when none is given.
    private static func controllerAction(_ name: String, _ type: SchemaType, _ summary: String) -> TagDescriptor {
        TagDescriptor(
            name, kind: .action, type: type, summary: summary,
            parameters: [.one("controller", .controller).lazy],
            defaults: [DefaultParameter(.controller, "controller")])
    }

    /// An action that shows or hides the views with the given names.
    private static func viewsAction(_ name: String, _ type: SchemaType, _ summary: String) -> TagDescriptor {
        TagDescriptor(
            name, kind: .action, type: type, summary: summary,
            parameters: [.list("viewNames", .string).mandatory],
            defaults: [DefaultParameter(.string, "viewNames")])
    }
}
