"""A person's input, three ways: a mouse, a touch screen (real touch sequences) and a keyboard alone.

Each input mode activates controls, focuses text fields and makes gestures on views. The
keyboard reaches every control by Tab and Shift+Tab from where the focus is, and makes gestures
through the view's ⋯ menu; what it cannot reach fails the step, which is the point.
"""
import re
import time


class InputFailure(Exception):
    """The person could not do what the step asks in this input mode."""


DESCRIBE_JS = """
(element) => {
  if (!element || element === document.body || element === document.documentElement) return 'the page';
  const text = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('placeholder')
    || element.value || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
  return element.tagName.toLowerCase() + (text ? ` "${text}"` : '');
}
"""

# Whether `target` has the focus, else which way Tab should go from the focused element to reach it.
WHERE_JS = """
(target) => {
  const focused = document.activeElement;
  if (focused === target) return 'here';
  if (!focused || focused === document.body || focused === document.documentElement) return 'forward';
  return focused.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING ? 'forward' : 'backward';
}
"""

FOCUSED_DESCRIPTION_JS = "() => (" + DESCRIBE_JS + ")(document.activeElement)"

IS_FOCUSED_JS = "(element) => element === document.activeElement"

TEXTAREA_JS = "(element) => element.tagName === 'TEXTAREA'"

# The gestures a view's ⋯ menu offers: its buttons' events and values (`<button name=event value="taps label-1 3">`,
# or, in the older markup, the hidden fields of the button's own form).
GESTURES_JS = """
(view) => [...view.querySelectorAll(':scope > details.wfs-gestures button')].map((button) => {
  let event = '', value = '';
  if (button.name === 'event') {
    const parts = button.value.split(' ');
    event = parts[0];
    value = parts.slice(2).join(' ');
  } else if (button.form) {
    const fields = new FormData(button.form);
    event = fields.get('event') || '';
    value = fields.get('value') || '';
  }
  return { event, value, text: button.textContent.trim() };
})
"""

TAP_TITLES = {1: "tap", 2: "double tap", 3: "triple tap"}


def center(element):
    box = element.bounding_box()
    if box is None:
        raise InputFailure("the element has no box on the page")
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


SWIPE_OFFSETS = {"left": (-120, 0), "right": (120, 0), "up": (0, -120), "down": (0, 120)}


class InputMode:
    """What every input mode does; `name` is mouse, touch or keyboard."""

    name = ""

    def __init__(self, page):
        self.page = page

    def prepare(self, control):
        """What comes before the tap itself (the keyboard's way to the control), so it is not timed."""

    def activate(self, control):
        """Taps, clicks or presses a button (or a summary)."""
        raise NotImplementedError

    def focus_field(self, field):
        """Puts the caret at the end of a text field, focusing it the mode's way if it has not the focus."""
        if not field.evaluate(IS_FOCUSED_JS):
            self.reach_field(field)
        self.page.keyboard.press("Control+End" if field.evaluate(TEXTAREA_JS) else "End")

    def reach_field(self, field):
        raise NotImplementedError

    def tap_view(self, view, count):
        raise NotImplementedError

    def long_press(self, view, seconds):
        raise NotImplementedError

    def swipe(self, view, direction):
        raise NotImplementedError


class MouseInput(InputMode):
    """Clicks, and presses and drags of the mouse's button."""

    name = "mouse"

    def activate(self, control):
        control.click()

    def reach_field(self, field):
        field.click()

    def tap_view(self, view, count):
        view.click(click_count=count, delay=20)

    def press(self, view, seconds=0.0, move=(0, 0)):
        x, y = center(view)
        mouse = self.page.mouse
        mouse.move(x, y)
        mouse.down()
        time.sleep(seconds)
        mouse.move(x + move[0], y + move[1], steps=8)
        mouse.up()

    def long_press(self, view, seconds):
        self.press(view, seconds=seconds)

    def swipe(self, view, direction):
        self.press(view, move=SWIPE_OFFSETS[direction])


