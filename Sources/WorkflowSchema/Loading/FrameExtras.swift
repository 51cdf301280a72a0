/// The parts of a ``BuilderFrame`` that only proxies, conditionals and the root use.
final class FrameExtras {
    /// Proxies: the key path, `valueName`, and the values of `<default>` and `<template>`.
    var keyPath = ""
    var valueName: MarkupAttribute?
    var defaultValues: [SchemaValue] = []
    var template: [SchemaValue]?

    /// Conditionals: the condition and the values of `<successValue>` and `<failureValue>`.
    var condition: SchemaElement?
    var successValues: [SchemaValue] = []
    var failureValues: [SchemaValue] = []

    /// Proxies and conditionals: where each structural child (`<default>`, `<template>`,
    /// `<successValue>`, `<failureValue>`) was first given; each may be given once.
    var structuralTags: [String: SourceRange] = [:]

    /// The root: its language, first object, and whether it had any child element.
    var language: String?
    var rootObject: SchemaElement?
    var hasElementChild = false
}
