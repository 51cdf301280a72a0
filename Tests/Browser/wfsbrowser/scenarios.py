"""Scenario checks: what a person does that a flow file cannot say — typing while the page waits,
the keys of an alert, a double tap, the motion of a push, and a broken schema under `--watch`.

Each scenario is a function of (browser, wfs, out) that raises StepFailure when the page does not
do what a person expects; `SCENARIOS` lists them by name, in the order they run, those of
`wfs serve --delegate` (backend_scenarios.py) last.
"""
import os
import shutil
import tempfile
import time

from .driver import ALERT_JS, SETTLED_JS, StepFailure
from .pixels import difference
from .runner import check_typing_while_waiting, opened, wait_for_text
from .server import WfsServer
from .config import parse_configuration
from .backend_scenarios import BACKEND_SCENARIOS, check_screen, logged_issue
from .end_user_scenarios import END_USER_SCENARIOS
from .form_scenarios import FORM_SCENARIOS

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SHOWCASE = os.path.join(REPOSITORY, "Examples", "Showcase")
FIXTURES = os.path.join(REPOSITORY, "Tests", "Browser", "fixtures")

# Counts, at every frame, the most finite animations running at once (a push, a presentation) since
# window.wfsMostMoving was last set to 0; a spinner's endless turn does not count.
MOTION_WATCH_JS = """
() => {
  window.wfsMostMoving = 0;
  const look = () => {
    const moving = document.getAnimations().filter((animation) => {
      const timing = animation.effect && animation.effect.getComputedTiming();
      return timing && Number.isFinite(timing.endTime) && animation.playState !== 'finished';
    }).length;
    window.wfsMostMoving = Math.max(window.wfsMostMoving, moving);
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}
"""

FOCUS_JS = """
() => {
  const focused = document.activeElement;
  const dialog = document.querySelector('.wfs-layers > .wfs-layer:last-child dialog[open]');
  return { text: focused ? (focused.getAttribute('aria-label') || focused.textContent).trim() : '',
           inDialog: !!(dialog && dialog.contains(focused)), dialog: !!dialog };
}
"""


def showcase(wfs, out, name, schema=None, state_dir=None, port=None):
    """`wfs serve` on the Showcase (or a copy of its schema) with its replies and images."""
    return WfsServer(wfs, schema or os.path.join(SHOWCASE, "app.xml"), os.path.join(out, f"{name}-server.log"),
                     assets=SHOWCASE, replies=os.path.join(SHOWCASE, "showcase.yaml"), state_dir=state_dir, port=port)


def crash_and_restore(browser, wfs, out):
    """Halfway through the sign-up form and a health check, `wfs serve` is killed with SIGKILL and
    started again on the same store: the reloaded page is where it was, the name typed is in its field,
    and the health check finishes with its outcome."""
    state = tempfile.mkdtemp(prefix="wfs-crash-")
    try:
        first = showcase(wfs, out, "crash-before", state_dir=state)
        with first:
            with opened(browser, first.url, "phone:touch", input="touch") as (page, driver):
                driver.tap(driver.button("Sign up"))
                name = page.get_by_placeholder("Your name", exact=True)
                name.click()
                name.press_sequentially("Ann")
                # Submit sends the name with it; the missing email is refused with an alert.
                driver.tap(driver.button("Submit"))
                driver.tap(driver.button("OK"))
                tab = page.get_by_role("navigation", name="Tabs").get_by_role("button", name="Health")
                driver.tap(tab.first)
                driver.tap(driver.button("Check health"))
                wait_for_text(page, "Checking")
                page.screenshot(path=os.path.join(out, "crash-1-before-kill.png"))
                first.crash()
                second = showcase(wfs, out, "crash-after", state_dir=state, port=first.port)
                with second:
                    page.reload()
                    driver.settle()
                    page.screenshot(path=os.path.join(out, "crash-2-after-restart.png"))
                    if page.get_by_text("Health check", exact=False).count() == 0:
                        raise StepFailure("after the restart the page is not the health check: "
                                          + page.inner_text("body")[:300])
                    # The graph run that was under way is run again and ends with its outcome.
                    wait_for_text(page, "Healthy")
                    home = page.get_by_role("navigation", name="Tabs").get_by_role("button", name="Home")
                    driver.tap(home.first)
                    typed = page.get_by_placeholder("Your name", exact=True)
                    if typed.count() == 0:
                        raise StepFailure("the Home tab no longer shows the sign-up form after the restart")
                    if typed.input_value() != "Ann":
                        raise StepFailure(f"the name sent before the kill came back as {typed.input_value()!r}")
                    page.screenshot(path=os.path.join(out, "crash-3-form-kept.png"))
                    if driver.errors:
                        raise StepFailure("the page reported errors: " + "; ".join(driver.errors))
    finally:
        shutil.rmtree(state, ignore_errors=True)


