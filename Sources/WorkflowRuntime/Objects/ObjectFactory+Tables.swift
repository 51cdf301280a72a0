extension ObjectFactory {
    /// Tables, their sections and cells, and the search bar.
    static let tables: [String: RuntimeObject.Type] = [
        "table": TableController.self,
        "tableSection": TableSection.self,
        "tableCell": TableCell.self,
        "searchBar": SearchBar.self,
    ]
}
