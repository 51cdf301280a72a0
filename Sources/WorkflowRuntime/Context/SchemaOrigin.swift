import Foundation

/// Where the objects of a context come from: the schema's file and its locale (`lang`).
struct SchemaOrigin {
    /// The schema file's path, for messages; nil for schemas read from text.
    var source: String?
    /// The locale used for numbers, dates and comparisons.
    var locale: Locale

    init(source: String?, language: String?) {
        self.source = source
        self.locale = language.map(Locale.init(identifier:)) ?? Locale(identifier: "en_US_POSIX")
    }
}