def schema_changed(browser, wfs, out):
    """A schema changed between two runs of the server: the kept session starts afresh with a notice."""
    state = tempfile.mkdtemp(prefix="wfs-changed-")
    try:
        schema = os.path.join(state, "app.xml")
        shutil.copy(os.path.join(SHOWCASE, "app.xml"), schema)
        first = showcase(wfs, out, "changed-before", schema=schema, state_dir=state)
        with first:
            with opened(browser, first.url) as (page, driver):
                driver.tap(driver.button("Sign up"))
                first.crash()
                with open(schema, "a", encoding="utf-8") as changed:
                    changed.write("<!-- a new version -->\n")
                second = showcase(wfs, out, "changed-after", schema=schema, state_dir=state, port=first.port)
                with second:
                    page.reload()
                    driver.settle()
                    wait_for_text(page, "The app was updated since your last visit, so it starts again.")
                    page.screenshot(path=os.path.join(out, "changed-notice.png"))
                    if driver.button("Sign up") is None:
                        raise StepFailure("after the notice the app is not at its start")
    finally:
        shutil.rmtree(state, ignore_errors=True)


def typing(browser, wfs, out):
    """Typing while the page waits: the text stays through the script's refreshes, with the focus."""
    check_typing_while_waiting(browser, wfs, out, parse_configuration("phone:touch"))


def escape_closes(page, driver, what, opener):
    """Escape closes the alert or sheet on screen and gives the focus to the control named `opener`."""
    page.keyboard.press("Escape")
    driver.settle()
    state = page.evaluate(FOCUS_JS)
    if state["dialog"]:
        raise StepFailure(f"Escape did not close the {what}")
    if state["text"] != opener:
        raise StepFailure(f"after the {what} the focus is on {state['text']!r}, not on {opener}, which opened it")


def alert_keys(browser, wfs, out):
    """An alert by keyboard: Tab stays inside it, Escape is its cancel button, and the focus goes to the
    first field the form refused (the alert says why), else back to the control that opened it; an
    action sheet's Escape is its cancel button too."""
    with showcase(wfs, out, "alert-keys") as server:
        with opened(browser, server.url, input="keyboard") as (page, driver):
            driver.tap(driver.button("Sign up"))
            driver.tap(driver.button("Submit"))
            for key in ("Tab", "Tab", "Shift+Tab", "Tab", "Tab"):
                page.keyboard.press(key)
                state = page.evaluate(FOCUS_JS)
                if not state["inDialog"]:
                    raise StepFailure(f"{key} in the alert moved the focus out of it, to {state['text']!r}")
            escape_closes(page, driver, "alert", opener="Your name")
    with WfsServer(wfs, os.path.join(FIXTURES, "alerts_and_sheets.xml"), os.path.join(out, "sheet-keys-server.log")) \
            as server:
        with opened(browser, server.url, "desktop:mouse", input="keyboard") as (page, driver):
            driver.tap(driver.button("Manage the draft"))
            escape_closes(page, driver, "action sheet", opener="Manage the draft")
            if driver.errors:
                raise StepFailure("the page reported errors: " + "; ".join(driver.errors))


def one_event(browser, wfs, out):
    """A double tap on a button whose event is on its way sends that event once."""
    with showcase(wfs, out, "one-event") as server:
        with opened(browser, server.url) as (page, driver):
            driver.tap(driver.button("Health"))
            posts = []
            page.on("request", lambda request: request.method == "POST" and posts.append(request.url))
            driver.button("Check health").dblclick(delay=30)
            driver.settle()
            deadline = time.monotonic() + 10
            while page.locator("[data-name=result]").inner_text().strip() != "Healthy":
                if time.monotonic() > deadline:
                    raise StepFailure("the health check never ended")
                time.sleep(0.1)
            if len(posts) != 1:
                raise StepFailure(f"a double tap on Check health sent {len(posts)} events, not one")


