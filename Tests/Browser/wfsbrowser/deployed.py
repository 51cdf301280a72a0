"""Browser checks of the deployed set-up (two instances on PostgreSQL behind nginx, see deployment.py):
what a person does while the servers behind the page change under them.

Each check is a function of (browser, wfs, out) that starts its own Deployment, raises StepFailure
when the page or the journal is not what a person expects, and returns its figures as a short
text; `DEPLOYED_CHECKS` lists them by name, in the order they run.
"""
import os
import time

from .checks import ScreenChecks
from .config import FlowSpec, parse_configuration
from .deployment import Deployment, typed_texts
from .driver import SHOWS_JS, BrowserDriver, StepFailure
from .inputs import input_mode
from .runner import brief, load_flow, new_context, run_flow_at
from .timing import PaintTimes

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
SHOWCASE = os.path.join(REPOSITORY, "Examples", "Showcase")
SHOWCASE_FLOW = os.path.join(SHOWCASE, "showcase.yaml")
DEPLOYED = os.path.join(REPOSITORY, "Tests", "Browser", "fixtures", "deployed.xml")
DEPLOYED_REPLIES = os.path.join(REPOSITORY, "Tests", "Browser", "fixtures", "deployed.yaml")


def showcase_deployment(wfs, out, name):
    return Deployment(wfs, os.path.join(SHOWCASE, "app.xml"), assets=SHOWCASE, replies=SHOWCASE_FLOW, name=name,
                      logs=out)


def run_showcase(browser, deployment, out, configuration, before_step=None, suffix=""):
    """The Showcase flow through nginx; a failed step or a finding of the screen checks fails it."""
    chosen = parse_configuration(configuration)
    spec = FlowSpec(SHOWCASE_FLOW, None, [chosen])
    result = run_flow_at(browser, deployment.front, spec, chosen, out, PaintTimes(), before_step=before_step,
                         label_suffix=suffix)
    if result.failure:
        raise StepFailure(result.failure)
    if result.findings:
        finding = next(iter(result.findings.values()))[0]
        raise StepFailure(f"{len(result.findings)} screen check findings, first: {finding.check}: {finding.message}")
    return result


def step_number(flow_path, wanted, after):
    """The number (from 1) of the first step `wanted` (a mapping such as {"tapOn": "Submit"}) after step `after`."""
    for number, step in enumerate(load_flow(flow_path)["steps"], start=1):
        if number > after and step == wanted:
            return number
    raise StepFailure(f"the flow has no step {wanted} after step {after}")


def alternating(browser, wfs, out):
    """The Showcase through nginx, round robin: its posts alternate between the two instances."""
    with showcase_deployment(wfs, out, "alternating") as deployment:
        result = run_showcase(browser, deployment, out, "phone:touch", suffix="-alternating")
        first, second = deployment.events_answered()
    if min(first, second) < 5:
        raise StepFailure(f"the instances answered {first} and {second} events: the requests did not alternate")
    return f"{result.steps_run} steps, {result.axe_runs} axe runs; events answered by the instances: {first} and {second}"


def killed(browser, wfs, out):
    """The Showcase through nginx; before a Submit that carries typed text, the instance that has
    answered more of the flow's events is killed with SIGKILL: the tap, the text it carries and the
    rest of the flow are answered by the other."""
    kill_at = step_number(SHOWCASE_FLOW, {"tapOn": "Submit"}, 4)
    seen = {}

    def before_step(number, step, page, driver):
        if number == kill_at:
            seen["before"] = deployment.events_answered()
            seen["killed"] = 0 if seen["before"][0] >= seen["before"][1] else 1
            deployment.instances[seen["killed"]].crash()

    with showcase_deployment(wfs, out, "killed") as deployment:
        result = run_showcase(browser, deployment, out, "desktop:mouse:dark", before_step, suffix="-killed")
        after = deployment.events_answered()
    before, killed_one = seen["before"], seen["killed"]
    other = 1 - killed_one
    if before[killed_one] == 0:
        raise StepFailure(f"the killed instance had answered no event before the kill ({before})")
    if after[other] - before[other] < 10:
        raise StepFailure(f"the other instance answered only {after[other] - before[other]} events after the kill")
    return (f"instance {killed_one + 1} killed before step {kill_at} after {before[killed_one]} events; instance "
            f"{other + 1} answered {after[other] - before[other]} more; {result.steps_run} steps")


