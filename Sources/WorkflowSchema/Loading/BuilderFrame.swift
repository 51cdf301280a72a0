/// One open element while a schema is built from scanner events.
struct BuilderFrame {
    enum Kind {
        /// The document element (`<workflow>`).
        case root
        /// An object made from its parameters.
        case object
        /// An object with `keyPath`: only `<default>` and `<template>` inside.
        case proxy
        /// An object with `conditional="yes"`: a condition, `<successValue>`, `<failureValue>`.
        case conditional
        /// A parameter tag such as `<title>`.
        case parameter
        /// `<default>`, `<template>`, `<successValue>`, `<failureValue>` or `<condition>`.
        case structural
        /// Content that was already reported and is not checked further.
        case skipped
    }

    var kind: Kind
    let tag: String
    let symbol: Int32
    let range: SourceRange

    /// Objects, proxies and conditionals: the registry ordinal, `name` and `class`.
    var ordinal = -1
    var name: String?
    var styleNames: [String] = []
    /// Objects: the parameters grouped so far, and names suggested for unknown parameter tags
    /// (a missing mandatory parameter that was suggested is not reported twice).
    var parameters: [SchemaParameter] = []
    var suggestedNames: [String] = []

    /// Proxies.
    var keyPath = ""
    var valueName: MarkupAttribute?
    var defaultValues: [SchemaValue] = []
    var template: [SchemaValue]?

    /// Conditionals.
    var condition: SchemaElement?
    var successValues: [SchemaValue] = []
    var failureValues: [SchemaValue] = []

    /// Parameters: the position in the parent's descriptor. Parameters and structural tags:
    /// the values inside, and whether anything at all was inside.
    var position = -1
    var values: [SchemaValue] = []
    var isEmpty = true

    /// The root: its language, first object, and whether it had any child element.
    var language: String?
    var rootObject: SchemaElement?
    var hasElementChild = false

    init(_ kind: Kind, tag: String, symbol: Int32, range: SourceRange) {
        self.kind = kind
        self.tag = tag
        self.symbol = symbol
        self.range = range
    }
}
