/// The icon of every page: a small phone, drawn in SVG and served from the binary.
enum PageIcon {
    /// Where the server serves the icon.
    static let path = "/_wfs/icon.svg"

    /// The icon's SVG.
    static let svg = """
        <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">\
        <rect x="8" y="2" width="16" height="28" rx="4" fill="#0a84ff"/>\
        <rect x="10.5" y="6" width="11" height="18" rx="1.5" fill="#fff"/>\
        <circle cx="16" cy="27" r="1.3" fill="#fff"/></svg>

        """
}
