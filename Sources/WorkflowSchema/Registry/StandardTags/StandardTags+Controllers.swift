extension StandardTags {
    /// Tags #11–15: the controllers.
    static let controllers: [TagDescriptor] = [
        TagDescriptor(
            "tabs", kind: .controller, type: .tabs,
            summary: "A tab bar controller that shows one of its child controllers at a time.",
            parameters: ParameterGroups.controller + [.list("viewControllers", .controller).mandatory],
            defaults: [DefaultParameter(.controller, "viewControllers")] + ParameterGroups.controllerDefaults),
        TagDescriptor(
            "navigation", kind: .controller, type: .navigation,
            summary: "A navigation controller holding a stack of controllers.",
            parameters: ParameterGroups.controller + [
                .list("viewControllers", .controller).mandatory,
                .boolean("navigationBarHidden"),
                .boolean("toolbarHidden"),
            ],
            defaults: [DefaultParameter(.controller, "viewControllers")] + ParameterGroups.controllerDefaults),
        TagDescriptor(
            "screen", kind: .controller, type: .screen,
            summary: "A controller that shows one view or child controller, with an optional toolbar.",
            parameters: ParameterGroups.controller + [
                .one("view", .view, .controller).lazy,
                .one("toolbar", .toolbar),
            ],
            defaults: [
                DefaultParameter(.toolbar, "toolbar"),
                DefaultParameter(.view, "view"),
                DefaultParameter(.controller, "view"),
            ] + ParameterGroups.controllerDefaults),
        TagDescriptor(
            "form", kind: .controller, type: .form,
            summary: "A controller whose inputs are validated and submitted together.",
            parameters: ParameterGroups.controller + [
                .one("view", .view, .controller).lazy.mandatory,
                .list("triggers", .trigger),
                .one("formAccessoryView", .formAccessoryView),
            ],
            defaults: [
                DefaultParameter(.view, "view"),
                DefaultParameter(.controller, "view"),
                DefaultParameter(.trigger, "triggers"),
                DefaultParameter(.formAccessoryView, "formAccessoryView"),
            ] + ParameterGroups.controllerDefaults),
        TagDescriptor(
            "table", kind: .controller, type: .table,
            summary: "A table controller whose rows are the cells of its sections.",
            parameters: ParameterGroups.controller + [
                .enumeration("style", ["plain", "grouped"]),
                .list("sections", .tableSection).lazy.mandatory,
                .one("tableHeaderView", .view).lazy,
                .one("tableFooterView", .view).lazy,
            ],
            defaults: [DefaultParameter(.tableSection, "sections")] + ParameterGroups.controllerDefaults),
    ]
}
