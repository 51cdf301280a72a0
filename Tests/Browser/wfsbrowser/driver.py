"""The steps of a flow file, done on the page the way a person would, in one input mode."""
import time

from .inputs import InputFailure
from .timing import ARM_JS, INSTALL_JS, READ_JS


class StepFailure(Exception):
    """A step that did not do or find what it should."""


# The path of the page's push channel (WorkflowWeb's ChangeStream).
PUSH_CHANNEL = "/_wfs/changes"

# How long `assertVisible` looks for its text, as a person looks a moment (and as Maestro's own
# assertVisible waits): `wfs serve` runs in real time, and a text that follows a `wait` (a graph's
# timer, a reply) comes later on a busy machine. `wfs test` checks the same step at once, on its
# manual clock.
VISIBLE_WITHIN_SECONDS = 8.0

# Finds, in the active (last) layer, an element that shows `text` exactly, as the headless driver does:
# its own text, an input's value, or its aria-label, data-name, alt or placeholder.
SHOWS_JS = """
(text) => {
  const layers = document.querySelectorAll('.wfs-layers > .wfs-layer');
  const root = layers.length ? layers[layers.length - 1] : document.body;
  for (const element of root.querySelectorAll('*')) {
    const own = [...element.childNodes].filter(n => n.nodeType === 3).map(n => n.textContent).join('').trim();
    if (own === text) return true;
    for (const name of ['aria-label', 'data-name', 'alt', 'placeholder']) {
      if (element.getAttribute(name) === text) return true;
    }
    if ((element.tagName === 'INPUT' || element.tagName === 'TEXTAREA') && element.type !== 'hidden'
        && element.value === text) return true;
  }
  return false;
}
"""

ALERT_JS = """
(text) => [...document.querySelectorAll('dialog[open] h2, dialog[open] p')].some(e => e.textContent.trim() === text)
"""

# Busy while an event or refresh is on its way; also busy while a finite animation runs (a push,
# a pop, a presentation). Infinite ones (a spinner) do not count.
SETTLED_JS = """
() => {
  if (document.documentElement.hasAttribute('data-wfs-busy')) return 'the page is busy (data-wfs-busy)';
  if (document.activeViewTransition) return 'a view transition runs';
  for (const animation of document.getAnimations()) {
    if (animation.playState !== 'running' && !animation.pending) continue;
    const timing = animation.effect && animation.effect.getComputedTiming();
    if (timing && Number.isFinite(timing.endTime)) return 'an animation runs: ' + (animation.animationName
      || animation.transitionProperty || animation.constructor.name);
  }
  return '';
}
"""

NEXT_FRAME_JS = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"

# A short digest of what the page shows (its markup, without the session's token and the busy mark):
# a step that changed it made a new screen state.
FINGERPRINT_JS = """
() => {
  const text = document.documentElement.outerHTML.replace(/[0-9a-f]{32}/g, '').replace(/ data-wfs-busy=""/g, '');
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0).toString(16) + ':' + text.length;
}
"""

# What has happened since the probe was armed: DOM changes and turns of data-wfs-busy.
ACTIVITY_JS = """
() => {
  const probe = window.__wfsProbe;
  return probe ? probe.changes + probe.busyTurns : -1;
}
"""

# The text field that has the focus in the active layer, else the layer's [autofocus] field.
FOCUSED_FIELD_JS = """
() => {
  const layers = document.querySelectorAll('.wfs-layers > .wfs-layer');
  const layer = layers.length ? layers[layers.length - 1] : document.body;
  const focused = document.activeElement;
  const typing = (e) => e && (e.tagName === 'TEXTAREA' || (e.tagName === 'INPUT'
    && !['hidden', 'button', 'submit', 'checkbox', 'radio', 'range', 'reset', 'image', 'file', 'color'].includes(e.type)));
  if (typing(focused) && layer.contains(focused)) return 'focused';
  return layer.querySelector('input[autofocus], textarea[autofocus]') ? 'autofocus' : '';
}
"""

