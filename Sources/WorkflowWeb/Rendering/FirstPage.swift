import WorkflowSessionHost

/// The page of the first screen, rendered once for every browser whose session is not made yet:
/// only the token its form carries differs from one browser to the next.
struct FirstPage: Sendable {
    /// The version of the schema its screen was made from (`FirstScreen.schemaVersion`).
    let schemaVersion: String
    /// The page's bytes around the places of the token.
    private let pieces: [[UInt8]]

    /// Stands for the token while the page is rendered: hexadecimal, as a token, so that nothing escapes it.
    private static let placeholder = "0f1257"

    /// Renders `screen` with `renderer`; with `keepsJournal`, the page knows its journal's length.
    init(_ screen: FirstScreen, renderer: PageRenderer, keepsJournal: Bool) {
        schemaVersion = screen.schemaVersion
        let content = screen.content
        let page = renderer.renderBytes(
            content.snapshot, csrfToken: Self.placeholder, journalLength: keepsJournal ? content.journalLength : nil,
            isFirstScreen: true
        ).bytes
        let field = "name=\"csrf\" value=\""
        pieces = Self.split(page, at: Array("\(field)\(Self.placeholder)\"".utf8), keeping: Array(field.utf8))
    }

    /// The page with `token` in its form.
    func bytes(token: String) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.count } + (pieces.count - 1) * (token.utf8.count + 1))
        for (index, piece) in pieces.enumerated() {
            if index > 0 { bytes += token.utf8 + [UInt8(ascii: "\"")] }
            bytes += piece
        }
        return bytes
    }

    /// `bytes` cut around each `marker`, the piece before each cut ending with `kept`.
    private static func split(_ bytes: [UInt8], at marker: [UInt8], keeping kept: [UInt8]) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var start = 0
        var index = 0
        while index + marker.count <= bytes.count {
            if bytes[index..<index + marker.count].elementsEqual(marker) {
                pieces.append(Array(bytes[start..<index]) + kept)
                index += marker.count
                start = index
            } else {
                index += 1
            }
        }
        pieces.append(Array(bytes[start...]))
        return pieces
    }
}
