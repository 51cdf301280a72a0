"""Checks of one screen state, in the run's configuration: axe-core in light and dark, nothing
covering the top layer, touch targets of 44×44 CSS px, and the page's layout.

Every check runs and its findings are collected before anything fails, so one failing check
never hides another of the same state.
"""
import re
from dataclasses import dataclass

from axe_playwright_python.base import AXE_SCRIPT

from .pixels import decode_png, difference

SERIOUS = ("serious", "critical")
TOUCH_SIZE = 44


@dataclass(frozen=True)
class Finding:
    """One problem a check found: `key` is the same when the same problem shows again in a later state."""

    check: str
    key: str
    message: str
    variant: str = ""  # the colour scheme of an axe finding; the same problem in both schemes is one entry


DESCRIBE = """
  const describe = (element) => {
    const image = element.querySelector('img[alt]');
    const text = (element.getAttribute('aria-label') || element.textContent.trim() || (image && image.alt)
      || element.getAttribute('title') || element.getAttribute('placeholder') || element.getAttribute('value') || '')
      .trim().replace(/\\s+/g, ' ').slice(0, 40);
    const classes = [...element.classList].filter((name) => name.startsWith('wfs-')).slice(0, 2).join('.');
    return element.tagName.toLowerCase() + (classes ? '.' + classes : '') + (text ? ` "${text}"` : '');
  };
  const layers = document.querySelectorAll('.wfs-layers > .wfs-layer');
  const layer = layers.length ? layers[layers.length - 1] : document.body;
"""

TOUCH_TARGETS_JS = """
() => {""" + DESCRIBE + """
  const textTypes = new Set(['text', 'search', 'email', 'password', 'url', 'tel', 'number', 'date',
    'datetime-local', 'time', 'month', 'week']);
  const small = [];
  for (const element of layer.querySelectorAll('button, input, textarea, select, summary, a[href]')) {
    if (element.type === 'hidden' || element.disabled) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    const box = element.getBoundingClientRect();
    if (box.width <= 1 && box.height <= 1) continue;  // visually hidden, for screen readers
    const textual = element.tagName === 'TEXTAREA' || (element.tagName === 'INPUT' && textTypes.has(element.type));
    if (box.height < 43.95 || (!textual && box.width < 43.95)) {
      small.push({ description: describe(element), width: box.width, height: box.height, textual });
    }
  }
  return small;
}
"""

LAYOUT_JS = """
() => {
  const box = (element) => {
    const r = element.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  };
  const device = document.querySelector('.wfs-device');
  const panel = document.querySelector('.wfs-developer');
  let panelBox = null;
  if (panel && panel.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
    const r = box(panel);
    if (r.width > 0 && r.height > 0) panelBox = r;
  }
  return { scrollWidth: document.scrollingElement.scrollWidth, width: innerWidth, height: innerHeight,
           device: device ? box(device) : null, panel: panelBox };
}
"""

# The navigation bars of the active layer: their row, title and items, to check they are laid out as
# iOS lays them out (every item visible, one line, the title centred when there is room for it).
BARS_JS = """
() => {""" + DESCRIBE + """
  const box = (element) => { const r = element.getBoundingClientRect(); return { x: r.x, y: r.y, width: r.width,
    height: r.height }; };
  return [...layer.querySelectorAll('.wfs-bar-row')].filter((row) => row.checkVisibility()).map((row) => {
    const title = row.querySelector(':scope > .wfs-bar-title');
    const items = [...row.querySelectorAll(':scope > .wfs-bar-leading > *, :scope > .wfs-bar-trailing > *')];
    const sides = ['.wfs-bar-leading', '.wfs-bar-trailing'].map((side) => box(row.querySelector(side)));
    return { row: box(row), title: title && { ...box(title), natural: title.scrollWidth, text: title.textContent.trim() },
      sides, items: items.map((item) => ({ description: describe(item), ...box(item) })) };
  });
}
"""

