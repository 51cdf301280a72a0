extension ObjectFactory {
    /// Tables, their sections and cells.
    static let tables: [String: RuntimeObject.Type] = [:]
}