# Where the focus is, for the keyboard's expectations: the focused control's place (its id, or the id
# around it with its button's event), whether it is in the active layer or its dialog, and whether
# the places `previous` and `opener` are still on the page.
FOCUS_STATE_JS = """
([previous, opener, refused]) => {
  const layers = document.querySelectorAll('.wfs-layers > .wfs-layer');
  const layer = layers.length ? layers[layers.length - 1] : null;
  const placeOf = (element) => {
    if (!element || element === document.body || element === document.documentElement) return null;
    if (element.getAttribute('id')) return element.getAttribute('id');
    const holder = element.parentElement && element.parentElement.closest('[id]');
    return holder ? holder.getAttribute('id') + '|' + (element.getAttribute('value') || element.tagName) : null;
  };
  const find = (place) => {
    if (!place) return null;
    const [id, value] = place.split('|');
    const holder = document.getElementById(id);
    if (!holder || value === undefined) return holder;
    return [...holder.querySelectorAll('*')].find((e) => (e.getAttribute('value') || e.tagName) === value) || null;
  };
  const usable = (element) => element && !element.closest('[inert]') && element.checkVisibility();
  const focused = document.activeElement;
  const dialog = layer && layer.querySelector('dialog[open]');
  const invalid = document.querySelector('.wfs-layers [aria-invalid=true]');
  return { title: document.title, dialog: !!dialog, place: placeOf(focused),
    inLayer: !!(layer && focused && layer.contains(focused)), inDialog: !!(dialog && dialog.contains(focused)),
    previousExists: !!usable(find(previous)), openerExists: !!usable(find(opener)),
    refused: invalid && invalid.closest('[id]').getAttribute('id'),
    refusedExists: !!usable(refused && document.getElementById(refused)) };
}
"""

# Whether the focused element shows a focus ring that nothing clips: '' when it does, else why not.
RING_JS = """
() => {
  const element = document.activeElement;
  if (!element || element === document.body) return 'nothing has the focus';
  const style = getComputedStyle(element);
  const width = parseFloat(style.outlineWidth) || 0;
  if (style.outlineStyle === 'none' || width === 0) return 'the focused control shows no focus ring';
  const grow = width + (parseFloat(style.outlineOffset) || 0);
  const box = element.getBoundingClientRect();
  const ring = { left: box.left - grow, top: box.top - grow, right: box.right + grow, bottom: box.bottom + grow };
  for (let parent = element.parentElement; parent; parent = parent.parentElement) {
    const clip = getComputedStyle(parent);
    if (clip.overflowX === 'visible' && clip.overflowY === 'visible') continue;
    const edge = parent.getBoundingClientRect();
    const cut = 'its focus ring is cut by ' + parent.tagName.toLowerCase() + '.' + [...parent.classList].join('.');
    if (ring.left < edge.left - 0.5 || ring.top < edge.top - 0.5 || ring.right > edge.right + 0.5
        || ring.bottom > edge.bottom + 0.5) return cut;
    // The ancestor's rounded corners cut too: each corner of the ring must lie inside its corner's arc.
    const radius = parseFloat(clip.borderTopLeftRadius) || 0;
    if (radius > 0) {
      // [the ring's corner, the arc's centre, which way is outwards]
      for (const [x, y, cx, cy, sx, sy] of [[ring.left, ring.top, edge.left + radius, edge.top + radius, -1, -1],
          [ring.right, ring.top, edge.right - radius, edge.top + radius, 1, -1],
          [ring.left, ring.bottom, edge.left + radius, edge.bottom - radius, -1, 1],
          [ring.right, ring.bottom, edge.right - radius, edge.bottom - radius, 1, 1]]) {
        const inCorner = (x - cx) * sx > 0 && (y - cy) * sy > 0;
        const outside = Math.hypot(x - cx, y - cy) > radius + 0.5;
        if (inCorner && outside) return cut + ' (its rounded corner)';
      }
    }
  }
  return '';
}
"""

LAYERS = ".wfs-layers > .wfs-layer"


def target(argument):
    """The `on:` of a step's mapping (YAML 1.1 reads a bare `on` key as True)."""
    return argument.get("on", argument.get(True))


