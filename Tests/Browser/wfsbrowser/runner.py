"""One run of a flow in one configuration: the server, the browser context, the steps and the checks."""
import os
import time
from contextlib import contextmanager
from dataclasses import dataclass, field

import yaml

from .backend import BackendServer, delegate_options
from .checks import ScreenChecks
from .config import parse_configuration
from .driver import SHOWS_JS, BrowserDriver, StepFailure
from .inputs import input_mode
from .server import WfsServer
from .timing import INSTALL_JS


def brief(error):
    """An error on one line: Playwright's first line, and what intercepts the pointer when it says so."""
    lines = [line.strip() for line in str(error).splitlines() if line.strip()]
    if not lines:
        return type(error).__name__
    text = lines[0]
    covering = [line for line in lines if "intercepts pointer events" in line]
    if covering:
        text += " — " + covering[-1]
    return text if len(text) <= 400 else text[:400] + "…"


def load_flow(path):
    with open(path, encoding="utf-8") as handle:
        return yaml.safe_load(handle)


def describe_step(step):
    """`tapOn: "Submit"`, as the flow file says it."""
    if isinstance(step, dict):
        (name, argument), = step.items()
        if isinstance(argument, dict):
            argument = "{ " + ", ".join(f"{'on' if key is True else key}: {value!r}" for key, value in argument.items()) + " }"
        elif isinstance(argument, str):
            argument = f'"{argument}"'
        return f"{name}: {argument}"
    return str(step)


@dataclass
class RunResult:
    """What one run of a flow found: the failure that stopped it, and the checks' findings by step."""

    spec: object
    configuration: object
    steps_total: int = 0
    steps_run: int = 0
    states: int = 0
    axe_runs: int = 0
    overlays: int = 0
    failure: str | None = None
    findings: dict = field(default_factory=dict)  # key -> (Finding, [step numbers], [variants])
    seconds: float = 0.0

    @property
    def passed(self):
        return self.failure is None and not self.findings

    @property
    def label(self):
        return (f"{self.configuration.label}" + ("" if self.spec.script else ", no script")
                + (", backend" if self.spec.backend else "") + (", --dev" if self.spec.dev else ""))

    def add(self, finding, step):
        """Records `finding` at `step`; whether it is new in this run."""
        entry = self.findings.setdefault(finding.key, (finding, [], []))
        new = not entry[1]
        if step not in entry[1]:
            entry[1].append(step)
        if finding.variant and finding.variant not in entry[2]:
            entry[2].append(finding.variant)
        return new


def new_context(browser, configuration, script):
    touch = configuration.input == "touch"
    # HTTPS errors are ignored for the deployment's self-signed certificate (scripts/deployment-check).
    context = browser.new_context(
        viewport={"width": configuration.width, "height": configuration.height}, device_scale_factor=1,
        has_touch=touch, is_mobile=touch, java_script_enabled=script, color_scheme=configuration.scheme,
        ignore_https_errors=True)
    # A control that something covers never takes Playwright's click: fail in seconds, not half a minute.
    context.set_default_timeout(5000)
    return context


@contextmanager
def opened(browser, url, configuration="phone:mouse", input="mouse", reduced_motion="no-preference"):
    """The page at `url` in a new context of `configuration` (SIZE:INPUT[:SCHEME]) with the page's
    script, and a driver for it in `input` mode; the context is closed afterwards."""
    chosen = parse_configuration(configuration)
    context = browser.new_context(
        viewport={"width": chosen.width, "height": chosen.height}, device_scale_factor=1,
        color_scheme=chosen.scheme, reduced_motion=reduced_motion, has_touch=input == "touch")
    context.set_default_timeout(5000)
    try:
        page = context.new_page()
        driver = BrowserDriver(page, input_mode(input, page), True)
        page.goto(url)
        yield page, driver
    finally:
        context.close()


def wait_for_text(page, text, timeout=10.0):
    """Waits until the page shows `text` (the script refreshes a waiting page by itself)."""
    deadline = time.monotonic() + timeout
    while page.get_by_text(text, exact=False).count() == 0:
        if time.monotonic() > deadline:
            raise StepFailure(f"'{text}' did not appear within {timeout:.0f} s; the page shows: "
                              + page.inner_text("body")[:400].replace("\n", " | "))
        page.wait_for_timeout(50)


def run_label(spec, configuration):
    """A run's name in file names: `showcase-390x844-touch-light`, `-no-script` or `-backend` after it."""
    return (f"{spec.name}-{configuration.slug}" + ("" if spec.script else "-no-script")
            + ("-backend" if spec.backend else "") + ("-dev" if spec.dev else ""))


def run_flow(browser, wfs, spec, configuration, out, paint_times, checking=True, tab_bound=50, axe_cache=None):
    """Runs the flow `spec` in `configuration`; screenshots of failures go to `out`.

    With `spec.backend`, the example backend answers the app's messages (`wfs serve --delegate`)
    instead of the flow file's replies."""
    flow = load_flow(spec.path)
    label = run_label(spec, configuration)
    schema, assets, replies = flow_server_files(spec, flow)
    log = os.path.join(out, f"{label}-server.log")
    if spec.backend:
        # The label ends in -backend: showcase-390x844-touch-light-backend.log is the backend's log.
        with BackendServer(os.path.join(out, f"{label}.log")) as backend, \
                WfsServer(spec.server or wfs, schema, log, assets, options=delegate_options(backend)) as server:
            return run_flow_at(browser, server.url, spec, configuration, out, paint_times, checking, tab_bound,
                               axe_cache)
    with WfsServer(spec.server or wfs, schema, log, assets, replies, options=["--dev"] if spec.dev else []) as server:
        return run_flow_at(browser, server.url, spec, configuration, out, paint_times, checking, tab_bound, axe_cache)


