extension SchemaBuilder {
    /// Builds a proxy: `<default>` and `<template>` are its only children.
    mutating func buildProxy(_ markup: MarkupElement, keyPath: MarkupAttribute, valueName: MarkupAttribute?) -> SchemaProxy {
        if keyPath.value.trimmingXMLWhitespace().isEmpty {
            report(.error, .invalidStructuralContent,
                   "`keyPath` on <\(markup.name)> is empty; name the userInfo key to read, such as keyPath=\"user.name\"",
                   at: keyPath.valueRange)
        }
        var proxy = SchemaProxy(keyPath: keyPath.value, valueName: valueName?.value)
        for child in markup.children {
            switch child {
            case .element(let element) where element.name == "default":
                proxy.defaultValues += buildValues(of: element)
            case .element(let element) where element.name == "template":
                proxy.template = (proxy.template ?? []) + buildValues(of: element)
            case .element(let element):
                report(.error, .invalidStructuralContent,
                       "<\(element.name)> inside the proxy <\(markup.name) keyPath=\"\(keyPath.value)\"> is not allowed; a proxy holds only <default> and <template>",
                       at: element.range, suggestion: Suggestion.closest(to: element.name, in: ["default", "template"]))
            case .text(let text):
                report(.error, .invalidStructuralContent,
                       "text inside the proxy <\(markup.name) keyPath=\"\(keyPath.value)\"> is not allowed; put a fallback value in <default>",
                       at: text.range)
            }
        }
        if let valueName, proxy.template == nil {
            report(.warning, .misplacedValueName,
                   "`valueName` is ignored because the proxy <\(markup.name)> has no <template>", at: valueName.nameRange)
        }
        return proxy
    }

    /// Builds a conditional: a condition, `<successValue>` and `<failureValue>`.
    mutating func buildConditional(_ markup: MarkupElement) -> SchemaConditional {
        var conditional = SchemaConditional(condition: nil)
        var conditionRange: SourceRange?
        func setCondition(_ condition: SchemaElement, _ builder: inout SchemaBuilder) {
            if let first = conditionRange {
                builder.report(.error, .reassignedParameter,
                               "<\(markup.name) conditional=\"yes\"> already has a condition; it takes only one (combine several with <multipleConditions>)",
                               at: condition.range, notes: [DiagnosticNote("the first condition is here", at: first)])
            } else {
                conditional.condition = condition
                conditionRange = condition.range
            }
        }
        for child in markup.children {
            switch child {
            case .element(let element) where element.name == "successValue":
                conditional.successValues += buildValues(of: element)
            case .element(let element) where element.name == "failureValue":
                conditional.failureValues += buildValues(of: element)
            case .element(let element) where element.name == "condition":
                for value in buildValues(of: element) {
                    if case .element(let condition) = value, condition.type.isSubtype(of: .condition) {
                        setCondition(condition, &self)
                    } else {
                        report(.error, .parameterTypeMismatch,
                               "<condition> takes a condition such as <isEqual> or <isTrue>, not \(TypeWording.describe(value))",
                               at: value.range)
                    }
                }
            case .element(let element):
                if let ordinal = registry.ordinal(of: element.name),
                    registry.descriptor(at: ordinal).type.isSubtype(of: .condition)
                {
                    if let condition = buildObject(element, ordinal: ordinal) { setCondition(condition, &self) }
                } else {
                    report(.error, .invalidStructuralContent,
                           "<\(element.name)> inside the conditional <\(markup.name)> is not allowed; it holds a condition, <successValue> and <failureValue>",
                           at: element.range,
                           suggestion: Suggestion.closest(to: element.name, in: ["successValue", "failureValue", "condition"]))
                }
            case .text(let text):
                report(.error, .invalidStructuralContent,
                       "text inside the conditional <\(markup.name)> is not allowed; put values in <successValue> or <failureValue>",
                       at: text.range)
            }
        }
        if conditional.condition == nil {
            report(.error, .missingCondition,
                   "the conditional <\(markup.name)> has no condition; add one such as <isEqual> or <isTrue>", at: markup.range)
        }
        return conditional
    }
}