# Where the framed device's top and bottom strips are (inside its border, outside its layers), when an
# alert or a presented screen dims the app; null on a phone, where the app fills the window.
DIMMED_STRIPS_JS = """
() => {
  const device = document.querySelector('.wfs-device');
  const layers = document.querySelector('.wfs-layers');
  if (!device || !layers || !document.querySelector('.wfs-layers > .wfs-layer-alert, .wfs-layers > .wfs-layer-modal')) return null;
  const d = device.getBoundingClientRect();
  const l = layers.getBoundingClientRect();
  const style = getComputedStyle(device);
  const top = d.y + parseFloat(style.borderTopWidth);
  const bottom = d.bottom - parseFloat(style.borderBottomWidth);
  if (l.y - top < 4 || bottom - l.bottom < 4) return null;
  return { x: Math.round(d.x + d.width / 2), top: Math.round((top + l.y) / 2), bottom: Math.round((l.bottom + bottom) / 2),
    inside: Math.round(l.y + 2) };
}
"""

# What floats over the app (the waiting spinner, a failed step's sentence) and the bars it must leave
# clear (tab bars, toolbars): their boxes, when shown.
FLOATS_JS = """
() => {
  const box = (element) => { const r = element.getBoundingClientRect();
    return { name: element.className, x: r.x, y: r.y, width: r.width, height: r.height }; };
  const shown = (selector) => [...document.querySelectorAll(selector)].filter((e) => e.checkVisibility()).map(box);
  return { floats: shown('.wfs-activity, .wfs-trouble'),
    bars: shown('.wfs-layers > .wfs-layer:last-child :is(.wfs-tabBar, .wfs-toolbar)') };
}
"""

# The button rows of the open alerts: each button's text, whether it is the cancel button, and where it is.
ALERT_BUTTONS_JS = """
() => [...document.querySelectorAll('dialog[open] .wfs-alert-buttons')].filter((group) => group.checkVisibility())
  .map((group) => ({ sideBySide: group.classList.contains('wfs-side-by-side'),
    buttons: [...group.querySelectorAll(':scope > button')].map((button) => {
      const r = button.getBoundingClientRect();
      return { text: button.textContent.trim(), cancel: button.classList.contains('wfs-role-cancel'), x: r.x, y: r.y };
    }) }))
"""

# The boxes of the active layer's visible controls and texts: what of each the page can show (clipped
# by the viewport and by the ancestors that clip, whole pixels inside it), and the largest corner
# radius of the element or a clipping ancestor it lies against (the pixels outside a rounded
# corner are not the element's).
COVER_BOXES_JS = """
() => {""" + DESCRIBE + """
  if (layers.length < 2) return [];
  const radius = (element) => Math.max(0, ...['Top', 'Bottom'].flatMap((v) => ['Left', 'Right'].map((h) =>
    parseFloat(getComputedStyle(element)[`border${v}${h}Radius`]) || 0)));
  const boxes = [];
  const selector = 'button, input:not([type=hidden]), textarea, select, summary, h1, h2, h3, h4, h5, h6, p';
  for (const element of layer.querySelectorAll(selector)) {
    if (element.tagName === 'P' && !element.textContent.trim()) continue;
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
    const r = element.getBoundingClientRect();
    let [left, top, right, bottom] = [Math.max(0, r.left), Math.max(0, r.top), Math.min(innerWidth, r.right),
      Math.min(innerHeight, r.bottom)];
    let corner = radius(element);
    for (let parent = element.parentElement; parent && parent !== layer.parentElement; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = parent.getBoundingClientRect();
      [left, top, right, bottom] = [Math.max(left, clip.left), Math.max(top, clip.top), Math.min(right, clip.right),
        Math.min(bottom, clip.bottom)];
      const touches = [clip.left - left, clip.top - top, clip.right - right, clip.bottom - bottom]
        .some((gap) => Math.abs(gap) < 1.5);
      if (touches) corner = Math.max(corner, radius(parent));
    }
    [left, top, right, bottom] = [Math.ceil(left), Math.ceil(top), Math.floor(right), Math.floor(bottom)];
    if (right - left < 2 || bottom - top < 2) continue;
    boxes.push({ description: describe(element), x: left, y: top, width: right - left, height: bottom - top,
                 corner: Math.ceil(corner) });
    if (boxes.length === 30) break;
  }
  return boxes;
}
"""

