"""What the people an app is served to meet: the browser's Back and Forward, and taps made while an
event is on its way. Each scenario is a function of (browser, wfs, out) that raises StepFailure."""
import os
import time

from .backend_scenarios import check_screen
from .driver import StepFailure
from .pixels import decode_png
from .runner import opened, wait_for_text
from .server import WfsServer

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SHOWCASE = os.path.join(REPOSITORY, "Examples", "Showcase")
ORIGINALS = os.path.join(os.path.dirname(REPOSITORY), "shared", "conformance", "workflowschema-examples")

# Where the app is: its title, how many layers (presentations, alerts), the selected tab, the entry of
# the browser's history it stands on.
PLACE_JS = """
() => ({
  title: document.title,
  layers: document.querySelectorAll('.wfs-layers > .wfs-layer').length,
  alert: document.querySelectorAll('dialog[open]').length > 0,
  tab: ((document.querySelector("nav[aria-label=Tabs] [aria-current=page]") || {}).textContent || '').trim(),
  entry: history.state && history.state.wfs,
  hash: location.hash,
})
"""

# The tapped control, one frame after the tap: whether it says it is busy and looks pressed.
PRESSED_JS = """
(name) => new Promise((resolve) => requestAnimationFrame(() => {
  const button = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === name);
  const style = getComputedStyle(button);
  resolve({ busy: button.getAttribute('aria-busy'), opacity: Number(style.opacity), background: style.backgroundColor });
}))
"""


def no_page_errors(driver):
    """Fails when the page reported script errors or Content-Security-Policy violations."""
    if driver.errors:
        raise StepFailure("the page reported errors: " + "; ".join(driver.errors))


def stress(wfs, out, name):
    """`wfs serve` on the stress fixture, with the original project's images."""
    return WfsServer(wfs, os.path.join(REPOSITORY, "Tests", "Browser", "fixtures", "stress.xml"),
                     os.path.join(out, f"{name}-server.log"),
                     assets=os.path.join(os.path.dirname(REPOSITORY), "shared", "conformance",
                                         "workflowschema-examples", "resources"))


def showcase(wfs, out, name):
    return WfsServer(wfs, os.path.join(SHOWCASE, "app.xml"), os.path.join(out, f"{name}-server.log"),
                     assets=SHOWCASE, replies=os.path.join(SHOWCASE, "showcase.yaml"))


def expect_place(page, driver, configuration, what, **expected):
    """The app is where `expected` says after `what` (settled), and the screen passes every screen check."""
    driver.settle()
    place = page.evaluate(PLACE_JS)
    wrong = {key: place[key] for key, value in expected.items() if place[key] != value}
    if wrong:
        raise StepFailure(f"after {what}: " + ", ".join(f"{key} is {value!r}, not {expected[key]!r}"
                                                       for key, value in wrong.items()))
    check_screen(page, driver, configuration, f"after {what}")


def watch_script_answers(page):
    """The answers to the page's script, as they come: (the pages its request named, the answer's type)."""
    answers = []

    def heard(response):
        named = response.request.headers.get("x-wfs-fetch")
        if named is not None:
            answers.append((named, (response.headers.get("content-type") or "").split(";")[0]))
    page.on("response", heard)
    return answers


def check_edits_used(answers, configuration):
    """The script named the pages it held and the server answered with what changed: every step after
    the first (and after a reload) came as edits, which the screens checked were made of."""
    edits = [named for named, kind in answers if kind == "application/json"]
    named = [named for named, _ in answers if named != "1"]
    if len(edits) < 5 or len(named) < len(answers) - 2:
        raise StepFailure(f"{configuration}: of {len(answers)} answers to the script, {len(named)} asked for "
                          f"what changed and {len(edits)} were edits: {answers}")
    if any(named == "1" for named in edits):
        raise StepFailure(f"{configuration}: edits answered a request that held no page")


