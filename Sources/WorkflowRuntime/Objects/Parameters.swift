import WorkflowSchema

/// The parameters of one element, read by the object made from it.
///
/// Eager parameters are made once, here, in the parameter context (ORIGINALS 1.4); lazy ones
/// stay as schema values and are made at use time by `LazyParameter.make(in:)`.
struct Parameters {
    let element: SchemaElement
    let context: WorkflowContext
    private var made: [String: [LiveValue]] = [:]
    private var lazy: [String: LazyParameter] = [:]

    init(element: SchemaElement, context: WorkflowContext) throws(RuntimeIssue) {
        self.element = element
        self.context = context
        let descriptor = context.core.registry[element.tag]
        for parameter in element.parameters {
            if descriptor?.parameter(named: parameter.name)?.isLazy == true {
                lazy[parameter.name] = LazyParameter(parameter: parameter, context: context)
            } else {
                var values: [LiveValue] = []
                for value in parameter.values { values += try context.core.make(value, in: context) }
                made[parameter.name] = values
            }
        }
    }

    /// The made values of an eager parameter, flattening data lists; empty when absent.
    func values(_ name: String) -> [LiveValue] {
        guard let values = made[name] else { return [] }
        return values.flatMap { value -> [LiveValue] in
            if case .data(.array(let items)) = value { return items.map(LiveValue.data) }
            return [value]
        }
    }

    /// Whether the parameter was given and gave a value.
    func has(_ name: String) -> Bool { !(made[name] ?? []).isEmpty || lazy[name] != nil }

    /// The first value as text.
    func text(_ name: String) -> String? { values(name).lazy.compactMap(\.text).first }

    /// The first value as a truth value (`YES`, `true`, `1`…).
    func bool(_ name: String) -> Bool? { values(name).lazy.compactMap { $0.data?.truth }.first }

    /// The first value as a number, read with the schema's locale.
    func number(_ name: String) -> Double? {
        values(name).lazy.compactMap { value -> Double? in
            switch value.data {
            case .number(let number): number
            case .string(let text): NumberText.parse(text, locale: context.origin.locale)
            case .bool(let bool): bool ? 1 : 0
            default: nil
            }
        }.first
    }

    /// The first value as a whole number, rounded; nil when absent or beyond ±1,000,000,000.
    func integer(_ name: String) -> Int? {
        guard let number = number(name), number.isFinite, abs(number) <= 1_000_000_000 else { return nil }
        return Int(number.rounded())
    }

    /// The first value as an image.
    func image(_ name: String) -> ImageValue? {
        values(name).lazy.compactMap { value -> ImageValue? in
            if case .data(.image(let image)) = value { return image }
            return nil
        }.first
    }

    /// The objects of type `T`, in order.
    func objects<T>(_ name: String, as type: T.Type = T.self) -> [T] {
        values(name).compactMap { $0.object(as: T.self) }
    }

    /// The first object of type `T`.
    func object<T>(_ name: String, as type: T.Type = T.self) -> T? {
        values(name).lazy.compactMap { $0.object(as: T.self) }.first
    }

    /// A lazy parameter, made later at use time.
    func deferred(_ name: String) -> LazyParameter? { lazy[name] }
}
