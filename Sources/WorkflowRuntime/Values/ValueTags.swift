import Foundation
import WorkflowSchema

/// The value tags (`string`, `number`, `bool`, `date`, `image`, `null`, `message`, and the
/// module's `attributedString`): they make data, not objects.
enum ValueTags {
    /// What makes the value of a value tag; nil for other tags.
    static func maker(for tag: String) -> (@Sendable (Parameters) throws(RuntimeIssue) -> LiveValue)? {
        switch tag {
        case "string", "number", "bool", "date", "image", "null", "message", "attributedString":
            return { parameters throws(RuntimeIssue) in try make(tag, parameters) }
        default: return nil
        }
    }

    private static func make(_ tag: String, _ parameters: Parameters) throws(RuntimeIssue) -> LiveValue {
        let context = parameters.context
        let element = parameters.element
        func fail(_ message: String, code: RuntimeIssueCode = .missingValue) -> RuntimeIssue {
            RuntimeIssue(
                .error, message, source: context.origin.source, range: element.range, tag: element.tag, code: code)
        }
        switch tag {
        case "string":
            let value = parameters.text("value")
            guard let key = parameters.text("key") else {
                guard let value else { throw fail("strings must specify a key or a value") }
                return .data(.string(value))
            }
            let table = parameters.text("table")
            let text = context.services.assets?.localizedString(key: key, value: value, table: table) ?? value ?? key
            return .data(.string(text))
        case "number":
            if case .number(let number)? = parameters.values("value").first?.data { return .data(.number(number)) }
            guard let text = parameters.text("value"),
                let number = NumberText.parse(text, locale: context.origin.locale)
            else { throw fail("'\(parameters.text("value") ?? "")' is not a number", code: .invalidValue) }
            return .data(.number(number))
        case "bool":
            return .data(.bool(parameters.values("value").first?.data?.truth ?? false))
        case "date":
            return .data(.date(try date(parameters, fail: fail)))
        case "image":
            guard let name = parameters.text("name") else { throw fail("images require a name") }
            var image = ImageValue(name: name, accessibilityLabel: parameters.text("accessibilityLabel"))
            if let assets = context.services.assets {
                guard let found = assets.image(named: name) else {
                    throw fail("could not find image named '\(name)' in the asset folder", code: .imageNotFound)
                }
                image.path = found.path
            }
            return .data(.image(image))
        case "null":
            return .data(.null)
        case "attributedString":
            // An attributed string travels as its sanitised HTML; the views that take one read text as HTML.
            guard let value = parameters.text("value") else { throw fail("attributed strings require a value") }
            return .data(.string(RichText(html: value).html))
        default:
            guard let name = parameters.text("name") else { throw fail("messages require a name") }
            let destination = parameters.text("destinationType").flatMap(MessageDestination.init(rawValue:))
            return .message(
                MessageTemplate(
                    name: name, destination: destination ?? .delegate,
                    destinationName: parameters.text("destinationName")))
        }
    }

    private static func date(
        _ parameters: Parameters, fail: (String, RuntimeIssueCode) -> RuntimeIssue
    ) throws(RuntimeIssue) -> Date {
        switch parameters.values("value").first?.data {
        case .date(let date)?: return date
        case .number(let seconds)?: return Date(timeIntervalSince1970: seconds)
        default: break
        }
        guard let text = parameters.text("value") else { throw fail("dates require a value", .missingValue) }
        let locale = parameters.context.origin.locale
        if let format = parameters.text("format") {
            guard let date = DateText.parse(text, format: format, locale: locale) else {
                throw fail("could not parse date '\(text)' with format '\(format)'", .invalidValue)
            }
            return date
        }
        guard let date = DateText.parse(text) else {
            throw fail(
                "could not parse date '\(text)'; write it in ISO 8601 (2012-11-27T14:55:12Z) or give a <format>",
                .invalidValue)
        }
        return date
    }
}
