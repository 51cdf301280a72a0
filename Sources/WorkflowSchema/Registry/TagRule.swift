/// A check on a grouped element beyond parameter types and mandatory parameters.
///
/// Rules are values held by ``TagDescriptor/rules``; applications can write their own.
public protocol TagRule: Sendable {
    /// The problems this rule finds in `element` (a plain object, never a proxy).
    func check(_ element: SchemaElement) -> [Diagnostic]
}
