"""Scenario checks: what a person does that a flow file cannot say — typing while the page waits,
the keys of an alert, a double tap, the motion of a push, and a broken schema under `--watch`.

Each scenario is a function of (browser, wfs, out) that raises StepFailure when the page does not
do what a person expects; `SCENARIOS` lists them by name, in the order they run.
"""
import os
import shutil
import tempfile
import time

from .driver import SETTLED_JS, BrowserDriver, StepFailure
from .inputs import input_mode
from .runner import check_typing_while_waiting
from .server import WfsServer
from .config import parse_configuration

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SHOWCASE = os.path.join(REPOSITORY, "Examples", "Showcase")
FIXTURES = os.path.join(REPOSITORY, "Tests", "Browser", "fixtures")

# Finite animations running now (a push, a presentation); a spinner's endless turn does not count.
MOVING_JS = """
() => document.getAnimations().filter((animation) => {
  const timing = animation.effect && animation.effect.getComputedTiming();
  return timing && Number.isFinite(timing.endTime) && animation.playState !== 'finished';
}).length
"""

FOCUS_JS = """
() => {
  const focused = document.activeElement;
  const dialog = document.querySelector('.wfs-layers > .wfs-layer:last-child dialog[open]');
  return { text: focused ? (focused.getAttribute('aria-label') || focused.textContent).trim() : '',
           inDialog: !!(dialog && dialog.contains(focused)), dialog: !!dialog };
}
"""


def page_for(browser, configuration="phone:mouse", reduced_motion="no-preference"):
    """A new context and page in `configuration` (SIZE:INPUT[:SCHEME]), with the page's script."""
    chosen = parse_configuration(configuration)
    context = browser.new_context(
        viewport={"width": chosen.width, "height": chosen.height}, device_scale_factor=1,
        color_scheme=chosen.scheme, reduced_motion=reduced_motion)
    context.set_default_timeout(5000)
    return context, context.new_page()


def showcase(wfs, out, name):
    """`wfs serve` on the Showcase with its replies and images."""
    return WfsServer(wfs, os.path.join(SHOWCASE, "app.xml"), os.path.join(out, f"{name}-server.log"),
                     assets=SHOWCASE, replies=os.path.join(SHOWCASE, "showcase.yaml"))


def typing(browser, wfs, out):
    """Typing while the page waits: the text stays through the script's refreshes, with the focus."""
    check_typing_while_waiting(browser, wfs, out, parse_configuration("phone:touch"))


def escape_closes(page, driver, what, opener):
    """Escape closes the alert or sheet on screen and gives the focus back to the control named `opener`."""
    page.keyboard.press("Escape")
    driver.settle()
    state = page.evaluate(FOCUS_JS)
    if state["dialog"]:
        raise StepFailure(f"Escape did not close the {what}")
    if state["text"] != opener:
        raise StepFailure(f"after the {what} the focus is on {state['text']!r}, not on {opener}, which opened it")


def alert_keys(browser, wfs, out):
    """An alert by keyboard: Tab stays inside it, Escape is its cancel button, and the focus goes back
    to the control that opened it; an action sheet's Escape is its cancel button too."""
    with showcase(wfs, out, "alert-keys") as server:
        context, page = page_for(browser)
        try:
            driver = BrowserDriver(page, input_mode("keyboard", page), True)
            page.goto(server.url)
            driver.tap(driver.button("Sign up"))
            driver.tap(driver.button("Submit"))
            for key in ("Tab", "Tab", "Shift+Tab", "Tab", "Tab"):
                page.keyboard.press(key)
                state = page.evaluate(FOCUS_JS)
                if not state["inDialog"]:
                    raise StepFailure(f"{key} in the alert moved the focus out of it, to {state['text']!r}")
            escape_closes(page, driver, "alert", opener="Submit")
        finally:
            context.close()
    with WfsServer(wfs, os.path.join(FIXTURES, "alerts_and_sheets.xml"), os.path.join(out, "sheet-keys-server.log")) \
            as server:
        context, page = page_for(browser, "desktop:mouse")
        try:
            driver = BrowserDriver(page, input_mode("keyboard", page), True)
            page.goto(server.url)
            driver.tap(driver.button("Manage the draft"))
            escape_closes(page, driver, "action sheet", opener="Manage the draft")
            if driver.errors:
                raise StepFailure("the page reported errors: " + "; ".join(driver.errors))
        finally:
            context.close()


def one_event(browser, wfs, out):
    """A double tap on a button whose event is on its way sends that event once."""
    with showcase(wfs, out, "one-event") as server:
        context, page = page_for(browser)
        try:
            driver = BrowserDriver(page, input_mode("mouse", page), True)
            page.goto(server.url)
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
        finally:
            context.close()


def motion(browser, wfs, out):
    """A push slides in and an alert appears with motion; with reduced motion nothing moves."""
    with showcase(wfs, out, "motion") as server:
        for reduced in (False, True):
            context, page = page_for(browser, reduced_motion="reduce" if reduced else "no-preference")
            try:
                page.goto(server.url)
                for button, title in (("Sign up", "Sign up"), ("Submit", "Sign up")):
                    seen = 0
                    page.get_by_role("button", name=button, exact=True).click()
                    deadline = time.monotonic() + 5
                    while time.monotonic() < deadline:
                        changed = page.title() == title and (button != "Submit" or page.locator("dialog").count())
                        seen = max(seen, page.evaluate(MOVING_JS))
                        if changed and not page.evaluate(SETTLED_JS):
                            break
                        time.sleep(0.01)
                    if reduced and seen:
                        raise StepFailure(f"with reduced motion, {button} moved the page ({seen} animations)")
                    if not reduced and not seen:
                        raise StepFailure(f"{button} changed the screen without motion")
                    time.sleep(0.4)
            finally:
                context.close()


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
                context, page = page_for(browser, configuration)
                try:
                    page.goto(server.url)
                    if "The schema has errors" not in page.title():
                        raise StepFailure(f"the broken schema shows {page.title()!r}, not its errors")
                    facts = page.evaluate("""() => ({ scroll: document.scrollingElement.scrollWidth, width: innerWidth,
                        right: Math.max(...[...document.querySelectorAll('pre')].map((pre) => pre.getBoundingClientRect().right)) })""")
                    if facts["scroll"] > facts["width"] or facts["right"] > facts["width"]:
                        raise StepFailure(f"at {configuration} the report is {facts['scroll']} px wide in a "
                                          f"{facts['width']} px window (its text ends at {facts['right']:.0f} px)")
                finally:
                    context.close()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


SCENARIOS = {
    "typing": ("typing while the page waits: the text stays through the refreshes", typing),
    "alert-keys": ("an alert and an action sheet by keyboard: Tab stays in, Escape cancels, the focus goes back",
                   alert_keys),
    "one-event": ("a double tap on Check health sends one event", one_event),
    "motion": ("a push and an alert move; with reduced motion nothing does", motion),
    "watch": ("the --watch error report wraps at phone and desktop width", watch_page),
}