# Hides (CSSOM, which the Content-Security-Policy allows) every element that is neither in the
# active layer nor one of its ancestors, and the ancestors' ::before and ::after.
HIDE_OUTSIDE_JS = """
() => {
  const layers = document.querySelectorAll('.wfs-layers > .wfs-layer');
  const layer = layers[layers.length - 1];
  const hidden = [];
  for (const element of document.querySelectorAll('body *')) {
    if (layer.contains(element) || element.contains(layer)) continue;
    hidden.push([element, element.style.getPropertyValue('visibility'), element.style.getPropertyPriority('visibility')]);
    element.style.setProperty('visibility', 'hidden', 'important');
  }
  const ancestors = [];
  for (let element = layer.parentElement; element; element = element.parentElement) {
    element.setAttribute('data-wfs-probe-ancestor', '');
    ancestors.push(element);
  }
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('[data-wfs-probe-ancestor]::before, [data-wfs-probe-ancestor]::after '
    + '{ visibility: hidden !important; }');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  window.__wfsHidden = { hidden, ancestors, sheet };
  return hidden.length;
}
"""

RESTORE_JS = """
() => {
  const state = window.__wfsHidden;
  if (!state) return;
  for (const [element, value, priority] of state.hidden) {
    if (value) element.style.setProperty('visibility', value, priority);
    else element.style.removeProperty('visibility');
    if (!element.getAttribute('style')) element.removeAttribute('style');
  }
  for (const element of state.ancestors) element.removeAttribute('data-wfs-probe-ancestor');
  document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== state.sheet);
  delete window.__wfsHidden;
}
"""

# What outside the active layer is painted where `box` is: the innermost visible elements there.
CULPRITS_JS = """
(box) => {""" + DESCRIBE + """
  const found = [];
  for (const element of document.querySelectorAll('body *')) {
    if (layer.contains(element) || element.contains(layer)) continue;
    const r = element.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || r.right <= box.x || r.left >= box.x + box.width
        || r.bottom <= box.y || r.top >= box.y + box.height) continue;
    if (getComputedStyle(element).visibility !== 'visible') continue;
    found.push(element);
  }
  const innermost = found.filter((element) => !found.some((other) => other !== element && element.contains(other)));
  const layerOf = (element) => { const lower = element.closest('.wfs-layer'); return lower ? [...layers].indexOf(lower) + 1 : 0; };
  // What is outside the layers first: it is over everything; then the lower layers' views, seen through.
  innermost.sort((a, b) => (layerOf(a) > 0) - (layerOf(b) > 0));
  return innermost.slice(0, 3).map((element) => {
    const index = layerOf(element);
    return describe(element) + (index ? ` (layer ${index}, beneath)` : ' (outside the layers)');
  });
}
"""


def axe_summary(node):
    """The reasons of one node's violation, on one line."""
    lines = [line.strip() for line in (node.get("failureSummary") or "").splitlines()]
    reasons = [line for line in lines if line and not line.startswith("Fix ")]
    return "; ".join(reasons)


