"""The HTTP checks of scripts/deployment-check: a session used through nginx in front of two instances,
as a browser's requests would use it, with the journal read back from PostgreSQL.

Run under scripts/with-postgres: python3 scripts/deployment_check.py --wfs .build/debug/wfs"""

import argparse
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.parse

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Browser"))
from wfsbrowser.deployment import Deployment, connection, typed_texts  # noqa: E402
from wfsbrowser.deployed import DEPLOYED, DEPLOYED_REPLIES  # noqa: E402

FAILURES = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        FAILURES.append(what)


class Browser:
    """A cookie and a page's form token, sent to whichever address it is told."""

    def __init__(self):
        self.cookie = None
        self.set_cookie = None
        self.page = ""

    def request(self, base, method, path, body=None, headers=None):
        link = connection(base, timeout=20)
        sent = dict(headers or {})
        if self.cookie:
            sent["Cookie"] = self.cookie
        link.request(method, path, body=body, headers=sent)
        response = link.getresponse()
        text = response.read().decode("utf-8", "replace")
        link.close()
        cookie = response.getheader("Set-Cookie")
        if cookie:
            self.cookie = cookie.split(";")[0]
            self.set_cookie = cookie
        return response.status, text

    def open(self, base):
        status, self.page = self.request(base, "GET", "/")
        return status

    def post(self, base, event):
        token = re.search(r'name="csrf" value="([^"]+)"', self.page).group(1)
        form = {"event": event, "csrf": token}
        if 'name="first-screen" value="1"' in self.page:
            form["first-screen"] = "1"  # the first screen's hidden field: this step makes the session
        body = urllib.parse.urlencode(form)
        status, text = self.request(base, "POST", "/events", body, {
            "Content-Type": "application/x-www-form-urlencoded", "X-WFS-Fetch": "1"})
        if status == 200:
            self.page = text
        return status, text

    def ident(self, pattern):
        return re.search(pattern, self.page).group(1)

    def journal_length(self):
        return int(re.search(r'data-wfs-journal="(\d+)"', self.page).group(1))

    def channel(self, base, after):
        """An open push channel: a connection whose lines are read as they come."""
        link = connection(base, timeout=20)
        link.request("GET", "/_wfs/changes?after=%d" % after, headers={"Cookie": self.cookie})
        response = link.getresponse()
        return link, response


def api(base, method, path, token=None, body=None):
    """A JSON API request (docs/NATIVE.md): the status and the parsed body."""
    link = connection(base, timeout=20)
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = "Bearer " + token
    link.request(method, path, body=json.dumps(body) if body is not None else None, headers=headers)
    response = link.getresponse()
    text = response.read().decode("utf-8", "replace")
    link.close()
    try:
        return response.status, json.loads(text)
    except ValueError:
        return response.status, {"text": text}


def snapshot_elements(state):
    """The elements of a state's snapshot, depth first."""
    found, pending = [], [state.get("snapshot", {}).get("window", {})]
    while pending:
        element = pending.pop()
        found.append(element)
        pending.extend(reversed(element.get("children", [])))
    return found


def check_api(deployment):
    """A native client's session through nginx: made, moved on by events the two instances answer in
    turn, each answer showing the step before it; /metrics is not served to the public front."""
    front = deployment.front
    status, state = api(front, "POST", "/api/v1/sessions")
    token = state.get("token")
    check(status == 201 and bool(token), "POST /api/v1/sessions through nginx makes a session (%d)" % status)
    fields = [element["id"] for element in snapshot_elements(state) if element.get("kind") == "textField"]
    before = [instance.requests_to("/api/v1/events") for instance in deployment.instances]
    shown = []
    for number in range(8):
        text = "Api %d" % number
        status, state = api(front, "POST", "/api/v1/events", token,
                            {"event": "enterText", "element": fields[0], "value": text})
        values = [element.get("value") for element in snapshot_elements(state) if element.get("id") == fields[0]]
        shown.append(status == 200 and values == [text])
    after = [instance.requests_to("/api/v1/events") for instance in deployment.instances]
    check(all(shown), "8 API events through nginx each answer with the state they made (%s)" % shown)
    check(min(a - b for a, b in zip(after, before)) >= 2,
          "the API events alternated between the instances (%s)" % [a - b for a, b in zip(after, before)])
    status, state = api(deployment.instances[1].url, "GET", "/api/v1/session", token)
    values = [element.get("value") for element in snapshot_elements(state) if element.get("id") == fields[0]]
    check(status == 200 and values == ["Api 7"], "either instance reads the session's last state (%s)" % values)
    link = connection(front, timeout=20)
    link.request("GET", "/metrics")
    response = link.getresponse()
    response.read()
    link.close()
    check(response.status == 403, "nginx keeps /metrics from the public front (%d)" % response.status)
    status, _ = api(deployment.instances[0].url, "GET", "/metrics")
    check(status == 200, "each instance serves /metrics on its own address")


