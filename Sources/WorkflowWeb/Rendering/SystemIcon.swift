/// The icons of the bar button system items iOS draws as pictures (`trash`, `add`, `action`…),
/// drawn in the bar's tint on a 24-point grid, in the spirit of iOS's symbols.
enum SystemIcon {
    /// The icon of `item` as inline SVG (hidden from assistive technologies: the button is named
    /// by the item's text), or nil when iOS draws the item as a word.
    static func svg(_ item: String) -> String? {
        guard let (paths, isFilled) = shapes[item] else { return nil }
        let paint =
            isFilled
            ? " fill=\"currentColor\""
            : " fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.9\" stroke-linecap=\"round\" stroke-linejoin=\"round\""
        return "<svg class=\"wfs-icon wfs-system-icon\" viewBox=\"0 0 24 24\" aria-hidden=\"true\" focusable=\"false\"><path"
            + paint + " d=\"" + paths + "\"/></svg>"
    }

    /// Each item's path data, and whether it is filled rather than stroked.
    private static let shapes: [String: (String, Bool)] = [
        "add": ("M12 5v14M5 12h14", false),
        "compose": ("M11 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5M17.5 3.5a2.1 2.1 0 0 1 3 3L12 15l-4 1 1-4z", false),
        "reply": ("M9 14 4 9l5-5M4 9h10a6 6 0 0 1 6 6v4", false),
        "action": ("M12 3v12M8 7l4-4 4 4M8 10H6a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-7a2 2 0 0 0-2-2h-2", false),
        "organize": ("M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z", false),
        "bookmarks": ("M5 4h11a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zM5 17a3 3 0 0 1 3-3h11", false),
        "search": ("M17 11a6 6 0 1 1-12 0 6 6 0 0 1 12 0zM20 20l-4.7-4.7", false),
        "refresh": ("M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5", false),
        "stop": ("M6 6l12 12M18 6 6 18", false),
        "camera": ("M4 8a2 2 0 0 1 2-2h2l2-2h4l2 2h2a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM15.5 13a3.5 3.5 0 1 1-7 0 3.5 3.5 0 0 1 7 0z", false),
        "trash": ("M4 7h16M10 3h4M6 7l1 13a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-13M10 11v6M14 11v6", false),
        "play": ("M7 4v16l13-8z", true),
        "pause": ("M6 4h4v16H6zM14 4h4v16h-4z", true),
        "rewind": ("M11 5v14L2 12zM21 5v14l-9-7z", true),
        "fastForward": ("M13 5v14l9-7zM3 5v14l9-7z", true),
        "undo": ("M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-4", false),
        "redo": ("m15 14 5-5-5-5M20 9H9a5 5 0 0 0 0 10h4", false),
    ]
}
