import WorkflowSchema

extension SessionCore {
    /// Makes one schema value in a context: text, an object, a proxy's values or a conditional's.
    ///
    /// A proxy whose key is missing and that has no default gives no value (ORIGINALS 1.9).
    func make(_ value: SchemaValue, in context: WorkflowContext) throws(RuntimeIssue) -> [LiveValue] {
        switch value {
        case .text(let text):
            return [.data(.string(text.value))]
        case .element(let element):
            switch element.role {
            case .object: return [try makeObject(element, in: context)]
            case .proxy(let proxy): return try resolve(proxy, of: element, in: context)
            case .conditional(let conditional): return try resolve(conditional, of: element, in: context)
            }
        }
    }

    /// Makes the values of one parameter of `element`.
    ///
    /// A parameter that takes one value may have several proxy candidates (ORIGINALS 1.4): each
    /// is made in turn, one that gives nothing is skipped, and the first that gives a value wins.
    /// Two that give values are an error of the object being made (``RuntimeIssueCode/ambiguousProxies``).
    func make(
        _ parameter: SchemaParameter, of element: SchemaElement, in context: WorkflowContext
    ) throws(RuntimeIssue) -> [LiveValue] {
        var values: [LiveValue] = []
        let isArray = registry[element.tag]?.parameter(named: parameter.name)?.isArray ?? true
        guard !isArray, parameter.values.count > 1 else {
            for value in parameter.values { values += try make(value, in: context) }
            return values
        }
        var chosen: SchemaValue?
        for value in parameter.values {
            let made = try make(value, in: context)
            guard !made.isEmpty else { continue }
            if let chosen {
                throw RuntimeIssue(
                    .error,
                    "<\(parameter.name)> of <\(element.tag)> takes one value, but both \(Self.candidate(chosen)) "
                        + "and \(Self.candidate(value)) gave one; only one of its candidates may find a value",
                    source: context.origin.source, range: value.range, tag: element.tag, code: .ambiguousProxies)
            }
            chosen = value
            values = made
        }
        return values
    }

    /// How a message names a candidate value: a proxy by its key path, others by their tag.
    private static func candidate(_ value: SchemaValue) -> String {
        switch value {
        case .text(let text): return "the text '\(text.value)'"
        case .element(let element):
            if case .proxy(let proxy) = element.role { return "keyPath '\(proxy.keyPath)'" }
            return "<\(element.tag)>"
        }
    }

    /// Makes the object of an element (not a proxy or conditional).
    func makeObject(_ element: SchemaElement, in context: WorkflowContext) throws(RuntimeIssue) -> LiveValue {
        switch registry.behaviour(of: element.tag) {
        case .object(let type)?:
            let object = type.init(element: element, context: context)
            context.schemaDelegate?.willConfigure(object)
            let parameters = try Parameters(element: element, context: object.parameterContext())
            try object.configure(parameters)
            context.schemaDelegate?.didCreate(object)
            return .object(object)
        case .value(let make)?:
            return try make(Parameters(element: element, context: context))
        case .readByParent?:
            throw RuntimeIssue(
                .error, "<\(element.tag)> cannot run on its own: it is read by the element that holds it",
                source: context.origin.source, range: element.range, tag: element.tag, code: .tagWithoutBehaviour)
        case nil:
            throw RuntimeIssue(
                .error,
                "<\(element.tag)> cannot run: its tag has no run-time behaviour in the session's registry "
                    + "(register it with RuntimeRegistry.register(_:object:))",
                source: context.origin.source, range: element.range, tag: element.tag, code: .tagWithoutBehaviour)
        }
    }

    /// Makes the controller of a loaded schema, in a context that points at the schema's file.
    func makeObject(of schema: Schema, in context: WorkflowContext) throws(RuntimeIssue) -> LiveValue {
        guard let element = schema.object else {
            throw RuntimeIssue(.error, "the loaded schema has no object", source: schema.source, code: .missingValue)
        }
        guard context.schemaNesting < limits.maximumSchemaNesting else {
            throw RuntimeIssue(
                .error,
                "loaded schemas are made inside each other more than \(limits.maximumSchemaNesting) times; "
                    + "a schema probably shows itself (RuntimeLimits.maximumSchemaNesting)",
                source: schema.source, range: element.range, tag: element.tag, code: .schemaNesting)
        }
        var context = context
        context.origin = SchemaOrigin(source: schema.source, language: schema.language)
        context.schemaNesting += 1
        return try makeObject(element, in: context)
    }

