"""The checks of scripts/deployment-check: a session used through nginx in front of two instances."""

import argparse
import http.client
import os
import re
import json
import signal
import ssl
import subprocess
import sys
import threading
import time
import urllib.parse

FAILURES = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        FAILURES.append(what)


class Browser:
    """A cookie and a page's form token, sent to whichever address it is told."""

    def __init__(self):
        self.cookie = None
        self.page = ""

    def connection(self, base):
        address = urllib.parse.urlsplit(base)
        if address.scheme == "https":
            context = ssl.create_default_context()
            context.check_hostname = False
            context.verify_mode = ssl.CERT_NONE
            return http.client.HTTPSConnection(address.hostname, address.port, context=context, timeout=20)
        return http.client.HTTPConnection(address.hostname, address.port, timeout=20)

    def request(self, base, method, path, body=None, headers=None):
        connection = self.connection(base)
        sent = dict(headers or {})
        if self.cookie:
            sent["Cookie"] = self.cookie
        connection.request(method, path, body=body, headers=sent)
        response = connection.getresponse()
        text = response.read().decode("utf-8", "replace")
        connection.close()
        cookie = response.getheader("Set-Cookie")
        if cookie:
            self.cookie = cookie.split(";")[0]
        return response.status, text

    def open(self, base):
        status, self.page = self.request(base, "GET", "/")
        return status

    def post(self, base, event):
        token = re.search(r'name="csrf" value="([^"]+)"', self.page).group(1)
        body = urllib.parse.urlencode({"event": event, "csrf": token})
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
        connection = self.connection(base)
        connection.request("GET", "/_wfs/changes?after=%d" % after, headers={"Cookie": self.cookie})
        response = connection.getresponse()
        return connection, response


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


def requests_to_events(folder, name):
    with open(os.path.join(folder, name + ".log"), encoding="utf-8", errors="replace") as log:
        return log.read().count("hb.request.path=/events")


def main():
    parser = argparse.ArgumentParser()
    for name in ("front", "first", "second", "folder"):
        parser.add_argument("--" + name, required=True)
    parser.add_argument("--first-pid", type=int, required=True)
    parser.add_argument("--second-pid", type=int, required=True)
    options = parser.parse_args()

    browser = Browser()
    check(browser.open(options.front) == 200, "the app opens through nginx with TLS")
    check(bool(browser.cookie) and browser.cookie.startswith("wfs_session_"), "a session cookie is set")
    field = browser.ident(r'name="field\.([^"]+)"')

    failed = typed_steps(browser, options.front, field, ["Step %d" % number for number in range(12)])
    check(failed is None, "12 steps through nginx each show what the step before them left" + (failed or ""))
    first, second = requests_to_events(options.folder, "first"), requests_to_events(options.folder, "second")
    check(first >= 3 and second >= 3, "the steps alternated between the instances (%d and %d)" % (first, second))

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

    tabs = [threading.Thread(target=tab, args=("first", options.first, "A")),
            threading.Thread(target=tab, args=("second", options.second, "B"))]
    for thread in tabs:
        thread.start()
    for thread in tabs:
        thread.join()
    statuses = answers["first"] + answers["second"]
    check(statuses.count(200) == 2 * rounds, "%d pairs of simultaneous posts on the two instances are all answered"
          " (%s)" % (rounds, sorted(set(statuses))))
    session = browser.cookie.split("=", 1)[1]
    rows = subprocess.run(
        ["psql", os.environ["WFS_TEST_POSTGRES_URL"], "-At", "-c",
         "SELECT sequence, convert_from(body, 'UTF8') FROM wfs_entries WHERE session = '%s' ORDER BY sequence"
         % session], capture_output=True, text=True, check=True).stdout.splitlines()
    sequences = [int(row.split("|", 1)[0]) for row in rows]
    texts = []
    for row in rows:
        event = json.loads(row.split("|", 1)[1]).get("event", {})
        if "enterText" in event:
            texts.append(event["enterText"]["text"])
    mine = [text for text in texts if text[:1] in "AB" and text[1:].isdigit()]
    expected = ["A%d" % number for number in range(rounds)] + ["B%d" % number for number in range(rounds)]
    check(sequences == list(range(len(sequences))), "the journal has no gap (%d entries)" % len(sequences))
    check(sorted(mine) == sorted(expected), "the journal holds each of the %d events once" % (2 * rounds))
    check([text for text in mine if text[0] == "A"] == expected[:rounds]
          and [text for text in mine if text[0] == "B"] == expected[rounds:],
          "each tab's events are kept in the order it sent them")
    browser.open(options.front)

    # A reply answered on the first instance, pushed to a page whose channel is on the second.
    browser.open(options.second)
    connection, response = browser.channel(options.second, browser.journal_length())
    check(response.status == 200 and response.getheader("Content-Type") == "text/event-stream",
          "the second instance opens a push channel")
    ask = browser.ident(r'value="tap ([^"]+)"><span class="wfs-text">Ask<')
    status, _ = browser.post(options.first, "tap " + ask)
    asked_at = time.monotonic()
    after_tap = browser.journal_length()
    pushed = next_event_id(response, after_tap, 10)
    delay = time.monotonic() - asked_at
    connection.close()
    check(pushed is not None, "the reply answered on the first instance is pushed by the second (%.2f s after the"
          " tap's page; the reply comes 1 s after the tap)" % delay)
    browser.open(options.second)
    check("Answered" in browser.page, "the second instance shows the reply")

    os.kill(options.first_pid, signal.SIGKILL)
    failed = typed_steps(browser, options.front, field, ["After %d" % number for number in range(6)])
    check(failed is None, "with the first instance killed (SIGKILL), 6 more steps through nginx are answered"
          + (failed or ""))
    browser.open(options.front)
    check("Answered" in browser.page and 'value="After 5"' in browser.page,
          "nothing acknowledged was lost: the reply and the last step show")

    # SIGTERM with a push channel open: the channel ends and the instance stops promptly.
    connection, response = browser.channel(options.second, browser.journal_length())
    os.kill(options.second_pid, signal.SIGTERM)
    started = time.monotonic()
    while response.fp.readline():
        if time.monotonic() - started > 10:
            break
    closed = time.monotonic() - started
    connection.close()
    check(closed < 10, "SIGTERM ends an open push channel (in %.2f s)" % closed)

    print("%d checks failed" % len(FAILURES) if FAILURES else "all checks passed")
    return 1 if FAILURES else 0


if __name__ == "__main__":
    sys.exit(main())
