import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Records what `XMLParser` (libxml2) reports, as ``MarkupEvent``s.
///
/// Character data between two tags is gathered (across comments, CDATA sections and
/// processing instructions, which do not end a run in our reader) and becomes one text event,
/// trimmed as ours are.
final class ParserEventRecorder: NSObject, XMLParserDelegate {
    private(set) var events: [MarkupEvent] = []
    /// The libxml2 error codes reported, in order (warnings included).
    private(set) var errorCodes: [Int] = []
    private var pendingText = ""

    /// Parses `bytes`; returns whether `XMLParser.parse()` succeeded.
    func parse(_ bytes: [UInt8]) -> Bool {
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = self
        let succeeded = parser.parse()
        if let error = parser.parserError, !errorCodes.contains((error as NSError).code) {
            errorCodes.append((error as NSError).code)
        }
        return succeeded
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        flushText()
        events.append(.start(elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        flushText()
        events.append(.end(elementName))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        pendingText += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        pendingText += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        errorCodes.append((parseError as NSError).code)
    }

    private func flushText() {
        let text = pendingText.trimmedAsMarkupText
        pendingText = ""
        if !text.isEmpty { events.append(.text(text)) }
    }
}
