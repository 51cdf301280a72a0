extension StandardTags {
    /// Tags #50–51: a form's keyboard accessory bar and its triggers.
    static let form: [TagDescriptor] = [
        TagDescriptor(
            "formAccessoryView", kind: .form, type: .formAccessoryView,
            summary: "A keyboard accessory bar with Previous, Next and Done buttons for a form's inputs.",
            parameters: ParameterGroups.view + ParameterGroups.accessibility + ParameterGroups.bar + [
                .string("nextButtonTitle").mandatory,
                .string("previousButtonTitle").mandatory,
            ],
            defaults: [ParameterGroups.viewDefault]),
        TagDescriptor(
            "trigger", kind: .form, type: .trigger,
            summary: "Sends a success or failure message, and fires further triggers, when form inputs change.",
            parameters: [
                .one("condition", .condition),
                .message("successMessage").lazy,
                .message("failureMessage").lazy,
                .list("successTriggers", .trigger),
                .list("failureTriggers", .trigger),
            ],
            defaults: [DefaultParameter(.condition, "condition")]),
    ]
}
