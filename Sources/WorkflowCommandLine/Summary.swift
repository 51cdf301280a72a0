import WorkflowSchema

/// The closing line of `wfs validate`: how many files, errors and warnings.
struct Summary {
    let files: Int
    let filesWithErrors: Int
    let errors: Int
    let warnings: Int

    init(results: [(path: String, diagnostics: [Diagnostic])]) {
        files = results.count
        filesWithErrors = results.filter { $0.diagnostics.contains { $0.severity == .error } }.count
        errors = results.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .error }.count }
        warnings = results.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .warning }.count }
    }

    func text(usesColor: Bool) -> String {
        let fileWord = files == 1 ? "file" : "files"
        if errors == 0 && warnings == 0 {
            let text = "\(files) \(fileWord) checked: no problems"
            return TerminalStyle.green.apply(to: text, when: usesColor)
        }
        let errorText = "\(errors) error\(errors == 1 ? "" : "s")"
        let warningText = "\(warnings) warning\(warnings == 1 ? "" : "s")"
        let where_ = errors > 0 ? " in \(filesWithErrors) of \(files) \(fileWord)" : " (\(files) \(fileWord) checked)"
        let text = "\(errorText), \(warningText)\(where_)"
        return (errors > 0 ? TerminalStyle.boldRed : .boldYellow).apply(to: text, when: usesColor)
    }
}
