import WorkflowSchema

/// Target B: reads the input with our `MarkupReader` and with FoundationXML's `XMLParser`
/// (libxml2), and stops at any difference that is not one we intend.
///
/// - When `XMLParser` reads the document without a well-formedness error, our reader must
///   too, and both must see the same elements, attributes and trimmed text runs.
/// - When our reader reads it without any problem, `XMLParser` must too, unless it refuses one
///   of our documented leniencies.
enum MarkupDifferential {
    static func run(_ bytes: [UInt8]) {
        // The JSON form is not XML: the reader reads it with its own parser (docs/JSON.md).
        guard SchemaForm.of(bytes) == .xml else { return }
        let ours = MarkupReader().read(bytes)
        // Refused on purpose (docs/DIAGNOSTICS.md, WFS01xx and WFS015x): any DOCTYPE or entity
        // declaration (WFS0110), any encoding but UTF-8 (WFS0111), and documents past
        // `MarkupLimits` (WFS0150–WFS0156). libxml2 reads all of these, so nothing is compared.
        if ours.diagnostics.contains(where: { Self.intendedRefusals.contains($0.code.rawValue) }) { return }
        // Our reader accepts only UTF-8 (WFS0100), and XMLParser on Linux crashes on a name that
        // is not valid UTF-8 (`<\u{FF}>`: it force-unwraps the name's String), so such input
        // is not compared.
        guard String(validating: bytes, as: UTF8.self) != nil else { return }
        // XMLParser on Linux also crashes on a processing instruction with no data (`<?a?>`: it
        // takes the length of the data libxml2 gives as NULL), so such input is not compared.
        guard !Self.hasProcessingInstructionWithoutData(bytes) else { return }
        let recorder = ParserEventRecorder()
        let parsed = recorder.parse(bytes)
        let theirErrors = recorder.errorCodes.filter { !Self.notWellFormednessCodes.contains($0) }
        // XMLParser on Linux reports success and no error for an input with no root element at
        // all (an empty one, say), which XML does not allow: that is not acceptance.
        let theyAccept = parsed && theirErrors.isEmpty && !recorder.events.isEmpty
        let oursAccept = ours.isComplete && ours.diagnostics.isEmpty && ours.root != nil

        if theyAccept {
            guard oursAccept, let root = ours.root else {
                report("XMLParser accepts the document but MarkupReader does not", bytes, ours, recorder)
            }
            let events = MarkupEvent.events(of: root)
            if events != recorder.events {
                report("the readers see different events", bytes, ours, recorder)
            }
        } else if oursAccept {
            // Lenient on purpose (ARCHITECTURE.md, "Lenient XML, knowingly"): the schema
            // language ignores comments and processing instructions, and `]]>` is harmless text.
            // The document stops being XML at libxml2's first error, and libxml2 recovers its
            // own way after it (`<?<title>…?>`: it reads `<title>` as a tag, where our reader
            // skips to `?>`), so once that first error is one of these, the rest is not compared.
            if theirErrors.first.map(Self.intendedLeniencies.contains) ?? true { return }
            report("MarkupReader accepts the document but XMLParser does not", bytes, ours, recorder)
        }
    }

    /// The codes of the diagnostics for documents our reader refuses on purpose.
    static let intendedRefusals: Set<String> = [
        "WFS0110", "WFS0111", "WFS0150", "WFS0151", "WFS0152", "WFS0153", "WFS0154", "WFS0155", "WFS0156",
    ]

    /// libxml2 codes (xmlerror.h) that do not make a document ill-formed XML 1.0: warnings
    /// (97 an unknown version, 98 an `xml:lang` value, 99/100/106 namespace URIs, 102
    /// `xml:space`) and the Namespaces in XML errors (200–205); our reader knows no namespaces,
    /// and `p:x` is a plain XML 1.0 name.
    static let notWellFormednessCodes: Set<Int> = [97, 98, 99, 100, 102, 106, 200, 201, 202, 203, 204, 205]

    /// libxml2 codes for what our reader accepts on purpose: 80 `--` inside a comment, 62
    /// `]]>` in text, 46 a processing instruction without a target.
    static let intendedLeniencies: Set<Int> = [80, 62, 46]

    private static func report(
        _ problem: String, _ bytes: [UInt8], _ ours: MarkupDocument, _ recorder: ParserEventRecorder
    ) -> Never {
        let ourEvents = ours.root.map(MarkupEvent.events(of:)) ?? []
        fatalError(
            """
            \(problem)
            input: \(String(decoding: bytes, as: UTF8.self).debugDescription)
            MarkupReader diagnostics: \(ours.diagnostics.map { "\($0.range.start.line):\($0.range.start.column) \($0.code.rawValue) \($0.message)" })
            XMLParser error codes: \(recorder.errorCodes)
            MarkupReader events: \(ourEvents.map(\.description).joined(separator: " "))
            XMLParser events:    \(recorder.events.map(\.description).joined(separator: " "))
            """)
    }

    /// Whether `bytes` hold `<?` and a target followed at once by `?>`.
    static func hasProcessingInstructionWithoutData(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "<"), bytes[index + 1] == UInt8(ascii: "?") else { continue }
            var end = index + 2
            while end < bytes.count, ![UInt8(ascii: "?"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[end]) { end += 1 }
            if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "?"), bytes[end + 1] == UInt8(ascii: ">") { return true }
        }
        return false
    }
}
