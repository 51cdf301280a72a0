extension SchemaBuilder {
    /// A value waiting to be assigned, with the names it may go to (ORIGINALS.md 1.4).
    private struct Candidate {
        let value: SchemaValue
        let names: [String]
        /// The parameter tag it came from, if any.
        let parameterTag: MarkupElement?
    }

    /// Classifies the children of an object and assigns each value to a parameter.
    mutating func groupParameters(of markup: MarkupElement, descriptor: TagDescriptor) -> [SchemaParameter] {
        var grouped: [SchemaParameter] = []
        var index: [String: Int] = [:]
        for child in markup.children {
            for candidate in candidates(for: child, in: markup, descriptor: descriptor) {
                assign(candidate, to: &grouped, index: &index, in: markup, descriptor: descriptor)
            }
            if case .element(let element) = child, isParameterTag(element, in: descriptor),
                let parameter = descriptor.parameter(named: element.name), index[element.name] == nil
            {
                // An empty parameter tag: "" for a single value, an empty list for an array.
                if parameter.isArray {
                    index[element.name] = grouped.count
                    grouped.append(SchemaParameter(name: element.name, values: [], range: element.range))
                } else if element.children.isEmpty {
                    let empty = SchemaValue.text(SchemaText("", range: element.range))
                    assign(Candidate(value: empty, names: [element.name], parameterTag: element),
                           to: &grouped, index: &index, in: markup, descriptor: descriptor)
                }
            }
        }
        return grouped
    }

    /// Whether a child element of an object is a parameter tag rather than an object (ORIGINALS.md 1.3).
    func isParameterTag(_ element: MarkupElement, in descriptor: TagDescriptor) -> Bool {
        guard let child = registry[element.name] else { return true }
        if child.isAbstract, !isProxyOrConditional(element) { return true }  // `<view>` is the `view` parameter
        return !descriptor.defaults.contains { child.type.isSubtype(of: $0.type) }
    }

    func isProxyOrConditional(_ element: MarkupElement) -> Bool {
        element.attribute("keyPath") != nil || element.attribute("conditional").map { Self.boolValue($0.value) } == true
    }

    private mutating func candidates(
        for child: MarkupNode, in markup: MarkupElement, descriptor: TagDescriptor
    ) -> [Candidate] {
        switch child {
        case .text(let text):
            let value = SchemaValue.text(SchemaText(text.value, range: text.range))
            return [Candidate(value: value, names: descriptor.defaultParameter(for: .string).map { [$0] } ?? [], parameterTag: nil)]
        case .element(let element):
            if isParameterTag(element, in: descriptor) {
                guard descriptor.parameter(named: element.name) != nil else {
                    if let tag = registry[element.name], tag.isAbstract {
                        report(.error, .abstractTagWithoutKeyPath,
                               "<\(element.name)> is abstract: inside <\(markup.name)> it can only stand for a value read from the context, so give it a `keyPath` attribute or use a concrete tag",
                               at: element.range)
                    } else if let tag = registry[element.name] {
                        report(.error, .unexpectedObject,
                               "<\(element.name)> cannot go inside <\(markup.name)>: no parameter of <\(markup.name)> takes \(TypeWording.describe(tag.type))",
                               at: element.range)
                    } else {
                        reportUnknownParameter(element, in: markup, descriptor: descriptor)
                    }
                    return []
                }
                warnAboutAttributes(of: element)
                return buildValues(of: element).map { Candidate(value: $0, names: [element.name], parameterTag: element) }
            }
            guard let object = buildObject(element) else { return [] }
            var names = [element.name]
            if let fallback = descriptor.defaultParameter(for: object.type), fallback != element.name { names.append(fallback) }
            return [Candidate(value: .element(object), names: names, parameterTag: nil)]
        }
    }

    private mutating func assign(
        _ candidate: Candidate, to grouped: inout [SchemaParameter], index: inout [String: Int],
        in markup: MarkupElement, descriptor: TagDescriptor
    ) {
        let type = valueType(candidate.value)
        for name in candidate.names {
            guard let parameter = descriptor.parameter(named: name), parameter.accepts(type) else { continue }
            checkFormat(of: candidate.value, for: parameter, in: markup)
            if let existing = index[name] {
                if parameter.isArray {
                    grouped[existing].values.append(candidate.value)
                } else {
                    report(.error, .reassignedParameter,
                           "<\(markup.name)> already has a value for <\(name)>; it takes only one, so remove one of them",
                           at: candidate.value.range,
                           notes: [DiagnosticNote("the first value is here", at: grouped[existing].range)])
                }
            } else {
                index[name] = grouped.count
                grouped.append(SchemaParameter(name: name, values: [candidate.value], range: candidate.parameterTag?.range ?? candidate.value.range))
            }
            return
        }
        reportUnassigned(candidate, type: type, in: markup, descriptor: descriptor)
    }

    private mutating func reportUnassigned(
        _ candidate: Candidate, type: SchemaType, in markup: MarkupElement, descriptor: TagDescriptor
    ) {
        if let tag = candidate.parameterTag {
            if let parameter = descriptor.parameter(named: tag.name) {
                report(.error, .parameterTypeMismatch,
                       "<\(tag.name)> of <\(markup.name)> takes \(TypeWording.describe(accepts: parameter.accepts)), not \(TypeWording.describe(candidate.value))",
                       at: candidate.value.range)
            } else {
                reportUnknownParameter(tag, in: markup, descriptor: descriptor)
            }
            return
        }
        switch candidate.value {
        case .text(let text):
            let textParameters = descriptor.parameters.filter { $0.acceptsText && $0.format == .text }.map { "<\($0.name)>" }
            let hint = textParameters.isEmpty ? "" : "; put it in a parameter such as \(textParameters.prefix(3).joined(separator: ", "))"
            report(.error, .unexpectedText,
                   "<\(markup.name)> takes no text directly\(hint)", at: text.range)
        case .element(let element):
            report(.error, .unexpectedObject,
                   "<\(element.tag)> cannot go directly inside <\(markup.name)>: no parameter of <\(markup.name)> takes \(TypeWording.describe(type))",
                   at: element.range)
        }
    }

    /// Reports a parameter tag its object does not have; its content is not checked further.
    mutating func reportUnknownParameter(_ tag: MarkupElement, in markup: MarkupElement, descriptor: TagDescriptor) {
        guard !reportedUnknown.contains(tag.range.start.offset) else { return }
        reportedUnknown.insert(tag.range.start.offset)
        let pool = descriptor.parameters.map(\.name) + registry.tagNames
        let suggestion = Suggestion.closest(to: tag.name, in: pool)
        if let suggestion { suggestedNames.insert(suggestion) }
        report(.error, .unknownParameter,
               "<\(markup.name)> has no parameter <\(tag.name)>, and <\(tag.name)> is not a tag\(Self.didYouMean(suggestion))",
               at: tag.range, suggestion: suggestion)
    }

    func valueType(_ value: SchemaValue) -> SchemaType {
        switch value {
        case .text: .string
        case .element(let element): element.type
        }
    }

    mutating func checkMandatoryParameters(of element: SchemaElement, descriptor: TagDescriptor) {
        for name in descriptor.mandatoryParameters where !suggestedNames.contains(name) {
            if let given = element[parameter: name] {
                if given.values.isEmpty {
                    report(.error, .missingMandatoryParameter,
                           "<\(name)> of <\(element.tag)> is mandatory but empty; give it at least one value", at: given.range)
                }
            } else {
                report(.error, .missingMandatoryParameter,
                       "<\(element.tag)> is missing its mandatory parameter <\(name)>", at: element.range)
            }
        }
    }

    mutating func warnAboutAttributes(of parameterTag: MarkupElement) {
        for attribute in parameterTag.attributes where !Self.isNamespaceAttribute(attribute.name) {
            report(.warning, .unknownAttribute,
                   "<\(parameterTag.name)> is a parameter, so its attribute `\(attribute.name)` is ignored; attributes belong on object tags",
                   at: attribute.nameRange)
        }
    }
}
