/// The page's script and default stylesheet as they are served: `Assets/page.js` and
/// `Assets/theme.css` minified by esbuild and compressed by brotli into `Assets/Served/`
/// (scripts/build-assets), which SwiftPM embeds in the module (`.embedInCode`, Package.swift):
/// no Swift file holds them, and the binary needs no resource bundle beside it.
enum BuiltInAssets {
    static let pageScript = String(decoding: PackageResources.page_js, as: UTF8.self)
    static let stylesheet = String(decoding: PackageResources.theme_css, as: UTF8.self)

    /// `pageScript` and `stylesheet` compressed by brotli.
    static let pageScriptBrotli: [UInt8] = PackageResources.page_js_br
    static let stylesheetBrotli: [UInt8] = PackageResources.theme_css_br
}
