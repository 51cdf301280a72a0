import WorkflowRuntime
import WorkflowSchema

/// The developer panel: the session's runtime errors and warnings, newest last, each with its place
/// in the schema. Nothing is shown while there are none. It never covers the app: the stylesheet
/// puts it beside the app when there is room, else in a strip above it that opens on demand.
struct DeveloperPanel {
    /// How many of the latest issues are listed.
    static let maximumShown = 20

    let issues: [RuntimeIssue]

    var html: String {
        guard !issues.isEmpty else { return "" }
        let errors = issues.filter { $0.severity == .error }.count
        let warnings = issues.count - errors
        var summary = [
            errors == 1 ? "1 error" : "\(errors) errors", warnings == 1 ? "1 warning" : "\(warnings) warnings",
        ]
        summary = summary.filter { !$0.hasPrefix("0 ") }
        var html =
            "<aside class=\"wfs-developer\" aria-label=\"Runtime issues\"><details" + (errors > 0 ? " open" : "")
            + "><summary>Runtime: "
            + HTMLFragment.text(summary.joined(separator: ", ")) + "</summary><ol>"
        for issue in issues.suffix(Self.maximumShown) {
            html +=
                "<li class=\"wfs-issue-" + issue.severity.rawValue + "\"><span class=\"wfs-issue-place\">"
                + HTMLFragment.text(Self.place(of: issue)) + "</span> " + HTMLFragment.text(issue.message)
                + " <span class=\"wfs-issue-code\">[" + HTMLFragment.text(issue.code.rawValue) + "]</span></li>"
        }
        if issues.count > Self.maximumShown {
            html += "<li>… and \(issues.count - Self.maximumShown) earlier</li>"
        }
        return html + "</ol></details></aside>\n"
    }

    /// `schema.xml:3:9` for an issue with a position, else its severity.
    private static func place(of issue: RuntimeIssue) -> String {
        let file = issue.source.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        let place = SourceLocation.place(path: file, location: issue.range?.start)
        return place.isEmpty ? issue.severity.rawValue + ":" : place + ":"
    }
}