def database_outage(browser, wfs, out):
    """The Showcase through nginx; PostgreSQL is stopped before a Submit that carries typed text: the tap
    is refused with a notice that says so, a new page says the app is unavailable, nothing of the tap
    is applied, and once the database is back the same tap (the text still in its field) goes through
    and the flow completes."""
    outage_at = step_number(SHOWCASE_FLOW, {"tapOn": "Submit"}, 12)
    seen = {}

    def before_step(number, step, page, driver):
        if number != outage_at:
            return
        title, screen = page.title(), page.locator(".wfs-layers").inner_text()
        email = page.get_by_placeholder("Email", exact=True).input_value()
        deployment.postgres("stop")
        try:
            started = time.monotonic()
            driver.run(step)
            seen["refused in"] = time.monotonic() - started
            notice = page.locator(".wfs-script-notice")
            if notice.count() == 0 or "unavailable" not in notice.inner_text().lower():
                raise StepFailure("with the database down, Submit shows no notice that the app is unavailable: "
                                  + page.inner_text("body")[:300].replace("\n", " | "))
            seen["notice"] = notice.inner_text().strip()
            page.screenshot(path=os.path.join(out, "outage-1-refused.png"))
            if page.title() != title or page.locator(".wfs-layers").inner_text() != screen:
                raise StepFailure("with the database down, the tap changed the screen")
            if page.get_by_placeholder("Email", exact=True).input_value() != email:
                raise StepFailure("the refused tap lost the email typed in its field")
            other = page.context.new_page()
            response = other.goto(deployment.front, timeout=15000)  # the store is waited for up to 5 s
            seen["new page"] = response.status
            body = other.inner_text("body")
            other.screenshot(path=os.path.join(out, "outage-2-new-page.png"))
            other.close()
            if response.status != 503 or "unavailable" not in body.lower():
                raise StepFailure(f"a new page while the database is down answers {response.status}: {body[:200]}")
            # The refused posts were logged by the browser as failed loads: expected here, and only here.
            driver.errors = [error for error in driver.errors if "503" not in error]
        finally:
            deployment.postgres("start")
        # As a person would try again in a moment: the instances serve again once their store answers.
        started = time.monotonic()
        deployment.wait_until_ready()
        seen["ready in"] = time.monotonic() - started

    with showcase_deployment(wfs, out, "outage") as deployment:
        result = run_showcase(browser, deployment, out, "phone:keyboard", before_step, suffix="-outage")
    return (f"Submit refused in {seen['refused in']:.1f} s with \"{seen['notice'][:60]}\"; a new page got "
            f"{seen['new page']}; ready {seen['ready in']:.1f} s after the restart; {result.steps_run} steps completed")


def settled_pages(*drivers):
    for driver in drivers:
        driver.settle()


