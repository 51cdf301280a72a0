extension PageRenderer {
    /// The default stylesheet as it is served: without its comments and indentation.
    static let servedStylesheet = MinifiedText.css(defaultStylesheet)

    /// The default theme: an iOS look in light and dark, filling a phone's screen (in a phone-sized
    /// frame on wide screens), with system fonts only.
    ///
    /// Colours meet WCAG AA for text in both schemes (the tint is darker than iOS's own blue in
    /// light, lighter in dark); every control is at least 44×44 CSS px.
    public static let defaultStylesheet = """
        :root {
          color-scheme: light dark;
          --wfs-font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
          --wfs-page: #d5d9e1;
          --wfs-background: #ffffff;
          --wfs-grouped: #f2f2f7;
          --wfs-surface: #ffffff;
          --wfs-fill: #e5e5ea;
          --wfs-raised: #ffffff;
          --wfs-bar: #f7f7f8;
          --wfs-alert: #f2f2f4;
          --wfs-text: #000000;
          --wfs-secondary: #636366;
          --wfs-tertiary: #8a8a8e;
          --wfs-separator: #c6c6c8;
          --wfs-field-border: #8a8a8e;
          --wfs-tint: #0064d2;
          --wfs-destructive: #d70015;
          --wfs-on: #34c759;
          --wfs-pressed: rgba(0, 0, 0, 0.09);
          --wfs-hover: rgba(0, 0, 0, 0.04);
          --wfs-scrim: rgba(0, 0, 0, 0.4);
          --wfs-alert-scrim: rgba(0, 0, 0, 0.25);
          --wfs-hud: rgba(28, 28, 30, 0.94);
          --wfs-notice: #fff4d6;
          --wfs-notice-text: #5c4000;
          --wfs-motion: 0.35s;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --wfs-page: #101014;
            --wfs-background: #000000;
            --wfs-grouped: #000000;
            --wfs-surface: #1c1c1e;
            --wfs-fill: #2c2c2e;
            --wfs-raised: #5a5a5e;
            --wfs-bar: #151517;
            --wfs-alert: #2c2c2e;
            --wfs-text: #ffffff;
            --wfs-secondary: #a1a1a8;
            --wfs-tertiary: #8e8e93;
            --wfs-separator: #3a3a3c;
            --wfs-field-border: #6e6e73;
            --wfs-tint: #5aabff;
            --wfs-destructive: #ff6961;
            --wfs-on: #30d158;
            --wfs-pressed: rgba(255, 255, 255, 0.14);
            --wfs-hover: rgba(255, 255, 255, 0.06);
            --wfs-scrim: rgba(0, 0, 0, 0.55);
            --wfs-alert-scrim: rgba(0, 0, 0, 0.5);
            --wfs-hud: rgba(58, 58, 60, 0.96);
            --wfs-notice: #3b2f0b;
            --wfs-notice-text: #ffe3a1;
          }
        }
        *, *::before, *::after { box-sizing: border-box; }
        html, body { margin: 0; padding: 0; height: 100%; }
        body.wfs-page {
          display: flex; flex-direction: column; min-height: 100dvh; height: 100dvh; overflow: hidden;
          background: var(--wfs-bar); font: 17px/1.3 var(--wfs-font); color: var(--wfs-text);
          -webkit-font-smoothing: antialiased; -webkit-text-size-adjust: 100%; -webkit-tap-highlight-color: transparent;
        }

        /* A page that only says why the app cannot be shown (a problem page). */
        body.wfs-message-page { font: 17px/1.3 var(--wfs-font); color: var(--wfs-text); background: var(--wfs-bar); }

        /* The app fills a phone's screen, inside its safe area. */
        .wfs-device {
          /* Where what floats over the app (the spinner, a failed step's sentence) stands: above a tab bar. */
          --wfs-float-bottom: calc(72px + env(safe-area-inset-bottom));
          position: relative; flex: 1 1 auto; min-height: 0; width: 100%; display: flex; flex-direction: column;
          overflow: hidden; background: var(--wfs-bar);
          padding: env(safe-area-inset-top) env(safe-area-inset-right) env(safe-area-inset-bottom) env(safe-area-inset-left);
        }
        /* Wide and tall windows: a phone-sized frame, as tall as the window allows, never cut off
           (a phone turned sideways keeps the whole window). */
        @media (min-width: 601px) and (min-height: 601px) {
          body.wfs-page { align-items: center; gap: 16px; padding: 24px; background: var(--wfs-page); }
          /* Like a phone's status bar and home indicator, the frame's top and bottom keep the app's
             controls out of its rounded corners. */
          .wfs-device {
            --wfs-float-bottom: 96px;
            flex: 1 1 auto; width: 390px; max-height: 844px; padding: 28px 0 24px; border: 12px solid #1b1b1f;
            border-radius: 52px; box-shadow: 0 24px 60px rgba(0, 0, 0, 0.3), 0 0 0 1px rgba(128, 128, 128, 0.35);
          }
        }
        @media (min-width: 860px) and (min-height: 601px) {
          body.wfs-page { flex-direction: row; justify-content: center; gap: 32px; }
          .wfs-device { flex: 0 0 auto; height: 100%; }
        }

        /* The developer panel: beside the app when there is room, else a strip above it that opens. */
        .wfs-developer {
          order: -1; flex: 0 0 auto; width: 100%; max-height: 45dvh; overflow: auto; background: #141418;
          color: #f2f2f7; font: 13px/1.45 ui-monospace, "SF Mono", Menlo, Consolas, monospace;
        }
        .wfs-developer { padding-top: env(safe-area-inset-top); }
        .wfs-developer summary {
          display: flex; align-items: center; gap: 8px; min-height: 44px; padding: 0 16px; cursor: pointer;
          font-weight: 600;
        }
        .wfs-developer summary::before { content: "▸"; }
        .wfs-developer details[open] > summary::before { content: "▾"; }
        .wfs-developer ol { margin: 0; padding: 0 16px 12px 36px; }
        .wfs-developer li { margin: 4px 0; overflow-wrap: anywhere; }
        .wfs-developer .wfs-issue-error { color: #ff9a92; }
        .wfs-developer .wfs-issue-warning { color: #ffd27f; }
        .wfs-issue-place, .wfs-issue-code { color: #c7c7cc; }
        @media (min-width: 601px) and (min-height: 601px) {
          .wfs-developer { width: min(100%, 390px); border-radius: 12px; padding-top: 0; }
        }
        @media (min-width: 860px) and (min-height: 601px) {
          .wfs-developer { order: 1; align-self: center; width: 340px; max-height: 100%; }
        }

        .wfs-problems {
          max-width: min(900px, 100%); margin: auto; padding: 20px 24px; border-radius: 16px; overflow: auto;
          background: var(--wfs-background); max-height: 100%;
        }
        .wfs-problems pre {
          white-space: pre-wrap; overflow-wrap: anywhere; font: 13px/1.45 ui-monospace, "SF Mono", Menlo, Consolas, monospace;
        }
        .wfs-visually-hidden {
          position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
          clip: rect(0 0 0 0); white-space: nowrap; border: 0;
        }
        .wfs-notice {
          margin: 0; padding: 10px 16px; background: var(--wfs-notice); color: var(--wfs-notice-text); font-size: 15px;
        }
        .wfs-notice a { color: inherit; font-weight: 600; }

        /* Layers: the last one is on top; each paints everything in its area (a scrim around a dialog or sheet). */
        .wfs-layers { position: relative; flex: 1; min-height: 0; display: grid; isolation: isolate; background: var(--wfs-background); }
        .wfs-layer {
          grid-area: 1 / 1; position: relative; z-index: 0; display: flex; flex-direction: column; min-width: 0;
          min-height: 0; overflow: hidden; background: var(--wfs-background);
        }
        .wfs-layer-form { display: contents; }
        .wfs-layer > *, .wfs-layer-form > *, .wfs-sheet > * { flex: 1 1 auto; min-height: 0; }
        .wfs-layer-modal { background: var(--wfs-scrim); padding-top: 10px; }
        /* A presented screen's bar is its handle: a drag down on it closes the screen (the page's script). */
        .wfs-layer-modal .wfs-navigationBar { touch-action: none; }
        .wfs-sheet {
          display: flex; flex-direction: column; min-height: 0; overflow: hidden; background: var(--wfs-background);
          border-radius: 12px 12px 0 0;
        }
        .wfs-layer:has(+ .wfs-layer-modal) { border-radius: 12px; transform: scale(0.94); transform-origin: 50% 0; }
        .wfs-layer-alert { background: var(--wfs-alert-scrim); align-items: center; justify-content: center; padding: 24px; }
        .wfs-layer-alert .wfs-layer-form > * { flex: 0 0 auto; }
        .wfs-layer-alert:has(.wfs-actionSheet) { justify-content: flex-end; padding: 8px 8px 12px; }
        /* The dimming under a presented screen or an alert covers the device's top and bottom strips
           too (a framed phone's status bar and home indicator): two washes under the layers. */
        .wfs-layers { z-index: 1; }
        .wfs-device::before, .wfs-device::after {
          content: ""; position: absolute; inset: 0; z-index: 0; pointer-events: none;
        }
        .wfs-device:has(.wfs-layers > .wfs-layer-modal)::before { background: var(--wfs-scrim); }
        .wfs-device:has(.wfs-layers > .wfs-layer-alert)::after { background: var(--wfs-alert-scrim); }

        .wfs-window, .wfs-navigation, .wfs-tabs, .wfs-tab-content {
          display: flex; flex-direction: column; flex: 1; min-height: 0; min-width: 0;
        }
        .wfs-tab-content > * { flex: 1 1 auto; min-height: 0; }
        .wfs-screen, .wfs-form {
          flex: 1; overflow-y: auto; display: flex; flex-direction: column; min-height: 0; background: var(--wfs-background);
        }
        .wfs-container, .wfs-view { display: flex; flex-direction: column; gap: 12px; padding: 16px 20px; position: relative; }
        .wfs-container .wfs-container, .wfs-container .wfs-view { padding: 0; }
        /* Columns (numberOfColumns): members row by row, each column as wide as its widest member, the
           last filling the rest (a settings row: a label, then its switch at the end). */
        .wfs-columns-2, .wfs-columns-2-right, .wfs-columns-3, .wfs-columns-3-right, .wfs-columns-4, .wfs-columns-4-right,
        .wfs-columns-5, .wfs-columns-5-right, .wfs-columns-6, .wfs-columns-6-right { display: grid; align-items: center; column-gap: 12px; }
        .wfs-columns-2, .wfs-columns-2-right { grid-template-columns: auto 1fr; }
        .wfs-columns-3, .wfs-columns-3-right { grid-template-columns: repeat(2, auto) 1fr; }
        .wfs-columns-4, .wfs-columns-4-right { grid-template-columns: repeat(3, auto) 1fr; }
        .wfs-columns-5, .wfs-columns-5-right { grid-template-columns: repeat(4, auto) 1fr; }
        .wfs-columns-6, .wfs-columns-6-right { grid-template-columns: repeat(5, auto) 1fr; }
        .wfs-columns-2-right > :nth-child(2n of :not(.wfs-gestures)), .wfs-columns-3-right > :nth-child(3n of :not(.wfs-gestures)),
        .wfs-columns-4-right > :nth-child(4n of :not(.wfs-gestures)), .wfs-columns-5-right > :nth-child(5n of :not(.wfs-gestures)),
        .wfs-columns-6-right > :nth-child(6n of :not(.wfs-gestures)) { justify-self: end; justify-content: flex-end; text-align: right; }
        .wfs-text { white-space: pre-line; }
        .wfs-img { max-width: 100%; height: auto; vertical-align: middle; }
        .wfs-img-empty { display: inline-block; width: 64px; height: 64px; border-radius: 8px; background: var(--wfs-fill); }
        .wfs-icon { width: 24px; height: 24px; flex: none; }
        .wfs-icon mask { mask-type: alpha; }
        button, input, textarea { font: inherit; color: inherit; }
        button { cursor: pointer; touch-action: manipulation; }
        button:disabled { cursor: default; color: var(--wfs-tertiary); }
        :focus-visible { outline: 3px solid var(--wfs-tint); outline-offset: 2px; }
        button:focus-visible, summary:focus-visible { outline-offset: -3px; }
        /* Bar items and tabs sit at a screen's or sheet's rounded corners: their rings keep clear of them. */
        .wfs-barButton:focus-visible, .wfs-backButton:focus-visible, .wfs-tab:focus-visible {
          outline-offset: -6px; border-radius: 10px;
        }
        /* A new screen's title takes the focus for screen readers; it is not a control, so no ring. */
        [tabindex="-1"]:focus { outline: none; }
        html[data-wfs-sending] .wfs-layers { cursor: progress; }
        /* A control whose event is on its way (or waits its turn) looks pressed until it is answered. */
        button[aria-busy="true"] { background: var(--wfs-pressed); }
        .wfs-button[aria-busy="true"], .wfs-barButton[aria-busy="true"], .wfs-backButton[aria-busy="true"] { opacity: 0.4; }

        /* Buttons: plain, as iOS draws a system button. */
        .wfs-button {
          display: flex; align-items: center; justify-content: center; gap: 8px; min-width: 44px; min-height: 44px;
          padding: 10px 16px; border: 0; border-radius: 10px; background: transparent; color: var(--wfs-tint);
          font-size: 17px; text-align: center;
        }
        .wfs-button .wfs-img { max-height: 28px; width: auto; }
        .wfs-button:active:not(:disabled) { opacity: 0.4; }
        .wfs-label { position: relative; }
        .wfs-label p { margin: 0; }
        /* Attributed text (DTCoreText on iOS): body text, tinted links, lists indented as on iOS. */
        .wfs-attributedText { position: relative; overflow-wrap: anywhere; }
        .wfs-rich-text p, .wfs-rich-text ul, .wfs-rich-text ol { margin: 0 0 0.5em; }
        .wfs-rich-text ul, .wfs-rich-text ol { padding-left: 1.6em; }
        .wfs-rich-text h1, .wfs-rich-text h2, .wfs-rich-text h3 { margin: 0 0 0.4em; font-weight: 600; }
        .wfs-rich-text h1 { font-size: 1.5em; } .wfs-rich-text h2 { font-size: 1.3em; } .wfs-rich-text h3 { font-size: 1.1em; }
        .wfs-rich-text a { color: var(--wfs-tint); text-decoration: underline; }
        .wfs-rich-text code { font-family: ui-monospace, Menlo, monospace; font-size: 0.9em; }
        .wfs-image { position: relative; text-align: center; }

        /* Navigation bar: the title centred between the items, cut short only when it does not fit. */
        .wfs-navigationBar {
          flex: 0 0 auto; background: var(--wfs-bar); border-bottom: 0.5px solid var(--wfs-separator); padding: 0 4px;
          container-type: inline-size;
        }
        .wfs-prompt { margin: 0; padding-top: 6px; font-size: 13px; color: var(--wfs-secondary); text-align: center; }
        .wfs-bar-row {
          display: grid; grid-template-columns: minmax(max-content, 1fr) minmax(0, max-content) minmax(max-content, 1fr);
          align-items: center; min-height: 44px; column-gap: 4px;
        }
        /* Each side takes at most 45% of the bar: long item titles are cut short, every item stays on the bar. */
        .wfs-bar-leading, .wfs-bar-trailing {
          display: flex; align-items: center; white-space: nowrap; max-width: 45cqw; min-width: 0;
        }
        .wfs-bar-leading > *, .wfs-bar-trailing > * { flex: 0 1 auto; min-width: 44px; }
        .wfs-barButton .wfs-text, .wfs-backButton .wfs-text {
          min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
        }
        .wfs-bar-trailing { justify-content: flex-end; }
        .wfs-bar-title {
          margin: 0; min-width: 0; font-size: 17px; font-weight: 600; text-align: center; overflow: hidden;
          text-overflow: ellipsis; white-space: nowrap;
        }
        .wfs-bar-title > * { padding: 0; }
        .wfs-backButton, .wfs-barButton, .wfs-toolbar .wfs-button, .wfs-formAccessoryView .wfs-button {
          display: inline-flex; align-items: center; justify-content: center; gap: 4px; min-width: 44px;
          min-height: 44px; padding: 0 8px; border: 0; border-radius: 8px; background: transparent;
          color: var(--wfs-tint); font-size: 17px; white-space: nowrap;
        }
        .wfs-backButton { padding-left: 4px; }
        .wfs-backButton .wfs-text { max-width: 9em; }
        .wfs-done { font-weight: 600; }
        .wfs-chevron { width: 12px; height: 20px; flex: none; }
        .wfs-backButton:active:not(:disabled), .wfs-barButton:active:not(:disabled) { opacity: 0.4; }
        .wfs-toolbar, .wfs-formAccessoryView {
          flex: 0 0 auto; display: flex; justify-content: space-between; align-items: center; gap: 4px;
          min-height: 44px; padding: 0 8px; background: var(--wfs-bar); border-top: 0.5px solid var(--wfs-separator);
        }

        /* Tab bar. */
        .wfs-tabBar {
          flex: 0 0 auto; display: flex; background: var(--wfs-bar); border-top: 0.5px solid var(--wfs-separator);
        }
        .wfs-tab {
          position: relative; flex: 1; min-width: 0; min-height: 50px; display: flex; flex-direction: column;
          align-items: center; justify-content: center; gap: 2px; padding: 4px 2px; border: 0; background: transparent;
          color: var(--wfs-secondary); font-size: 12px; font-weight: 500;
        }
        .wfs-tab .wfs-icon { width: 28px; height: 28px; }
        .wfs-tab .wfs-text { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .wfs-tab.wfs-text-only { font-size: 15px; }
        .wfs-tab[aria-current="page"] { color: var(--wfs-tint); }
        .wfs-badge {
          position: absolute; top: 3px; left: calc(50% + 8px); min-width: 18px; padding: 1px 5px; border-radius: 9px;
          background: #d70015; color: #ffffff; font-size: 12px; font-weight: 600; line-height: 16px;
        }

        /* Text inputs: the Enter key is their return; a validation message sits under its own field. */
        .wfs-textField, .wfs-textView, .wfs-searchBar, .wfs-datePicker, .wfs-slider { display: flex; flex-direction: column; }
        .wfs-textField input, .wfs-textView textarea, .wfs-datePicker input {
          width: 100%; min-height: 44px; padding: 10px 12px; border: 1px solid var(--wfs-field-border);
          border-radius: 10px; background: var(--wfs-surface); font-size: 17px;
        }
        .wfs-textView textarea { resize: vertical; }
        input::placeholder, textarea::placeholder { color: var(--wfs-secondary); opacity: 1; }
        [aria-invalid="true"] { border-color: var(--wfs-destructive) !important; }
        .wfs-validation { margin: 4px 0 0; min-height: 1.35em; font-size: 13px; line-height: 1.35; color: var(--wfs-destructive); }
        .wfs-searchBar { gap: 6px; padding: 8px 16px; }
        .wfs-search-row { display: flex; align-items: center; gap: 4px; }
        .wfs-search-row input {
          flex: 1; min-width: 0; min-height: 44px; padding: 8px 12px; border: 0; border-radius: 10px;
          background: var(--wfs-fill); font-size: 17px;
        }
        .wfs-search-row .wfs-button { padding: 0 8px; }

        /* Switches, sliders, segments. */
        .wfs-switch { display: flex; flex-wrap: wrap; align-items: center; }
        /* A refused switch says why under it, on a line of its own (at the end in a right-aligned column). */
        .wfs-switch > .wfs-validation { flex: 1 0 100%; }
        .wfs-switch > .wfs-validation:empty { display: none; }
        .wfs-switch-button {
          display: inline-flex; align-items: center; justify-content: center; min-width: 59px; min-height: 44px;
          padding: 0 4px; border: 0; background: transparent;
        }
        .wfs-switch-track {
          position: relative; width: 51px; height: 31px; border-radius: 16px; background: var(--wfs-fill);
          transition: background 0.2s;
        }
        .wfs-switch-thumb {
          position: absolute; top: 2px; left: 2px; width: 27px; height: 27px; border-radius: 50%; background: #ffffff;
          box-shadow: 0 2px 4px rgba(0, 0, 0, 0.25); transition: left 0.2s;
        }
        .wfs-on .wfs-switch-track { background: var(--wfs-on); }
        .wfs-on .wfs-switch-thumb { left: 22px; }
        .wfs-slider input[type="range"] { width: 100%; min-height: 44px; margin: 0; accent-color: var(--wfs-tint); }
        .wfs-set {
          align-self: flex-end; min-width: 44px; min-height: 44px; padding: 0 12px; border: 0; border-radius: 8px;
          background: transparent; color: var(--wfs-tint);
        }
        .wfs-segmentedControl, .wfs-scopes { position: relative; display: flex; padding: 0 2px; }
        .wfs-segmentedControl::before, .wfs-scopes::before {
          content: ""; position: absolute; inset: 6px 0; border-radius: 9px; background: var(--wfs-fill);
        }
        .wfs-segment, .wfs-scopeButton {
          position: relative; flex: 1; min-width: 44px; min-height: 44px; padding: 8px 0; border: 0; background: transparent;
          font-size: 14px; font-weight: 500;
        }
        .wfs-segment-face {
          display: flex; align-items: center; justify-content: center; gap: 4px; height: 28px; padding: 0 6px;
          border-radius: 7px;
        }
        [aria-pressed="true"] > .wfs-segment-face { background: var(--wfs-raised); box-shadow: 0 1px 3px rgba(0, 0, 0, 0.18); font-weight: 600; }
        .wfs-segment .wfs-img, .wfs-scopeButton .wfs-img { max-height: 20px; }

        /* Tables: cells drawn in iOS's styles, separators inset. */
        .wfs-table { display: flex; flex-direction: column; overflow-y: auto; flex: 1 0 auto; }
        .wfs-table-grouped { background: var(--wfs-grouped); padding-bottom: 24px; }
        .wfs-tableSection { margin: 0; }
        .wfs-section-header, .wfs-section-footer {
          margin: 0; padding: 16px 16px 6px; font-size: 13px; font-weight: 400; color: var(--wfs-secondary);
          text-transform: uppercase;
        }
        .wfs-table-grouped .wfs-section-header { padding: 22px 32px 7px; }
        .wfs-section-footer { padding-top: 7px; text-transform: none; }
        .wfs-table-grouped .wfs-section-footer { padding: 7px 32px 0; }
        .wfs-cells { list-style: none; margin: 0; padding: 0; background: var(--wfs-surface); }
        .wfs-table-plain .wfs-cells { border-bottom: 0.5px solid var(--wfs-separator); }
        .wfs-table-grouped .wfs-cells { margin: 0 16px; border-radius: 10px; }
        /* Not overflow: hidden, which would cut a last row's ⋯ menu: the end rows round their own corners. */
        .wfs-table-grouped .wfs-tableCell:first-child, .wfs-table-grouped .wfs-tableCell:first-child > .wfs-cell-button {
          border-top-left-radius: 10px; border-top-right-radius: 10px;
        }
        .wfs-table-grouped .wfs-tableCell:last-child, .wfs-table-grouped .wfs-tableCell:last-child > .wfs-cell-button {
          border-bottom-left-radius: 10px; border-bottom-right-radius: 10px;
        }
        /* A grouped section without a header keeps its distance from the bar above, as on iOS. */
        .wfs-table-grouped .wfs-tableSection:not(:has(> .wfs-section-header)) { padding-top: 22px; }
        .wfs-tableCell { position: relative; display: flex; align-items: stretch; }
        .wfs-tableCell + .wfs-tableCell::before {
          content: ""; position: absolute; z-index: 1; top: 0; left: 16px; right: 0;
          border-top: 0.5px solid var(--wfs-separator); pointer-events: none;
        }
        .wfs-tableCell.wfs-with-image + .wfs-tableCell::before, .wfs-tableCell + .wfs-tableCell.wfs-with-image::before { left: 60px; }
        .wfs-cell-button {
          flex: 1; min-width: 0; width: 100%; display: flex; align-items: center; gap: 12px; min-height: 44px;
          padding: 11px 16px; border: 0; background: transparent; color: var(--wfs-text); font-size: 17px; text-align: left;
        }
        button.wfs-cell-button:active { background: var(--wfs-pressed); }
        /* Inset far enough that a grouped section's rounded corners never cut the ring. */
        .wfs-table-grouped .wfs-cell-button:focus-visible { outline-offset: -7px; border-radius: 6px; }
        .wfs-cell-button .wfs-img { width: 32px; height: 32px; object-fit: cover; border-radius: 7px; flex: none; }
        /* In the dark a cell's image sits on a light tile: a glyph drawn black (a tab's template image)
           shows through its transparent parts; a photo covers the tile. */
        @media (prefers-color-scheme: dark) { .wfs-cell-button .wfs-img { background: #e5e5ea; } }
        .wfs-cell-texts { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
        .wfs-cell-texts > * { overflow-wrap: anywhere; }
        .wfs-detail { font-size: 15px; color: var(--wfs-secondary); }
        .wfs-cell-value1 .wfs-cell-texts { flex-direction: row; align-items: baseline; justify-content: space-between; gap: 12px; }
        .wfs-cell-value1 .wfs-detail { font-size: 17px; text-align: right; }
        .wfs-cell-value2 .wfs-cell-texts { flex-direction: row; align-items: baseline; gap: 8px; }
        .wfs-cell-value2 .wfs-text { flex: 0 0 30%; text-align: right; font-size: 15px; font-weight: 600; color: var(--wfs-tint); }
        .wfs-cell-value2 .wfs-detail { flex: 1; font-size: 15px; color: var(--wfs-text); }
        .wfs-cell-subtitle .wfs-detail, .wfs-cell-default .wfs-detail { font-size: 13px; }
        .wfs-disclosure { width: 8px; height: 14px; flex: none; color: var(--wfs-tertiary); }
        .wfs-accessory { flex: none; font-size: 18px; }
        .wfs-checkmark { color: var(--wfs-tint); font-weight: 600; }
        .wfs-accessory-detailDisclosureIndicatorButton .wfs-disclosure { margin-left: 44px; }
        .wfs-accessory-button {
          position: absolute; top: 50%; right: 28px; transform: translateY(-50%); display: flex; align-items: center;
          justify-content: center; width: 44px; height: 44px; padding: 0; border: 0; border-radius: 22px;
          background: transparent; color: var(--wfs-tint);
        }
        .wfs-info-glyph {
          display: inline-flex; align-items: center; justify-content: center; width: 22px; height: 22px;
          border: 1.5px solid currentColor; border-radius: 50%; font: italic 600 14px/1 Georgia, serif;
        }

        /* Alerts and action sheets. */
        dialog.wfs-alert, dialog.wfs-actionSheet {
          position: static; inset: auto; margin: 0; padding: 0; border: 0; width: 270px; max-width: 100%;
          max-height: 100%; overflow: auto; background: transparent; color: var(--wfs-text);
        }
        dialog.wfs-actionSheet { width: 100%; max-width: 500px; align-self: center; }
        .wfs-alert-group { background: var(--wfs-alert); border-radius: 14px; overflow: hidden; }
        .wfs-cancel-group { margin-top: 8px; }
        .wfs-alert-texts { padding: 19px 16px 17px; text-align: center; }
        .wfs-alert-texts h2 { margin: 0 0 4px; font-size: 17px; font-weight: 600; }
        .wfs-alert-texts p { margin: 0; font-size: 13px; }
        .wfs-alert .wfs-alert-texts p:only-child { font-size: 17px; font-weight: 600; }
        .wfs-actionSheet .wfs-alert-texts { padding: 14px 16px; }
        .wfs-actionSheet .wfs-alert-texts h2 { font-size: 13px; color: var(--wfs-secondary); }
        .wfs-alert-buttons { display: flex; flex-direction: column; }
        .wfs-alert-buttons.wfs-side-by-side { flex-direction: row; }
        .wfs-alertButton {
          flex: 1; min-height: 44px; padding: 10px 12px; border: 0; border-top: 0.5px solid var(--wfs-separator);
          border-radius: 0; background: transparent; color: var(--wfs-tint); font-size: 17px;
        }
        .wfs-side-by-side .wfs-alertButton + .wfs-alertButton { border-left: 0.5px solid var(--wfs-separator); }
        .wfs-actionSheet .wfs-alertButton { min-height: 56px; font-size: 20px; }
        .wfs-cancel-group .wfs-alertButton, .wfs-alert-buttons:first-child > .wfs-alertButton:first-child { border-top: 0; }
        .wfs-cancel-group .wfs-alertButton { width: 100%; }
        .wfs-alertButton:active:not(:disabled) { background: var(--wfs-pressed); }
        /* Inset far enough that the group's rounded corners never cut the ring. */
        .wfs-alertButton:focus-visible { outline-offset: -8px; border-radius: 12px; }
        .wfs-role-cancel { font-weight: 600; }
        .wfs-role-destructive { color: var(--wfs-destructive); }

        /* Views with gestures keep their touches, and have a ⋯ menu of their gestures for the keyboard. */
        .wfs-gestures-taps, .wfs-gestures-horizontal, .wfs-gestures-vertical, .wfs-gestures-all {
          position: relative; min-height: 44px; padding-right: 48px; -webkit-touch-callout: none; user-select: none;
          -webkit-user-select: none;
        }
        .wfs-gestures-taps { touch-action: manipulation; }
        .wfs-gestures-horizontal { touch-action: pan-y pinch-zoom; }
        .wfs-gestures-vertical { touch-action: pan-x pinch-zoom; }
        .wfs-gestures-all { touch-action: pinch-zoom; }
        .wfs-gestures { position: absolute; top: 0; right: 0; z-index: 2; font-size: 15px; }
        .wfs-tableCell > .wfs-gestures { top: 50%; transform: translateY(-50%); }
        .wfs-tableCell[class*="wfs-gestures-"] .wfs-accessory-button { right: 76px; }
        .wfs-gestures > summary {
          display: flex; align-items: center; justify-content: center; width: 44px; height: 44px; list-style: none;
          cursor: pointer; border-radius: 22px; color: var(--wfs-secondary); font-size: 20px;
        }
        .wfs-gestures > summary::-webkit-details-marker { display: none; }
        .wfs-gesture-list {
          position: absolute; right: 0; display: flex; flex-direction: column; min-width: 180px; padding: 4px 0;
          border-radius: 12px; background: var(--wfs-alert); box-shadow: 0 8px 28px rgba(0, 0, 0, 0.25);
        }
        .wfs-gesture {
          min-height: 44px; padding: 0 16px; border: 0; background: transparent; color: var(--wfs-text); font-size: 15px;
          text-align: left;
        }

        /* Waiting for a reply: a spinner over the app, which does not move. */
        .wfs-activity {
          position: absolute; z-index: 5; left: 50%; bottom: var(--wfs-float-bottom);
          transform: translateX(-50%); display: flex; align-items: center; gap: 8px; padding: 8px 16px;
          border-radius: 20px; background: var(--wfs-hud); color: #ffffff; font-size: 15px; pointer-events: none;
          white-space: nowrap;
        }
        .wfs-activity[hidden], .wfs-device:has(dialog[open]) .wfs-activity { display: none; }
        /* What people read when their step failed (no developer panel): it floats over the app, above the tab bar. */
        .wfs-trouble {
          position: absolute; z-index: 5; left: 16px; right: 16px; bottom: var(--wfs-float-bottom);
          margin: 0 auto; width: fit-content; max-width: calc(100% - 32px); box-sizing: border-box; padding: 10px 16px;
          border-radius: 20px; background: var(--wfs-hud); color: #ffffff; font-size: 15px; text-align: center;
          pointer-events: none;
        }
        .wfs-device:has(.wfs-trouble) .wfs-activity { bottom: calc(var(--wfs-float-bottom) + 56px); }
        .wfs-spinner {
          width: 16px; height: 16px; border: 2px solid currentColor; border-right-color: transparent; border-radius: 50%;
          animation: wfs-spin 0.8s linear infinite;
        }
        @keyframes wfs-spin { to { transform: rotate(360deg); } }

        /* Hover where a pointer can hover; pressed states are above, with each control. */
        @media (hover: hover) {
          .wfs-button:hover:not(:disabled), .wfs-barButton:hover:not(:disabled), .wfs-backButton:hover:not(:disabled),
          .wfs-accessory-button:hover, .wfs-set:hover, .wfs-gestures > summary:hover {
            background: color-mix(in srgb, var(--wfs-tint) 9%, transparent);
          }
          button.wfs-cell-button:hover, .wfs-alertButton:hover:not(:disabled), .wfs-gesture:hover,
          .wfs-tab:hover:not(:disabled) { background: var(--wfs-hover); }
        }
        @media (prefers-reduced-motion: reduce) {
          *, *::before, *::after { animation: none !important; transition: none !important; }
          .wfs-spinner { border-right-color: currentColor; border-top-color: transparent; }
        }
        """
}
