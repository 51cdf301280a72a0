extension PageRenderer {
    /// The default theme: an iOS look in light and dark, filling a phone's screen (in a phone-sized
    /// frame on wide screens), with system fonts only. Its source is
    /// `Sources/WorkflowWeb/Assets/theme.css`; this is that file minified (``BuiltInAssets``).
    ///
    /// Colours meet WCAG AA for text in both schemes (the tint is darker than iOS's own blue in
    /// light, lighter in dark); every control is at least 44×44 CSS px.
    public static let defaultStylesheet = BuiltInAssets.stylesheet
}
