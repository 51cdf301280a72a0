extension SchemaBuilder {
    /// Hands the values of `<default>`, `<template>`, `<successValue>`, `<failureValue>` or
    /// `<condition>` to the proxy or conditional around them.
    mutating func finishStructural(at index: Int) {
        guard index > 0 else { return }
        let parent = index - 1
        let tag = frames[index].tag
        if tag != "condition", let extras = frames[parent].extras {
            if let first = extras.structuralTags[tag] {
                report(
                    .error, .reassignedParameter,
                    "<\(frames[parent].tag)> already has a <\(tag)>; give it once, with all its values inside",
                    at: frames[index].range, notes: [DiagnosticNote("the first <\(tag)> is here", at: first)])
                return
            }
            extras.structuralTags[tag] = frames[index].range
        }
        switch tag {
        case "default":
            frames[parent].extras!.defaultValues += frames[index].values
        case "template":
            frames[parent].extras!.template = (frames[parent].extras!.template ?? []) + frames[index].values
        case "successValue":
            frames[parent].extras!.successValues += frames[index].values
        case "failureValue":
            frames[parent].extras!.failureValues += frames[index].values
        default:  // <condition>
            for value in frames[index].values {
                if case .element(let condition) = value, condition.type.isSubtype(of: .condition) {
                    setCondition(condition, in: parent)
                } else {
                    report(
                        .error, .parameterTypeMismatch,
                        "<condition> takes a condition such as <isEqual> or <isTrue>, not \(TypeWording.describe(value))",
                        at: value.range)
                }
            }
        }
    }

    /// Sets the condition of the conditional at `parent`; a second one is an error.
    mutating func setCondition(_ condition: SchemaElement, in parent: Int) {
        if let first = frames[parent].extras!.condition {
            report(
                .error, .reassignedParameter,
                "<\(frames[parent].tag) conditional=\"yes\"> already has a condition; it takes only one (combine several with <multipleConditions>)",
                at: condition.range, notes: [DiagnosticNote("the first condition is here", at: first.range)])
        } else {
            frames[parent].extras!.condition = condition
        }
    }

    /// Reports text or a tag other than `<default>`/`<template>` inside a proxy.
    mutating func reportProxyContent(_ what: String, at range: SourceRange, in proxy: BuilderFrame, suggestion: String?)
    {
        let hint = what == "text" ? "put a fallback value in <default>" : "a proxy holds only <default> and <template>"
        report(
            .error, .invalidStructuralContent,
            "\(what) inside the proxy <\(proxy.tag) keyPath=\"\(proxy.extras!.keyPath)\"> is not allowed; \(hint)",
            at: range, suggestion: suggestion)
    }
}