class ScreenChecks:
    """Runs every check on the page's current state; `settle` waits for the page to be still."""

    def __init__(self, page, configuration, settle, axe_cache=None, axe=True):
        self.page = page
        self.axe = axe  # axe.run never finishes in a page with JavaScript off (its timers never fire)
        self.configuration = configuration
        self.settle = settle
        self.axe_cache = axe_cache if axe_cache is not None else {}
        self.axe_runs = 0
        self.states = 0
        self.overlays = 0  # states whose top layer was compared with and without the rest of the page

    def run(self, fingerprint):
        """The findings of every check on this state (none when all pass)."""
        self.states += 1
        findings = []
        checks = (self.layout, self.touch_targets, self.navigation_bars, self.alert_buttons, self.dimming,
                  self.floats, self.covering)
        for check in checks + ((self.accessibility,) if self.axe else ()):
            try:
                findings += check(fingerprint)
            except Exception as error:  # noqa: BLE001 - a check that breaks is itself a finding
                findings.append(Finding(check.__name__, f"{check.__name__}:error", f"the check failed: {error}"))
        return findings

    def layout(self, _):
        facts = self.page.evaluate(LAYOUT_JS)
        width, height = facts["width"], facts["height"]
        findings = []
        if facts["scrollWidth"] > width:
            findings.append(Finding("layout", "layout:scroll", (
                f"the page scrolls sideways: scrollWidth {facts['scrollWidth']} px > {width} px viewport")))
        device = facts["device"]
        if device is None:
            findings.append(Finding("layout", "layout:device", "there is no .wfs-device"))
            return findings
        shown = f"{device['width']:.0f}×{device['height']:.0f} at ({device['x']:.0f}, {device['y']:.0f})"
        panel = facts["panel"]
        panel_shown = panel and f"{panel['width']:.0f}×{panel['height']:.0f} at ({panel['x']:.0f}, {panel['y']:.0f})"
        if self.configuration.is_narrow:
            # The app fills the viewport; with runtime issues, all of it but the developer panel's
            # strip above it (the panel never covers the app, so there it takes its own room).
            top = panel["y"] + panel["height"] if panel and panel["y"] < 1 else 0
            if any(abs(a - b) > 1 for a, b in zip(
                    (device["x"], device["y"], device["width"], device["height"]), (0, top, width, height - top))):
                beside = f" (the developer panel is {panel_shown})" if panel else ""
                findings.append(Finding("layout", f"layout:fill:{shown}", (
                    f".wfs-device does not fill the {width}×{height} viewport: it is {shown}{beside}")))
        elif (device["x"] < -0.5 or device["y"] < -0.5 or device["x"] + device["width"] > width + 0.5
              or device["y"] + device["height"] > height + 0.5):
            findings.append(Finding("layout", f"layout:clipped:{shown}", (
                f".wfs-device is not inside the {width}×{height} viewport: it is {shown}")))
        if panel:
            overlap_x = min(panel["x"] + panel["width"], device["x"] + device["width"]) - max(panel["x"], device["x"])
            overlap_y = min(panel["y"] + panel["height"], device["y"] + device["height"]) - max(panel["y"], device["y"])
            if overlap_x > 0.5 and overlap_y > 0.5:
                findings.append(Finding("layout", f"layout:panel:{panel_shown}", (
                    f"the developer panel ({panel_shown}) covers {overlap_x:.0f}×{overlap_y:.0f} px of the device "
                    f"({shown})")))
        return findings

    def touch_targets(self, _):
        findings = []
        for small in self.page.evaluate(TOUCH_TARGETS_JS):
            size = f"{small['width']:.0f}×{small['height']:.0f} px"
            need = "44 px high" if small["textual"] else "44×44 px"
            findings.append(Finding("touch target", f"touch:{small['description']}:{size}", (
                f"{small['description']} is {size}, under {need}")))
        return findings

    def navigation_bars(self, _):
        """Every bar item visible and on one line, nothing overlapping, the title centred when it fits."""
        findings = []
        for bar in self.page.evaluate(BARS_JS):
            row, title, items = bar["row"], bar["title"], bar["items"]
            middle = row["y"] + row["height"] / 2
            if row["height"] > 46:
                findings.append(Finding("navigation bar", f"bar:height:{row['height']:.0f}", (
                    f"the bar is {row['height']:.0f} px high, not one line of 44 px: an item wraps")))
            boxes = items + ([{"description": "the title", **title}] if title else [])
            for item in items:
                if item["x"] < row["x"] - 0.5 or item["x"] + item["width"] > row["x"] + row["width"] + 0.5:
                    findings.append(Finding("navigation bar", f"bar:outside:{item['description']}", (
                        f"{item['description']} lies outside the bar ({item['x']:.0f} to "
                        f"{item['x'] + item['width']:.0f}, the bar {row['x']:.0f} to {row['x'] + row['width']:.0f})")))
                if item["width"] < 1 or item["height"] < 1:
                    findings.append(Finding("navigation bar", f"bar:empty:{item['description']}", (
                        f"{item['description']} is {item['width']:.0f}×{item['height']:.0f} px: it cannot be seen or tapped")))
                elif abs(item["y"] + item["height"] / 2 - middle) > 2:
                    findings.append(Finding("navigation bar", f"bar:line:{item['description']}", (
                        f"{item['description']} is not on the bar's line (it wraps): its middle is at "
                        f"{item['y'] + item['height'] / 2:.0f}, the bar's at {middle:.0f}")))
            for index, first in enumerate(boxes):
                for second in boxes[index + 1:]:
                    overlap = min(first["x"] + first["width"], second["x"] + second["width"]) - max(first["x"], second["x"])
                    if overlap > 0.5 and first["width"] > 0 and second["width"] > 0:
                        findings.append(Finding("navigation bar", f"bar:overlap:{first['description']}", (
                            f"{first['description']} and {second['description']} overlap by {overlap:.0f} px")))
            if title and title["natural"] > 0:
                # iOS centres the title in the bar when it fits between the wider side and its mirror image.
                room = row["width"] - 2 * max(side["width"] for side in bar["sides"]) - 8
                centre = title["x"] + title["width"] / 2
                if title["natural"] <= room and abs(centre - (row["x"] + row["width"] / 2)) > 2:
                    findings.append(Finding("navigation bar", f"bar:centre:{title['text']}", (
                        f"the title \"{title['text']}\" fits ({title['natural']} px, room {room:.0f} px) but is not "
                        f"centred: its middle is at {centre:.0f}, the bar's at {row['x'] + row['width'] / 2:.0f}")))
                elif title["natural"] > title["width"] + 1 and title["width"] < room - 1:
                    findings.append(Finding("navigation bar", f"bar:cut:{title['text']}", (
                        f"the title \"{title['text']}\" is cut to {title['width']:.0f} px though {room:.0f} px are free")))
        return findings

    def alert_buttons(self, _):
        """An alert's cancel button where iOS puts it: the leading one of two side by side, else the last."""
        findings = []
        for group in self.page.evaluate(ALERT_BUTTONS_JS):
            buttons = group["buttons"]
            cancel = next((button for button in buttons if button["cancel"]), None)
            if cancel is None or len(buttons) < 2:
                continue
            others = [button for button in buttons if button is not cancel]
            if group["sideBySide"] and any(other["x"] < cancel["x"] for other in others):
                findings.append(Finding("alert", f"alert:cancel-leading:{cancel['text']}", (
                    f"the cancel button \"{cancel['text']}\" is not on the leading side of the two buttons")))
            elif not group["sideBySide"] and any(other["y"] > cancel["y"] for other in others):
                findings.append(Finding("alert", f"alert:cancel-last:{cancel['text']}", (
                    f"the cancel button \"{cancel['text']}\" is not the last of the alert's buttons")))
        return findings

    def floats(self, _):
        """The waiting spinner and a failed step's sentence float clear of the tab bar and toolbar."""
        facts = self.page.evaluate(FLOATS_JS)
        findings = []
        for item in facts["floats"]:
            for bar in facts["bars"]:
                overlap_x = min(item["x"] + item["width"], bar["x"] + bar["width"]) - max(item["x"], bar["x"])
                overlap_y = min(item["y"] + item["height"], bar["y"] + bar["height"]) - max(item["y"], bar["y"])
                if overlap_x > 0.5 and overlap_y > 0.5:
                    findings.append(Finding("floats", f"floats:{item['name']}:{bar['name']}", (
                        f"{item['name']} covers {overlap_x:.0f}×{overlap_y:.0f} px of {bar['name']}")))
        return findings

    def dimming(self, _):
        """The dimming of an alert or a presented screen covers the framed device's top and bottom strips
        as it covers the app: each strip's middle is as dark as the app just under its top edge."""
        strips = self.page.evaluate(DIMMED_STRIPS_JS)
        if not strips:
            return []
        self.settle()

        def pixel(y):
            shot = self.page.screenshot(clip={"x": strips["x"], "y": y, "width": 1, "height": 1}, animations="disabled")
            _, _, channels, pixels = decode_png(shot)
            return sum(pixels[:3]) / 3

        inside, top, bottom = pixel(strips["inside"]), pixel(strips["top"]), pixel(strips["bottom"])
        findings = []
        for name, value in (("top", top), ("bottom", bottom)):
            if abs(value - inside) > 24:
                findings.append(Finding("dimming", f"dimming:{name}", (
                    f"the device's {name} strip is not dimmed with the app: its brightness is {value:.0f}, "
                    f"the dimmed app's {inside:.0f}")))
        return findings

    def covering(self, _):
        """Screenshots of the active layer's controls and texts, with and without everything else on the page."""
        boxes = self.page.evaluate(COVER_BOXES_JS)
        if not boxes:
            return []
        self.overlays += 1
        self.settle()
        clips = [{key: box[key] for key in ("x", "y", "width", "height")} for box in boxes]
        before = [self.page.screenshot(clip=clip) for clip in clips]
        self.page.evaluate(HIDE_OUTSIDE_JS)
        try:
            self.settle()
            after = [self.page.screenshot(clip=clip) for clip in clips]
        finally:
            self.page.evaluate(RESTORE_JS)
        findings = []
        for box, clip, shown, alone in zip(boxes, clips, before, after):
            differing, total, largest = difference(shown, alone, corner=box["corner"])
            if differing > max(2, (total or 0) // 1000):
                culprits = self.page.evaluate(CULPRITS_JS, clip)
                where = f"{clip['width']}×{clip['height']} at ({clip['x']}, {clip['y']})"
                findings.append(Finding("covering", f"cover:{box['description']}", (
                    f"{box['description']} ({where}) is not what the top layer alone paints: {differing} of {total} "
                    f"pixels differ by up to {largest} levels; there: {', '.join(culprits) or 'nothing found'}")))
        return findings

    def accessibility(self, fingerprint):
        """axe-core in the walk's scheme and in the other one; serious and critical violations."""
        findings = []
        walk = self.configuration.scheme
        other = "dark" if walk == "light" else "light"
        for scheme in (walk, other):
            key = (fingerprint, self.configuration.width, self.configuration.height, scheme)
            if key not in self.axe_cache:
                if scheme != walk:
                    self.page.emulate_media(color_scheme=scheme)
                    self.settle()
                try:
                    self.axe_cache[key] = self.run_axe(scheme)
                finally:
                    if scheme != walk:
                        self.page.emulate_media(color_scheme=walk)
                        self.settle()
            findings += self.axe_cache[key]
        return findings

    def run_axe(self, scheme):
        # axe's own source, evaluated through the DevTools protocol: the page's Content-Security-Policy
        # (no inline script, no eval) stays on, and axe needs neither.
        if not self.page.evaluate("() => typeof window.axe === 'object'"):
            self.page.evaluate(AXE_SCRIPT)
        self.axe_runs += 1
        results = self.page.evaluate("() => axe.run(document, { resultTypes: ['violations'] })")
        findings = []
        for violation in results["violations"]:
            if violation.get("impact") not in SERIOUS:
                continue
            for node in violation["nodes"]:
                where = " ".join(str(part) for part in node.get("target", []))
                snippet = " ".join((node.get("html") or "").split())
                shown = where + " " + (snippet if len(snippet) <= 90 else snippet[:90] + "…") if snippet else where
                reason = axe_summary(node)
                summary = violation["help"] + (": " + reason if reason else "")
                # The same element on another screen (axe may name it by another selector there), or the
                # same problem on a screen like it (alert-2 after alert-1), is the same entry.
                key = f"axe:{violation['id']}:{re.sub(r'[0-9]+', 'N', snippet or where)}"
                findings.append(Finding("axe", key, (
                    f"{violation['id']} ({node.get('impact') or violation['impact']}) {shown} — "
                    f"{summary if len(summary) <= 300 else summary[:300] + '…'}"), variant=scheme))
        return findings
