/// Requires a parameter exactly when another parameter has a given value.
///
/// ```xml
/// <tableCell><text>Row</text><detailDisclosureMessage>more</detailDisclosureMessage></tableCell>
/// ```
/// gives `error: Cells without the detailDisclosureIndicatorButton accessory type may not have
/// a detailDisclosureMessage [WFS0305]`.
public struct DependentParameter: TagRule {
    /// The parameter that is required or forbidden.
    public let parameter: String
    /// The parameter whose value decides.
    public let controller: String
    /// The value of `controller` that requires `parameter`.
    public let value: String
    /// The message when `parameter` is missing although required.
    public let missingMessage: String
    /// The message when `parameter` is given although forbidden.
    public let forbiddenMessage: String

    /// Creates the rule.
    public init(_ parameter: String, when controller: String, is value: String, missing: String, forbidden: String) {
        self.parameter = parameter
        self.controller = controller
        self.value = value
        self.missingMessage = missing
        self.forbiddenMessage = forbidden
    }

    public func check(_ element: SchemaElement) -> [Diagnostic] {
        guard let deciding = element[parameter: controller]?.value else {
            return forbidden(element)
        }
        guard let text = deciding.text else { return [] }  // a proxy or object: known only at run time
        if text == value {
            guard element[parameter: parameter] == nil else { return [] }
            return [.init(.error, .dependentParameter, "\(missingMessage); add <\(parameter)>", at: element.range)]
        }
        return forbidden(element)
    }

    private func forbidden(_ element: SchemaElement) -> [Diagnostic] {
        guard let given = element[parameter: parameter] else { return [] }
        return [.init(.error, .dependentParameter, forbiddenMessage, at: given.range)]
    }
}
