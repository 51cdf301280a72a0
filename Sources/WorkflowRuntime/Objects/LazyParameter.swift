import WorkflowSchema

/// A parameter kept as schema values until it is used (ORIGINALS 1.4, eager or lazy).
struct LazyParameter {
    let parameter: SchemaParameter
    /// The context of the object that owns it; use-time contexts replace it when given.
    let context: WorkflowContext

    /// Makes the values in `context` (the use-time context), or in the owner's context.
    func make(in context: WorkflowContext? = nil) throws(RuntimeIssue) -> [LiveValue] {
        let context = context ?? self.context
        var values: [LiveValue] = []
        for value in parameter.values { values += try context.core.make(value, in: context) }
        return values
    }

    /// Makes the values and gives the first as text.
    func text(in context: WorkflowContext? = nil) throws(RuntimeIssue) -> String? {
        try make(in: context).lazy.compactMap(\.text).first
    }

    /// Makes the values and gives the first as a message.
    func message(in context: WorkflowContext? = nil) throws(RuntimeIssue) -> MessageTemplate? {
        try make(in: context).lazy.compactMap(\.message).first
    }

    /// Makes the values and gives them as data: one value, or a list when there are several.
    func data(in context: WorkflowContext? = nil) throws(RuntimeIssue) -> WorkflowValue? {
        let values = try make(in: context)
        var data: [WorkflowValue] = []
        for value in values {
            guard let item = value.data else {
                throw RuntimeIssue(
                    .error, "<\(parameter.name)> must be data (text, a value tag or a proxy), not an object",
                    source: self.context.origin.source, range: parameter.range)
            }
            data.append(item)
        }
        if data.isEmpty { return nil }
        return data.count == 1 ? data[0] : .array(data)
    }
}
