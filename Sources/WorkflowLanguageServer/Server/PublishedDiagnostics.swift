import WorkflowSchema

/// The parameters of `textDocument/publishDiagnostics`.
struct PublishedDiagnostics: Encodable, Sendable {
    /// The document.
    var uri: String
    /// The version checked.
    var version: Int?
    /// Every problem of that version.
    var diagnostics: [LSPDiagnostic]

    /// The whole notification, written by hand: `JSONEncoder` took 3.5 to 7 ms for the 180
    /// diagnostics of the benchmark's 100 KB schema, this a small fraction of that
    /// (BENCHMARKS.md, "Language server entries"). It writes what `JSONEncoder` would.
    var notificationBody: [UInt8] {
        var text = #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"#
        text += JSONText.quoted(uri)
        if let version { text += #","version":\#(version)"# }
        text += #","diagnostics":["#
        for (index, diagnostic) in diagnostics.enumerated() {
            if index > 0 { text += "," }
            Self.write(diagnostic, into: &text)
        }
        text += "]}}"
        return Array(text.utf8)
    }

    private static func write(_ diagnostic: LSPDiagnostic, into text: inout String) {
        text += #"{"range":"#
        write(diagnostic.range, into: &text)
        text += #","severity":\#(diagnostic.severity),"code":"# + JSONText.quoted(diagnostic.code)
        if let link = diagnostic.codeDescription {
            text += #","codeDescription":{"href":"# + JSONText.quoted(link.href) + "}"
        }
        text += #","source":"# + JSONText.quoted(diagnostic.source)
        text += #","message":"# + JSONText.quoted(diagnostic.message)
        if let related = diagnostic.relatedInformation {
            text += #","relatedInformation":["#
            for (index, information) in related.enumerated() {
                if index > 0 { text += "," }
                text += #"{"location":{"uri":"# + JSONText.quoted(information.location.uri) + #","range":"#
                write(information.location.range, into: &text)
                text += #"},"message":"# + JSONText.quoted(information.message) + "}"
            }
            text += "]"
        }
        if let data = diagnostic.data {
            text += #","data":{"#
            if let suggestion = data.suggestion { text += #""suggestion":"# + JSONText.quoted(suggestion) }
            text += "}"
        }
        text += "}"
    }

    private static func write(_ range: LSPRange, into text: inout String) {
        text += #"{"start":{"line":\#(range.start.line),"character":\#(range.start.character)},"#
        text += #""end":{"line":\#(range.end.line),"character":\#(range.end.character)}}"#
    }
}
