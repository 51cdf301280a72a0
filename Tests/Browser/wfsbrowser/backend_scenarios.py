"""Scenario checks of `wfs serve --delegate`: the Showcase with its messages answered by the example
backend (Examples/backend/server.py), which a test makes slow, stops, has answer garbage, refuse
unsigned requests or fail with 500, or keeps answering while `wfs serve` is killed and started again.

What a person must see in each: the app's own failure path (the "No fruit" alert, then "No fruit
to show") soon after the server's deadline, never a hang, and a server that goes on serving; after
a restart, the question asked again with the same idempotency key and the answer shown. The server
logs the runtime issue of each failure with its code: WFR0023 (the backend unreachable), WFR0024
(no answer before the deadline), WFR0025 (an HTTP error status) and WFR0026 (an answer that is not
usable).
"""
import os
import re
import shutil
import tempfile
import time
import urllib.request

from .backend import BackendServer, delegated_showcase
from .checks import ScreenChecks
from .config import parse_configuration
from .driver import ALERT_JS, StepFailure
from .runner import opened, wait_for_text

# The server's deadline for an answer in these scenarios (`--delegate-timeout`), and how soon after
# the tap the person must see that the fruit did not come.
# A busy machine takes seconds to render a page; the slow backend answers well after both.
DEADLINE_SECONDS = 2
SHOWN_WITHIN_SECONDS = 10.0
SLOW_ANSWER_SECONDS = 20


def backend_for(out, name):
    return BackendServer(os.path.join(out, f"{name}-backend.log"), name=f"backend ({name})")


def shows(page, text):
    return page.get_by_text(text, exact=False).count() > 0


def logged_issue(server, code, timeout=3.0):
    """Waits until `wfs serve`'s log (its output, in server.log_path) names the runtime issue `code`;
    StepFailure, with the developer panel's text, when it does not."""
    deadline = time.monotonic() + timeout
    while True:
        with open(server.log_path, encoding="utf-8", errors="replace") as written:
            if code in written.read():
                return
        if time.monotonic() > deadline:
            raise StepFailure(f"the server's log ({os.path.basename(server.log_path)}) does not name {code}")
        time.sleep(0.1)


def tap_fruit_and_see_no_fruit(page, driver, out, name, configuration, code, server):
    """Taps Fruit on the Home screen: the "No fruit" alert must show within SHOWN_WITHIN_SECONDS of
    the tap (the server gave up: no hang), pass the screen checks, and after OK the table says "No
    fruit to show"; the server's log names `code`."""
    started = time.monotonic()
    driver.tap(driver.button("Fruit"))
    while not page.evaluate(ALERT_JS, "No fruit"):
        if shows(page, "Lemon"):
            raise StepFailure("the fruit showed: the backend's answer was taken, not the failure")
        if time.monotonic() - started > SHOWN_WITHIN_SECONDS:
            page.screenshot(path=os.path.join(out, f"{name}-failed-no-alert.png"))
            raise StepFailure(f"no 'No fruit' alert within {SHOWN_WITHIN_SECONDS:g} s of the tap on Fruit; the "
                              "page shows: " + page.inner_text("body")[:300].replace("\n", " | "))
        page.wait_for_timeout(50)
    seconds = time.monotonic() - started
    driver.settle()
    page.screenshot(path=os.path.join(out, f"{name}-1-alert.png"))
    check_screen(page, driver, configuration, f"{name}: the 'No fruit' alert")
    driver.tap(driver.button("OK"))
    wait_for_text(page, "No fruit to show", timeout=5)
    page.screenshot(path=os.path.join(out, f"{name}-2-no-fruit.png"))
    check_screen(page, driver, configuration, f"{name}: 'No fruit to show'")
    logged_issue(server, code)
    return seconds