def next_event_id(response, above, seconds):
    """The first event id above `above` the channel sends within `seconds`, or None."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        line = response.fp.readline()
        if not line:
            return None
        match = re.match(rb"id: (\d+)", line)
        if match and int(match.group(1)) > above:
            return int(match.group(1))
    return None


def typed_steps(browser, base, field, texts):
    """Types each of `texts` into `field`, a step each; None when every page showed its text, else why not."""
    for text in texts:
        status, page = browser.post(base, "enterText %s %s" % (field, text))
        if status != 200 or ('value="%s"' % text) not in page:
            return ": step %r got status %d" % (text, status)
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--wfs", required=True)
    options = parser.parse_args()
    with Deployment(os.path.abspath(options.wfs), DEPLOYED, replies=DEPLOYED_REPLIES, name="http") as deployment:
        check_deployment(deployment)
    print("%d checks failed" % len(FAILURES) if FAILURES else "all checks passed")
    return 1 if FAILURES else 0


def check_deployment(deployment):
    front, first, second = deployment.front, deployment.instances[0].url, deployment.instances[1].url
    browser = Browser()
    check(browser.open(front) == 200, "the app opens through nginx with TLS")
    check(bool(browser.cookie) and browser.cookie.startswith("wfs_session_"), "a session cookie is set")
    # nginx says the request came over HTTPS (X-Forwarded-Proto $scheme), and it is a --trusted-proxy.
    check("Secure" in (browser.set_cookie or ""), "the cookie set through the TLS front is Secure: %s" % browser.set_cookie)
    plain = Browser()
    plain.open(deployment.plain_front)
    check(plain.set_cookie is not None and "Secure" not in plain.set_cookie,
          "the cookie set through the plain front is not: %s" % plain.set_cookie)
    field = browser.ident(r'name="field\.([^"]+)"')

    failed = typed_steps(browser, front, field, ["Step %d" % number for number in range(12)])
    check(failed is None, "12 steps through nginx each show what the step before them left" + (failed or ""))
    answered = deployment.events_answered()
    check(min(answered) >= 3, "the steps alternated between the instances (%d and %d)" % tuple(answered))

    # Two tabs of one session, one on each instance, posting at the same moment, 200 times.
    rounds = 200
    answers = {"first": [], "second": []}
    barrier = threading.Barrier(2)

    def tab(name, base, prefix):
        own = Browser()
        own.cookie, own.page = browser.cookie, browser.page
        for number in range(rounds):
            barrier.wait()
            status, _ = own.post(base, "enterText %s %s%d" % (field, prefix, number))
            answers[name].append(status)

    tabs = [threading.Thread(target=tab, args=("first", first, "A")),
            threading.Thread(target=tab, args=("second", second, "B"))]
    for thread in tabs:
        thread.start()
    for thread in tabs:
        thread.join()
    statuses = answers["first"] + answers["second"]
    check(statuses.count(200) == 2 * rounds, "%d pairs of simultaneous posts on the two instances are all answered"
          " (%s)" % (rounds, sorted(set(statuses))))
    journal = deployment.journal(browser.cookie.split("=", 1)[1])
    sequences = [sequence for sequence, _ in journal]
    mine = [text for text in typed_texts(journal).get(field, []) if text[:1] in "AB" and text[1:].isdigit()]
    expected = ["A%d" % number for number in range(rounds)] + ["B%d" % number for number in range(rounds)]
    check(sequences == list(range(len(sequences))), "the journal has no gap (%d entries)" % len(sequences))
    check(sorted(mine) == sorted(expected), "the journal holds each of the %d events once" % (2 * rounds))
    check([text for text in mine if text[0] == "A"] == expected[:rounds]
          and [text for text in mine if text[0] == "B"] == expected[rounds:],
          "each tab's events are kept in the order it sent them")
    browser.open(front)

    check_api(deployment)

    # A reply answered on the first instance, pushed to a page whose channel is on the second.
    browser.open(second)
    connection, response = browser.channel(second, browser.journal_length())
    check(response.status == 200 and response.getheader("Content-Type") == "text/event-stream",
          "the second instance opens a push channel")
    ask = browser.ident(r'value="tap ([^"]+)"><span class="wfs-text">Ask<')
    status, _ = browser.post(first, "tap " + ask)
    asked_at = time.monotonic()
    after_tap = browser.journal_length()
    pushed = next_event_id(response, after_tap, 10)
    delay = time.monotonic() - asked_at
    connection.close()
    check(pushed is not None, "the reply answered on the first instance is pushed by the second (%.2f s after the"
          " tap's page; the reply comes 1 s after the tap)" % delay)
    browser.open(second)
    check("Answered" in browser.page, "the second instance shows the reply")

    deployment.instances[0].crash()
    failed = typed_steps(browser, front, field, ["After %d" % number for number in range(6)])
    check(failed is None, "with the first instance killed (SIGKILL), 6 more steps through nginx are answered"
          + (failed or ""))
    browser.open(front)
    check("Answered" in browser.page and 'value="After 5"' in browser.page,
          "nothing acknowledged was lost: the reply and the last step show")

    # SIGTERM with a push channel open: the channel ends and the instance stops promptly, with 0.
    connection, response = browser.channel(second, browser.journal_length())
    process = deployment.instances[1].process
    process.send_signal(signal.SIGTERM)
    started = time.monotonic()
    while response.fp.readline():
        if time.monotonic() - started > 10:
            break
    closed = time.monotonic() - started
    connection.close()
    check(closed < 10, "SIGTERM ends an open push channel (in %.2f s)" % closed)
    try:
        status = process.wait(timeout=10)
        check(status == 0, "the second instance stopped with %d after SIGTERM" % status)
    except subprocess.TimeoutExpired:
        check(False, "the second instance stopped within 10 s of SIGTERM")


if __name__ == "__main__":
    sys.exit(main())