def quoted(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


class BrowserDriver:
    """Does the steps of a flow on `page` with `input`, with or without the page's script."""

    def __init__(self, page, input, script, on_paint_time=None):
        self.page = page
        self.input = input
        self.script = script
        self.on_paint_time = on_paint_time  # called with the milliseconds of each tap's click-to-paint
        self.loads = 0
        self.errors = []
        self.opener = None  # with the keyboard: the control that opened the alert or sheet on screen
        self.refused = None  # with the keyboard: the first field refused when that alert opened
        page.on("load", lambda _: setattr(self, "loads", self.loads + 1))
        # Script errors and Content-Security-Policy violations are reported on the console.
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on("console", self._console)

    def _console(self, message):
        if message.type != "error":
            return
        # A server killed mid-flow breaks the page's push channel; the browser logs that and
        # connects again, which is what the page is for. Anything else is an error.
        if PUSH_CHANNEL in (message.location or {}).get("url", ""):
            return
        self.errors.append(message.text)

    # Waiting

    def shows_within(self, text, seconds):
        """Whether the page shows `text` now or within `seconds` (a page without script reloads
        itself meanwhile: a look during its navigation is taken again)."""
        deadline = time.monotonic() + seconds
        while True:
            try:
                if self.page.evaluate(SHOWS_JS, text):
                    return True
            except Exception as error:  # the page navigated while it was looked at
                if "context was destroyed" not in str(error) and "navigat" not in str(error):
                    raise
            if time.monotonic() > deadline:
                return False
            self.page.wait_for_timeout(100)

    def settle(self, timeout=10.0):
        """Waits until no event or refresh is on its way and no finite animation runs.

        Polled from here: Playwright's wait_for_function evaluates strings, which the page's
        Content-Security-Policy forbids (and must go on forbidding in these tests)."""
        deadline = time.monotonic() + timeout
        confirmed = False
        while True:
            reason = self.page.evaluate(SETTLED_JS)
            if not reason:
                if confirmed:
                    return
                # Once more after two frames: an answer being swapped in or a transition about to start.
                # (Without the page's script, frame callbacks never run: a short pause instead.)
                if self.script:
                    self.page.evaluate(NEXT_FRAME_JS)
                else:
                    time.sleep(0.05)
                confirmed = True
                continue
            confirmed = False
            if time.monotonic() > deadline:
                raise StepFailure(f"the page did not settle within {timeout:g} s: {reason}")
            time.sleep(0.02)

    def wait_for_activity(self, before, timeout):
        """Waits up to `timeout` for the page to change or turn busy after the probe counted `before`."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            now = self.page.evaluate(ACTIVITY_JS)
            if now != before or now < 0:
                return True
            time.sleep(0.01)
        return False

    def fingerprint(self):
        return self.page.evaluate(FINGERPRINT_JS)

    def perform(self, action, expect_event=True, measured=True, prepare=None):
        """Does `action` (a tap, a key): with the script, the page must update in place; without, it must load.

        `prepare` (the keyboard's way to the control) comes first, outside the click-to-paint time."""
        if prepare:
            prepare()
        if not self.script:
            if expect_event:
                with self.page.expect_navigation(timeout=10000):
                    action()
            else:
                action()
                self.page.wait_for_load_state()
            return
        self.page.evaluate(INSTALL_JS)
        before = self.page.evaluate(ARM_JS if measured else ACTIVITY_JS)
        loads = self.loads
        action()
        if not self.wait_for_activity(before, 1.5 if expect_event else 0.3) and expect_event:
            raise StepFailure("nothing happened: the page neither changed nor sent an event within 1.5 s")
        self.settle()
        if self.loads != loads:
            raise StepFailure("the page was loaded again: the script did not send the event")
        if measured:
            milliseconds = self.page.evaluate(READ_JS)
            if milliseconds is not None and self.on_paint_time:
                self.on_paint_time(milliseconds)

    # Finding

    def layer(self):
        return self.page.locator(LAYERS).last

    def button(self, text):
        """A button of the active layer named `text` (exactly, else by the start of its name, else by its
        text); a button that is a radio (an application's view may draw a radio group of them) counts."""
        layer = self.layer()
        # get_by_role leaves out aria-hidden (inert) layers and closed menus, as a person cannot use them.
        for candidate in (
            layer.get_by_role("button", name=text, exact=True),
            layer.get_by_role("radio", name=text, exact=True),
            layer.get_by_role("button", name=text),  # "More Info: text 2b" for "More Info"
            layer.get_by_role("button").filter(has_text=text),
        ):
            if candidate.count() > 0:
                return candidate.first
        return None

    def field(self, name):
        """The text field of the active layer called `name` (its data-name, placeholder or label)."""
        layer = self.layer()
        for candidate in (
            layer.locator(f'[data-name="{quoted(name)}"] :is(input, textarea):not([type=hidden])'),
            layer.get_by_placeholder(name, exact=True),
            layer.get_by_label(name, exact=True),
        ):
            if candidate.count() > 0:
                return candidate.first
        return None

    def focused_field(self):
        """The field that has the focus, else the active layer's [autofocus] field."""
        which = self.page.evaluate(FOCUSED_FIELD_JS)
        if which == "focused":
            return self.page.locator("*:focus").first
        if which == "autofocus":
            return self.layer().locator("input[autofocus], textarea[autofocus]").first
        raise StepFailure("no text input has the focus")

    def shown(self, text):
        """The element of the active layer that shows `text` itself (for gestures on views)."""
        found = self.layer().get_by_text(text, exact=True)
        if found.count() == 0:
            raise StepFailure(f"nothing shows '{text}'")
        return found.first

    def gesture_view(self, element):
        """The view around `element` that has gestures (a child `details.wfs-gestures`)."""
        view = element.locator(
            "xpath=ancestor-or-self::*[details[contains(concat(' ', normalize-space(@class), ' '), ' wfs-gestures ')]][1]")
        return view.first if view.count() else element

    def switch(self, text):
        """The switch of the active layer named `text` (its accessible name)."""
        found = self.layer().get_by_role("switch", name=text, exact=True)
        if found.count() == 0:
            raise StepFailure(f"no switch is called '{text}'")
        return found.first

    def back_button(self):
        layer = self.layer()
        for candidate in (
            layer.locator("button[name=event][value=back]"),
            layer.locator("form:has(input[name=event][value=back]) button"),  # the older markup
        ):
            if candidate.count() > 0:
                return candidate.first
        raise StepFailure("there is no back button")

    # Doing

    def gesture(self, pointer, keyboard):
        """A gesture on a view: pointer input, or the ⋯ menu for the keyboard; then the wait for its event."""
        if not self.script and self.input.name != "keyboard":
            raise StepFailure("gestures from the pointer need the page's script")
        if self.script:
            self.page.evaluate(INSTALL_JS)
        before = self.page.evaluate(ACTIVITY_JS) if self.script else None
        loads = self.loads
        if self.input.name == "keyboard":
            sent = keyboard()
            if not sent:
                return  # the view has no such gesture: nothing happens, as with a pointer
        else:
            pointer()
        if not self.script:
            self.page.wait_for_load_state()
            return
        time.sleep(0.45)  # a tap waits 350 ms for more taps
        self.wait_for_activity(before, 0.6)
        self.settle()
        if self.loads != loads:
            raise StepFailure("the page was loaded again: the script did not send the gesture")

    def tap(self, control):
        """Taps a control that sends an event, and waits for the page it makes.

        With the keyboard alone, the focus must then be where a person expects it (see `expect_focus`)."""
        if self.input.name != "keyboard" or not self.script:
            self.perform(lambda: self.input.activate(control), prepare=lambda: self.input.prepare(control))
            return
        self.input.prepare(control)
        ring = self.page.evaluate(RING_JS)
        if ring:
            raise StepFailure(f"reached by Tab, {ring}")
        before = self.page.evaluate(FOCUS_STATE_JS, [None, self.opener, self.refused])
        self.perform(lambda: self.input.activate(control))
        self.expect_focus(before, self.page.evaluate(FOCUS_STATE_JS, [before["place"], self.opener, self.refused]))

    def expect_focus(self, before, after):
        """An alert or sheet that opens takes the focus; one that closes gives it back to the control that
        opened it, or to the first field a form refused when it opened; a control that keeps its screen
        keeps the focus; anything else leaves the focus in the screen, never on the page's body."""
        where = f"the focus is on {after['place'] or 'the page itself'}"
        if after["dialog"] and not before["dialog"]:
            self.opener = before["place"]
            self.refused = after["refused"]
            if not after["inDialog"]:
                raise StepFailure(f"an alert opened but {where}, not in the alert")
        elif before["dialog"] and not after["dialog"]:
            opener, self.opener = self.opener, None
            refused, self.refused = self.refused, None
            if refused and after["refusedExists"]:
                if (after["place"] or "").split("|")[0] != refused:
                    raise StepFailure(f"the alert of a refused form closed but {where}, not on {refused}, "
                                      "the first field refused")
            elif after["openerExists"] and after["place"] != opener:
                raise StepFailure(f"the alert closed but {where}, not on {opener}, which opened it")
            if not after["inLayer"]:
                raise StepFailure(f"the alert closed and {where}, outside the screen")
        elif after["dialog"]:
            if not after["inDialog"]:
                raise StepFailure(f"an alert is open but {where}, outside it")
        elif after["title"] == before["title"] and after["previousExists"]:
            if after["place"] != before["place"]:
                raise StepFailure(f"the screen stayed but {where}, not on {before['place']}, which was tapped")
        elif not after["inLayer"]:
            raise StepFailure(f"the screen changed and {where}, outside the screen")

    def tap_on(self, argument):
        text = str(target(argument) if isinstance(argument, dict) else argument)
        count = int(argument.get("count", 1)) if isinstance(argument, dict) else 1
        button = self.button(text) if count == 1 else None
        if button is not None:
            self.tap(button)
            return
        field = self.field(text) if count == 1 else None
        if field is not None:
            self.input.focus_field(field)
            return
        element = self.shown(text)
        view = self.gesture_view(element)
        self.gesture(lambda: self.input.tap_view(element, count), lambda: self.input.tap_view(view, count))

    def type_into(self, name, text):
        field = self.field(name) if name is not None else self.focused_field()
        if field is None:
            raise StepFailure(f"no text input is called '{name}'")
        self.input.focus_field(field)
        field.press_sequentially(text)

    def erase(self, name, count):
        field = self.field(name) if name is not None else self.focused_field()
        if field is None:
            raise StepFailure(f"no text input is called '{name}'")
        self.input.focus_field(field)
        if count:
            for _ in range(int(count)):
                self.page.keyboard.press("Backspace")
        else:
            self.page.keyboard.press("Control+a")
            self.page.keyboard.press("Backspace")

    def press_return(self):
        field = self.focused_field()
        self.input.focus_field(field)
        # Enter in a field is the return event (with the script, in place; without, an implicit
        # submission); in a text view it may only add a new line.
        multiline = field.evaluate("(element) => element.tagName === 'TEXTAREA'")
        self.perform(lambda: self.page.keyboard.press("Enter"), expect_event=not multiline)

    def run(self, step):
        (name, argument), = step.items() if isinstance(step, dict) else [(step, None)]
        try:
            self.run_step(name, argument)
        except InputFailure as failure:
            raise StepFailure(f"{self.input.name}: {failure}") from failure

    def run_step(self, name, argument):
        if name == "tapOn":
            self.tap_on(argument)
        elif name == "toggle":
            self.tap(self.switch(str(argument)))
        elif name == "longPressOn":
            seconds = float(argument.get("duration", 1)) if isinstance(argument, dict) else 1.0
            element = self.shown(str(target(argument) if isinstance(argument, dict) else argument))
            view = self.gesture_view(element)
            self.gesture(lambda: self.input.long_press(element, seconds), lambda: self.input.long_press(view, seconds))
        elif name == "swipe":
            element = self.shown(str(target(argument)))
            view = self.gesture_view(element)
            direction = str(argument["direction"])
            self.gesture(lambda: self.input.swipe(element, direction), lambda: self.input.swipe(view, direction))
        elif name == "assertVisible":
            if not self.shows_within(str(argument), VISIBLE_WITHIN_SECONDS):
                raise StepFailure(f"'{argument}' is not visible within {VISIBLE_WITHIN_SECONDS:g} s")
        elif name == "assertNotVisible":
            if self.page.evaluate(SHOWS_JS, str(argument)):
                raise StepFailure(f"'{argument}' is visible")
        elif name == "assertTitle":
            if self.page.title() != str(argument):
                raise StepFailure(f"the title is '{self.page.title()}', not '{argument}'")
        elif name == "assertAlert":
            if not self.page.evaluate(ALERT_JS, str(argument)):
                raise StepFailure(f"no alert shows '{argument}'")
        elif name == "back":
            self.tap(self.back_button())
        elif name == "dismiss":
            if not self.script:
                raise StepFailure("closing a presented screen (Escape) needs the page's script")
            self.perform(lambda: self.page.keyboard.press("Escape"))
        elif name == "selectTab":
            tab = self.layer().get_by_role("navigation", name="Tabs").get_by_role("button", name=str(argument))
            if tab.count() == 0:
                raise StepFailure(f"no tab is called '{argument}'")
            self.tap(tab.first)
        elif name == "inputText":
            into, text = (argument.get("into"), argument["text"]) if isinstance(argument, dict) else (None, argument)
            self.type_into(into, str(text))
        elif name == "eraseText":
            source = argument.get("from") if isinstance(argument, dict) else None
            count = argument.get("count") if isinstance(argument, dict) else argument
            self.erase(source, count)
        elif name == "pressReturn":
            self.press_return()
        elif name == "wait":
            # `wfs serve` runs in real time: wait; the page looks again each second while it waits
            # (the script fetches, a page without script reloads itself).
            time.sleep(float(argument) + 1.2)
            if self.script:
                self.settle()
            else:
                self.page.wait_for_load_state()
        else:
            raise StepFailure(f"the browser runner has no `{name}` step yet")
