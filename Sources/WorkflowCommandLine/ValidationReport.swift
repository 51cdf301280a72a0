import WorkflowSchema

/// The JSON printed by `wfs validate --format json`.
struct ValidationReport: Codable, Equatable {
    /// One checked file and its problems.
    struct File: Codable, Equatable {
        var path: String
        var diagnostics: [Entry]
    }

    /// One problem, flattened for tools.
    struct Entry: Codable, Equatable {
        var severity: String
        var code: String
        var title: String
        var message: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var notes: [Note]
        var suggestion: String?

        /// Writes every key, `suggestion` as `null` when there is none, so the shape is fixed.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(severity, forKey: .severity)
            try container.encode(code, forKey: .code)
            try container.encode(title, forKey: .title)
            try container.encode(message, forKey: .message)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(endLine, forKey: .endLine)
            try container.encode(endColumn, forKey: .endColumn)
            try container.encode(notes, forKey: .notes)
            try container.encode(suggestion, forKey: .suggestion)
        }
    }

    /// A related place.
    struct Note: Codable, Equatable {
        var message: String
        var line: Int
        var column: Int
    }

    var files: [File]
    var errors: Int
    var warnings: Int

    init(results: [(path: String, diagnostics: [Diagnostic])]) {
        files = results.map { result in
            File(path: result.path, diagnostics: result.diagnostics.map(Entry.init))
        }
        let all = results.flatMap(\.diagnostics)
        errors = all.filter { $0.severity == .error }.count
        warnings = all.filter { $0.severity == .warning }.count
    }
}

extension ValidationReport.Entry {
    init(_ diagnostic: Diagnostic) {
        self.init(
            severity: diagnostic.severity.rawValue, code: diagnostic.code.rawValue, title: diagnostic.code.title,
            message: diagnostic.message, line: diagnostic.range.start.line, column: diagnostic.range.start.column,
            endLine: diagnostic.range.end.line, endColumn: diagnostic.range.end.column,
            notes: diagnostic.notes.map {
                ValidationReport.Note(message: $0.message, line: $0.range.start.line, column: $0.range.start.column)
            },
            suggestion: diagnostic.suggestion)
    }
}