    private func resolve(
        _ proxy: SchemaProxy, of element: SchemaElement, in context: WorkflowContext
    ) throws(RuntimeIssue) -> [LiveValue] {
        let found = WorkflowValue.dictionary(context.userInfo).value(atKeyPath: proxy.keyPath)
        if let template = proxy.template, let found, found != .null {
            return try instantiate(template, over: found, proxy: proxy, of: element, in: context)
        }
        guard let found, found != .null else {
            var values: [LiveValue] = []
            for value in proxy.defaultValues { values += try make(value, in: context) }
            return values
        }
        return [try adopt(found, as: element, in: context)]
    }

    /// A template made once per element of the proxied value, each with that element as its `userInfo`.
    private func instantiate(
        _ template: [SchemaValue], over found: WorkflowValue, proxy: SchemaProxy, of element: SchemaElement,
        in context: WorkflowContext
    ) throws(RuntimeIssue) -> [LiveValue] {
        let items = found.flattened
        guard items.count * max(template.count, 1) <= limits.maximumTemplateCount else {
            throw RuntimeIssue(
                .error,
                "the template of '\(proxy.keyPath)' would make more than \(limits.maximumTemplateCount) objects "
                    + "(RuntimeLimits.maximumTemplateCount), so it makes none",
                source: context.origin.source, range: element.range, tag: element.tag, code: .templateTooLarge)
        }
        var values: [LiveValue] = []
        for item in items {
            let userInfo: [String: WorkflowValue]
            switch (item, proxy.valueName) {
            case (_, let valueName?): userInfo = [valueName: item]
            case (.dictionary(let dictionary), nil): userInfo = dictionary
            default:
                throw RuntimeIssue(
                    .error,
                    "'\(proxy.keyPath)' holds \(item.kindDescription), but a template needs dictionaries; "
                        + "add valueName=\"…\" to wrap each value",
                    source: context.origin.source, range: element.range, tag: element.tag, code: .wrongType)
            }
            for value in template {
                for made in try make(value, in: context.replacingUserInfo(userInfo)) {
                    try check(made, matches: element, in: context)
                    values.append(made)
                }
            }
        }
        if case .array = found { return values }
        return values.last.map { [$0] } ?? []
    }

    /// A proxied value used as it is: a loaded schema is made into its object; data must suit the tag.
    private func adopt(
        _ found: WorkflowValue, as element: SchemaElement, in context: WorkflowContext
    ) throws(RuntimeIssue) -> LiveValue {
        if case .schema(let schema) = found {
            let made = try makeObject(of: schema, in: context)
            try check(made, matches: element, in: context)
            return made
        }
        let dataTags: Set<String> = ["object", "string", "number", "bool", "date", "image", "null"]
        guard dataTags.contains(element.tag) else {
            throw RuntimeIssue(
                .error, "'\(proxyKeyPath(element))' holds \(found.kindDescription), which is not a <\(element.tag)>",
                source: context.origin.source, range: element.range, tag: element.tag, code: .wrongType)
        }
        return .data(found)
    }

    private func check(
        _ made: LiveValue, matches element: SchemaElement, in context: WorkflowContext
    ) throws(RuntimeIssue) {
        guard case .object(let object) = made, !object.element.type.isSubtype(of: element.type) else { return }
        throw RuntimeIssue(
            .error, "'\(proxyKeyPath(element))' made a <\(object.element.tag)>, which is not a <\(element.tag)>",
            source: context.origin.source, range: element.range, tag: element.tag, code: .wrongType)
    }

    private func proxyKeyPath(_ element: SchemaElement) -> String {
        if case .proxy(let proxy) = element.role { return proxy.keyPath }
        return element.tag
    }

    private func resolve(
        _ conditional: SchemaConditional, of element: SchemaElement, in context: WorkflowContext
    ) throws(RuntimeIssue) -> [LiveValue] {
        guard let conditionElement = conditional.condition,
            let condition = try makeObject(conditionElement, in: context).object(as: Condition.self)
        else {
            throw RuntimeIssue(
                .error, "a conditional <\(element.tag)> needs a condition", source: context.origin.source,
                range: element.range, tag: element.tag, code: .missingValue)
        }
        let chosen = try condition.evaluate(in: context) ? conditional.successValues : conditional.failureValues
        var values: [LiveValue] = []
        for value in chosen { values += try make(value, in: context) }
        return values
    }
}