def history_moves(browser, wfs, out):
    """Back and Forward move the app as its own controls do: Back closes an alert (its cancel), pops a
    pushed screen, goes back to the tab left and closes a presented screen; Forward does again what
    made the entry; a reload keeps the screen and the history; the app's own back button goes back
    in the history too, so the next Back is not spent on nothing."""
    with showcase(wfs, out, "history") as server:
        for configuration, mode in (("phone:touch", "touch"), ("desktop:mouse:dark", "mouse"),
                                    ("large:keyboard", "keyboard")):
            with opened(browser, server.url, configuration, input=mode) as (page, driver):
                answers = watch_script_answers(page)
                expect_place(page, driver, configuration, "the first visit", title="Showcase", entry=0)
                driver.tap(driver.button("Sign up"))
                expect_place(page, driver, configuration, "a push", title="Sign up", entry=1)
                driver.tap(driver.button("Submit"))
                expect_place(page, driver, configuration, "an alert", alert=True, entry=2)
                page.go_back()
                expect_place(page, driver, configuration, "Back on the alert", title="Sign up", alert=False, entry=1)
                page.go_back()
                expect_place(page, driver, configuration, "Back on the pushed screen", title="Showcase", entry=0)
                page.go_forward()
                expect_place(page, driver, configuration, "Forward", title="Sign up", entry=1)
                page.reload()
                expect_place(page, driver, configuration, "a reload", title="Sign up", entry=1)
                # The app's own back button: the history goes back with it.
                driver.tap(driver.back_button())
                expect_place(page, driver, configuration, "the app's back button", title="Showcase", entry=0)
                page.go_forward()
                expect_place(page, driver, configuration, "Forward after the app's back", title="Sign up", entry=1)
                page.go_back()
                expect_place(page, driver, configuration, "Back again", title="Showcase", entry=0)
                tabs = page.get_by_role("navigation", name="Tabs")
                driver.tap(tabs.get_by_role("button", name="Health"))
                expect_place(page, driver, configuration, "a tab change", tab="Health", entry=1)
                page.go_back()
                expect_place(page, driver, configuration, "Back on the tab", tab="Home", title="Showcase", entry=0)
                page.screenshot(path=os.path.join(out, f"history-{configuration.replace(':', '-')}.png"))
                no_page_errors(driver)
                check_edits_used(answers, configuration)
    # A presented screen: Back closes it, Forward presents it again, Escape closes it.
    with WfsServer(wfs, os.path.join(ORIGINALS, "form_tests_1.xml"), os.path.join(out, "history-present-server.log")) \
            as server:
        for configuration, mode in (("phone:touch:dark", "touch"), ("desktop:keyboard", "keyboard")):
            with opened(browser, server.url, configuration, input=mode) as (page, driver):
                for name in ("screenTitle", "confirmScreenTitle"):
                    driver.type_into(name, "Hello")
                driver.tap(driver.button("Submit"))
                expect_place(page, driver, configuration, "a presentation", title="Hello", layers=2, entry=1)
                page.go_back()
                expect_place(page, driver, configuration, "Back on the presented screen", title="Form test",
                             layers=1, entry=0)
                page.go_forward()
                expect_place(page, driver, configuration, "Forward to it", title="Hello", layers=2, entry=1)
                page.keyboard.press("Escape")
                expect_place(page, driver, configuration, "Escape on the presented screen", title="Form test",
                             layers=1, entry=0)
                if mode == "touch":
                    # A drag down on the presented screen's bar closes it, as a swipe down closes a sheet.
                    driver.tap(driver.button("Submit"))
                    expect_place(page, driver, configuration, "presenting again", title="Hello", layers=2, entry=1)
                    bar = page.locator(".wfs-layer-modal .wfs-navigationBar h1")
                    driver.perform(lambda: driver.input.swipe(bar, "down"), measured=False)
                    expect_place(page, driver, configuration, "a drag down on the presented screen's bar",
                                 title="Form test", layers=1, entry=0)
                if mode == "keyboard":
                    focused = page.evaluate("() => document.activeElement.textContent.trim()")
                    if focused != "Submit":
                        raise StepFailure(f"the presented screen closed and the focus is on {focused!r}, not on "
                                          "Submit, which presented it")
                no_page_errors(driver)


