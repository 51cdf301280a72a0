extension SchemaBuilder {
    /// Opens an object tag: reads its attributes and decides whether it is a plain object,
    /// a proxy (`keyPath`) or a conditional (`conditional="yes"`).
    mutating func startObject(
        _ tag: String, _ symbol: Int32, _ attributes: [MarkupAttribute], _ range: SourceRange, ordinal: Int
    ) {
        // The frame is filled in place on the stack: frames are large, and moving one costs.
        frames.append(BuilderFrame(.object, tag: tag, symbol: symbol, range: range))
        let top = frames.count - 1
        frames[top].ordinal = ordinal
        var keyPath: MarkupAttribute?
        var valueName: MarkupAttribute?
        var isConditional = false
        for attribute in attributes {
            switch attribute.name {
            case "name": frames[top].name = attribute.value
            case "class":
                frames[top].styleNames = attribute.value.split(whereSeparator: \.isWhitespace).map(String.init)
            case "keyPath": keyPath = attribute
            case "valueName": valueName = attribute
            case "conditional": isConditional = Self.boolValue(attribute.value)
            default:
                if Self.isNamespaceAttribute(attribute.name) { continue }
                let suggestion = Suggestion.closest(to: attribute.name, in: Self.objectAttributes)
                report(
                    .warning, .unknownAttribute,
                    "the attribute `\(attribute.name)` has no meaning on <\(tag)> and is ignored\(Self.didYouMean(suggestion, quoted: "`"))",
                    at: attribute.nameRange, suggestion: suggestion)
            }
        }
        if let keyPath {
            frames[top].kind = .proxy
            let extras = FrameExtras()
            extras.keyPath = keyPath.value
            extras.valueName = valueName
            frames[top].extras = extras
            if keyPath.value.trimmingXMLWhitespace().isEmpty {
                report(
                    .error, .invalidStructuralContent,
                    "`keyPath` on <\(tag)> is empty; name the userInfo key to read, such as keyPath=\"user.name\"",
                    at: keyPath.valueRange)
            }
            return
        }
        if let valueName {
            report(
                .warning, .misplacedValueName,
                "`valueName` only has a meaning on a proxy (an element with `keyPath`) that has a <template>; it is ignored",
                at: valueName.nameRange)
        }
        if isConditional {
            frames[top].kind = .conditional
            frames[top].extras = FrameExtras()
        } else if registry.descriptor(at: ordinal).isAbstract {
            report(
                .error, .abstractTagWithoutKeyPath,
                "<\(tag)> is abstract: it can only stand for a value read from the context, so give it a `keyPath` attribute",
                at: range)
            frames[top].kind = .skipped
        }
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
            reportMisplaced(
                name, at: range, childOrdinal: childOrdinal, isDynamic: Self.isProxyOrConditional(attributes),
                parent: parent)
            skip(name, symbol, range)
            return
        }
        warnAboutAttributes(attributes, ofParameter: name)
        frames.append(BuilderFrame(.parameter, tag: name, symbol: symbol, range: range))
        frames[frames.count - 1].position = position
    }

    /// Turns a finished object, proxy or conditional frame into an element.
    mutating func finishObject(at index: Int) -> SchemaElement? {
        let descriptor = registry.descriptor(at: frames[index].ordinal)
        func element(_ role: SchemaElementRole, _ parameters: [SchemaParameter] = []) -> SchemaElement {
            SchemaElement(
                tag: frames[index].tag, type: descriptor.type, range: frames[index].range, name: frames[index].name,
                styleNames: frames[index].styleNames, role: role, parameters: parameters)
        }
        switch frames[index].kind {
        case .proxy:
            if let valueName = frames[index].extras!.valueName, frames[index].extras!.template == nil {
                report(
                    .warning, .misplacedValueName,
                    "`valueName` is ignored because the proxy <\(frames[index].tag)> has no <template>",
                    at: valueName.nameRange)
            }
            let proxy = SchemaProxy(
                keyPath: frames[index].extras!.keyPath, valueName: frames[index].extras!.valueName?.value,
                defaultValues: frames[index].extras!.defaultValues,
                template: frames[index].extras!.template)
            return element(.proxy(proxy))
        case .conditional:
            if frames[index].extras!.condition == nil {
                report(
                    .error, .missingCondition,
                    "the conditional <\(frames[index].tag)> has no condition; add one such as <isEqual> or <isTrue>",
                    at: frames[index].range)
            }
            let conditional = SchemaConditional(
                condition: frames[index].extras!.condition, successValues: frames[index].extras!.successValues,
                failureValues: frames[index].extras!.failureValues)
            return element(.conditional(conditional))
        default:
            let object = element(.object, frames[index].parameters)
            checkMandatoryParameters(of: object, descriptor: descriptor, suggested: frames[index].suggestedNames)
            for rule in descriptor.rules { diagnostics += rule.check(object) }
            return object
        }
    }

    /// Hands a finished element to the frame it was built in.
    mutating func deliver(_ element: SchemaElement, from child: Int) {
        guard child > 0 else { return }
        let parent = child - 1
        switch frames[parent].kind {
        case .root:
            deliverToRoot(element, root: parent)
        case .object:
            let parentOrdinal = frames[parent].ordinal
            let descriptor = registry.descriptor(at: parentOrdinal)
            var fallback: (name: String, position: Int)?
            if case .object(let slotFallback) = registry.slot(parent: parentOrdinal, child: frames[child].ordinal) {
                fallback = slotFallback
            }
            let own = symbols.position(
                of: frames[child].symbol, name: frames[child].tag, in: descriptor, ordinal: parentOrdinal
            )
            .map { (frames[child].tag, $0) }
            let alternative = own != nil && fallback?.name == frames[child].tag ? nil : fallback
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