def motion(browser, wfs, out):
    """A push slides in and an alert appears with motion; with reduced motion nothing moves."""
    with showcase(wfs, out, "motion") as server:
        for reduced in (False, True):
            motion_wish = "reduce" if reduced else "no-preference"
            with opened(browser, server.url, reduced_motion=motion_wish) as (page, driver):
                # The page counts what moves at every frame: a 220 ms alert is over before a busy
                # machine's next look from here.
                page.evaluate(MOTION_WATCH_JS)
                for button, title in (("Sign up", "Sign up"), ("Submit", "Sign up")):
                    page.evaluate("() => { window.wfsMostMoving = 0; }")
                    page.get_by_role("button", name=button, exact=True).click()
                    deadline = time.monotonic() + 5
                    while time.monotonic() < deadline:
                        changed = page.title() == title and (button != "Submit" or page.locator("dialog").count())
                        if changed and not page.evaluate(SETTLED_JS):
                            break
                        time.sleep(0.01)
                    seen = page.evaluate("() => window.wfsMostMoving")
                    if seen is None:
                        raise StepFailure(f"{button} loaded a new page instead of changing this one")
                    if reduced and seen:
                        raise StepFailure(f"with reduced motion, {button} moved the page ({seen} animations)")
                    if not reduced and not seen:
                        raise StepFailure(f"{button} changed the screen without motion")
                    time.sleep(0.4)


def mid_push(browser, wfs, out):
    """Halfway through a push, the screen sliding in is painted over the one it replaces: hiding the
    copy of the old screen changes none of the new screen's pixels."""
    with showcase(wfs, out, "mid-push") as server:
        with opened(browser, server.url) as (page, driver):
            page.get_by_role("button", name="Sign up", exact=True).click()
            deadline = time.monotonic() + 5
            while not page.evaluate("() => document.querySelector('.wfs-ghost') !== null"):
                if time.monotonic() > deadline:
                    raise StepFailure("the push made no moving copy of the old screen")
                time.sleep(0.005)
            page.evaluate("() => document.getAnimations().forEach((a) => { a.pause(); a.currentTime = 175; })")
            clip = page.evaluate("""() => {
                const layers = document.querySelector('.wfs-layers').getBoundingClientRect();
                const all = document.querySelectorAll('.wfs-layers > .wfs-layer');
                const navigation = all[all.length - 1].querySelector('.wfs-navigation');
                const box = navigation.getBoundingClientRect();
                const left = Math.ceil(Math.max(box.left, layers.left)), right = Math.floor(Math.min(box.right, layers.right));
                return { x: left, y: Math.ceil(box.top), width: right - left, height: Math.floor(box.height) - 1 };
            }""")
            if clip["width"] < 20:
                raise StepFailure(f"halfway through the push the new screen shows only {clip['width']} px")
            shown = page.screenshot(clip=clip)
            page.evaluate("() => document.querySelectorAll('.wfs-ghost').forEach((g) => { g.style.visibility = 'hidden'; })")
            alone = page.screenshot(clip=clip)
            differing, total, largest = difference(shown, alone)
            if differing:
                raise StepFailure(f"halfway through the push the old screen is painted over the new one: {differing} of "
                                  f"{total} pixels of the new screen change when the old one's copy is hidden")


def values(browser, wfs, out):
    """A date picker cleared with Backspace does not stop the screen's buttons, and a slider moved with
    its keys faster than the server answers ends at its last value."""
    with WfsServer(wfs, os.path.join(FIXTURES, "values_form.xml"), os.path.join(out, "values-server.log")) as server:
        with opened(browser, server.url, input="keyboard") as (page, driver):
            day = page.get_by_label("Day", exact=True)
            day.focus()
            for _ in range(3):
                page.keyboard.press("Backspace")
            driver.tap(driver.button("Show"))
            if not page.evaluate(ALERT_JS, "Level"):
                notice = page.locator(".wfs-notice").all_inner_texts()
                raise StepFailure(f"with the date cleared, Show did not work: {notice or 'no alert'}")
            page.keyboard.press("Escape")
            driver.settle()
            level = page.get_by_label("Level", exact=True)
            level.focus()
            for _ in range(6):
                page.keyboard.press("ArrowRight")
            wanted = level.input_value()
            driver.settle()
            time.sleep(0.3)
            driver.settle()
            if abs(float(level.input_value()) - float(wanted)) > 1e-6:
                raise StepFailure(f"the slider was moved to {wanted} but the session holds {level.input_value()}")
            if driver.errors:
                raise StepFailure("the page reported errors: " + "; ".join(driver.errors))


