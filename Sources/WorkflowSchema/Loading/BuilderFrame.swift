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
    /// Objects: the parameters grouped so far, and the names already explained — suggested for
    /// unknown parameter tags, or written with a refused value — so that a missing mandatory
    /// parameter is not reported twice.
    var parameters: [SchemaParameter] = []
    var suggestedNames: [String] = []

    /// Parameters: the position in the parent's descriptor. Parameters and structural tags:
    /// the values inside, and whether anything at all was inside.
    var position = -1
    var values: [SchemaValue] = []
    var isEmpty = true

    /// What only proxies, conditionals and the root need (kept out of line: frames are copied
    /// into the stack for every element, and most are plain objects and parameters).
    var extras: FrameExtras?

    init(_ kind: Kind, tag: String, symbol: Int32, range: SourceRange) {
        self.kind = kind
        self.tag = tag
        self.symbol = symbol
        self.range = range
    }
}
