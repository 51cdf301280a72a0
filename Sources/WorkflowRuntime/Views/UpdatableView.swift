import WorkflowSchema

/// A view class whose own parameters `updateViews` can set after the view was made.
///
/// The common parameters of every view (`hidden` and the accessibility ones) are set by
/// `View.update(parameter:values:)` itself; a class adopts this protocol for the rest.
protocol UpdatableView: View {
    /// Sets `parameter` from `values` (already checked against the tag's parameter table);
    /// false when the class cannot change that parameter once made.
    func updateParameter(_ parameter: String, values: LiveValues) throws(RuntimeIssue) -> Bool
}

extension View {
    /// Sets one of the view's parameters to `values`, as `updateViews` asks: the parameter must
    /// be in the tag's parameter table, the values of a type it accepts (text in its format),
    /// and the view's class able to change it. Throws why not, without the view's position
    /// (the caller reports the error at its own).
    func update(parameter: String, values made: [LiveValue]) throws(RuntimeIssue) {
        let values = made.flatMap { value -> [LiveValue] in
            if case .data(.array(let items)) = value { return items.map(LiveValue.data) }
            return [value]
        }
        guard let descriptor = context.services.registry[element.tag]?.parameter(named: parameter) else {
            throw RuntimeIssue(.error, "<\(element.tag)> has no parameter <\(parameter)>", code: .updateFailed)
        }
        if !descriptor.isArray, values.count > 1 {
            throw RuntimeIssue(.error, "<\(parameter)> takes one value, not \(values.count)", code: .updateFailed)
        }
        for value in values { try check(value, for: descriptor) }
        let update = LiveValues(values: values, locale: context.origin.locale)
        if try updateCommonParameter(parameter, values: update) { return }
        if let updatable = self as? any UpdatableView, try updatable.updateParameter(parameter, values: update) {
            context.didChange(.content)
            return
        }
        throw RuntimeIssue(
            .error, "<\(element.tag)> cannot change <\(parameter)> once it is made", code: .updateFailed)
    }

    /// `hidden` and the accessibility parameters, which every view has.
    private func updateCommonParameter(_ parameter: String, values: LiveValues) throws(RuntimeIssue) -> Bool {
        switch parameter {
        case "hidden": isHidden = values.bool ?? false
        case "accessibilityLabel": accessibilityLabel = values.text
        case "accessibilityHint": accessibilityHint = values.text
        case "accessibilityValue": accessibilityValue = values.text
        case "accessibilityTraits":
            accessibilityTraits = values.text?.split { !$0.isLetter && !$0.isNumber }.map(String.init) ?? []
        default: return false
        }
        context.didChange(.content)
        return true
    }

    /// Checks one value against the parameter's accepted types and, for text, its format.
    private func check(_ value: LiveValue, for descriptor: ParameterDescriptor) throws(RuntimeIssue) {
        let type: SchemaType
        switch value {
        case .message: type = .message
        case .object(let object): type = context.services.registry[object.element.tag]?.type ?? .object
        case .data(let data):
            switch data {
            case .null: return
            case .string(let text):
                try check(text: text, for: descriptor)
                type = .string
            case .number, .bool: type = .number
            case .date: type = .date
            case .image: type = .image
            case .array, .dictionary, .schema: type = .object
            }
        }
        guard descriptor.accepts(type) else {
            let accepted = descriptor.accepts.map(\.name).joined(separator: " or ")
            throw RuntimeIssue(
                .error, "<\(descriptor.name)> takes \(accepted), not \(Self.describe(value, type: type))",
                code: .wrongType)
        }
    }

    private func check(text: String, for descriptor: ParameterDescriptor) throws(RuntimeIssue) {
        switch descriptor.format {
        case .text: return
        case .number:
            guard NumberText.parse(text, locale: context.origin.locale) == nil else { return }
            throw RuntimeIssue(.error, "\"\(text)\" is not a number", code: .invalidValue)
        case .boolean:
            guard !View.booleanWords.contains(text.lowercased()) else { return }
            throw RuntimeIssue(.error, "\"\(text)\" is not a boolean; use YES or NO", code: .invalidValue)
        case .enumeration(let words):
            guard !words.contains(text) else { return }
            throw RuntimeIssue(
                .error, "\"\(text)\" is not one of \(words.joined(separator: ", "))", code: .invalidValue)
        case .bitmask(let words):
            let flags = text.split { !($0.isLetter || $0.isNumber) }.map(String.init)
            guard let wrong = flags.first(where: { !words.contains($0) }) else { return }
            throw RuntimeIssue(
                .error, "\"\(wrong)\" is not one of \(words.joined(separator: ", "))", code: .invalidValue)
        }
    }

    private static func describe(_ value: LiveValue, type: SchemaType) -> String {
        switch value {
        case .data(let data): data.kindDescription
        case .message: "a message"
        case .object: "a <\(type.name)>"
        }
    }
}

extension View {
    /// The words a boolean parameter accepts (as the loader checks literal text).
    static let booleanWords: Set<String> = ["yes", "no", "true", "false", "y", "n", "1", "0"]
}