class TouchInput(InputMode):
    """Taps with locator.tap(); multi-taps, long presses and swipes as touch sequences through CDP."""

    name = "touch"

    def __init__(self, page):
        super().__init__(page)
        self.cdp = page.context.new_cdp_session(page)

    def activate(self, control):
        control.tap()

    def reach_field(self, field):
        field.tap()

    def touch(self, kind, x=None, y=None):
        points = [] if kind in ("touchEnd", "touchCancel") else [
            {"x": x, "y": y, "id": 1, "radiusX": 11, "radiusY": 11, "force": 1}]
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def tap_view(self, view, count):
        x, y = center(view)
        for number in range(count):
            if number:
                time.sleep(0.09)  # the finger lifts and comes down again: well within 350 ms
            self.touch("touchStart", x, y)
            time.sleep(0.05)
            self.touch("touchEnd")

    def long_press(self, view, seconds):
        x, y = center(view)
        self.touch("touchStart", x, y)
        end = time.monotonic() + seconds
        while time.monotonic() < end:  # a finger is never quite still: a pixel of tremor now and then
            time.sleep(min(0.25, max(0.0, end - time.monotonic())))
            self.touch("touchMove", x + 0.5, y + 0.5)
        self.touch("touchEnd")

    def swipe(self, view, direction):
        x, y = center(view)
        dx, dy = SWIPE_OFFSETS[direction]
        self.touch("touchStart", x, y)
        steps = 10
        for step in range(1, steps + 1):
            time.sleep(0.016)  # a move per frame: 120 px in about 160 ms
            self.touch("touchMove", x + dx * step / steps, y + dy * step / steps)
        time.sleep(0.016)
        self.touch("touchEnd")


class KeyboardInput(InputMode):
    """No pointer at all: Tab and Shift+Tab to a control, Enter or Space to use it, the ⋯ menu for gestures."""

    name = "keyboard"

    def __init__(self, page, bound=50):
        super().__init__(page)
        self.bound = bound
        self.presses = 0

    def reach(self, target, what="the control"):
        """Moves the focus to `target` with Tab or Shift+Tab, at most `bound` presses."""
        passed = []
        key = None
        for _ in range(self.bound + 1):
            where = target.evaluate(WHERE_JS)
            if where == "here":
                return
            if key is None:
                key = "Tab" if where == "forward" else "Shift+Tab"
            if len(passed) == self.bound:
                break
            self.page.keyboard.press(key)
            self.presses += 1
            passed.append(self.page.evaluate(FOCUSED_DESCRIPTION_JS))
        description = target.evaluate(DESCRIBE_JS)
        trail = ", ".join(passed[-6:])
        raise InputFailure(
            f"the keyboard cannot reach {what} ({description}): {len(passed)} presses of {key} went through … {trail}")

    def prepare(self, control):
        self.reach(control)

    def activate(self, control):
        self.reach(control)
        toggle = control.evaluate("(e) => e.getAttribute('role') === 'switch' || e.hasAttribute('aria-pressed')")
        self.page.keyboard.press("Space" if toggle else "Enter")

    def reach_field(self, field):
        self.reach(field, "the text field")

    def menu_gesture(self, view, wanted):
        """Opens the view's ⋯ menu and presses the gesture `wanted` picks; nothing when the view has no such gesture.

        A gesture the view does not recognise does nothing for a pointer either, so there is nothing to do."""
        offered = view.evaluate(GESTURES_JS)
        if not offered and view.locator(":scope > details.wfs-gestures").count() == 0:
            raise InputFailure("the view has no gesture menu (⋯) for the keyboard")
        index = next((number for number, gesture in enumerate(offered) if wanted(gesture)), None)
        if index is None:
            return False
        summary = view.locator(":scope > details.wfs-gestures > summary").first
        self.reach(summary, "the gesture menu (⋯)")
        self.page.keyboard.press("Enter")
        button = view.locator(":scope > details.wfs-gestures button").nth(index)
        self.reach(button, f"the gesture '{offered[index]['text']}'")
        self.page.keyboard.press("Enter")
        return True

    def tap_view(self, view, count):
        def wanted(gesture):
            if count == 1:
                return gesture["event"] == "tap" or gesture["text"].lower() == "tap"
            if gesture["event"] == "taps":
                return gesture["value"] == str(count)
            return gesture["text"].lower() in (TAP_TITLES.get(count, ""), f"{count} taps")
        return self.menu_gesture(view, wanted)

    def long_press(self, view, seconds):
        def wanted(gesture):
            if gesture["event"] != "longPress" and not gesture["text"].lower().startswith("long press"):
                return False
            # The menu's press lasts the recogniser's minimum; a shorter press than that does nothing.
            minimum = re.search(r"\d+(\.\d+)?", gesture["value"] or gesture["text"])
            return seconds >= (float(minimum.group()) if minimum else 0.5)
        return self.menu_gesture(view, wanted)

    def swipe(self, view, direction):
        return self.menu_gesture(
            view, lambda g: (g["event"] == "swipe" and g["value"] == direction)
            or g["text"].lower() == f"swipe {direction}")


def input_mode(name, page, tab_bound=50):
    """The input mode called `name` on `page`."""
    if name == "mouse":
        return MouseInput(page)
    if name == "touch":
        return TouchInput(page)
    if name == "keyboard":
        return KeyboardInput(page, tab_bound)
    raise ValueError(f"unknown input mode {name!r}")