def two_tabs(browser, wfs, out, rounds=200):
    """Two tabs of one session, each on its own instance (through nginx), type a note each and tap Save at
    the same moment, `rounds` times: every note is in the journal once, each tab's in the order it
    typed them, with no gap; both tabs keep what was typed in them."""
    configuration = parse_configuration("desktop:mouse")
    with Deployment(wfs, DEPLOYED, replies=DEPLOYED_REPLIES, name="two-tabs", logs=out) as deployment:
        # A window each (a background tab's animation frames would wait), sharing the session's cookie.
        contexts = [new_context(browser, configuration, True) for _ in range(2)]
        try:
            pages = [context.new_page() for context in contexts]
            drivers = [BrowserDriver(page, input_mode("mouse", page), True) for page in pages]
            pages[0].goto(deployment.pinned[0])
            # The first step makes the session (a cookie that names none is not shared: the other
            # window would get an id of its own); then both windows hold its cookie.
            drivers[0].tap(drivers[0].button("Save"))
            settled_pages(drivers[0])
            contexts[1].add_cookies(contexts[0].cookies())
            pages[1].goto(deployment.pinned[1])
            checks = ScreenChecks(pages[0], configuration, drivers[0].settle)
            findings = checks.run(drivers[0].fingerprint())
            fields = ["First note", "Second note"]
            started = time.monotonic()
            for number in range(rounds):
                for driver, field, prefix in zip(drivers, fields, "AB"):
                    driver.erase(field, None)
                    driver.type_into(field, f"{prefix}{number}")
                saves = [driver.button("Save") for driver in drivers]
                for save in saves:
                    save.click()
                settled_pages(*drivers)
                for driver, field, prefix in zip(drivers, fields, "AB"):
                    shown = driver.field(field).input_value()
                    if shown != f"{prefix}{number}":
                        raise StepFailure(f"round {number}: the tab that typed {prefix}{number} shows {shown!r}")
                    # The page's field as the server sent it: the tap carried the text, and it was taken.
                    taken = driver.field(field).evaluate("(input) => input.defaultValue")
                    if taken != f"{prefix}{number}":
                        raise StepFailure(f"round {number}: the tap of the tab that typed {prefix}{number} was not "
                                          f"taken (the server's page has {taken!r})")
                    if driver.errors:
                        raise StepFailure(f"round {number}: the page reported errors: " + "; ".join(driver.errors))
                if (number + 1) % 50 == 0 and number + 1 < rounds:
                    print(f"    two-tabs: {number + 1} of {rounds} rounds, {time.monotonic() - started:.0f} s", flush=True)
            seconds = time.monotonic() - started
            pages[0].screenshot(path=os.path.join(out, "two-tabs-first.png"))
            pages[1].screenshot(path=os.path.join(out, "two-tabs-second.png"))
            findings += checks.run(drivers[0].fingerprint())
            if findings:
                raise StepFailure(f"screen checks: {findings[0].check}: {findings[0].message}")
            sessions = [next(cookie["value"] for cookie in context.cookies() if cookie["name"].startswith("wfs_session_"))
                        for context in contexts]
        finally:
            for context in contexts:
                context.close()
        if sessions[0] != sessions[1]:
            raise StepFailure(f"the two tabs ended in two sessions: {sessions}")
        session = sessions[0]
        journal = deployment.journal(session)
        answered = deployment.events_answered()
    sequences = [sequence for sequence, _ in journal]
    if sequences != list(range(len(sequences))):
        raise StepFailure(f"the journal's sequence numbers have gaps or repeats ({len(sequences)} entries)")
    typed = sorted(typed_texts(journal).values(), key=lambda texts: texts[0] if texts else "")
    expected = [[f"{prefix}{number}" for number in range(rounds)] for prefix in "AB"]
    if typed != expected:
        shown = [f"{len(texts)} texts, missing {sorted(set(wanted) - set(texts))[:5]}, repeated "
                 f"{sorted({text for text in texts if texts.count(text) > 1})[:5]}" for texts, wanted in zip(typed, expected)]
        raise StepFailure(f"the journal's notes are not each tab's {rounds}, once, in order: {shown}")
    if min(answered) < rounds:
        raise StepFailure(f"the instances answered {answered[0]} and {answered[1]} events: not one tab each")
    return (f"{rounds} rounds in {seconds:.0f} s; {len(journal)} journal entries, each note once, in each tab's "
            f"order; events answered by the instances: {answered[0]} and {answered[1]}")