def typing_under_alert(browser, wfs, out):
    """Text typed while an event is on its way is still there when the answer opens an alert and the
    alert is closed."""
    with showcase(wfs, out, "typing-under-alert") as server:
        with opened(browser, server.url) as (page, driver):
            driver.tap(driver.button("Sign up"))

            # The event is held at the browser until the email is typed: an answer that is on its way.
            held = []
            page.route("**/events", lambda route: held.append(route))
            driver.button("Submit").click()
            deadline = time.monotonic() + 5
            while not held:
                if time.monotonic() > deadline:
                    raise StepFailure("Submit sent no event")
                page.wait_for_timeout(10)
            email = page.get_by_placeholder("Email", exact=True)
            email.click()
            email.press_sequentially("ann@example.com")
            held[0].continue_()
            driver.settle()
            page.unroute("**/events")
            if not page.evaluate(ALERT_JS, "Enter your name"):
                raise StepFailure("Submit with no name did not show its alert")
            driver.tap(driver.button("OK"))
            typed = page.get_by_placeholder("Email", exact=True).input_value()
            if typed != "ann@example.com":
                raise StepFailure(f"the email typed while Submit was answered became {typed!r}")


# What a page without the developer panel shows: the panel (if any), the sentence of a failed step
# and where it sits against the device and the tab bar, and whether any runtime code is in the page.
TROUBLE_JS = """
() => {
  const box = (element) => {
    if (!element) return null;
    const r = element.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  };
  const trouble = document.querySelector('.wfs-trouble');
  return { panel: !!document.querySelector('.wfs-developer'), trouble: trouble ? trouble.textContent : null,
           troubleBox: box(trouble), device: box(document.querySelector('.wfs-device')),
           tabs: box(document.querySelector('nav[aria-label="Tabs"]')),
           codes: (document.body.innerHTML.match(/WFR\\d{4}/g) || []) };
}
"""

TROUBLE_SENTENCE = "Something went wrong. Try again, or come back later."


def end_users(browser, wfs, out):
    """Without --dev, a step that fails (a message loop) shows people one sentence over the app, above
    its tab bar, with no developer panel and no code; a warning shows nothing; the next step that works
    takes the sentence away; the server's log has the error with its code. With --dev, the panel."""
    schema = os.path.join(FIXTURES, "developer_panel.xml")
    with WfsServer(wfs, schema, os.path.join(out, "end-users-server.log")) as server:
        for configuration, input in (("phone:touch", "touch"), ("desktop:keyboard:dark", "keyboard")):
            slug = configuration.replace(":", "-")
            with opened(browser, server.url, configuration, input=input) as (page, driver):
                driver.tap(driver.button("Send into the void"))
                driver.settle()
                facts = page.evaluate(TROUBLE_JS)
                if facts["panel"] or facts["trouble"] is not None or facts["codes"]:
                    raise StepFailure(f"at {configuration} a warning showed people something: {facts}")
                driver.tap(driver.button("Go round in circles"))
                wait_for_text(page, TROUBLE_SENTENCE, timeout=5)
                driver.settle()
                facts = page.evaluate(TROUBLE_JS)
                page.screenshot(path=os.path.join(out, f"end-users-{slug}-failed.png"))
                if facts["panel"] or facts["codes"]:
                    raise StepFailure(f"at {configuration} a failed step shows the developer's panel or a code "
                                      f"({', '.join(facts['codes']) or 'the panel'})")
                box, device, tabs = facts["troubleBox"], facts["device"], facts["tabs"]
                if box["left"] < device["left"] or box["right"] > device["right"] or box["top"] < device["top"]:
                    raise StepFailure(f"at {configuration} the sentence {box} leaves the device {device}")
                if tabs and box["bottom"] > tabs["top"]:
                    raise StepFailure(f"at {configuration} the sentence (bottom {box['bottom']:.0f}) covers the tab "
                                      f"bar (top {tabs['top']:.0f})")
                check_screen(page, driver, configuration, f"a failed step at {configuration}")
                # The app still works: the other tab, then a step that works takes the sentence away.
                tab = page.get_by_role("navigation", name="Tabs").get_by_role("button", name="Settings")
                driver.tap(tab.first)
                wait_for_text(page, "Nothing to set.")
                driver.settle()
                if page.evaluate(TROUBLE_JS)["trouble"] is not None:
                    raise StepFailure(f"at {configuration} the sentence stayed after a step that worked")
        logged_issue(server, "WFR0001")
    with WfsServer(wfs, schema, os.path.join(out, "end-users-dev-server.log"), options=["--dev"]) as server:
        with opened(browser, server.url, "phone:mouse") as (page, driver):
            driver.tap(driver.button("Go round in circles"))
            driver.settle()
            facts = page.evaluate(TROUBLE_JS)
            if not facts["panel"] or "WFR0001" not in facts["codes"] or facts["trouble"] is not None:
                raise StepFailure(f"with --dev a failed step shows no panel with its code, or the people's sentence: "
                                  f"{facts}")


