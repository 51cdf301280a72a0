#!/usr/bin/env python3
"""Runs flow files in a real browser (Chromium through Playwright) against `wfs serve`.

Each flow's schema is served by `wfs serve`; a person's steps (tapOn, inputText, back…) become
clicks and typing on the HTML page, and the assertions read what the page shows. After the last
step the page is reloaded and must show the same screen. A screenshot of each flow's last page,
and of any failing step, is saved in the output folder.

Flows given with --flow run with the page's script (events update the page in place; gestures
are real pointer input: clicks, presses, drags); flows given with --no-script-flow run with
JavaScript off, where every event is a form post and a page load.

    python3 Tests/Browser/browser_flows.py --wfs .build/debug/wfs --out .build/browser-screenshots \
        --flow Flows/readme/01_alert_on_tap.yaml=../shared/conformance/readme-examples …

Exits with 1 when a flow fails. Uses the system's Chromium (/usr/bin/chromium); never downloads one.
"""
import argparse
import os
import socket
import subprocess
import sys
import time
import urllib.request

import yaml
from playwright.sync_api import sync_playwright

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


class StepFailure(Exception):
    """A step that did not do or find what it should."""


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(wfs, schema, assets, replies, port, log_path):
    command = [wfs, "serve", schema, "--port", str(port), "--color", "never"]
    if assets:
        command += ["--assets", assets]
    if replies:
        command += ["--replies", replies]
    # The server logs every request: into a file, since a pipe nobody reads would fill and stall it.
    log = open(log_path, "w", encoding="utf-8")
    server = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, text=True)
    for _ in range(200):
        if server.poll() is not None:
            log.close()
            with open(log_path, encoding="utf-8") as written:
                raise StepFailure("wfs serve stopped at once:\n" + written.read())
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/", timeout=1)
            return server
        except OSError:
            time.sleep(0.05)
    server.kill()
    raise StepFailure("wfs serve did not answer within 10 seconds")


def target(argument):
    """The `on:` of a step's mapping (YAML 1.1 reads a bare `on` key as True)."""
    return argument.get("on", argument.get(True))