def check_screen(page, driver, configuration, what):
    """The checks of every flow's screen states (axe in both schemes, covering, touch targets, layout)."""
    findings = ScreenChecks(page, parse_configuration(configuration), driver.settle).run(driver.fingerprint())
    if findings:
        listed = "; ".join(f"{finding.check}: {finding.message}" for finding in findings[:3])
        more = f" (and {len(findings) - 3} more)" if len(findings) > 3 else ""
        raise StepFailure(f"{what}: {listed}{more}")


def see_fruit_again(page, driver, out, name):
    """Back to Home and Fruit again: with the backend answering at once, the table shows Lemon."""
    driver.tap(driver.back_button())
    driver.tap(driver.button("Fruit"))
    wait_for_text(page, "Lemon", timeout=5)
    page.screenshot(path=os.path.join(out, f"{name}-3-fruit.png"))


def scrape(server):
    """The server's `/metrics` as {'name{labels}': value}, as Prometheus reads it."""
    with urllib.request.urlopen(server.url + "metrics", timeout=5) as response:
        text = response.read().decode()
    samples = {}
    for line in text.splitlines():
        match = re.match(r"^([^#\s][^ ]*) ([0-9.eE+-]+)$", line)
        if match:
            samples[match.group(1)] = float(match.group(2))
    return samples


def check_moved(before, after, name, by_at_least=1):
    """StepFailure unless the sample `name` grew by `by_at_least` between two scrapes."""
    grown = after.get(name, 0) - before.get(name, 0)
    if grown < by_at_least:
        raise StepFailure(f"/metrics: {name} grew by {grown:g}, not at least {by_at_least}")


def no_page_errors(driver):
    if driver.errors:
        raise StepFailure("the page reported errors: " + "; ".join(driver.errors))


def backend_slow(browser, wfs, out):
    """getFruit answered after 20 s, past the server's 2 s deadline: the "No fruit" alert shows within
    10 s (WFR0024 in the log); with the delay gone, Fruit again shows the fruit. /metrics counts it
    all: the failure by its code, the answer, the events and the journal appends."""
    name, configuration = "backend-slow", "phone:touch"
    with backend_for(out, name) as backend, delegated_showcase(wfs, out, name, backend, DEADLINE_SECONDS) as server:
        backend.answer_with("getFruit", delay_seconds=SLOW_ANSWER_SECONDS)
        before = scrape(server)
        with opened(browser, server.url, configuration, input="touch") as (page, driver):
            tap_fruit_and_see_no_fruit(page, driver, out, name, configuration, "WFR0024", server)
            failed = scrape(server)
            check_moved(before, failed, 'wfs_delegate_failures_total{code="WFR0024"}')
            check_moved(before, failed, 'wfs_delegate_requests_total{outcome="failed"}')
            backend.answer_with("getFruit", delay_seconds=0)
            see_fruit_again(page, driver, out, name)
            no_page_errors(driver)
        # The person's taps, as /metrics counts them: events applied, journal appends, delegate answers.
        after = scrape(server)
        check_moved(before, after, 'wfs_events_total{outcome="applied"}', 4)
        check_moved(before, after, 'wfs_journal_appends_total{outcome="saved"}', 4)
        check_moved(before, after, 'wfs_delegate_requests_total{outcome="answered"}')
        check_moved(before, after, "wfs_delegate_request_duration_seconds_count", 2)
        if after.get("wfs_sessions_live") != 1:
            raise StepFailure(f"/metrics: wfs_sessions_live is {after.get('wfs_sessions_live')}, not 1")


def backend_down(browser, wfs, out):
    """The backend stopped: tapping Fruit shows the "No fruit" alert at once, not after a hang (WFR0023
    in the log), a reload still shows the screen, and with the backend back Fruit shows the fruit."""
    name, configuration = "backend-down", "desktop:mouse:dark"
    with backend_for(out, name) as backend, delegated_showcase(wfs, out, name, backend, DEADLINE_SECONDS) as server:
        with opened(browser, server.url, configuration) as (page, driver):
            backend.stop()
            tap_fruit_and_see_no_fruit(page, driver, out, name, configuration, "WFR0023", server)
            page.reload()
            driver.settle()
            if server.process.poll() is not None:
                raise StepFailure("wfs serve stopped after the backend went away")
            if page.title() != "Fruit" or not shows(page, "No fruit to show"):
                raise StepFailure(f"after a reload the page shows {page.title()!r}: "
                                  + page.inner_text("body")[:300].replace("\n", " | "))
            backend.start()
            see_fruit_again(page, driver, out, name)
            no_page_errors(driver)


