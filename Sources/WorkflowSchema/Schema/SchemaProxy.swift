/// What a proxy element (one with `keyPath`) reads, and what it falls back to.
public struct SchemaProxy: Sendable, Hashable {
    /// The key path read from the context's `userInfo`, such as `user.name`.
    public var keyPath: String
    /// With a template: each element of the value is wrapped as `{valueName: element}`.
    public var valueName: String?
    /// The values used when the key path gives nothing (from `<default>`).
    public var defaultValues: [SchemaValue]
    /// The values instantiated once per element of the value (from `<template>`), if any.
    public var template: [SchemaValue]?

    /// Creates a proxy description.
    public init(
        keyPath: String, valueName: String? = nil, defaultValues: [SchemaValue] = [], template: [SchemaValue]? = nil
    ) {
        self.keyPath = keyPath
        self.valueName = valueName
        self.defaultValues = defaultValues
        self.template = template
    }
}