class BrowserDriver:
    """The steps of a flow file, done on the page the way a person would."""

    def __init__(self, page, script):
        self.page = page
        self.script = script
        self.loads = 0
        self.errors = []
        page.on("load", lambda _: setattr(self, "loads", self.loads + 1))
        # Script errors and Content-Security-Policy violations are reported on the console.
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on("console", lambda message: message.type == "error" and self.errors.append(message.text))

    def settled(self, timeout=10.0):
        """Waits until the page's script has no event or refresh on its way.

        Polled from here: Playwright's wait_for_function evaluates strings, which the page's
        Content-Security-Policy forbids (and must go on forbidding in these tests)."""
        deadline = time.monotonic() + timeout
        while self.page.evaluate("() => document.documentElement.hasAttribute('data-wfs-busy')"):
            if time.monotonic() > deadline:
                raise StepFailure(f"the page was still busy after {timeout} s")
            time.sleep(0.02)

    def submit(self, button):
        if self.script:
            loads = self.loads
            button.click()
            self.settled()
            if self.loads != loads:
                raise StepFailure("the page was loaded again: the script did not send the event")
        else:
            with self.page.expect_navigation():
                button.click()

    def shown(self, text):
        """The element of the active layer that shows `text` itself (for gestures on views)."""
        layer = self.page.locator(".wfs-layers > .wfs-layer").last
        found = layer.get_by_text(text, exact=True)
        if found.count() == 0:
            raise StepFailure(f"nothing shows '{text}'")
        return found.first

    def gesture(self, do):
        """Pointer input on a view, then the wait for the gesture it makes (a tap waits for more taps)."""
        if not self.script:
            raise StepFailure("gestures need the page's script")
        do()
        time.sleep(0.5)
        self.settled()

    def press(self, element, seconds=0.0, move=(0, 0)):
        box = element.bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        mouse = self.page.mouse
        mouse.move(x, y)
        mouse.down()
        time.sleep(seconds)
        mouse.move(x + move[0], y + move[1], steps=8)
        mouse.up()

    def button(self, text):
        # get_by_role leaves out aria-hidden (inert) layers, as a person cannot use them.
        exact = self.page.get_by_role("button", name=text, exact=True)
        if exact.count() > 0:
            return exact.first
        # An accessible name that starts with the text: "More Info: text 2b" for "More Info".
        named = self.page.get_by_role("button", name=text)
        if named.count() > 0:
            return named.first
        loose = self.page.get_by_role("button").filter(has_text=text)
        if loose.count() > 0:
            return loose.first
        raise StepFailure(f"no button shows '{text}'")

    def field(self, name):
        layer = self.page.locator(".wfs-layers > .wfs-layer").last
        if name is None:
            focused = layer.locator("input[autofocus], textarea[autofocus]")
            if focused.count() == 0:
                raise StepFailure("no text input has the focus")
            return focused.first
        quoted = name.replace("\\", "\\\\").replace('"', '\\"')
        for candidate in (
            layer.locator(f'[data-name="{quoted}"] :is(input, textarea):not([type=hidden])'),
            layer.get_by_placeholder(name, exact=True),
            layer.get_by_label(name, exact=True),
        ):
            if candidate.count() > 0:
                return candidate.first
        raise StepFailure(f"no text input is called '{name}'")

    def enter(self, field, text):
        field.fill(text)
        self.submit(field.locator("xpath=ancestor::form[1]").locator("button[type=submit]").last)

    def run(self, step):
        (name, argument), = step.items() if isinstance(step, dict) else [(step, None)]
        if name == "tapOn":
            text = str(target(argument) if isinstance(argument, dict) else argument)
            count = int(argument.get("count", 1)) if isinstance(argument, dict) else 1
            try:
                button = self.button(text) if count == 1 else None
            except StepFailure:
                button = None
            if button is not None:
                self.submit(button)
            else:
                element = self.shown(text)
                self.gesture(lambda: element.click(click_count=count, delay=20))
        elif name == "longPressOn":
            element = self.shown(str(target(argument)))
            self.gesture(lambda: self.press(element, seconds=float(argument.get("duration", 1))))
        elif name == "swipe":
            element = self.shown(str(target(argument)))
            offsets = {"left": (-120, 0), "right": (120, 0), "up": (0, -120), "down": (0, 120)}
            self.gesture(lambda: self.press(element, move=offsets[str(argument["direction"])]))
        elif name == "assertVisible":
            if not self.page.evaluate(SHOWS_JS, str(argument)):
                raise StepFailure(f"'{argument}' is not visible")
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
            back = self.page.locator(".wfs-layers > .wfs-layer").last.locator(
                "form:has(input[name=event][value=back]) button")
            if back.count() == 0:
                raise StepFailure("there is no back button")
            self.submit(back.first)
        elif name == "selectTab":
            tab = self.page.get_by_role("navigation", name="Tabs").get_by_role("button", name=str(argument))
            if tab.count() == 0:
                raise StepFailure(f"no tab is called '{argument}'")
            self.submit(tab.first)
        elif name == "inputText":
            into, text = (argument.get("into"), argument["text"]) if isinstance(argument, dict) else (None, argument)
            field = self.field(into)
            self.enter(field, field.input_value() + str(text))
        elif name == "eraseText":
            source = argument.get("from") if isinstance(argument, dict) else None
            count = argument.get("count") if isinstance(argument, dict) else argument
            field = self.field(source)
            value = field.input_value()
            self.enter(field, value[: -int(count)] if count else "")
        elif name == "pressReturn":
            focused = self.field(None)
            element = focused.locator("xpath=ancestor::div[starts-with(@id, 'wfs-')][1]")
            self.submit(element.locator(".wfs-return-form button").first)
        elif name == "wait":
            # `wfs serve` runs in real time: wait; the page looks again each second while it waits
            # (the script fetches, a page without script reloads itself).
            time.sleep(float(argument) + 1.2)
            if self.script:
                self.settled()
            else:
                self.page.wait_for_load_state()
        else:
            raise StepFailure(f"the browser runner has no `{name}` step yet")


