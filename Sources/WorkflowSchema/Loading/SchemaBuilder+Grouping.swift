extension SchemaBuilder {
    /// Where a value came from: its parameter tag, if it was inside one (for messages).
    struct ValueOrigin {
        let parameterTag: String?
        let range: SourceRange?
    }

    /// The grouped parameters of one object while they are being collected.
    struct Grouping {
        var parameters: [SchemaParameter] = []

        func position(of name: String) -> Int? {
            parameters.firstIndex { $0.name == name }
        }
    }

    /// Classifies the children of an object and assigns each value to a parameter.
    mutating func groupParameters(of markup: MarkupElement, ordinal: Int) -> [SchemaParameter] {
        let descriptor = registry.descriptor(at: ordinal)
        var grouping = Grouping()
        grouping.parameters.reserveCapacity(markup.children.count)
        for child in markup.children {
            switch child {
            case .text(let text):
                let value = SchemaValue.text(SchemaText(text.value, range: text.range))
                assign(value, to: descriptor.textParameter, or: nil, origin: nil, in: markup, descriptor, &grouping)
            case .element(let element):
                let childOrdinal = registry.ordinal(of: element.name)
                if let childOrdinal, case .object(let fallback) = registry.slot(parent: ordinal, child: childOrdinal),
                    !registry.descriptor(at: childOrdinal).isAbstract || isProxyOrConditional(element)
                {
                    guard let object = buildObject(element, ordinal: childOrdinal) else { continue }
                    let alternative = fallback == element.name ? nil : fallback
                    assign(.element(object), to: element.name, or: alternative, origin: nil, in: markup, descriptor, &grouping)
                } else {
                    groupParameterTag(element, childOrdinal: childOrdinal, in: markup, descriptor, &grouping)
                }
            }
        }
        return grouping.parameters
    }

    /// Assigns the values of a parameter tag such as `<title>…</title>`.
    private mutating func groupParameterTag(
        _ element: MarkupElement, childOrdinal: Int?, in markup: MarkupElement, _ descriptor: TagDescriptor,
        _ grouping: inout Grouping
    ) {
        guard let position = descriptor.parameterPosition(named: element.name) else {
            reportMisplaced(element, childOrdinal: childOrdinal, in: markup, descriptor)
            return
        }
        warnAboutAttributes(of: element)
        let origin = ValueOrigin(parameterTag: element.name, range: element.range)
        let values = buildValues(of: element)
        for value in values {
            assign(value, to: element.name, or: nil, origin: origin, in: markup, descriptor, &grouping)
        }
        guard values.isEmpty, grouping.position(of: element.name) == nil else { return }
        // An empty parameter tag: "" for a single value, an empty list for an array.
        if descriptor.parameters[position].isArray {
            grouping.parameters.append(SchemaParameter(name: element.name, values: [], range: element.range))
        } else if element.children.isEmpty {
            let empty = SchemaValue.text(SchemaText("", range: element.range))
            assign(empty, to: element.name, or: nil, origin: origin, in: markup, descriptor, &grouping)
        }
    }

    /// Reports a parameter tag whose name is no parameter of its object.
    private mutating func reportMisplaced(
        _ element: MarkupElement, childOrdinal: Int?, in markup: MarkupElement, _ descriptor: TagDescriptor
    ) {
        guard let childOrdinal else {
            reportUnknownParameter(element, in: markup, descriptor: descriptor)
            return
        }
        let tag = registry.descriptor(at: childOrdinal)
        if tag.isAbstract {
            report(.error, .abstractTagWithoutKeyPath,
                   "<\(element.name)> is abstract: inside <\(markup.name)> it can only stand for a value read from the context, so give it a `keyPath` attribute or use a concrete tag",
                   at: element.range)
        } else {
            report(.error, .unexpectedObject,
                   "<\(element.name)> cannot go inside <\(markup.name)>: no parameter of <\(markup.name)> takes \(TypeWording.describe(tag.type))",
                   at: element.range)
        }
    }

    func isProxyOrConditional(_ element: MarkupElement) -> Bool {
        element.attribute("keyPath") != nil || element.attribute("conditional").map { Self.boolValue($0.value) } == true
    }

    /// Assigns a value to the first of `primary` and `alternative` that accepts it (ORIGINALS.md 1.4).
    private mutating func assign(
        _ value: SchemaValue, to primary: String?, or alternative: String?, origin: ValueOrigin?,
        in markup: MarkupElement, _ descriptor: TagDescriptor, _ grouping: inout Grouping
    ) {
        let type = valueType(value)
        if let primary, place(value, of: type, as: primary, origin: origin, in: markup, descriptor, &grouping) { return }
        if let alternative, place(value, of: type, as: alternative, origin: origin, in: markup, descriptor, &grouping) { return }
        reportUnassigned(value, type: type, origin: origin, in: markup, descriptor: descriptor)
    }

    /// Stores `value` under `name` if that parameter accepts its type; false if it does not.
    private mutating func place(
        _ value: SchemaValue, of type: SchemaType, as name: String, origin: ValueOrigin?,
        in markup: MarkupElement, _ descriptor: TagDescriptor, _ grouping: inout Grouping
    ) -> Bool {
        guard let position = descriptor.parameterPosition(named: name), descriptor.parameters[position].accepts(type) else {
            return false
        }
        checkFormat(of: value, for: descriptor.parameters[position], in: markup)
        if let existing = grouping.position(of: name) {
            if descriptor.parameters[position].isArray {
                grouping.parameters[existing].values.append(value)
            } else {
                report(.error, .reassignedParameter,
                       "<\(markup.name)> already has a value for <\(name)>; it takes only one, so remove one of them",
                       at: value.range,
                       notes: [DiagnosticNote("the first value is here", at: grouping.parameters[existing].range)])
            }
        } else {
            grouping.parameters.append(SchemaParameter(name: name, values: [value], range: origin?.range ?? value.range))
        }
        return true
    }

    private mutating func reportUnassigned(
        _ value: SchemaValue, type: SchemaType, origin: ValueOrigin?, in markup: MarkupElement, descriptor: TagDescriptor
    ) {
        if let tag = origin?.parameterTag, let parameter = descriptor.parameter(named: tag) {
            report(.error, .parameterTypeMismatch,
                   "<\(tag)> of <\(markup.name)> takes \(TypeWording.describe(accepts: parameter.accepts)), not \(TypeWording.describe(value))",
                   at: value.range)
            return
        }
        switch value {
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
        guard !descriptor.mandatoryParameters.isEmpty else { return }
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
