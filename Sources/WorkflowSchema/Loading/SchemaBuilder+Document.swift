extension SchemaBuilder {
    /// Opens the document element: its name should be `workflow`, its only attribute `lang`.
    mutating func startRoot(name: String, symbol: Int32, attributes: [MarkupAttribute], range: SourceRange) {
        var frame = BuilderFrame(.root, tag: name, symbol: symbol, range: range)
        frame.extras = FrameExtras()
        if name != "workflow" {
            report(
                .warning, .unexpectedRootName,
                "the root element is <\(name)>; schemas use <workflow> (the name is otherwise ignored)",
                at: range, suggestion: "workflow")
        }
        for attribute in attributes where !Self.isNamespaceAttribute(attribute.name) {
            if attribute.name == "lang" {
                frame.extras!.language = attribute.value
                if !Self.isLocaleIdentifier(attribute.value) {
                    report(
                        .error, .invalidLocale,
                        "Invalid locale identifier \"\(attribute.value)\"; use a language code such as en, fr or en_GB",
                        at: attribute.valueRange)
                }
            } else {
                report(
                    .warning, .unknownAttribute,
                    "the attribute `\(attribute.name)` has no meaning on the root element and is ignored; only `lang` does",
                    at: attribute.nameRange, suggestion: Suggestion.closest(to: attribute.name, in: ["lang"]))
            }
        }
        frames.append(frame)
    }

    /// Receives an object built directly inside the root: the first is the document's object.
    mutating func deliverToRoot(_ object: SchemaElement, root: Int) {
        if let first = frames[root].extras!.rootObject {
            report(
                .error, .rootObjectCount,
                "<\(frames[root].tag)> must contain exactly one object, but <\(object.tag)> is a second one; wrap them in a container controller such as <tabs> or <navigation>",
                at: object.range, notes: [DiagnosticNote("the first object <\(first.tag)> is here", at: first.range)])
        } else {
            frames[root].extras!.rootObject = object
        }
    }

    mutating func finishRoot(at index: Int) {
        if frames[index].extras!.rootObject == nil, !frames[index].extras!.hasElementChild {
            report(
                .error, .rootObjectCount,
                "<\(frames[index].tag)> is empty; it must contain one controller, such as <navigation> or <screen>",
                at: frames[index].range)
        }
        if let first = frames[index].extras!.rootObject, !first.isDynamic,
            !first.type.isSubtype(of: .controller)
        {
            report(
                .error, .rootObjectNotController,
                "the document's object <\(first.tag)> is not a controller; wrap it in a <screen>", at: first.range)
        }
        schema = Schema(
            rootTag: frames[index].tag, language: frames[index].extras!.language,
            object: frames[index].extras!.rootObject)
    }

    mutating func reportUnknownRootChild(_ name: String, at range: SourceRange) {
        guard diagnostics.count <= diagnosticLimit else { return }
        let controllers = registry.descriptors.filter { $0.kind == .controller }.map(\.name)
        let suggestion = closestTag(to: name)
        report(
            .error, .unknownTag,
            "unknown tag <\(name)>\(Self.didYouMean(suggestion, orStop: true)) The document holds one controller, such as \(controllers.prefix(3).map { "<\($0)>" }.joined(separator: ", ")).",
            at: range, suggestion: suggestion)
    }
}
