"""The checks of scripts/api-check that need JSON: what schemathesis's requests were answered (read
from its HAR report), and a native client's walk through the Showcase over /api/v1.

python3 scripts/api_check.py statuses --har FILE --document docs/openapi.json (--without-token | --with-token)
python3 scripts/api_check.py walk --base http://127.0.0.1:PORT

Each check prints `ok   WHAT` or `FAIL WHAT`; the exit status is 1 when one failed."""

import argparse
import collections
import http.client
import json
import re
import sys
import time
import urllib.parse

FAILURES = []
TOKEN = re.compile(r"^[0-9a-f]{32}$")


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        FAILURES.append(what)
    return condition


def header(entry, name):
    for field in entry["headers"]:
        if field["name"].lower() == name:
            return field["value"]
    return None


def statuses(options):
    """Tallies the answers to schemathesis's requests by operation and checks them: without a token,
    every operation that needs one said 401 (404 for a well-formed token no session has); with
    one, each of them was answered with a 2xx at least once, so the token was used."""
    document = json.load(open(options.document, encoding="utf-8"))
    operations = {}
    for path, item in document["paths"].items():
        for method, operation in item.items():
            operations[(method.upper(), path)] = operation
    with open(options.har, encoding="utf-8") as file:
        entries = json.load(file)["log"]["entries"]
    tallies = collections.defaultdict(collections.Counter)
    other = collections.Counter()
    wrong = collections.defaultdict(list)
    for entry in entries:
        method = entry["request"]["method"]
        path = urllib.parse.urlsplit(entry["request"]["url"]).path
        status = entry["response"]["status"]
        if (method, path) not in operations:
            other[status] += 1
            continue
        tallies[(method, path)][status] += 1
        if options.without_token and "security" in operations[(method, path)]:
            authorization = header(entry["request"], "authorization") or ""
            parts = authorization.split()
            named = len(parts) == 2 and parts[0].lower() == "bearer" and TOKEN.match(parts[1])
            expected = 404 if named else 401
            challenge = header(entry["response"], "www-authenticate")
            if status != expected or (status == 401 and not challenge):
                wrong[(method, path)].append("%d for Authorization %r" % (status, authorization))
    for (method, path), tally in sorted(tallies.items(), key=lambda item: item[0][1]):
        counts = ", ".join("%d×%d" % (status, count) for status, count in sorted(tally.items()))
        print("     %s %s: %s" % (method, path, counts))
    if other:
        counts = ", ".join("%d×%d" % (status, count) for status, count in sorted(other.items()))
        print("     methods the paths do not take: %s" % counts)
    secured = sorted(key for key, operation in operations.items() if "security" in operation and key in tallies)
    check(secured, "schemathesis sent requests to the operations that need a token")
    for method, path in secured:
        if options.without_token:
            problems = wrong[(method, path)]
            check(not problems, "%s %s without a token: 401 with WWW-Authenticate, every time%s" % (
                method, path, "" if not problems else " (not: %s)" % "; ".join(sorted(set(problems))[:5])))
        else:
            answered = sum(count for status, count in tallies[(method, path)].items() if 200 <= status < 300)
            check(answered > 0, "%s %s with the token: %d answers 2xx" % (method, path, answered))


class Client:
    """A native client's requests: JSON in and out, a bearer token or a cookie."""

    def __init__(self, base):
        address = urllib.parse.urlsplit(base)
        self.host, self.port = address.hostname, address.port

    def request(self, method, path, body=None, headers=None):
        link = http.client.HTTPConnection(self.host, self.port, timeout=20)
        sent = dict(headers or {})
        if body is not None:
            body = json.dumps(body)
            sent["Content-Type"] = "application/json"
        link.request(method, path, body=body, headers=sent)
        response = link.getresponse()
        text = response.read().decode("utf-8", "replace")
        link.close()
        try:
            answer = json.loads(text) if text else None
        except ValueError:
            answer = None
        return response.status, response.headers, answer


def elements(state):
    """The elements of a state's snapshot, depth first."""
    found = []

    def walk(element):
        found.append(element)
        for child in element.get("children", []):
            walk(child)

    if state and "snapshot" in state:
        walk(state["snapshot"]["window"])
    return found


def texts(state):
    return {element.get("text") for element in elements(state)} - {None}


