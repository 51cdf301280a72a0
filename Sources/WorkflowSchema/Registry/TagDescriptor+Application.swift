extension TagDescriptor {
    /// A view tag of an application: its own parameters after the ones every view has
    /// (`hidden`, `gestures`, the accessibility parameters), of a new type under `view`.
    public static func view(
        _ name: String, summary: String, parameters: [ParameterDescriptor] = [], defaults: [DefaultParameter] = [],
        rules: [any TagRule] = []
    ) -> TagDescriptor {
        TagDescriptor(
            name, kind: .view, type: SchemaType(name, parent: .view), summary: summary,
            parameters: ParameterGroups.view + ParameterGroups.accessibility + parameters,
            defaults: defaults + [ParameterGroups.viewDefault], rules: rules)
    }

    /// A form input tag of an application: a view (see ``view(_:summary:parameters:defaults:rules:)``)
    /// with `validations`, the conditions its value must meet when its form submits.
    public static func formInput(
        _ name: String, summary: String, parameters: [ParameterDescriptor] = [], defaults: [DefaultParameter] = [],
        rules: [any TagRule] = []
    ) -> TagDescriptor {
        view(
            name, summary: summary, parameters: parameters + [.list("validations", .condition)],
            defaults: defaults + [DefaultParameter(.condition, "validations")], rules: rules)
    }

    /// An action tag of an application, of a new type under `action`; `providedKeys` are the
    /// `userInfo` keys its result adds for the actions after it.
    public static func action(
        _ name: String, summary: String, parameters: [ParameterDescriptor] = [], defaults: [DefaultParameter] = [],
        rules: [any TagRule] = [], providedKeys: [String] = []
    ) -> TagDescriptor {
        TagDescriptor(
            name, kind: .action, type: SchemaType(name, parent: .action), summary: summary, parameters: parameters,
            defaults: defaults, rules: rules, providedKeys: providedKeys)
    }

    /// A condition tag of an application: its own parameters after `failureMessage` and `value`,
    /// of a new type under `condition`.
    public static func condition(
        _ name: String, summary: String, parameters: [ParameterDescriptor] = [], defaults: [DefaultParameter] = [],
        rules: [any TagRule] = []
    ) -> TagDescriptor {
        TagDescriptor(
            name, kind: .condition, type: SchemaType(name, parent: .condition), summary: summary,
            parameters: ParameterGroups.condition + parameters, defaults: defaults, rules: rules)
    }
}
