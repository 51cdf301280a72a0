import Foundation

/// The made values of one parameter, read as text, truth values, numbers, images or objects.
struct LiveValues {
    /// The values, data lists flattened.
    let values: [LiveValue]
    /// The locale numbers are read with (the schema's `lang`).
    let locale: Locale

    /// Whether no value was given (or only null).
    var isEmpty: Bool { values.allSatisfy { $0.data == .null } }

    /// The first value as text.
    var text: String? { values.lazy.compactMap(\.text).first }

    /// The first value as a truth value (`YES`, `true`, `1`…).
    var bool: Bool? { values.lazy.compactMap { $0.data?.truth }.first }

    /// The first value as a number, read with the locale.
    var number: Double? { values.lazy.compactMap { $0.data?.number(locale: locale) }.first }

    /// The first value as a whole number, rounded; nil when absent or beyond ±1,000,000,000.
    var integer: Int? {
        guard let number, number.isFinite, abs(number) <= 1_000_000_000 else { return nil }
        return Int(number.rounded())
    }

    /// The first value as an image.
    var image: ImageValue? {
        values.lazy.compactMap { value -> ImageValue? in
            if case .data(.image(let image)) = value { return image }
            return nil
        }.first
    }

    /// The objects of type `T`, in order.
    func objects<T>(as type: T.Type = T.self) -> [T] { values.compactMap { $0.object(as: T.self) } }

    /// The first object of type `T`.
    func object<T>(as type: T.Type = T.self) -> T? { values.lazy.compactMap { $0.object(as: T.self) }.first }
}
