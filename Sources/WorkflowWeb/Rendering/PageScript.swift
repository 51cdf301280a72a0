/// The small script every page loads: it sends events without reloading the page (each with the
/// text typed into the screen's fields), makes the Enter key a field's return, keeps typed text
/// and the focus where a person expects them when the page changes, animates pushes, pops and
/// presentations as iOS does, shows the new screen as soon as the session changes (its push
/// channel, `ChangeStream`; without one it looks again each second while the app waits), and turns
/// pointer input on views with gesture recognisers into gestures.
///
/// Pages work without it: the active layer is one form whose buttons post their event with every
/// field, Enter submits it, the waiting page refreshes itself (`<noscript>`), and the gesture menu
/// offers each gesture as a button.
enum PageScript {
    /// Where the server serves the script.
    static let path = "/_wfs/page.js"

    /// The script as it is served: `Assets/page.js` minified (``BuiltInAssets``).
    static let served = BuiltInAssets.pageScript
}
