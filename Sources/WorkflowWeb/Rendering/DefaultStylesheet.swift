extension PageRenderer {
    /// The default theme: a light or dark mobile-app look inside a phone-sized frame, with system fonts only.
    public static let defaultStylesheet = """
        :root {
          color-scheme: light dark;
          --wfs-font: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
          --wfs-page: #dfe3ea;
          --wfs-background: #f2f2f7;
          --wfs-surface: #ffffff;
          --wfs-bar: rgba(249, 249, 251, 0.94);
          --wfs-text: #111114;
          --wfs-secondary: #6c6c72;
          --wfs-separator: rgba(60, 60, 67, 0.18);
          --wfs-tint: #0a6cff;
          --wfs-tint-text: #ffffff;
          --wfs-destructive: #e0362c;
          --wfs-on: #30c15a;
          --wfs-off: #d9d9de;
          --wfs-notice: #fff4d6;
          --wfs-notice-text: #6b4a00;
          --wfs-radius: 12px;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --wfs-page: #0b0b0d;
            --wfs-background: #000000;
            --wfs-surface: #1c1c1e;
            --wfs-bar: rgba(28, 28, 30, 0.94);
            --wfs-text: #f2f2f7;
            --wfs-secondary: #9a9aa1;
            --wfs-separator: rgba(84, 84, 88, 0.6);
            --wfs-tint: #3d8bff;
            --wfs-destructive: #ff5a4f;
            --wfs-off: #3a3a3c;
            --wfs-notice: #3b2f0b;
            --wfs-notice-text: #ffe3a1;
          }
        }
        *, *::before, *::after { box-sizing: border-box; }
        html, body { margin: 0; padding: 0; }
        body.wfs-page {
          min-height: 100vh; display: flex; align-items: center; justify-content: center;
          background: var(--wfs-page); font-family: var(--wfs-font); font-size: 16px; line-height: 1.35;
          color: var(--wfs-text); -webkit-font-smoothing: antialiased;
        }
        .wfs-device {
          position: relative; display: flex; flex-direction: column; width: 390px; max-width: 100vw;
          height: 844px; max-height: 100vh; overflow: hidden; background: var(--wfs-background);
          border-radius: 44px; border: 10px solid #1b1b1f;
          box-shadow: 0 24px 60px rgba(0, 0, 0, 0.28), 0 0 0 1px rgba(0, 0, 0, 0.3);
        }
        @media (max-width: 420px), (max-height: 700px) {
          body.wfs-page { align-items: stretch; }
          .wfs-device { width: 100vw; height: 100vh; border: 0; border-radius: 0; box-shadow: none; }
        }
        .wfs-problems {
          max-width: 900px; margin: 24px; padding: 20px 24px; border-radius: 16px; background: var(--wfs-surface);
        }
        .wfs-problems pre { overflow: auto; font: 13px/1.45 ui-monospace, "SF Mono", Menlo, Consolas, monospace; }
        .wfs-visually-hidden {
          position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
          clip: rect(0 0 0 0); white-space: nowrap; border: 0;
        }
        .wfs-developer {
          position: fixed; left: 12px; bottom: 12px; max-width: min(520px, calc(100vw - 24px)); max-height: 40vh;
          overflow: auto; padding: 8px 12px; border-radius: 10px; background: rgba(20, 20, 24, 0.92);
          color: #f2f2f7; font: 12px/1.4 ui-monospace, "SF Mono", Menlo, Consolas, monospace; z-index: 10;
        }
        .wfs-developer summary { cursor: pointer; font-weight: 600; }
        .wfs-developer ol { margin: 6px 0 0; padding-left: 18px; }
        .wfs-developer .wfs-issue-error { color: #ff8a80; }
        .wfs-developer .wfs-issue-warning { color: #ffd180; }
        .wfs-issue-place { opacity: 0.8; }
        .wfs-notice {
          margin: 0; padding: 10px 16px; background: var(--wfs-notice); color: var(--wfs-notice-text);
          font-size: 14px; border-bottom: 1px solid var(--wfs-separator);
        }
        .wfs-waiting { margin: 0; padding: 6px 16px; font-size: 13px; color: var(--wfs-secondary); text-align: center; }
        .wfs-layers { position: relative; flex: 1; display: grid; min-height: 0; }
        .wfs-layer { grid-area: 1 / 1; display: flex; flex-direction: column; min-height: 0; overflow: hidden; }
        .wfs-layer > * { flex: 1; min-height: 0; }
        .wfs-layer[inert] { filter: brightness(0.92); }
        .wfs-layer-modal {
          margin-top: 12px; background: var(--wfs-background); border-radius: 12px 12px 0 0;
          box-shadow: 0 -4px 24px rgba(0, 0, 0, 0.18);
        }
        .wfs-layer-alert {
          align-items: center; justify-content: center; padding: 24px; background: rgba(0, 0, 0, 0.35);
        }
        .wfs-layer-alert > * { flex: 0 0 auto; }
        .wfs-window, .wfs-navigation, .wfs-tabs, .wfs-tab-content {
          display: flex; flex-direction: column; flex: 1; min-height: 0;
        }
        .wfs-screen, .wfs-form { flex: 1; overflow-y: auto; display: flex; flex-direction: column; min-height: 0; }
        .wfs-container, .wfs-view { display: flex; flex-direction: column; gap: 10px; padding: 12px 16px; position: relative; }
        .wfs-container .wfs-container, .wfs-container .wfs-view { padding: 0; }
        form.wfs-event { margin: 0; }
        .wfs-text { white-space: pre-line; }
        .wfs-img { max-width: 100%; height: auto; vertical-align: middle; }
        .wfs-img-empty { display: inline-block; width: 64px; height: 64px; border-radius: 8px; background: var(--wfs-off); }
        button, input, textarea { font: inherit; color: inherit; }
        button { cursor: pointer; }
        button:disabled { cursor: default; opacity: 0.4; }
        :focus-visible { outline: 3px solid color-mix(in srgb, var(--wfs-tint) 55%, transparent); outline-offset: 2px; }
        .wfs-control {
          display: inline-flex; align-items: center; justify-content: center; gap: 6px; min-height: 44px;
          padding: 10px 18px; border: 0; border-radius: var(--wfs-radius); background: var(--wfs-tint);
          color: var(--wfs-tint-text); font-weight: 600;
        }
        .wfs-button .wfs-control { width: 100%; }
        .wfs-label { position: relative; }
        .wfs-label p { margin: 0; }
        .wfs-image { position: relative; text-align: center; }
        .wfs-navigationBar {
          flex: 0 0 auto; background: var(--wfs-bar); border-bottom: 1px solid var(--wfs-separator);
          backdrop-filter: saturate(180%) blur(20px); padding: 4px 8px 6px;
        }
        .wfs-prompt { margin: 2px 0; font-size: 13px; color: var(--wfs-secondary); text-align: center; }
        .wfs-bar-row { display: grid; grid-template-columns: 1fr auto 1fr; align-items: center; min-height: 44px; gap: 4px; }
        .wfs-bar-leading { display: flex; justify-content: flex-start; gap: 2px; }
        .wfs-bar-trailing { display: flex; justify-content: flex-end; gap: 2px; }
        .wfs-bar-title { margin: 0; font-size: 17px; font-weight: 600; text-align: center; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
        .wfs-backButton .wfs-control, .wfs-barButton .wfs-control, .wfs-toolbar .wfs-control,
        .wfs-formAccessoryView .wfs-control {
          min-height: 36px; padding: 6px 8px; background: transparent; color: var(--wfs-tint); font-weight: 400;
        }
        .wfs-chevron { font-size: 28px; line-height: 1; margin-top: -3px; }
        .wfs-toolbar, .wfs-formAccessoryView {
          flex: 0 0 auto; display: flex; justify-content: space-around; align-items: center; gap: 4px;
          padding: 4px 8px; background: var(--wfs-bar); border-top: 1px solid var(--wfs-separator);
        }
        .wfs-tabBar {
          flex: 0 0 auto; display: flex; background: var(--wfs-bar); border-top: 1px solid var(--wfs-separator);
          padding: 4px 4px 10px;
        }
        .wfs-tab { flex: 1; }
        .wfs-tab-button {
          position: relative; width: 100%; display: flex; flex-direction: column; align-items: center; gap: 2px;
          padding: 6px 2px; border: 0; background: transparent; color: var(--wfs-secondary); font-size: 11px;
        }
        .wfs-tab-button .wfs-img { width: 26px; height: 26px; object-fit: contain; }
        .wfs-tab-button[aria-current="page"] { color: var(--wfs-tint); font-weight: 600; }
        .wfs-badge {
          position: absolute; top: 2px; left: calc(50% + 6px); min-width: 18px; padding: 1px 5px; border-radius: 9px;
          background: var(--wfs-destructive); color: #fff; font-size: 11px; font-weight: 600;
        }
        .wfs-field-label { display: block; font-size: 13px; color: var(--wfs-secondary); margin-bottom: 4px; }
        .wfs-hint { font-size: 12px; }
        .wfs-text-form, .wfs-slider form, .wfs-datePicker form {
          display: grid; grid-template-columns: 1fr auto; gap: 6px; align-items: center;
        }
        .wfs-text-form .wfs-field-label, .wfs-slider .wfs-field-label, .wfs-datePicker .wfs-field-label {
          grid-column: 1 / -1; margin: 0;
        }
        .wfs-text-form input, .wfs-text-form textarea, .wfs-datePicker input {
          width: 100%; min-height: 44px; padding: 10px 12px; border: 1px solid var(--wfs-separator);
          border-radius: 10px; background: var(--wfs-surface);
        }
        .wfs-text-form textarea { resize: vertical; }
        [aria-invalid="true"] { border-color: var(--wfs-destructive) !important; }
        .wfs-set { min-height: 44px; padding: 8px 14px; }
        .wfs-textField, .wfs-textView, .wfs-searchBar { display: flex; flex-direction: column; gap: 6px; }
        .wfs-return-form { align-self: flex-end; }
        .wfs-return { min-height: 32px; padding: 4px 12px; background: transparent; color: var(--wfs-tint); font-weight: 500; }
        .wfs-validation { margin: 0; color: var(--wfs-destructive); font-size: 13px; }
        .wfs-switch-button {
          width: 100%; display: flex; align-items: center; justify-content: space-between; gap: 12px; min-height: 44px;
          padding: 6px 0; border: 0; background: transparent; text-align: left;
        }
        .wfs-switch-track {
          flex: 0 0 auto; position: relative; width: 51px; height: 31px; border-radius: 16px; background: var(--wfs-off);
          transition: background 0.2s;
        }
        .wfs-switch-thumb {
          position: absolute; top: 2px; left: 2px; width: 27px; height: 27px; border-radius: 50%; background: #fff;
          box-shadow: 0 2px 4px rgba(0, 0, 0, 0.25); transition: left 0.2s;
        }
        .wfs-on .wfs-switch-track { background: var(--wfs-on); }
        .wfs-on .wfs-switch-thumb { left: 22px; }
        .wfs-slider input[type="range"] { width: 100%; accent-color: var(--wfs-tint); }
        .wfs-slider-value { font-size: 13px; color: var(--wfs-secondary); }
        .wfs-segmentedControl, .wfs-scopes {
          display: flex; padding: 2px; gap: 2px; border-radius: 9px; background: var(--wfs-off);
        }
        .wfs-segment, .wfs-scopeButton { flex: 1; }
        .wfs-segment-button {
          width: 100%; min-height: 32px; padding: 4px 8px; border: 0; border-radius: 7px; background: transparent;
          font-size: 14px;
        }
        .wfs-segment-button[aria-pressed="true"] {
          background: var(--wfs-surface); font-weight: 600; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.15);
        }
        .wfs-segment-button .wfs-img { max-height: 20px; }
        .wfs-searchBar { padding: 8px 16px; }
        .wfs-search-row { display: flex; align-items: flex-end; gap: 6px; }
        .wfs-search-row > .wfs-text-form { flex: 1; }
        .wfs-search-row .wfs-control:not(.wfs-set) { background: transparent; color: var(--wfs-tint); padding: 8px; font-weight: 400; }
        .wfs-searchBar input[type="search"] { background: var(--wfs-off); border: 0; }
        .wfs-table { display: flex; flex-direction: column; }
        .wfs-tableSection { margin: 0 0 8px; }
        .wfs-section-header, .wfs-section-footer {
          margin: 0; padding: 16px 16px 6px; font-size: 13px; font-weight: 400; color: var(--wfs-secondary);
          text-transform: uppercase; letter-spacing: 0.02em;
        }
        .wfs-section-footer { padding-top: 6px; text-transform: none; letter-spacing: 0; }
        .wfs-cells { list-style: none; margin: 0; padding: 0; background: var(--wfs-surface); }
        .wfs-table-grouped .wfs-cells { margin: 0 16px; border-radius: var(--wfs-radius); overflow: hidden; }
        .wfs-tableCell { position: relative; display: flex; align-items: center; border-bottom: 1px solid var(--wfs-separator); }
        .wfs-tableCell:last-child { border-bottom: 0; }
        .wfs-tableCell > form:first-child, .wfs-tableCell > .wfs-cell-button { flex: 1; }
        .wfs-cell-button {
          width: 100%; display: flex; align-items: center; gap: 12px; min-height: 44px; padding: 10px 16px;
          border: 0; background: transparent; text-align: left;
        }
        .wfs-cell-button .wfs-img { width: 32px; height: 32px; object-fit: cover; border-radius: 6px; }
        .wfs-cell-texts { flex: 1; display: flex; flex-direction: column; }
        .wfs-detail { font-size: 13px; color: var(--wfs-secondary); }
        .wfs-accessory { color: var(--wfs-secondary); font-size: 20px; }
        .wfs-checkmark { color: var(--wfs-tint); }
        .wfs-accessory-button { min-height: 36px; padding: 4px 12px; background: transparent; color: var(--wfs-tint); font-size: 20px; }
        .wfs-info-glyph {
          display: inline-flex; align-items: center; justify-content: center; width: 22px; height: 22px;
          border: 1.5px solid currentColor; border-radius: 50%; font: italic 600 14px/1 Georgia, serif;
        }
        .wfs-tableCell.wfs-disabled .wfs-cell-button { opacity: 0.45; }
        dialog.wfs-alert, dialog.wfs-actionSheet {
          position: static; margin: 0; padding: 0; width: 270px; border: 0; border-radius: 14px;
          background: var(--wfs-bar); color: var(--wfs-text); box-shadow: 0 12px 40px rgba(0, 0, 0, 0.3); overflow: hidden;
        }
        dialog.wfs-actionSheet { width: 100%; align-self: flex-end; }
        .wfs-alert-texts { padding: 18px 16px 14px; text-align: center; }
        .wfs-alert-texts h2 { margin: 0 0 4px; font-size: 17px; font-weight: 600; }
        .wfs-alert-texts p { margin: 0; font-size: 13px; }
        .wfs-alert-buttons { display: flex; flex-direction: column; }
        .wfs-alert .wfs-alert-buttons:has(> :nth-child(2):last-child) { flex-direction: row; }
        .wfs-alertButton { flex: 1; border-top: 1px solid var(--wfs-separator); }
        .wfs-alertButton + .wfs-alertButton { border-left: 1px solid var(--wfs-separator); }
        .wfs-alert-buttons:not(:has(> :nth-child(2):last-child)) .wfs-alertButton { border-left: 0; }
        .wfs-alertButton .wfs-control {
          width: 100%; border-radius: 0; background: transparent; color: var(--wfs-tint); font-weight: 400;
        }
        .wfs-role-cancel .wfs-control { font-weight: 600; }
        .wfs-role-destructive .wfs-control { color: var(--wfs-destructive); }
        .wfs-gestures { position: absolute; top: 0; right: 0; z-index: 2; font-size: 13px; }
        .wfs-gestures > summary {
          list-style: none; cursor: pointer; padding: 0 6px; border-radius: 8px; color: var(--wfs-secondary);
          opacity: 0.35;
        }
        .wfs-gestures > summary::-webkit-details-marker { display: none; }
        .wfs-gestures > summary:hover, .wfs-gestures[open] > summary, .wfs-gestures > summary:focus-visible { opacity: 1; }
        .wfs-gesture-list {
          position: absolute; right: 0; display: flex; flex-direction: column; gap: 4px; padding: 6px; min-width: 150px;
          border-radius: 10px; background: var(--wfs-surface); box-shadow: 0 8px 24px rgba(0, 0, 0, 0.2);
        }
        .wfs-gesture .wfs-control { width: 100%; min-height: 32px; padding: 4px 10px; font-weight: 500; font-size: 13px; }
        .wfs-long-press { display: flex; gap: 4px; }
        .wfs-long-press input { width: 4.5em; border: 1px solid var(--wfs-separator); border-radius: 8px; padding: 2px 4px; }
        .wfs-disabled { opacity: 0.6; }
        """
}