def backend_garbage(browser, wfs, out):
    """getFruit answered with a body that is not JSON: the "No fruit" alert (WFR0026 in the log); with
    a good answer again, Fruit shows the fruit."""
    name, configuration = "backend-garbage", "phone:keyboard"
    with backend_for(out, name) as backend, delegated_showcase(wfs, out, name, backend, DEADLINE_SECONDS) as server:
        backend.answer_with("getFruit", raw_body="this is not JSON {")
        with opened(browser, server.url, configuration, input="keyboard") as (page, driver):
            tap_fruit_and_see_no_fruit(page, driver, out, name, configuration, "WFR0026", server)
            backend.answer_with("getFruit", raw_body=None)
            see_fruit_again(page, driver, out, name)
            no_page_errors(driver)


def backend_refuses(browser, wfs, out):
    """The backend wants signed requests and `wfs serve` has no secret: its 401 is a failure at once,
    not retried ("No fruit", WFR0025)."""
    name, configuration = "backend-refuses", "phone:touch:dark"
    # A secret wfs serve does not have (were WFS_DELEGATE_SECRET set here, it signs with another one).
    with BackendServer(os.path.join(out, f"{name}-backend.log"), secret=os.urandom(16).hex(),
                       name=f"backend ({name})") as backend, \
            delegated_showcase(wfs, out, name, backend, DEADLINE_SECONDS) as server:
        with opened(browser, server.url, configuration, input="touch") as (page, driver):
            tap_fruit_and_see_no_fruit(page, driver, out, name, configuration, "WFR0025", server)
            no_page_errors(driver)
        refused = backend.log_text().count("→ 401")
    if refused != 1:
        raise StepFailure(f"the backend refused {refused} requests with 401: a refusal must not be retried")


def backend_error(browser, wfs, out):
    """The backend fails (500) on getFruit: `wfs serve` tries again with the same idempotency key and
    the next X-WFS-Attempt, then takes the failure path ("No fruit", WFR0025)."""
    name, configuration = "backend-error", "phone:mouse"
    with backend_for(out, name) as backend, delegated_showcase(wfs, out, name, backend, DEADLINE_SECONDS) as server:
        # A row the backend cannot read (user_info that is not JSON) makes it answer 500.
        backend.answer_with("getFruit", user_info="{not JSON")
        with opened(browser, server.url, configuration) as (page, driver):
            tap_fruit_and_see_no_fruit(page, driver, out, name, configuration, "WFR0025", server)
            no_page_errors(driver)
        received = backend.requests("getFruit")
    shown = ", ".join(f"({row['idempotency_key']}, attempt {row['attempt']})" for row in received)
    if len(received) < 2:
        raise StepFailure(f"after a 500 the server did not try again: {shown}")
    if len({row["idempotency_key"] for row in received}) != 1:
        raise StepFailure(f"the retries of one getFruit have different idempotency keys: {shown}")
    if [row["attempt"] for row in received] != list(range(1, len(received) + 1)):
        raise StepFailure(f"the attempts are not numbered 1, 2, …: {shown}")


def backend_restore(browser, wfs, out):
    """`wfs serve` killed (SIGKILL) while the backend takes 4 s over getFruit, and started again on the
    same store: the reloaded page shows the fruit, and the backend received getFruit twice with the
    same idempotency key, the second marked as a repeat."""
    restarted_while_asked(browser, wfs, out, "backend-restore", lambda server: server.crash())