def flow_server_files(spec, flow):
    """What serves the flow: its schema, its assets folder (or None) and its replies (the flow file, or None)."""
    folder = spec.schema_folder or os.path.dirname(spec.path)
    assets = os.path.join(folder, flow["assets"]) if flow.get("assets") else None
    return os.path.join(folder, flow["schema"]), assets, spec.path if flow.get("replies") else None


def run_flow_at(browser, url, spec, configuration, out, paint_times, checking=True, tab_bound=50, axe_cache=None,
                before_step=None, label_suffix=""):
    """Runs the flow `spec` against the server at `url`; `before_step(number, step, page, driver)`, when
    given, runs before each step (to kill an instance, stop the database…)."""
    started = time.monotonic()
    flow = load_flow(spec.path)
    result = RunResult(spec, configuration, steps_total=len(flow["steps"]))
    label = run_label(spec, configuration) + label_suffix
    context = new_context(browser, configuration, spec.script)
    page = context.new_page()
    try:
        walk(page, url, flow, spec, configuration, result, label, out, paint_times, checking, tab_bound, axe_cache,
             before_step)
    finally:
        context.close()
    result.seconds = time.monotonic() - started
    return result


def walk(page, url, flow, spec, configuration, result, label, out, paint_times, checking, tab_bound, axe_cache,
         before_step=None):
    current = {"step": 0}
    driver = BrowserDriver(
        page, input_mode(configuration.input, page, tab_bound), spec.script,
        on_paint_time=lambda ms: paint_times.add(configuration.label, spec.name, current["step"], ms))
    # Without JavaScript, axe cannot run in the page: the no-script runs check the rest (the
    # markup is the server's in both kinds of run, and the script runs check it with axe).
    checks = ScreenChecks(page, configuration, driver.settle, axe_cache, axe=spec.script)

    def check_state(number):
        driver.settle()
        new = [finding for finding in checks.run(driver.fingerprint()) if result.add(finding, number)]
        if new:
            page.screenshot(path=os.path.join(out, f"{label}-step{number}-checks.png"))

    try:
        page.goto(url)
        if spec.script:
            if not page.evaluate("() => document.documentElement.hasAttribute('data-wfs-script')"):
                raise StepFailure("the page's script did not run")
            page.evaluate(INSTALL_JS)
        driver.settle()
        last = driver.fingerprint()
        if checking:
            check_state(0)
        for number, step in enumerate(flow["steps"], start=1):
            current["step"] = number
            try:
                if before_step:
                    before_step(number, step, page, driver)
                driver.run(step)
                if driver.errors:
                    raise StepFailure("the page reported errors: " + "; ".join(driver.errors))
            except Exception as error:  # noqa: BLE001 - every failure is reported with its step
                page.screenshot(path=os.path.join(out, f"{label}-failed-step{number}.png"))
                raise StepFailure(f"step {number} {describe_step(step)}: {brief(error)}") from error
            result.steps_run = number
            now = driver.fingerprint()
            if now != last and checking:
                check_state(number)
                now = driver.fingerprint()
            last = now
        # A reload must show the same screen: the state lives in the server's session.
        before = (page.title(), page.locator(".wfs-layers").inner_text())
        page.reload()
        after = (page.title(), page.locator(".wfs-layers").inner_text())
        if before != after:
            page.screenshot(path=os.path.join(out, f"{label}-failed-reload.png"))
            raise StepFailure(f"after a reload the page shows {after[0]!r} instead of {before[0]!r}")
        if driver.errors:
            raise StepFailure("the page reported errors after the reload: " + "; ".join(driver.errors))
        page.screenshot(path=os.path.join(out, f"{label}.png"))
    except StepFailure as failure:
        result.failure = str(failure)
    except Exception as error:  # noqa: BLE001 - a broken run is reported, and the next one runs
        result.failure = f"{type(error).__name__}: {brief(error)}"
    finally:
        result.states = checks.states
        result.axe_runs = checks.axe_runs
        result.overlays = checks.overlays


def check_typing_while_waiting(browser, wfs, out, configuration):
    """Text typed, not sent, while the page waits for a reply survives the script's refreshes."""
    folder = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "fixtures")
    flow = os.path.join(folder, "slow_reply.yaml")
    with WfsServer(wfs, os.path.join(folder, "slow_reply.xml"), os.path.join(out, "typing-server.log"),
                   replies=flow) as server:
        context = new_context(browser, configuration, True)
        page = context.new_page()
        try:
            driver = BrowserDriver(page, input_mode(configuration.input, page), True)
            page.goto(server.url)
            ask = driver.button("Ask")
            if ask is None:
                raise StepFailure("no button shows 'Ask'")
            driver.tap(ask)
            # The page says it waits: `.wfs-waiting`, or a visible status (`.wfs-activity`).
            if page.locator(".wfs-waiting, [role=status]:not([hidden])").count() == 0:
                raise StepFailure("the page does not show that it waits for the reply")
            driver.type_into("Note", "typed, not sent")
            note = driver.field("Note")
            deadline = time.monotonic() + 10
            while not page.evaluate(SHOWS_JS, "Answered"):
                if time.monotonic() > deadline:
                    raise StepFailure("the reply never showed")
                time.sleep(0.1)
            driver.settle()
            if note.input_value() != "typed, not sent":
                raise StepFailure(f"the typed text became {note.input_value()!r}")
            if not note.evaluate("(input) => document.activeElement === input"):
                raise StepFailure("the field lost the focus when the page changed")
            if driver.loads != 1 or driver.errors:
                raise StepFailure(f"{driver.loads} page loads, errors: {driver.errors}")
            page.screenshot(path=os.path.join(out, "typing-while-waiting.png"))
        finally:
            context.close()
