import WorkflowSchema

/// What a tag does at run time: the class of the object it makes, the value it makes, or nothing of its own.
public enum TagBehaviour: Sendable {
    /// A controller, view, gesture, item, action or condition: an instance of this class is made
    /// for each element, then configured with the element's parameters.
    case object(RuntimeObject.Type)
    /// A value tag: makes data (or a message) from the element's parameters, in the context it is used in.
    case value(@Sendable (Parameters) throws(RuntimeIssue) -> LiveValue)
    /// The element is read by the object that holds it (the nodes of a `<runGraph>` graph), never made on its own.
    case readByParent
}