def taps_while_pending(browser, wfs, out):
    """A tap shows itself pressed within a frame; a Cancel tapped 100 or 300 ms after Check health,
    while that event is still on its way, is kept and cancels the check."""
    with showcase(wfs, out, "pending-taps") as server:
        for configuration, mode in (("phone:touch", "touch"), ("desktop:mouse:dark", "mouse")):
            with opened(browser, server.url, configuration, input=mode) as (page, driver):
                driver.tap(page.get_by_role("navigation", name="Tabs").get_by_role("button", name="Health"))
                for delay in (100, 300):
                    check = page.get_by_role("button", name="Check health")
                    posts = []
                    record = lambda request: request.method == "POST" and posts.append(request.post_data)
                    page.on("request", record)
                    driver.input.activate(check)
                    pressed = page.evaluate(PRESSED_JS, "Check health")
                    if pressed["busy"] != "true" or (pressed["opacity"] >= 1 and pressed["background"] in
                                                     ("rgba(0, 0, 0, 0)", "transparent")):
                        raise StepFailure(f"a frame after the tap Check health does not look busy: {pressed}")
                    time.sleep(delay / 1000)
                    driver.input.activate(page.get_by_role("button", name="Cancel"))
                    wait_for_text(page, "Check cancelled", timeout=10)
                    driver.settle()
                    result = page.locator("[data-name=result]").inner_text().strip()
                    if result != "Check cancelled":
                        raise StepFailure(f"Cancel tapped {delay} ms after Check health left {result!r}")
                    page.remove_listener("request", record)
                    if len(posts) != 2:
                        raise StepFailure(f"Check health and Cancel sent {len(posts)} events, not 2: {posts}")
                    check_screen(page, driver, configuration, f"Cancel {delay} ms after Check health")
                no_page_errors(driver)




def drafts_kept(browser, wfs, out):
    """Text typed and not yet sent survives a reload, in the field it was typed into; a password does not."""
    with WfsServer(wfs, os.path.join(REPOSITORY, "Tests", "Browser", "fixtures", "keyboard_traits_form.xml"),
                   os.path.join(out, "drafts-server.log")) as server:
        for configuration, mode in (("phone:touch", "touch"), ("desktop:keyboard:dark", "keyboard")):
            with opened(browser, server.url, configuration, input=mode) as (page, driver):
                driver.type_into("Email address", "ann@example.com")
                driver.type_into("Password", "secret-words")
                page.reload()
                driver.settle()
                email = driver.field("Email address").input_value()
                password = driver.field("Password").input_value()
                if email != "ann@example.com":
                    raise StepFailure(f"after a reload the email typed shows {email!r}")
                if password:
                    raise StepFailure("after a reload the password typed was put back: it must not be kept")
                check_screen(page, driver, configuration, "a reload with a draft")
                no_page_errors(driver)




# The last row's ⋯ menu, opened: whether each of its buttons is what the page shows at its middle
# (nothing clips or covers it), and where the section's first row is.
GESTURE_MENU_JS = """
(row) => {
  const cell = [...document.querySelectorAll('.wfs-tableCell')].find((c) => c.textContent.includes(row));
  const first = cell.closest('.wfs-cells').firstElementChild.getBoundingClientRect();
  return { firstTop: Math.round(first.top), buttons: [...cell.querySelectorAll('.wfs-gesture-list button')].map((b) => {
    const r = b.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return { text: b.textContent.trim(), shown: !!hit && (hit === b || b.contains(hit)) };
  }) };
}
"""


def gesture_menu(browser, wfs, out):
    """The ⋯ menu of a grouped section's last row opens whole, by mouse and by keyboard, and focusing
    it does not scroll the section's first row away."""
    with stress(wfs, out, "gesture-menu") as server:
        for configuration, mode in (("desktop:mouse", "mouse"), ("phone:keyboard:dark", "keyboard")):
            with opened(browser, server.url, configuration, input=mode) as (page, driver):
                driver.tap(driver.button("Open the list"))
                before = page.evaluate(GESTURE_MENU_JS, "Hold me")["firstTop"]
                menu = page.locator(".wfs-tableCell", has_text="Hold me").locator("summary")
                if mode == "keyboard":
                    menu.focus()
                    page.keyboard.press("Enter")
                else:
                    menu.click()
                driver.settle()
                facts = page.evaluate(GESTURE_MENU_JS, "Hold me")
                hidden = [button["text"] for button in facts["buttons"] if not button["shown"]]
                if not facts["buttons"] or hidden:
                    raise StepFailure(f"the last row's ⋯ menu is cut or covered: {hidden or 'no buttons'}")
                if facts["firstTop"] != before:
                    raise StepFailure(f"opening the ⋯ menu moved the section's first row from {before} to "
                                      f"{facts['firstTop']} px")
                page.screenshot(path=os.path.join(out, f"gesture-menu-{configuration.replace(':', '-')}.png"))
                no_page_errors(driver)




def luminance(rgb):
    def channel(value):
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    red, green, blue = (channel(value) for value in rgb)
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def contrast(first, second):
    darker, lighter = sorted((luminance(first), luminance(second)))
    return (lighter + 0.05) / (darker + 0.05)