def pushed_reply(browser, wfs, out):
    """A reply answered on instance 1 shows, without a reload, on a page whose push channel is on instance 2."""
    configuration = parse_configuration("phone:touch:dark")
    with Deployment(wfs, DEPLOYED, replies=DEPLOYED_REPLIES, name="pushed", logs=out) as deployment:
        # Two windows of one session (the cookie copied): a background tab's animation frames would wait.
        contexts = [new_context(browser, configuration, True) for _ in range(2)]
        try:
            watching, asking = (context.new_page() for context in contexts)
            watcher = BrowserDriver(watching, input_mode("touch", watching), True)
            asker = BrowserDriver(asking, input_mode("touch", asking), True)
            watching.goto(deployment.pinned[1])
            # A first screen opens no push channel (the session is made by the first step): the
            # watching page takes one, and the page it answers with opens the channel.
            watcher.tap(watcher.button("Save"))
            opened = time.monotonic()
            while deployment.instances[1].requests_to("/_wfs/changes") == 0:
                if time.monotonic() - opened > 5:
                    raise StepFailure("the watching page opened no push channel on instance 2 after its first step")
                time.sleep(0.05)
            contexts[1].add_cookies(contexts[0].cookies())
            asking.goto(deployment.pinned[0])
            ask = asker.button("Ask")
            asked = time.monotonic()
            asker.tap(ask)
            while not watching.evaluate(SHOWS_JS, "Answered"):
                if time.monotonic() - asked > 10:
                    raise StepFailure("the reply never showed on the page connected to instance 2: "
                                      + watching.inner_text("body")[:300].replace("\n", " | "))
                time.sleep(0.01)
            delay = time.monotonic() - asked
            watcher.settle()
            watching.screenshot(path=os.path.join(out, "pushed-reply.png"))
            checks = ScreenChecks(watching, configuration, watcher.settle)
            findings = checks.run(watcher.fingerprint())
            if findings:
                raise StepFailure(f"screen checks: {findings[0].check}: {findings[0].message}")
            if watcher.loads != 1:
                raise StepFailure(f"the watching page was loaded {watcher.loads} times: the reply came by a reload")
            if watcher.errors or asker.errors:
                raise StepFailure("the pages reported errors: " + "; ".join(watcher.errors + asker.errors))
        finally:
            for context in contexts:
                context.close()
        asks_on = [instance.requests_to("/events") for instance in deployment.instances]
    if asks_on != [1, 1]:
        raise StepFailure(f"the steps were answered by the instances {asks_on} times, not the watching page's Save"
                          " by instance 2 and the tap on Ask by instance 1")
    return f"the reply (sent 1 s after the tap) showed {delay:.2f} s after the tap, on instance 2's page, no reload"


DEPLOYED_CHECKS = {
    "alternating": ("the Showcase through nginx, its requests alternating between two instances", alternating),
    "killed": ("one instance killed (SIGKILL) halfway through the Showcase: the flow completes on the other",
               killed),
    "outage": ("PostgreSQL stopped and started during the Showcase: a notice, nothing applied, then the flow "
               "completes", database_outage),
    "two-tabs": ("two tabs on two instances save at the same moment, 200 times: the journal holds each once, "
                 "in order", two_tabs),
    "pushed-reply": ("a reply answered on one instance shows on a page connected to the other, without a reload",
                     pushed_reply),
}


def run_deployed_checks(browser, wfs, out, only=()):
    """Runs the checks (those whose name contains one of `only`, when given); the number that failed."""
    failed = 0
    for name, (description, check) in DEPLOYED_CHECKS.items():
        if only and not any(part in name for part in only):
            continue
        started = time.monotonic()
        try:
            figures = check(browser, wfs, out)
            print(f"  ✓ deployed {name}: {description} ({figures}; {time.monotonic() - started:.0f} s)", flush=True)
        except Exception as error:  # noqa: BLE001 - every check runs and is reported
            failed += 1
            print(f"  ✗ deployed {name}: {description}: {brief(error)}", flush=True)
    return failed
