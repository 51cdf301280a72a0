/// The fixes of a schema file that are safe to apply without asking: misspelt names whose
/// intended spelling the diagnostic names (`wfs validate --fix`).
///
/// Safe means the fix only renames: a tag (its start and end tags, `WFS0200`, `WFS0201`), an
/// attribute (`WFS0214`), or an enumeration word (`WFS0205`) to the one suggested. Fixes that
/// change structure (a missing end tag) or meaning (which action a message names) are left to
/// a person.
public struct SafeFixes: Sendable {
    /// One change: the bytes `range` of the source become `replacement`.
    public struct Edit: Sendable, Hashable {
        /// The bytes replaced.
        public var range: Range<Int>
        /// What replaces them.
        public var replacement: String
        /// The diagnostic it fixes.
        public var diagnostic: Diagnostic
    }

    /// The codes whose suggestion is a safe rename.
    public static let codes: Set<DiagnosticCode> = [
        .unknownTag, .unknownParameter, .unknownAttribute, .invalidEnumerationValue,
    ]

    /// Creates the fixer.
    public init() {}

    /// The edits that fix `diagnostics` of `text`, which must be well-formed, in document order.
    public func edits(for diagnostics: [Diagnostic], in text: String) -> [Edit] {
        let bytes = Array(text.utf8)
        let document = MarkupReader().read(bytes)
        guard document.isComplete, !document.hasErrors, let root = document.root else { return [] }
        let isJSON = SchemaForm.of(bytes) == .json
        var elements: [Int: MarkupElement] = [:]
        var pending = [root]
        while let element = pending.popLast() {
            elements[element.range.start.offset] = element
            for case .element(let child) in element.children { pending.append(child) }
        }
        var edits: [Edit] = []
        for diagnostic in diagnostics {
            guard Self.codes.contains(diagnostic.code), let suggestion = diagnostic.suggestion, !suggestion.isEmpty
            else { continue }
            let start = diagnostic.range.start.offset
            switch diagnostic.code {
            case .unknownTag, .unknownParameter:
                guard let element = elements[start] else { continue }
                let nameLength = element.name.utf8.count
                // The name right after `<` (XML) or the key's opening quote (JSON), written as read.
                guard start + 1 + nameLength <= bytes.count,
                    bytes[(start + 1)..<(start + 1 + nameLength)].elementsEqual(element.name.utf8)
                else { continue }
                edits.append(
                    Edit(range: (start + 1)..<(start + 1 + nameLength), replacement: suggestion, diagnostic: diagnostic)
                )
                if let end = element.endRange?.start.offset {
                    edits.append(
                        Edit(range: (end + 2)..<(end + 2 + nameLength), replacement: suggestion, diagnostic: diagnostic)
                    )
                }
            default:
                var range = start..<diagnostic.range.end.offset
                var replacement = suggestion
                if isJSON {
                    // JSON ranges hold the quotes (and an attribute key's `@`); a bare number or
                    // boolean becomes a string.
                    if bytes[range.lowerBound] == UInt8(ascii: "\"") {
                        let skip = diagnostic.code == .unknownAttribute ? 2 : 1
                        // A key written with escapes (`"\u0040name"`) is left alone.
                        if skip == 2, bytes[range.lowerBound + 1] != UInt8(ascii: "@") { continue }
                        range = (range.lowerBound + skip)..<(range.upperBound - 1)
                    } else {
                        replacement = JSONText.quoted(suggestion)
                    }
                }
                edits.append(Edit(range: range, replacement: replacement, diagnostic: diagnostic))
            }
        }
        // Overlapping edits (two diagnostics on one name) keep the first.
        var kept: [Edit] = []
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
        where kept.last.map({ $0.range.upperBound <= edit.range.lowerBound }) ?? true {
            kept.append(edit)
        }
        return kept
    }

    /// `text` with `edits` applied.
    public func apply(_ edits: [Edit], to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