def walk(options):
    """A native client's walk: make a session, tap Fruit, see the replies' table, be refused a stale
    event with the state to go on from, go back; the page's cookie with its CSRF token."""
    client = Client(options.base)
    status, headers, _ = client.request("POST", "/api/v1/sessions", headers={
        "Content-Type": "application/x-www-form-urlencoded"})
    check(status == 415, "POST /api/v1/sessions as a form (what another site's page can send): 415 (%d)" % status)
    status, headers, made = client.request("POST", "/api/v1/sessions", {})
    if not check(status == 201 and made and TOKEN.match(made.get("token", "")),
                 "POST /api/v1/sessions: 201 with a token (%d)" % status):
        return
    bearer = {"Authorization": "Bearer " + made["token"]}
    first = made["sequence"]
    fruit = [e for e in elements(made) if e.get("kind") == "button" and e.get("text") == "Fruit"]
    if not check(len(fruit) == 1, "the first screen has one button whose text is Fruit"):
        return
    button = fruit[0]["id"]

    status, headers, state = client.request(
        "POST", "/api/v1/events", {"event": "tap", "element": button, "sequence": first}, bearer)
    check(status == 200 and headers.get("Content-Type") == "application/json",
          "POST /api/v1/events tap %s: 200, application/json (%d)" % (button, status))
    deadline = time.monotonic() + 5
    while state and state.get("waiting") and time.monotonic() < deadline:
        time.sleep(0.1)
        status, headers, state = client.request("GET", "/api/v1/session", headers=bearer)
    check(state is not None and not state.get("waiting"), "the reply came within 5 s (waiting: false)")
    check("Lemon" in texts(state), "the snapshot shows Lemon (the replies' fruit table)")
    after = state["sequence"] if state else first
    check(after > first, "the sequence grew: %d, then %d" % (first, after))

    status, headers, problem = client.request(
        "POST", "/api/v1/events", {"event": "tap", "element": button, "sequence": first}, bearer)
    check(status == 409 and headers.get("Content-Type") == "application/problem+json",
          "the same event with the stale sequence %d: 409, application/problem+json (%d)" % (first, status))
    problem = problem or {}
    check(problem.get("status") == 409 and "moved on since sequence %d" % first in problem.get("detail", ""),
          "the problem says the session moved on: %r" % problem.get("detail"))
    refused = problem.get("state") or {}
    check(refused.get("sequence") == after and "Lemon" in texts(refused),
          "the problem's state is where the session is (sequence %s, Lemon)" % refused.get("sequence"))

    status, headers, state = client.request("POST", "/api/v1/events", {"event": "back", "sequence": after}, bearer)
    check(status == 200 and "Fruit" in texts(state) and "Lemon" not in texts(state) and state["sequence"] > after,
          "back: 200, the first screen again, the sequence grew (%d)" % status)

    status, headers, problem = client.request("GET", "/api/v1/session", headers={"Authorization": "Bearer " + "0" * 32})
    check(status == 404 and headers.get("Content-Type") == "application/problem+json",
          "GET /api/v1/session with a token no session has: 404 (%d)" % status)

    # The page's own script: the cookie names the session, and a post carries the CSRF token.
    link = http.client.HTTPConnection(client.host, client.port, timeout=20)
    link.request("GET", "/")
    page = link.getresponse()
    page.read()
    link.close()
    cookie = (page.getheader("Set-Cookie") or "").split(";")[0]
    status, headers, state = client.request("GET", "/api/v1/session", headers={"Cookie": cookie})
    csrf = (state or {}).get("csrfToken")
    check(status == 200 and csrf and "token" not in state,
          "GET /api/v1/session with the page's cookie: 200 with csrfToken (%d)" % status)
    # The page has shown only its first screen: this event makes the session, and names that screen.
    tap = {"event": "tap", "element": button, "sequence": (state or {}).get("sequence", 0)}
    status, headers, problem = client.request("POST", "/api/v1/events", tap, {"Cookie": cookie})
    check(status == 403, "POST /api/v1/events with the cookie and no X-CSRF-Token: 403 (%d)" % status)
    status, headers, state = client.request("POST", "/api/v1/events", tap, {"Cookie": cookie, "X-CSRF-Token": csrf or ""})
    check(status == 200 and "Lemon" in texts(state),
          "POST /api/v1/events with the cookie and X-CSRF-Token: 200, Lemon (%d)" % status)


def main():
    parser = argparse.ArgumentParser()
    commands = parser.add_subparsers(dest="command", required=True)
    tallied = commands.add_parser("statuses")
    tallied.add_argument("--har", required=True)
    tallied.add_argument("--document", required=True)
    token = tallied.add_mutually_exclusive_group(required=True)
    token.add_argument("--without-token", action="store_true")
    token.add_argument("--with-token", action="store_true")
    walked = commands.add_parser("walk")
    walked.add_argument("--base", required=True)
    options = parser.parse_args()
    {"statuses": statuses, "walk": walk}[options.command](options)
    sys.exit(1 if FAILURES else 0)


if __name__ == "__main__":
    main()
