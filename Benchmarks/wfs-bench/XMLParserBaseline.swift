import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The floor: a bare FoundationXML `XMLParser` pass over the same bytes, with a delegate that
/// only counts start tags. This is the parser a Swift developer on Linux would otherwise use.
enum XMLParserBaseline {
    /// Parses `data` and returns the number of elements seen (-1 when the parser failed).
    static func parse(_ data: Data) -> Int {
        let parser = XMLParser(data: data)
        let counter = StartElementCounter()
        parser.delegate = counter
        return parser.parse() ? counter.count : -1
    }
}

/// Counts `didStartElement` calls and nothing else.
private final class StartElementCounter: NSObject, XMLParserDelegate {
    var count = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        count += 1
    }
}