def backend_stop(browser, wfs, out):
    """The same with a graceful stop (SIGTERM, as a rolling deploy does): the request cut by the stop
    gets no answer, so no failure is kept, and the restarted server asks again with the same key."""
    restarted_while_asked(browser, wfs, out, "backend-stop", lambda server: server.stop())


def restarted_while_asked(browser, wfs, out, name, end):
    """`wfs serve` ended by `end(server)` while the backend takes 4 s over getFruit, then started again
    on the same store: the fruit shows after a reload, and the backend got getFruit twice with one key."""
    configuration = "phone:touch"
    state = tempfile.mkdtemp(prefix=f"wfs-{name}-")
    try:
        with backend_for(out, name) as backend:
            backend.answer_with("getFruit", delay_seconds=4)
            # The server's default deadline (10 s): the 4 s answer is slow, not late.
            first = delegated_showcase(wfs, out, f"{name}-before", backend, timeout=10, state_dir=state)
            with first, opened(browser, first.url, configuration, input="touch") as (page, driver):
                driver.tap(driver.button("Fruit"))
                backend.wait_for_requests("getFruit", 1, timeout=5)
                if shows(page, "Lemon"):
                    raise StepFailure("the fruit showed before the server ended: getFruit was not slow")
                page.screenshot(path=os.path.join(out, f"{name}-1-asked.png"))
                end(first)
                if shows(page, "No fruit"):
                    raise StepFailure("the page shows the failure path: the stop was kept as a failed getFruit")
                backend.answer_with("getFruit", delay_seconds=0)
                # The page's look-again while no server listens is refused; that is not the page's fault.
                driver.errors.clear()
                with delegated_showcase(wfs, out, f"{name}-after", backend, timeout=10, state_dir=state,
                                        port=first.port):
                    page.reload()
                    driver.settle()
                    wait_for_text(page, "Lemon", timeout=10)
                    page.screenshot(path=os.path.join(out, f"{name}-2-fruit.png"))
                    if shows(page, "No fruit"):
                        raise StepFailure("after the restart the page shows the failure path as well as the fruit")
                    no_page_errors(driver)
            received = backend.requests("getFruit")
    finally:
        shutil.rmtree(state, ignore_errors=True)
    shown = ", ".join(f"({row['idempotency_key']}, repeat {row['repeat']}, attempt {row['attempt']})"
                      for row in received)
    if len(received) != 2:
        raise StepFailure(f"the backend received {len(received)} getFruit requests, not 2 (one before the server "
                          f"ended, one after): {shown}")
    if received[0]["idempotency_key"] != received[1]["idempotency_key"]:
        raise StepFailure(f"the getFruit asked again after the restart has another idempotency key: {shown}")
    if (received[0]["repeat"], received[1]["repeat"]) != (0, 1):
        raise StepFailure(f"only the getFruit asked again after the restart must say repeat: true: {shown}")


BACKEND_SCENARIOS = {
    "backend-slow": ("the delegate backend answers getFruit after the deadline: 'No fruit' within 10 s, WFR0024, "
                     "then the fruit", backend_slow),
    "backend-down": ("the delegate backend stopped: 'No fruit' at once, WFR0023, a reload answers, then the fruit",
                     backend_down),
    "backend-garbage": ("the delegate backend answers getFruit with garbage: 'No fruit', WFR0026, then the fruit",
                        backend_garbage),
    "backend-refuses": ("the delegate backend refuses unsigned requests (401): 'No fruit' at once, WFR0025, "
                        "no retry", backend_refuses),
    "backend-error": ("the delegate backend fails with 500: retried with the same key and attempts 1, 2, …, "
                      "then 'No fruit', WFR0025", backend_error),
    "backend-restore": ("wfs serve killed while the delegate backend answers: after the restart getFruit is asked "
                        "again with the same idempotency key and the fruit shows", backend_restore),
    "backend-stop": ("wfs serve stopped (SIGTERM) while the delegate backend answers: no failure kept, getFruit "
                     "asked again with the same key after the restart", backend_stop),
}