def run_flow(browser, wfs, flow_path, schema_folder, out, script):
    with open(flow_path, encoding="utf-8") as handle:
        flow = yaml.safe_load(handle)
    folder = schema_folder or os.path.dirname(flow_path)
    assets = os.path.join(folder, flow["assets"]) if flow.get("assets") else None
    port = free_port()
    replies = flow_path if flow.get("replies") else None
    label = os.path.splitext(os.path.basename(flow_path))[0] + ("" if script else "-no-script")
    server = start_server(
        wfs, os.path.join(folder, flow["schema"]), assets, replies, port, os.path.join(out, f"{label}-server.log"))
    context = browser.new_context(viewport={"width": 430, "height": 900}, java_script_enabled=script)
    page = context.new_page()
    try:
        driver = BrowserDriver(page, script)
        page.goto(f"http://127.0.0.1:{port}/")
        if script and not page.evaluate("() => document.documentElement.hasAttribute('data-wfs-script')"):
            raise StepFailure("the page's script did not run")
        for number, step in enumerate(flow["steps"], start=1):
            try:
                driver.run(step)
                if driver.errors:
                    raise StepFailure("the page reported errors: " + "; ".join(driver.errors))
            except Exception as error:  # noqa: BLE001 - every failure is reported with its step
                page.screenshot(path=os.path.join(out, f"{label}-failed-step{number}.png"))
                raise StepFailure(f"step {number} {step}: {error}") from error
        # A reload must show the same screen: the state lives in the server's session.
        before = (page.title(), page.locator(".wfs-layers").inner_text())
        page.reload()
        after = (page.title(), page.locator(".wfs-layers").inner_text())
        if before != after:
            page.screenshot(path=os.path.join(out, f"{label}-failed-reload.png"))
            raise StepFailure(f"after a reload the page shows {after[0]!r} instead of {before[0]!r}")
        page.screenshot(path=os.path.join(out, f"{label}.png"))
        return len(flow["steps"])
    finally:
        context.close()
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()


def check_typing_while_waiting(browser, wfs, out):
    """Text typed, not sent, while the page waits for a reply survives the script's refreshes."""
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fixtures")
    flow = os.path.join(folder, "slow_reply.yaml")
    port = free_port()
    server = start_server(
        wfs, os.path.join(folder, "slow_reply.xml"), None, flow, port, os.path.join(out, "typing-server.log"))
    context = browser.new_context(viewport={"width": 430, "height": 900})
    page = context.new_page()
    try:
        driver = BrowserDriver(page, True)
        page.goto(f"http://127.0.0.1:{port}/")
        driver.submit(driver.button("Ask"))
        if page.locator(".wfs-waiting").count() == 0:
            raise StepFailure("the page does not show that it waits for the reply")
        field = page.get_by_placeholder("Note", exact=True)
        field.fill("typed, not sent")
        deadline = time.monotonic() + 10
        while not page.evaluate(SHOWS_JS, "Answered"):
            if time.monotonic() > deadline:
                raise StepFailure("the reply never showed")
            time.sleep(0.1)
        driver.settled()
        if field.input_value() != "typed, not sent":
            raise StepFailure(f"the typed text became {field.input_value()!r}")
        if not field.evaluate("(input) => document.activeElement === input"):
            raise StepFailure("the field lost the focus when the page changed")
        if driver.loads != 1 or driver.errors:
            raise StepFailure(f"{driver.loads} page loads, errors: {driver.errors}")
        page.screenshot(path=os.path.join(out, "typing-while-waiting.png"))
    finally:
        context.close()
        server.terminate()
        server.wait(timeout=10)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wfs", required=True, help="the wfs executable")
    parser.add_argument("--out", required=True, help="the folder for screenshots")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--flow", action="append", default=[], help="FLOW.yaml or FLOW.yaml=SCHEMA_FOLDER")
    parser.add_argument("--no-script-flow", action="append", default=[], help="the same, with JavaScript off")
    parser.add_argument(
        "--check-typing", action="store_true", help="also check that unsent text survives a waiting page's refreshes")
    arguments = parser.parse_args()
    runs = [(entry, True) for entry in arguments.flow] + [(entry, False) for entry in arguments.no_script_flow]
    os.makedirs(arguments.out, exist_ok=True)
    passed = 0
    steps = 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=arguments.chromium, args=["--no-sandbox"])
        for entry, script in runs:
            flow_path, _, schema_folder = entry.partition("=")
            mode = "" if script else " (no script)"
            try:
                count = run_flow(browser, arguments.wfs, flow_path, schema_folder or None, arguments.out, script)
                steps += count
                passed += 1
                print(f"  ✓ {flow_path}{mode} ({count} steps)", flush=True)
            except Exception as error:  # noqa: BLE001
                print(f"  ✗ {flow_path}{mode}: {error}", flush=True)
        if arguments.check_typing:
            runs.append(("typing while the page waits", True))
            try:
                check_typing_while_waiting(browser, arguments.wfs, arguments.out)
                passed += 1
                print("  ✓ typing while the page waits: the text stays through the refreshes", flush=True)
            except Exception as error:  # noqa: BLE001
                print(f"  ✗ typing while the page waits: {error}", flush=True)
        browser.close()
    failed = len(runs) - passed
    print(f"{len(runs)} flows in the browser: {passed} passed, {failed} failed ({steps} steps run)")
    print(f"screenshots: {arguments.out}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
