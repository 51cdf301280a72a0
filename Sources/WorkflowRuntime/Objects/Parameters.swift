import WorkflowSchema

/// The parameters of one element, read by the object made from it.
///
/// Eager parameters are made once, here, in the parameter context (ORIGINALS 1.4); lazy ones
/// stay as schema values and are made at use time by `LazyParameter.make(in:)`.
public struct Parameters {
    /// The element the parameters belong to.
    public let element: SchemaElement
    /// The context the parameters are made in.
    public let context: WorkflowContext
    private var made: [String: [LiveValue]] = [:]
    private var lazy: [String: LazyParameter] = [:]

    init(element: SchemaElement, context: WorkflowContext) throws(RuntimeIssue) {
        self.element = element
        self.context = context
        let descriptor = context.services.registry[element.tag]
        for parameter in element.parameters {
            if descriptor?.parameter(named: parameter.name)?.isLazy == true {
                lazy[parameter.name] = LazyParameter(parameter: parameter, of: element, context: context)
            } else {
                made[parameter.name] = try context.services.make(parameter, of: element, in: context)
            }
        }
    }

    /// The made values of an eager parameter, flattening data lists; empty when absent.
    public func values(_ name: String) -> [LiveValue] {
        guard let values = made[name] else { return [] }
        return values.flatMap { value -> [LiveValue] in
            if case .data(.array(let items)) = value { return items.map(LiveValue.data) }
            return [value]
        }
    }

    /// Whether the parameter was given and gave a value.
    public func has(_ name: String) -> Bool { !(made[name] ?? []).isEmpty || lazy[name] != nil }

    /// The made values of an eager parameter, ready to read.
    func read(_ name: String) -> LiveValues { LiveValues(values: values(name), locale: context.origin.locale) }

    /// The first value as text.
    public func text(_ name: String) -> String? { read(name).text }

    /// The first value as a truth value (`YES`, `true`, `1`…).
    public func bool(_ name: String) -> Bool? { read(name).bool }

    /// The first value as a number, read with the schema's locale.
    public func number(_ name: String) -> Double? { read(name).number }

    /// The first value as a whole number, rounded; nil when absent or beyond ±1,000,000,000.
    public func integer(_ name: String) -> Int? { read(name).integer }

    /// The first value as an image.
    public func image(_ name: String) -> ImageValue? { read(name).image }

    /// An enumeration parameter as its word: the word itself, or its number (the original's enum value).
    public func word(_ name: String, in words: [String]) -> String? {
        if let text = text(name), words.contains(text) { return text }
        guard let index = integer(name), words.indices.contains(index) else { return nil }
        return words[index]
    }

    /// An enumeration parameter as the case its word names, or the case at its number (the original's enum value).
    public func word<Word: RawRepresentable & CaseIterable>(_ name: String, as type: Word.Type = Word.self) -> Word?
    where Word.RawValue == String {
        if let text = text(name), let word = Word(rawValue: text) { return word }
        guard let index = integer(name), index >= 0, index < Word.allCases.count else { return nil }
        return Word.allCases[Word.allCases.index(Word.allCases.startIndex, offsetBy: index)]
    }

    /// The objects of type `T`, in order.
    public func objects<T>(_ name: String, as type: T.Type = T.self) -> [T] { read(name).objects() }

    /// The first object of type `T`.
    public func object<T>(_ name: String, as type: T.Type = T.self) -> T? { read(name).object() }

    /// A lazy parameter, made later at use time.
    public func deferred(_ name: String) -> LazyParameter? { lazy[name] }
}
