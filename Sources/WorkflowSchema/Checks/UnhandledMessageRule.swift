/// Warns about a message that a button, bar button, gesture or alert button sends to a
/// controller with no action for it: the original README's "nothing happens" case (`WFS0500`).
///
/// ```xml
/// <screen><view><button><title>Save</title><message>save</message></button></view></screen>
/// ```
/// gives `warning: <screen> has no action named 'save', so this message does nothing [WFS0500]`.
/// Such a message goes to the controller around the view and stops there: it is not passed on
/// to the controllers further out, even when one of them has the action. Messages to the root
/// delegate, to a descendant, or to a controller whose actions are known only at run time (a
/// proxy, a conditional, `shouldForwardAllMessages`) are not judged.
public struct UnhandledMessageRule: SchemaRule {
    /// Creates the rule.
    public init() {}

    public func check(_ schema: Schema, registry: TagRegistry) -> [Diagnostic] {
        guard let root = schema.object else { return [] }
        var diagnostics: [Diagnostic] = []
        SchemaTreeWalk(root: root).forEach { visit in
            let sender = visit.element
            guard Self.sends(sender.type), let receiver = visit.controllers.last,
                let descriptor = registry[sender.tag]
            else { return }
            for parameter in sender.parameters
            where descriptor.parameter(named: parameter.name)?.accepts.contains(.message) == true {
                for value in parameter.values {
                    guard let message = Self.controllerMessage(value), !Self.handles(receiver, message.value) else {
                        continue
                    }
                    diagnostics.append(
                        Self.diagnostic(message, receiver: receiver, outer: visit.controllers.dropLast()))
                }
            }
        }
        return diagnostics
    }

    /// Views, gestures, bar buttons and alert buttons send their messages to the controller around them.
    private static func sends(_ type: SchemaType) -> Bool {
        type.isSubtype(of: .view) || type.isSubtype(of: .gesture) || type.isSubtype(of: .barButtonItem)
            || type.isSubtype(of: .actionButtonItem)
    }

    /// The name of a message for its sender's controller (`delegate` or `self`); nil for other
    /// destinations and names known only at run time.
    private static func controllerMessage(_ value: SchemaValue) -> SchemaText? {
        let message = SentMessage(value)
        return message.isForSendersController ? message.name : nil
    }

    /// Whether `controller` answers `message`, or whether only run time can tell.
    private static func handles(_ controller: SchemaElement, _ message: String) -> Bool {
        if case .text(let forwards)? = controller[parameter: "shouldForwardAllMessages"]?.value,
            SchemaBuilder.boolValue(forwards.value)
        {
            return true
        }
        if controller[parameter: "shouldForwardAllMessages"]?.value?.element != nil { return true }
        if controller.type.isSubtype(of: .form) && message == "submit" { return true }
        let actions = controller[parameter: "actions"]?.values ?? []
        return actions.contains { value in
            guard let action = value.element else { return false }
            // A proxy or conditional may make any action; an action without a name takes every message.
            return action.isDynamic || action.name == nil || action.name == message
        }
    }

    private static func diagnostic(
        _ message: SchemaText, receiver: SchemaElement, outer: ArraySlice<SchemaElement>
    ) -> Diagnostic {
        var text = "<\(receiver.tag)> has no action named '\(message.value)', so this message does nothing"
        var notes = [DiagnosticNote("the <\(receiver.tag)> that receives it", at: receiver.range)]
        var suggestion: String?
        if let holder = outer.last(where: { handlesByName($0, message.value) }) {
            notes.append(
                DiagnosticNote(
                    "this <\(holder.tag)> has the action, but a message from a view stops at the controller "
                        + "around the view; move the action into the <\(receiver.tag)>",
                    at: holder.range))
        } else {
            // A near name is likely a typo, unless the action is in a controller further out.
            let names = (receiver[parameter: "actions"]?.values ?? []).compactMap { $0.element?.name }
            suggestion = Suggestion.closest(to: message.value, in: names)
            if let suggestion { text += "; did you mean '\(suggestion)'?" }
        }
        return Diagnostic(.warning, .unhandledMessage, text, at: message.range, notes: notes, suggestion: suggestion)
    }

    private static func handlesByName(_ controller: SchemaElement, _ message: String) -> Bool {
        (controller[parameter: "actions"]?.values ?? []).contains { $0.element?.name == message }
    }
}