def cell_images(browser, wfs, out):
    """In the dark, a table cell's image drawn black on transparency (a tab's template image) can be
    seen: something in its box stands out from the cell at 3:1 or more."""
    with stress(wfs, out, "cell-images") as server:
        for configuration in ("phone:touch:dark", "desktop:mouse"):
            with opened(browser, server.url, configuration, input="touch" if "touch" in configuration else "mouse") \
                    as (page, driver):
                driver.tap(driver.button("Open the list"))
                driver.settle()
                image = page.locator(".wfs-cell-button .wfs-img").first
                box = image.bounding_box()
                background = page.evaluate(
                    "(img) => getComputedStyle(img.closest('.wfs-cells')).backgroundColor", image.element_handle())
                cell = tuple(int(part) for part in background[background.index("(") + 1:-1].split(",")[:3])
                width, height, channels, pixels = decode_png(page.screenshot(clip=box, animations="disabled"))
                best = max(contrast(tuple(pixels[index:index + 3]), cell)
                           for index in range(0, width * height * channels, channels))
                if best < 3:
                    raise StepFailure(f"at {configuration} the cell's image cannot be seen: at best {best:.1f}:1 "
                                      f"against the cell's {background}")


# The tip calculator's stars: each one's name, whether it is checked and focused, and its box.
STARS_JS = """
() => [...document.querySelectorAll('[role=radiogroup] [role=radio]')].map((star) => {
  const box = star.getBoundingClientRect();
  return { name: star.getAttribute('aria-label'), checked: star.getAttribute('aria-checked'),
           focused: document.activeElement === star, top: Math.round(box.top), width: box.width, height: box.height };
})
"""


def rating_view(browser, wfs, out):
    """The tip calculator's <rating>, drawn by the application's own view: a radio group of five star
    buttons in one row, each 44 px or more; a tap chooses a star; the arrow keys move the choice."""
    tips = os.path.join(os.path.dirname(wfs), "tip-calculator")
    schema = os.path.join(REPOSITORY, "Examples", "TipCalculator", "app.xml")
    with WfsServer(tips, schema, os.path.join(out, "rating-server.log"), name="tip-calculator serve") as server:
        for configuration, mode in (("phone:touch:dark", "touch"), ("desktop:keyboard", "keyboard")):
            with opened(browser, server.url, configuration, input=mode) as (page, driver):
                stars = page.evaluate(STARS_JS)
                if [star["name"] for star in stars] != ["1 star", "2 stars", "3 stars", "4 stars", "5 stars"]:
                    raise StepFailure(f"the rating's radios are {[star['name'] for star in stars]}")
                if len({star["top"] for star in stars}) != 1 or min(min(s["width"], s["height"]) for s in stars) < 44:
                    raise StepFailure(f"the stars are not one row of 44 px targets: {stars}")
                if mode == "keyboard":
                    page.get_by_role("radio", name="1 star").focus()
                    page.keyboard.press("Enter")
                    driver.settle()
                    page.keyboard.press("ArrowRight")
                    driver.settle()
                    page.keyboard.press("ArrowRight")
                    chosen = "3 stars"
                else:
                    driver.tap(page.get_by_role("radio", name="4 stars"))
                    chosen = "4 stars"
                driver.settle()
                stars = page.evaluate(STARS_JS)
                checked = [star["name"] for star in stars if star["checked"] == "true"]
                if checked != [chosen]:
                    raise StepFailure(f"after choosing {chosen} by {mode}, the checked star is {checked}")
                if mode == "keyboard" and not next(star for star in stars if star["name"] == chosen)["focused"]:
                    raise StepFailure(f"after the arrow keys the focus is not on {chosen}")
                check_screen(page, driver, configuration, f"{chosen} chosen")
                page.screenshot(path=os.path.join(out, f"rating-{configuration.replace(':', '-')}.png"))
                no_page_errors(driver)


END_USER_SCENARIOS = {
    "history": ("Back and Forward through a push, an alert, a tab, a presentation and a reload", history_moves),
    "pending-taps": ("a tap looks pressed at once; Cancel 100 or 300 ms after Check health cancels it",
                     taps_while_pending),
    "drafts": ("text typed but not sent survives a reload; a password does not", drafts_kept),
    "gesture-menu": ("the ⋯ menu of a grouped section's last row opens whole, by mouse and keyboard", gesture_menu),
    "cell-images": ("a table cell's template image can be seen in the dark", cell_images),
    "rating": ("the tip calculator's own rating view: a radio group of stars, by touch and by arrow keys", rating_view),
}
