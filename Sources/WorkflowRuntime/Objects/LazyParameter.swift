import WorkflowSchema

/// A parameter kept as schema values until it is used (ORIGINALS 1.4, eager or lazy).
public final class LazyParameter {
    let parameter: SchemaParameter
    /// The element whose parameter it is.
    let owner: SchemaElement
    /// The context of the object that owns it; use-time contexts replace it when given.
    let context: WorkflowContext
    /// The message made in the owner's context, kept when no proxy or conditional can change it
    /// (a button's message is then made once, not at every tap).
    private let staticMessage: StaticMessage?

    private final class StaticMessage { var made: MessageTemplate?? }

    init(parameter: SchemaParameter, of owner: SchemaElement, context: WorkflowContext) {
        self.parameter = parameter
        self.owner = owner
        self.context = context
        staticMessage = parameter.values.allSatisfy(Self.isStatic) ? StaticMessage() : nil
    }

    /// Whether a value makes the same thing in every context: no proxy or conditional inside.
    private static func isStatic(_ value: SchemaValue) -> Bool {
        guard case .element(let element) = value else { return true }
        guard !element.isDynamic else { return false }
        return element.parameters.allSatisfy { $0.values.allSatisfy(isStatic) }
    }

    /// Makes the values in `context` (the use-time context), or in the owner's context.
    func make(in context: WorkflowContext? = nil) throws(RuntimeIssue) -> [LiveValue] {
        let context = context ?? self.context
        return try context.services.make(parameter, of: owner, in: context)
    }

    /// Makes the values and gives the first as text.
    public func text(in context: WorkflowContext? = nil) throws(RuntimeIssue) -> String? {
        try make(in: context).lazy.compactMap(\.text).first
    }

    /// Makes the values and gives the first as a message.
    public func message(in context: WorkflowContext? = nil) throws(RuntimeIssue) -> MessageTemplate? {
        if context == nil, let staticMessage {
            if let made = staticMessage.made { return made }
            let made = try make().lazy.compactMap(\.message).first
            staticMessage.made = .some(made)
            return made
        }
        return try make(in: context).lazy.compactMap(\.message).first
    }

    /// Makes the values and gives them as data: one value, or a list when there are several.
    public func data(in context: WorkflowContext? = nil) throws(RuntimeIssue) -> WorkflowValue? {
        let values = try make(in: context)
        var data: [WorkflowValue] = []
        for value in values {
            guard let item = value.data else {
                throw RuntimeIssue(
                    .error, "<\(parameter.name)> must be data (text, a value tag or a proxy), not an object",
                    source: self.context.origin.source, range: parameter.range, code: .wrongType)
            }
            data.append(item)
        }
        if data.isEmpty { return nil }
        return data.count == 1 ? data[0] : .array(data)
    }
}
