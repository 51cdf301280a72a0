extension SchemaBuilder {
    /// Opens an object tag: reads its attributes and decides whether it is a plain object,
    /// a proxy (`keyPath`) or a conditional (`conditional="yes"`).
    mutating func startObject(
        _ tag: String, _ symbol: Int32, _ attributes: [MarkupAttribute], _ range: SourceRange, ordinal: Int
    ) {
        var frame = BuilderFrame(.object, tag: tag, symbol: symbol, range: range)
        frame.ordinal = ordinal
        var keyPath: MarkupAttribute?
        var isConditional = false
        for attribute in attributes {
            switch attribute.name {
            case "name": frame.name = attribute.value
            case "class": frame.styleNames = attribute.value.split(whereSeparator: \.isWhitespace).map(String.init)
            case "keyPath": keyPath = attribute
            case "valueName": frame.valueName = attribute
            case "conditional": isConditional = Self.boolValue(attribute.value)
            default:
                if Self.isNamespaceAttribute(attribute.name) { continue }
                let suggestion = Suggestion.closest(to: attribute.name, in: Self.objectAttributes)
                report(.warning, .unknownAttribute,
                       "the attribute `\(attribute.name)` has no meaning on <\(tag)> and is ignored\(Self.didYouMean(suggestion, quoted: "`"))",
                       at: attribute.nameRange, suggestion: suggestion)
            }
        }
        if let keyPath {
            frame.kind = .proxy
            frame.keyPath = keyPath.value
            if keyPath.value.trimmingXMLWhitespace().isEmpty {
                report(.error, .invalidStructuralContent,
                       "`keyPath` on <\(tag)> is empty; name the userInfo key to read, such as keyPath=\"user.name\"",
                       at: keyPath.valueRange)
            }
            frames.append(frame)
            return
        }
        if let valueName = frame.valueName {
            report(.warning, .misplacedValueName,
                   "`valueName` only has a meaning on a proxy (an element with `keyPath`) that has a <template>; it is ignored",
                   at: valueName.nameRange)
        }
        if isConditional {
            frame.kind = .conditional
        } else if registry.descriptor(at: ordinal).isAbstract {
            report(.error, .abstractTagWithoutKeyPath,
                   "<\(tag)> is abstract: it can only stand for a value read from the context, so give it a `keyPath` attribute",
                   at: range)
            frame.kind = .skipped
        }
        frames.append(frame)
    }

    /// Opens a child of a plain object: an object if the parent's defaults take its type
    /// (ORIGINALS.md 1.3), otherwise a parameter tag.
    mutating func startChild(
        of parent: Int, _ name: String, _ symbol: Int32, _ attributes: [MarkupAttribute], _ range: SourceRange,
        childOrdinal: Int?
    ) {
        let parentOrdinal = frames[parent].ordinal
        if let childOrdinal, case .object = registry.slot(parent: parentOrdinal, child: childOrdinal),
            !registry.descriptor(at: childOrdinal).isAbstract || Self.isProxyOrConditional(attributes)
        {
            startObject(name, symbol, attributes, range, ordinal: childOrdinal)
            return
        }
        let descriptor = registry.descriptor(at: parentOrdinal)
        guard let position = symbols.position(of: symbol, name: name, in: descriptor, ordinal: parentOrdinal) else {
            reportMisplaced(name, at: range, childOrdinal: childOrdinal, parent: parent)
            skip(name, symbol, range)
            return
        }
        warnAboutAttributes(attributes, ofParameter: name)
        var frame = BuilderFrame(.parameter, tag: name, symbol: symbol, range: range)
        frame.position = position
        frames.append(frame)
    }

    /// Turns a finished object, proxy or conditional frame into an element.
    mutating func finishObject(_ frame: BuilderFrame) -> SchemaElement? {
        let descriptor = registry.descriptor(at: frame.ordinal)
        func element(_ role: SchemaElementRole, _ parameters: [SchemaParameter] = []) -> SchemaElement {
            SchemaElement(
                tag: frame.tag, type: descriptor.type, range: frame.range, name: frame.name,
                styleNames: frame.styleNames, role: role, parameters: parameters)
        }
        switch frame.kind {
        case .proxy:
            if let valueName = frame.valueName, frame.template == nil {
                report(.warning, .misplacedValueName,
                       "`valueName` is ignored because the proxy <\(frame.tag)> has no <template>", at: valueName.nameRange)
            }
            let proxy = SchemaProxy(
                keyPath: frame.keyPath, valueName: frame.valueName?.value, defaultValues: frame.defaultValues,
                template: frame.template)
            return element(.proxy(proxy))
        case .conditional:
            if frame.condition == nil {
                report(.error, .missingCondition,
                       "the conditional <\(frame.tag)> has no condition; add one such as <isEqual> or <isTrue>", at: frame.range)
            }
            let conditional = SchemaConditional(
                condition: frame.condition, successValues: frame.successValues, failureValues: frame.failureValues)
            return element(.conditional(conditional))
        default:
            let object = element(.object, frame.parameters)
            checkMandatoryParameters(of: object, descriptor: descriptor, suggested: frame.suggestedNames)
            for rule in descriptor.rules { diagnostics += rule.check(object) }
            return object
        }
    }

    /// Hands a finished element to the frame it was built in.
    mutating func deliver(_ element: SchemaElement, from child: BuilderFrame) {
        guard let parent = frames.indices.last else { return }
        switch frames[parent].kind {
        case .root:
            deliverToRoot(element, root: parent)
        case .object:
            let parentOrdinal = frames[parent].ordinal
            let descriptor = registry.descriptor(at: parentOrdinal)
            var fallback: (name: String, position: Int)?
            if case .object(let slotFallback) = registry.slot(parent: parentOrdinal, child: child.ordinal) {
                fallback = slotFallback
            }
            let own = symbols.position(of: child.symbol, name: child.tag, in: descriptor, ordinal: parentOrdinal)
                .map { (child.tag, $0) }
            let alternative = own != nil && fallback?.name == child.tag ? nil : fallback
            assign(.element(element), to: own, or: alternative, origin: nil, parent: parent)
        case .conditional:
            setCondition(element, in: parent)
        case .parameter, .structural:
            frames[parent].values.append(.element(element))
        case .proxy, .skipped:
            return
        }
    }
}