def watch_page(browser, wfs, out):
    """The `--watch` report of a broken schema wraps its long lines at phone and desktop width."""
    folder = tempfile.mkdtemp(prefix="wfs-watch-")
    try:
        schema = os.path.join(folder, "app.xml")
        shutil.copy(os.path.join(FIXTURES, "slow_reply.xml"), schema)
        with WfsServer(wfs, schema, os.path.join(out, "watch-server.log"), options=["--watch"]) as server:
            with open(schema, "w", encoding="utf-8") as broken:
                broken.write("<workflow><screen><title>" + "averyveryverylongwordwithoutspaces" * 12
                             + "</titel></screen></workflow>\n")
            for configuration in ("phone:mouse", "desktop:mouse"):
                with opened(browser, server.url, configuration) as (page, driver):
                    if "The schema has errors" not in page.title():
                        raise StepFailure(f"the broken schema shows {page.title()!r}, not its errors")
                    facts = page.evaluate("""() => ({ scroll: document.scrollingElement.scrollWidth, width: innerWidth,
                        right: Math.max(...[...document.querySelectorAll('pre')].map((pre) => pre.getBoundingClientRect().right)) })""")
                    if facts["scroll"] > facts["width"] or facts["right"] > facts["width"]:
                        raise StepFailure(f"at {configuration} the report is {facts['scroll']} px wide in a "
                                          f"{facts['width']} px window (its text ends at {facts['right']:.0f} px)")
    finally:
        shutil.rmtree(folder, ignore_errors=True)


SCENARIOS = {
    "typing": ("typing while the page waits: the text stays through the refreshes", typing),
    "alert-keys": ("an alert and an action sheet by keyboard: Tab stays in, Escape cancels, the focus goes back",
                   alert_keys),
    "one-event": ("a double tap on Check health sends one event", one_event),
    "motion": ("a push and an alert move; with reduced motion nothing does", motion),
    "mid-push": ("halfway through a push the new screen is painted over the old one", mid_push),
    "values": ("a cleared date blocks nothing; a slider moved by its keys ends at its last value", values),
    "typing-under-alert": ("text typed while Submit is answered survives the alert it opens", typing_under_alert),
    "watch": ("the --watch error report wraps at phone and desktop width", watch_page),
    "end-users": ("without --dev a failed step shows one sentence, no panel, no code; with --dev the panel",
                  end_users),
    "crash": ("kill -9 halfway through sign-up and a health check: the same screen, the name, the outcome",
              crash_and_restore),
    "schema-changed": ("a schema changed between two runs: the session starts afresh with a notice", schema_changed),
}
# Back and Forward, taps while an event is on its way (end_user_scenarios.py).
SCENARIOS.update(END_USER_SCENARIOS)
SCENARIOS.update(FORM_SCENARIOS)
# The example backend answering the Showcase through `wfs serve --delegate` (backend_scenarios.py).
SCENARIOS.update(BACKEND_SCENARIOS)
