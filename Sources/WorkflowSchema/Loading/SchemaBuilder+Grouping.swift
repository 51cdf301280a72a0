extension SchemaBuilder {
    /// Where a value came from: its parameter tag, if it was inside one (for messages).
    struct ValueOrigin {
        let parameterTag: String
        let range: SourceRange
    }

    /// Assigns the values of a finished parameter tag such as `<title>…</title>` to its object.
    mutating func finishParameter(at index: Int) {
        guard index > 0 else { return }
        let parent = index - 1
        let origin = ValueOrigin(parameterTag: frames[index].tag, range: frames[index].range)
        let target = (name: frames[index].tag, position: frames[index].position)
        if adoptValues(of: index, parent: parent) { return }
        for value in frames[index].values {
            assign(value, to: target, or: nil, origin: origin, parent: parent)
        }
        guard frames[index].values.isEmpty else { return }
        if let existing = frames[parent].parameters.first(where: { $0.name == frames[index].tag }) {
            if !registry.descriptor(at: frames[parent].ordinal).parameters[frames[index].position].isArray {
                report(
                    .error, .reassignedParameter,
                    "<\(frames[parent].tag)> already has a value for <\(frames[index].tag)>; it takes only one, so remove one of them",
                    at: frames[index].range, notes: [DiagnosticNote("the first value is here", at: existing.range)])
            }
            return
        }
        // An empty parameter tag: "" for a single value, an empty list for an array.
        let descriptor = registry.descriptor(at: frames[parent].ordinal)
        if descriptor.parameters[frames[index].position].isArray {
            frames[parent].parameters.append(
                SchemaParameter(name: frames[index].tag, values: [], range: frames[index].range))
        } else if frames[index].isEmpty {
            assign(
                .text(SchemaText("", range: frames[index].range)), to: target, or: nil, origin: origin, parent: parent)
        }
    }

    /// The common case, done without copying: a parameter tag given once, whose values its
    /// parameter all accepts, becomes the parameter with the tag's own value list.
    private mutating func adoptValues(of index: Int, parent: Int) -> Bool {
        let descriptor = registry.descriptor(at: frames[parent].ordinal)
        let position = frames[index].position
        let count = frames[index].values.count
        guard count > 0, count == 1 || descriptor.parameters[position].isArray,
            !frames[parent].parameters.contains(where: { $0.name == frames[index].tag }),
            frames[index].values.allSatisfy({ descriptor.parameters[position].accepts($0) })
        else { return false }
        if descriptor.parameters[position].format != .text {
            for value in frames[index].values where value.text != nil {
                checkFormat(of: value, for: descriptor.parameters[position], tag: frames[parent].tag)
            }
        }
        frames[parent].parameters.append(
            SchemaParameter(name: frames[index].tag, values: frames[index].values, range: frames[index].range))
        return true
    }

    /// Assigns a value to the first of `primary` and `alternative` that accepts it (ORIGINALS.md 1.4).
    mutating func assign(
        _ value: SchemaValue, to primary: (name: String, position: Int)?,
        or alternative: (name: String, position: Int)?,
        origin: ValueOrigin?, parent: Int
    ) {
        let descriptor = registry.descriptor(at: frames[parent].ordinal)
        if let primary, place(value, as: primary, origin: origin, parent: parent, descriptor) { return }
        if let alternative, place(value, as: alternative, origin: origin, parent: parent, descriptor) {
            return
        }
        reportUnassigned(value, type: valueType(value), origin: origin, tag: frames[parent].tag, descriptor: descriptor)
        // The parameter was written, with a wrong value: that is the problem, not that it is missing.
        if let origin { frames[parent].suggestedNames.append(origin.parameterTag) }
    }

    /// Stores `value` under a parameter if it accepts its type; false if it does not.
    private mutating func place(
        _ value: SchemaValue, as target: (name: String, position: Int), origin: ValueOrigin?,
        parent: Int, _ descriptor: TagDescriptor
    ) -> Bool {
        let (name, position) = target
        guard descriptor.parameters[position].accepts(value) else { return false }
        if case .text = value, descriptor.parameters[position].format != .text {
            checkFormat(of: value, for: descriptor.parameters[position], tag: frames[parent].tag)
        }
        if let existing = frames[parent].parameters.firstIndex(where: { $0.name == name }) {
            if descriptor.parameters[position].isArray
                || Self.areCandidates(frames[parent].parameters[existing].values + [value])
            {
                frames[parent].parameters[existing].values.append(value)
            } else {
                report(
                    .error, .reassignedParameter,
                    "<\(frames[parent].tag)> already has a value for <\(name)>; it takes only one, so remove one of them",
                    at: origin?.range ?? value.range,
                    notes: [DiagnosticNote("the first value is here", at: frames[parent].parameters[existing].range)])
            }
        } else {
            frames[parent].parameters.append(
                SchemaParameter(name: name, values: [value], range: origin?.range ?? value.range))
        }
        return true
    }

    /// Whether the values of a single-value parameter are candidates the runtime chooses from:
    /// at most one of them is not a proxy. A proxy that finds nothing is skipped when the object is
    /// made, and the first that finds a value wins (two that find one are a run-time error, as in
    /// the original), so `<string keyPath="a"/><string keyPath="b"/>` is not a reassignment.
    static func areCandidates(_ values: [SchemaValue]) -> Bool {
        let plain = values.count(where: { value in
            guard case .element(let element) = value, case .proxy = element.role else { return true }
            return false
        })
        return plain <= 1
    }

    private mutating func reportUnassigned(
        _ value: SchemaValue, type: SchemaType, origin: ValueOrigin?, tag: String, descriptor: TagDescriptor
    ) {
        if let origin, let parameter = descriptor.parameter(named: origin.parameterTag) {
            report(
                .error, .parameterTypeMismatch,
                "<\(origin.parameterTag)> of <\(tag)> takes \(TypeWording.describe(accepts: parameter.accepts)), not \(TypeWording.describe(value))",
                at: value.range)
            return
        }
        switch value {
        case .text(let text):
            let textParameters = descriptor.parameters.filter { $0.acceptsText && $0.format == .text }.map {
                "<\($0.name)>"
            }
            let hint =
                textParameters.isEmpty
                ? "" : "; put it in a parameter such as \(textParameters.prefix(3).joined(separator: ", "))"
            report(.error, .unexpectedText, "<\(tag)> takes no text directly\(hint)", at: text.range)
        case .element(let element):
            report(
                .error, .unexpectedObject,
                "<\(element.tag)> cannot go directly inside <\(tag)>: no parameter of <\(tag)> takes \(TypeWording.describe(type))",
                at: element.range)
        }
    }

    /// Reports a child tag of an object that is neither an object there nor one of its parameters.
    mutating func reportMisplaced(
        _ name: String, at range: SourceRange, childOrdinal: Int?, isDynamic: Bool, parent: Int
    ) {
        guard diagnostics.count <= diagnosticLimit else { return }
        let tag = frames[parent].tag
        let descriptor = registry.descriptor(at: frames[parent].ordinal)
        guard let childOrdinal else {
            let holders = registry.tags(takingParameter: name)
            // A parameter of other tags is misplaced, not misspelt: say where it belongs, and suggest
            // only a parameter of this tag (a similarly spelt tag would mislead).
            let suggestion =
                holders.isEmpty
                ? closestName(to: name, in: descriptor, ordinal: frames[parent].ordinal)
                : Suggestion.closest(to: name, in: descriptor.parameters.map(\.name))
            if let suggestion { frames[parent].suggestedNames.append(suggestion) }
            let what =
                holders.isEmpty
                ? ", and <\(name)> is not a tag" : "; it is a parameter of \(Self.tagList(holders))"
            report(
                .error, .unknownParameter, "<\(tag)> has no parameter <\(name)>\(what)\(Self.didYouMean(suggestion))",
                at: range, suggestion: suggestion)
            return
        }
        let child = registry.descriptor(at: childOrdinal)
        if child.isAbstract, !isDynamic {
            report(
                .error, .abstractTagWithoutKeyPath,
                "<\(name)> is abstract: inside <\(tag)> it can only stand for a value read from the context, so give it a `keyPath` attribute or use a concrete tag",
                at: range)
            return
        }
        // Parameters that take it; plain-text parameters first (a <string> belongs in <title>, not in a flag).
        let accepting = descriptor.parameters.filter { $0.accepts(child.type) }
        let plain = accepting.filter { $0.format == .text }
        let holders = (plain.isEmpty ? accepting : plain).map { "<\($0.name)>" }
        let what = isDynamic ? "<\(name) keyPath=…>" : "<\(name)>"
        if holders.isEmpty, isDynamic {
            report(
                .error, .unexpectedObject,
                "\(what) cannot go inside <\(tag)>: a proxy has its tag's type (\(TypeWording.describe(child.type))), and no parameter of <\(tag)> takes that; use a tag of the type you mean, such as <view keyPath=…> for a view",
                at: range)
        } else if holders.isEmpty {
            report(
                .error, .unexpectedObject,
                "\(what) cannot go inside <\(tag)>: no parameter of <\(tag)> takes \(TypeWording.describe(child.type))",
                at: range)
        } else {
            report(
                .error, .unexpectedObject,
                "\(what) cannot go directly inside <\(tag)>: no default parameter takes it; put it inside \(holders.prefix(3).joined(separator: " or "))",
                at: range)
        }
    }

    /// Tags named in a message, sorted: `<a>, <b> and <c>`; past seven, the first six and "and N more"
    /// (so "and 1 more" never hides a name that would fit in its place).
    static func tagList(_ names: [String], shown: Int = 6) -> String {
        let tags = names.sorted().map { "<\($0)>" }
        guard tags.count > 1 else { return tags.first ?? "" }
        guard tags.count > shown + 1 else { return tags.dropLast().joined(separator: ", ") + " and " + tags.last! }
        return tags.prefix(shown).joined(separator: ", ") + " and \(tags.count - shown) more"
    }

    /// The parameter or tag name closest to an unknown child name, computed once per parent tag.
    mutating func closestName(to name: String, in descriptor: TagDescriptor, ordinal: Int) -> String? {
        let key = "\(ordinal) \(name)"
        if let known = suggestions[key] { return known }
        let suggestion = Suggestion.closest(to: name, in: descriptor.parameters.map(\.name) + registry.tagNames)
        suggestions[key] = suggestion
        return suggestion
    }

    /// Reports an unregistered tag inside a parameter or structural tag.
    mutating func reportNestedParameter(_ name: String, at range: SourceRange, in parent: BuilderFrame) {
        guard diagnostics.count <= diagnosticLimit else { return }
        let isKnownParameter = registry.descriptors.contains { $0.parameter(named: name) != nil }
        if !isKnownParameter, let suggestion = closestTag(to: name) {
            report(
                .error, .unknownTag,
                "unknown tag <\(name)> inside <\(parent.tag)>; did you mean <\(suggestion)>?", at: range,
                suggestion: suggestion)
        } else {
            report(
                .error, .nestedParameter,
                "<\(name)> is not a tag, so it would be a parameter, but it is inside the parameter <\(parent.tag)>; a parameter holds only text and object tags",
                at: range, notes: [DiagnosticNote("the parameter <\(parent.tag)> starts here", at: parent.range)])
        }
    }

    func valueType(_ value: SchemaValue) -> SchemaType {
        switch value {
        case .text: .string
        case .element(let element): element.type
        }
    }

    mutating func checkMandatoryParameters(of element: SchemaElement, descriptor: TagDescriptor, suggested: [String]) {
        for name in descriptor.mandatoryParameters where !suggested.contains(name) {
            if let given = element[parameter: name] {
                if given.values.isEmpty {
                    report(
                        .error, .missingMandatoryParameter,
                        "<\(name)> of <\(element.tag)> is mandatory but empty; give it at least one value",
                        at: given.range)
                }
            } else {
                report(
                    .error, .missingMandatoryParameter,
                    "<\(element.tag)> is missing its mandatory parameter <\(name)>", at: element.range)
            }
        }
    }

    mutating func warnAboutAttributes(_ attributes: [MarkupAttribute], ofParameter name: String) {
        for attribute in attributes where !Self.isNamespaceAttribute(attribute.name) {
            report(
                .warning, .unknownAttribute,
                "<\(name)> is a parameter, so its attribute `\(attribute.name)` is ignored; attributes belong on object tags",
                at: attribute.nameRange)
        }
    }
}
