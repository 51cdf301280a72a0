"""The cases of scripts/hostile-check: `wfs serve` attacked as a hostile client would attack it, from
127.0.0.2, while honest people use it from 127.0.0.1 (on Linux every 127.x address is this machine).

python3 scripts/hostile_check.py --wfs .build/debug/wfs [--only NAME]… [--keep]

Each case starts its own `wfs serve` (a free port, its own temporary --state-dir, stopped at the
end of the case whatever happens), attacks it, and prints one line: `PASS NAME: FIGURES` or
`FAIL NAME: FIGURES`, then, for a failure, what was wrong and the server's last log lines. The
last line is `hostile-check: N cases, M failed, T s`; the exit status is 1 when a case failed.
Every loop is bounded by a count and by a time. Standard library only (Python 3.11)."""

import argparse
import atexit
import http.client
import json
import os
import queue
import random
import re
import resource
import select
import shutil
import signal
import socket
import stat
import statistics
import string
import subprocess
import sys
import tempfile
import threading
import time
import traceback
import urllib.parse

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
HONEST = "127.0.0.1"
HOSTILE = "127.0.0.2"
SHOWCASE = os.path.join(REPOSITORY, "Examples", "Showcase", "app.xml")
SHOWCASE_REPLIES = os.path.join(REPOSITORY, "Examples", "Showcase", "showcase.yaml")
WFS = None
RUN_FOLDER = None
SERVERS = []  # every wfs serve started, so that none outlives the run

# A screen with a text field and a button: what most cases need.
NOTES = """<workflow>
    <navigation>
        <screen>
            <title>Notes</title>
            <view>
                <container>
                    <textField name="note"><placeholder>Note</placeholder></textField>
                    <button>
                        <title>Save</title>
                        <message>save</message>
                    </button>
                </container>
            </view>
            <actions>
                <showAlert name="save">Saved</showAlert>
            </actions>
        </screen>
    </navigation>
</workflow>
"""


class Stopped(Exception):
    """A case cannot go on (the server did not start, a response never came)."""


# ---------------------------------------------------------------------------------------------
# HTTP, as a client that may be honest or hostile


class Response:
    def __init__(self, status, headers, body, seconds):
        self.status = status
        self.headers = headers  # [(name, value)] as received, repeated names kept
        self.body = body
        self.seconds = seconds

    def header(self, name):
        for key, value in self.headers:
            if key.lower() == name.lower():
                return value
        return None

    @property
    def text(self):
        return self.body.decode("utf-8", "replace")

    def json(self):
        try:
            return json.loads(self.body)
        except ValueError:
            return None

    def detail(self):
        """The problem's `detail`, else the body's first line, for messages."""
        parsed = self.json()
        if isinstance(parsed, dict) and parsed.get("detail"):
            return parsed["detail"]
        return self.text.strip().splitlines()[0][:200] if self.text.strip() else ""


def request(port, method, path, headers=(), body=None, source=HONEST, timeout=5.0, link=None):
    """One request from `source` to wfs serve on 127.0.0.1:port. `headers` is a list of (name,
    value), sent as given (a name may repeat); Host is 127.0.0.1:PORT unless one is given."""
    own = link is None
    if own:
        link = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout, source_address=(source, 0))
    started = time.monotonic()
    try:
        link.putrequest(method, path, skip_host=True, skip_accept_encoding=True)
        names = {name.lower() for name, _ in headers}
        if "host" not in names:
            link.putheader("Host", "127.0.0.1:%d" % port)
        for name, value in headers:
            link.putheader(name, value)
        if isinstance(body, str):
            body = body.encode("utf-8")
        if "content-length" not in names and (body is not None or method in ("POST", "PUT")):
            link.putheader("Content-Length", str(len(body or b"")))
        link.endheaders(body)
        response = link.getresponse()
        data = response.read()
        answer = Response(response.status, response.getheaders(), data, time.monotonic() - started)
        remember_secrets(answer)
        return answer
    finally:
        if own:
            link.close()


SECRETS = set()  # every session id (cookie, token) the server gave in this case: its log must name none


def remember_secrets(response):
    for name, value in response.headers:
        if name.lower() == "set-cookie":
            match = re.match(r"\s*wfs_session_[^=]*=([0-9A-Za-z_-]{16,})", value)
            if match:
                SECRETS.add(match.group(1))
    if response.body[:1] == b"{":
        for match in re.finditer(rb'"token"\s*:\s*"([0-9A-Za-z_-]{16,})"', response.body[:4096]):
            SECRETS.add(match.group(1).decode())


class KeptLink:
    """A kept-alive connection from one address, made again when the server closes it."""

    def __init__(self, port, source, timeout=5.0):
        self.port, self.source, self.timeout = port, source, timeout
        self.link = None

    def send(self, method, path, headers=(), body=None):
        for attempt in range(2):
            if self.link is None:
                self.link = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout,
                                                       source_address=(self.source, 0))
            try:
                response = request(self.port, method, path, headers, body, link=self.link)
            except (http.client.HTTPException, OSError):
                self.close()
                if attempt:
                    raise
                continue
            if (response.header("Connection") or "").lower() == "close":
                self.close()
            return response

    def close(self):
        if self.link is not None:
            self.link.close()
            self.link = None


def cookie_of(response):
    value = response.header("Set-Cookie")
    return value.split(";")[0] if value else None


def is_secure(set_cookie):
    return any(part.strip().lower() == "secure" for part in (set_cookie or "").split(";")[1:])


class Browser:
    """A person with a browser and no script: a cookie, the page last shown, its form."""

    def __init__(self, port, source=HONEST):
        self.port, self.source = port, source
        self.cookie = None
        self.page = ""
        self.last = None

    def open(self, path="/", headers=()):
        sent = list(headers)
        if self.cookie:
            sent.append(("Cookie", self.cookie))
        response = request(self.port, "GET", path, sent, source=self.source)
        self.last = response
        if cookie_of(response):
            self.cookie = cookie_of(response)
        if response.status == 200:
            self.page = response.text
        return response

    def field(self):
        match = re.search(r'name="field\.([^"]+)"', self.page)
        return match.group(1) if match else None

    def start(self, headers=()):
        """Opens the app and takes a first step (a return in its field), which makes the session: a
        visit that only looks makes none. The step's answer."""
        opened = self.open(headers=headers)
        if opened.status != 200:
            return opened
        return self.post("pressReturn %s" % self.field(), headers=headers)

    def value_shown(self, text):
        return ('value="%s"' % text) in self.page

    def post(self, event, fields=None, raw_body=None, headers=()):
        match = re.search(r'name="csrf" value="([^"]+)"', self.page)
        form = {"event": event, "csrf": match.group(1) if match else ""}
        if 'name="first-screen" value="1"' in self.page:
            form["first-screen"] = "1"  # a hidden field of the first screen's form, posted as a browser posts it
        for name, value in (fields or {}).items():
            form["field." + name] = value
        body = raw_body if raw_body is not None else urllib.parse.urlencode(form)
        headers = [("Content-Type", "application/x-www-form-urlencoded"), ("X-WFS-Fetch", "1")] + list(headers)
        if self.cookie:
            headers.append(("Cookie", self.cookie))
        response = request(self.port, "POST", "/events", headers, body, source=self.source)
        self.last = response
        if response.status == 200:
            self.page = response.text
        return response


def api(port, method, path, token=None, body=None, source=HONEST, content_type="application/json", headers=()):
    sent = list(headers)
    if content_type:
        sent.append(("Content-Type", content_type))
    if token:
        sent.append(("Authorization", "Bearer " + token))
    data = json.dumps(body) if isinstance(body, (dict, list)) else body
    return request(port, method, path, sent, data, source=source, timeout=10)


def elements(state):
    found, pending = [], [((state or {}).get("snapshot") or {}).get("window") or {}]
    while pending:
        element = pending.pop()
        found.append(element)
        pending.extend(reversed(element.get("children", [])))
    return found


def first_of_kind(state, kind):
    for element in elements(state):
        if element.get("kind") == kind:
            return element
    return None


def button_event(page, title):
    """The event of the button whose title is `title` on a page, such as `tap button-3`."""
    match = re.search(r'value="(tap [^"]+)"[^>]*>(?:<[^>]+>)*%s<' % re.escape(title), page)
    return match.group(1) if match else None


def connect(port, source, timeout=3.0):
    link = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    link.bind((source, 0))
    link.settimeout(timeout)
    try:
        link.connect(("127.0.0.1", port))
    except OSError:
        link.close()
        raise
    return link


def read_head(link, seconds):
    """Bytes from a socket until the end of a response head, EOF or `seconds`."""
    data = b""
    end = time.monotonic() + seconds
    while b"\r\n\r\n" not in data and time.monotonic() < end:
        link.settimeout(max(0.01, end - time.monotonic()))
        try:
            chunk = link.recv(4096)
        except socket.timeout:
            break
        except OSError:
            break
        if not chunk:
            break
        data += chunk
    return data


def status_of(head):
    match = re.match(rb"HTTP/1\.[01] (\d{3})", head)
    return int(match.group(1)) if match else None


def header_in(head, name):
    match = re.search(rb"(?im)^" + re.escape(name.encode()) + rb":[ \t]*([^\r\n]*)", head)
    return match.group(1).decode("latin-1") if match else None


def tally_text(statuses):
    counts = {}
    for status in statuses:
        counts[status] = counts.get(status, 0) + 1
    return ", ".join("%s×%s" % (count, status) for status, count in sorted(counts.items(), key=str))


def live_sessions(port):
    try:
        text = request(port, "GET", "/metrics", timeout=5).text
    except OSError:
        return None
    match = re.search(r"(?m)^wfs_sessions_live(?:\{[^}]*\})? ([0-9.e+]+)", text)
    return int(float(match.group(1))) if match else None


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def milliseconds(seconds):
    return "%d ms" % round(seconds * 1000)


def kib(count):
    return "%.0f KiB" % (count / 1024) if count < 10 * 1024 * 1024 else "%.1f MiB" % (count / 1048576)


def store_bytes(path):
    return sum(os.path.getsize(path + suffix) for suffix in ("", "-wal", "-shm") if os.path.exists(path + suffix))


def letters(count, seed):
    generator = random.Random(seed)
    return "".join(generator.choice(string.ascii_letters) for _ in range(count))


# ---------------------------------------------------------------------------------------------
# The server under test


class Server:
    def __init__(self, case, schema, flags=(), nofile=None, umask=None, state_dir=None, port=None):
        self.case = case
        self.schema = schema
        self.flags = [str(flag) for flag in flags]
        self.nofile = nofile
        self.umask = umask
        self.port = port or free_port()
        self.state_dir = state_dir or os.path.join(case.folder, "state-%d" % self.port)
        self.process = None
        self.log_path = None
        self.starts = 0

    @property
    def store(self):
        return os.path.join(self.state_dir, "sessions-%d.sqlite" % self.port)

    def command(self):
        return [WFS, "serve", self.schema, "--port", str(self.port), "--state-dir", self.state_dir,
                "--color", "never"] + self.flags

    def start(self, seconds=25):
        self.starts += 1
        self.log_path = os.path.join(self.case.folder, "server-%d-%d.log" % (self.port, self.starts))
        nofile = self.nofile

        def limit():
            if nofile:
                resource.setrlimit(resource.RLIMIT_NOFILE, (nofile, nofile))

        with open(self.log_path, "wb") as log:
            self.process = subprocess.Popen(
                self.command(), stdin=subprocess.DEVNULL, stdout=log, stderr=subprocess.STDOUT,
                cwd=self.case.folder, start_new_session=True, umask=-1 if self.umask is None else self.umask,
                preexec_fn=limit if nofile else None)
        SERVERS.append(self)
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if self.process.poll() is not None:
                raise Stopped("wfs serve exited with %d before it served (%s)" % (
                    self.process.returncode, " / ".join(self.output().strip().splitlines()[-3:])))
            if "Serving " in self.output():
                try:
                    if request(self.port, "GET", "/healthz", timeout=1).status == 200:
                        return self
                except OSError:
                    pass
            time.sleep(0.05)
        raise Stopped("wfs serve did not answer /healthz within %d s" % seconds)

    def output(self):
        try:
            with open(self.log_path, encoding="utf-8", errors="replace") as log:
                return log.read()
        except (OSError, TypeError):
            return ""

    def line(self, needle):
        for line in self.output().splitlines():
            if needle in line:
                return line
        return None

    def running(self):
        return self.process is not None and self.process.poll() is None

    def stop(self, seconds=12):
        """SIGTERM, then SIGKILL after `seconds`; the exit status (None if it had to be killed)."""
        if self.process is None:
            return None
        if self.process.poll() is not None:
            return self.process.returncode
        try:
            self.process.send_signal(signal.SIGTERM)
            return self.process.wait(timeout=seconds)
        except subprocess.TimeoutExpired:
            self.kill()
            return None

    def kill(self):
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            try:
                self.process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                pass


def stop_every_server():
    for server in SERVERS:
        try:
            server.kill()
        except Exception:  # noqa: BLE001 - the last resort must try them all
            pass


# ---------------------------------------------------------------------------------------------
# Cases


class Case:
    def __init__(self, name, folder):
        self.name = name
        self.folder = folder
        self.failures = []
        self.figures = []
        self.servers = []

    def check(self, condition, message):
        if not condition:
            self.failures.append(message)
        return condition

    def figure(self, text):
        self.figures.append(text)

    def server(self, schema, *flags, start=True, **options):
        server = Server(self, schema, flags, **options)
        self.servers.append(server)
        return server.start() if start else server

    def write(self, name, text):
        path = os.path.join(self.folder, name)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as file:
            file.write(text)
        return path

    def notes(self):
        return self.write("notes/app.xml", NOTES)


def raise_own_file_limit(wanted):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = hard if hard == resource.RLIM_INFINITY else min(hard, max(soft, wanted * 4))
    if soft != resource.RLIM_INFINITY and soft < target:
        resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
    return resource.getrlimit(resource.RLIMIT_NOFILE)[0]


def drip(port, source, lead=None, pause=0.0, head=b"", drops=b"a", seconds=26.0):
    """A connection from `source` that may first send a whole request (`lead`) and read its answer,
    wait `pause`, send `head`, then one byte of `drops` every half second, until the server closes
    it or `seconds` pass. Returns (seconds from the mark to the close or None, what it answered),
    the mark being the answer to `lead` when nothing follows it, else the moment `head` was sent."""
    link = connect(port, source)
    answered = b""
    try:
        mark = time.monotonic()
        if lead:
            link.sendall(lead)
            answered = read_response(link, 5)
            mark = time.monotonic()
        if pause:
            time.sleep(pause)
        if head:
            mark = time.monotonic()
            link.sendall(head)
        end = mark + seconds
        while time.monotonic() < end:
            ready, _, _ = select.select([link], [], [], 0.5)
            if ready:
                try:
                    chunk = link.recv(65536)
                except OSError:
                    chunk = b""
                if not chunk:
                    return time.monotonic() - mark, answered
                answered += chunk
            elif head and drops:
                try:
                    link.sendall(drops[:1])
                except OSError:
                    return time.monotonic() - mark, answered
        return None, answered
    finally:
        link.close()


def read_response(link, seconds):
    """A whole response with a Content-Length from a socket (for a kept-alive connection)."""
    data = read_head(link, seconds)
    length = header_in(data, "Content-Length")
    if length and length.strip().isdigit():
        end = time.monotonic() + seconds
        body_start = data.index(b"\r\n\r\n") + 4
        while len(data) - body_start < int(length) and time.monotonic() < end:
            link.settimeout(max(0.01, end - time.monotonic()))
            chunk = link.recv(65536)
            if not chunk:
                break
            data += chunk
    link.settimeout(None)
    return data


def case_slow_headers(case):
    """1,100 connections from 127.0.0.2 that send part of a request head and never finish it,
    against a server whose file limit is 1,024; honest /healthz probes from 127.0.0.1 meanwhile."""
    attempts, probes = 1100, 20
    own_limit = raise_own_file_limit(attempts + 200)
    case.check(own_limit >= attempts + 100, "this test may open only %d files (needs %d)" % (own_limit, attempts + 100))
    server = case.server(case.notes(), nofile=1024)
    line = server.line("Connections:") or ""
    match = re.search(r"at most (\d+) \(this process may open (\d+) files\), (\d+) from one client", line)
    cap, files, share = (int(group) for group in match.groups()) if match else (None, None, None)
    case.check(match is not None, "the start-up lines say the connection figures (%r)" % line)
    case.check((cap, files, share) == (896, 1024, 112),
               "with a file limit of 1,024 the start-up line says at most 896 connections, 112 from one client"
               " (it says %r)" % line)
    share = share or 112

    # Beside the flood, from 127.0.0.3: a head and a body sent a byte each half second, an idle
    # kept-alive connection, and a second request's head dripped after a first one was answered.
    drips, dripped = {}, []
    host = "Host: 127.0.0.1:%d\r\n" % server.port
    whole = ("GET /healthz HTTP/1.1\r\n" + host + "\r\n").encode()
    kinds = {
        "head": dict(head=("GET /healthz HTTP/1.1\r\n" + host + "X-Drip: ").encode()),
        "body": dict(head=("POST /api/v1/events HTTP/1.1\r\n" + host + "Content-Type: application/json\r\n"
                           "Authorization: Bearer 00000000000000000000000000000000\r\n"
                           "Content-Length: 100000\r\n\r\n{\"event\": \"").encode()),
        "idle": dict(lead=whole),
        "second head": dict(lead=whole, pause=2.0, head=("GET /healthz HTTP/1.1\r\n" + host + "X-Drip: ").encode()),
    }

    def dripping(name, options):
        try:
            drips[name] = drip(server.port, "127.0.0.3", **options)
        except OSError as error:
            drips[name] = (None, str(error).encode())

    for name, options in kinds.items():
        thread = threading.Thread(target=dripping, args=(name, options), daemon=True)
        thread.start()
        dripped.append(thread)

    partial = ("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nUser-Agent: slow\r\nX-Slow: " % server.port).encode()
    # Honest probes from 127.0.0.1 (each within 2 s, 20 over about 4 s), begun once the attacker
    # holds its share, so that they run while the rest of its connections come and are refused.
    latencies, probe_failures, outcome = [], [], {}

    def probing():
        for number in range(probes):
            started = time.monotonic()
            try:
                response = request(server.port, "GET", "/healthz", timeout=2, source=HONEST)
                seconds = time.monotonic() - started
                if response.status != 200 or seconds > 2:
                    probe_failures.append("probe %d: %d in %s" % (number + 1, response.status, milliseconds(seconds)))
                latencies.append(seconds)
            except OSError as error:
                latencies.append(time.monotonic() - started)
                probe_failures.append("probe %d: %s" % (number + 1, error))
            time.sleep(max(0, 0.2 - (time.monotonic() - started)))
        try:
            outcome["page"] = request(server.port, "GET", "/", timeout=2, source=HONEST).status
        except OSError as error:
            outcome["page"] = str(error)
        outcome["ended"] = time.monotonic()

    prober = threading.Thread(target=probing, daemon=True)
    opened, failed, errors = [], 0, set()
    began = time.monotonic()
    for number in range(attempts):
        if number == share + 40:
            prober.start()
        if time.monotonic() - began > 20:
            break
        link = None
        try:
            link = connect(server.port, HOSTILE, timeout=3)
            link.sendall(partial)
        except OSError as error:
            failed += 1
            errors.add(error.strerror or type(error).__name__)
            if link is not None:
                link.close()
            continue
        opened.append((link, time.monotonic()))
    opening = time.monotonic() - began
    if not prober.is_alive() and "ended" not in outcome:
        prober.start()
    prober.join(timeout=probes * 2.5 + 5)
    answered = len(latencies) - len(probe_failures)
    page = outcome.get("page")
    probes_ended = outcome.get("ended", time.monotonic())

    # What each slow connection got by now: nothing (held), a 503 and the end, or something else.
    held, refused, other, missing_retry = [], 0, [], 0
    for link, opened_at in opened:
        link.setblocking(False)
        data = b""
        try:
            while True:
                chunk = link.recv(65536)
                if not chunk:
                    data += b"<EOF>"
                    break
                data += chunk
        except BlockingIOError:
            pass
        except OSError as error:
            data += ("<%s>" % error).encode()
        if not data:
            held.append((link, opened_at))
        elif status_of(data) == 503:
            refused += 1
            if header_in(data, "Retry-After") != "10":
                missing_retry += 1
            link.close()
        else:
            other.append(data[:60])
            link.close()
    oldest = min((opened_at for _, opened_at in held), default=probes_ended)

    # The held ones must be ended by the header time limit (10 s), not kept for ever.
    closed_after = []
    end = time.monotonic() + 14
    pending = dict((link.fileno(), (link, opened_at)) for link, opened_at in held)
    while pending and time.monotonic() < end:
        ready, _, _ = select.select(list(pending), [], [], 0.1)
        for descriptor in ready:
            link, opened_at = pending.pop(descriptor)
            closed_after.append(time.monotonic() - opened_at)
            link.close()
    for link, _ in pending.values():
        link.close()

    for thread in dripped:
        thread.join(timeout=30)

    median = statistics.median(latencies) if latencies else 0
    case.figure("%d connections from %s in %.1f s (%d held, %d refused with 503, %d failed to connect%s%s)" % (
        len(opened) + failed, HOSTILE, opening, len(held), refused, failed,
        ", %d answered otherwise" % len(other) if other else "",
        ": " + ", ".join(sorted(errors)) if errors else ""))
    case.figure("honest /healthz answered %d/%d, median %s, max %s" % (
        answered, probes, milliseconds(median), milliseconds(max(latencies or [0]))))
    if closed_after:
        case.figure("the held ones closed %.1f-%.1f s after they opened" % (min(closed_after), max(closed_after)))
    case.check(len(opened) + failed == attempts,
               "all %d connections were tried (%d)" % (attempts, len(opened) + failed))
    case.check(len(held) <= share, "at most %d connections from one client held (%d)" % (share, len(held)))
    case.check(len(held) >= share // 2, "the share of one client was held, not refused (%d of %d)" % (len(held), share))
    case.check(refused + len(held) + failed + len(other) == len(opened) + failed, "every connection counted")
    case.check(not other, "connections over the share got 503 (%d got %r)" % (len(other), other[:3]))
    case.check(missing_retry == 0, "every 503 carried Retry-After: 10 (%d did not)" % missing_retry)
    case.check(probes_ended - oldest < 10, "the probes ran while the slow connections were held"
               " (%.1f s after the first was opened)" % (probes_ended - oldest))
    case.check(answered == probes, "honest /healthz answered within 2 s each time (%s)" % "; ".join(probe_failures[:5]))
    case.check(page == 200, "an honest GET / answered 200 while they were held (%s)" % page)
    case.check(len(closed_after) == len(held), "the server closed every held connection within 14 s (%d of %d)" % (
        len(closed_after), len(held)))
    case.check(all(9.5 <= seconds <= 12.5 for seconds in closed_after),
               "the held connections were closed about 10 s after they opened (--header-timeout; %s)" % (
                   ", ".join("%.1f" % seconds for seconds in sorted(set(round(s, 1) for s in closed_after))[:8])))

    def after(name):
        seconds = drips.get(name, (None, b""))[0]
        return "%.1f s" % seconds if seconds is not None else "never"

    case.figure("from 127.0.0.3, a byte each 0.5 s: a head closed %s after its start, a body %s after its head, "
                "a kept-alive second head %s after its first byte; an idle connection %s after its answer" % (
                    after("head"), after("body"), after("second head"), after("idle")))
    for name, expected, what in [("head", 10, "a head dripped a byte each half second is ended about 10 s after it"
                                              " began (--header-timeout)"),
                                 ("body", 20, "a body dripped a byte each half second is ended about 20 s after its"
                                              " head (--body-timeout)"),
                                 ("second head", 10, "on a kept-alive connection, a second head dripped is ended about"
                                                     " 10 s after its first byte"),
                                 ("idle", 15, "an idle kept-alive connection is closed about 15 s after its answer"
                                              " (--idle-timeout)")]:
        seconds = drips.get(name, (None, b""))[0]
        case.check(seconds is not None and expected - 1 <= seconds <= expected + 2,
                   "%s (%s; it got %r)" % (what, after(name), drips.get(name, (None, b""))[1][-80:]))
    case.check(server.running(), "the server still runs")


def case_session_flood(case):
    """A bounded flood of new sessions from 127.0.0.2; honest people from 127.0.0.1 who had sessions
    before go on using them, and new honest visitors still get one."""
    server = case.server(case.notes())
    port = server.port
    people = []
    for number in range(3):
        person = Browser(port, HONEST)
        opened = person.start()
        case.check(opened.status == 200 and person.cookie, "honest person %d got a session before the flood (%d)" % (
            number + 1, opened.status))
        posted = person.post("enterText %s Before %d" % (person.field(), number))
        case.check(posted.status == 200 and person.value_shown("Before %d" % number),
                   "honest person %d's event before the flood (%d)" % (number + 1, posted.status))
        people.append(person)

    tally = {"made": 0, "429": 0, "other": {}, "no retry-after": 0, "requests": 0, "looked": 0}
    stop = threading.Event()

    def flood():
        link = KeptLink(port, HOSTILE, timeout=5)
        end = time.monotonic() + 4.0
        while time.monotonic() < end and tally["requests"] < 10000 and not stop.is_set():
            if tally["requests"] % 2 == 0:
                # A visit only looks (it makes no session, whatever the rate); its first step makes one.
                page = link.send("GET", "/")
                tally["looked"] += page.status == 200 and bool(cookie_of(page))
                step = re.search(r'name="csrf" value="([^"]+)"', page.text)
                field = re.search(r'name="field\.([^"]+)"', page.text)
                response = link.send(
                    "POST", "/events", [("Content-Type", "application/x-www-form-urlencoded"), ("X-WFS-Fetch", "1"),
                                        ("Cookie", cookie_of(page) or "")],
                    urllib.parse.urlencode({"event": "pressReturn %s" % (field.group(1) if field else ""),
                                            "csrf": step.group(1) if step else "", "first-screen": "1"}))
                made = response.status == 200
            else:
                response = link.send("POST", "/api/v1/sessions", [("Content-Type", "application/json")], "{}")
                made = response.status == 201
            tally["requests"] += 1
            if made:
                tally["made"] += 1
            elif response.status == 429:
                tally["429"] += 1
                if not response.header("Retry-After"):
                    tally["no retry-after"] += 1
            else:
                tally["other"][response.status] = tally["other"].get(response.status, 0) + 1
        link.close()

    errors = []

    def flooding():
        try:
            flood()
        except Exception as error:  # noqa: BLE001 - reported as a failure
            errors.append(repr(error))

    attacker = threading.Thread(target=flooding, daemon=True)
    flood_started = time.monotonic()
    attacker.start()

    honest = {"events": 0, "events ok": 0, "reloads": 0, "reloads ok": 0, "visitors": 0, "visitors ok": 0}
    problems = []
    rounds = 0
    while attacker.is_alive() and rounds < 40:
        rounds += 1
        for number, person in enumerate(people):
            text = "Round %d of %d" % (rounds, number)
            honest["events"] += 1
            posted = person.post("enterText %s %s" % (person.field(), text))
            if posted.status == 200 and person.value_shown(text):
                honest["events ok"] += 1
            else:
                problems.append("person %d's event: %d %s" % (number + 1, posted.status, posted.detail()))
            honest["reloads"] += 1
            cookie = person.cookie
            reloaded = person.open()
            if reloaded.status == 200 and not reloaded.header("Set-Cookie") and person.value_shown(text):
                honest["reloads ok"] += 1
            else:
                problems.append("person %d's reload: %d, Set-Cookie %r, shows its text: %s" % (
                    number + 1, reloaded.status, reloaded.header("Set-Cookie"), person.value_shown(text)))
                person.cookie = cookie
        if rounds % 2 == 1:
            visitor = Browser(port, HONEST)
            honest["visitors"] += 1
            opened = visitor.start()
            if opened.status == 200 and visitor.cookie:
                honest["visitors ok"] += 1
            else:
                problems.append("a new visitor: %d %s" % (opened.status, opened.detail()))
        time.sleep(0.15)
    attacker.join(timeout=10)
    stop.set()
    flood_seconds = time.monotonic() - flood_started

    # A form on another site cannot make a session: only application/json does.
    refused_types = {}
    for content_type, body in [("application/x-www-form-urlencoded", "a=1"),
                               ("multipart/form-data; boundary=x", "--x--\r\n"),
                               ("text/plain", "{}")]:
        response = api(port, "POST", "/api/v1/sessions", body=body, content_type=content_type, source=HONEST)
        refused_types[content_type.split(";")[0]] = response.status
    json_made = api(port, "POST", "/api/v1/sessions", body="{}", source=HONEST).status

    made, limited = tally["made"], tally["429"]
    allowed = 60 + int(flood_seconds) + 2
    case.figure("attacker (%s): %d requests in %.1f s, %d sessions made (first steps 200, API 201), %d refused "
                "with 429%s; %d visits that only looked, each 200 and none refused" % (
                    HOSTILE, tally["requests"], flood_seconds, made, limited,
                    ", other: %s" % tally["other"] if tally["other"] else "", tally["looked"]))
    case.figure("honest (%s): events %d/%d, reloads keeping the session %d/%d, new visitors %d/%d" % (
        HONEST, honest["events ok"], honest["events"], honest["reloads ok"], honest["reloads"],
        honest["visitors ok"], honest["visitors"]))
    case.figure("form content types: %s" % ", ".join("%s %d" % item for item in refused_types.items()))
    case.check(not errors, "the attacker's loop ran to its end (%s)" % "; ".join(errors))
    case.check(made <= allowed, "the attacker made at most %d sessions (60 at once, then one a second): %d" % (
        allowed, made))
    case.check(made >= 55, "the attacker's first 60 sessions were made (%d)" % made)
    case.check(tally["looked"] * 4 >= tally["requests"] - 4,
               "every visit of the attacker's that only looked was answered 200, at any rate (%d of %d requests)" % (
                   tally["looked"], tally["requests"]))
    case.check(limited > 0 and tally["no retry-after"] == 0,
               "the attacker's sessions over the rate got 429 with Retry-After (%d, %d without it)" % (
                   limited, tally["no retry-after"]))
    case.check(not tally["other"], "the attacker got no other status (%s)" % tally["other"])
    case.check(honest["events ok"] == honest["events"] and honest["events"] >= 9,
               "every honest event succeeded during the flood (%d/%d)" % (honest["events ok"], honest["events"]))
    case.check(honest["reloads ok"] == honest["reloads"],
               "every honest reload kept its session and showed its text, without a new Set-Cookie (%d/%d)" % (
                   honest["reloads ok"], honest["reloads"]))
    case.check(honest["visitors ok"] == honest["visitors"] and honest["visitors"] >= 2,
               "every new honest visitor got a session (%d/%d)" % (honest["visitors ok"], honest["visitors"]))
    for problem in problems[:5]:
        case.check(False, problem)
    case.check(all(status == 415 for status in refused_types.values()),
               "POST /api/v1/sessions with a form content type is 415 (%s)" % refused_types)
    case.check(json_made == 201,
               "POST /api/v1/sessions with application/json is 201 for an honest client (%d)" % json_made)

    # The table (1,000 sessions) filled from 20 addresses, 55 sessions each, never used: the honest
    # people's sessions, used, keep their places, and a new honest visitor still gets one.
    spread = {}
    began = time.monotonic()
    for address in range(10, 30):
        link = KeptLink(port, "127.0.0.%d" % address, timeout=5)
        for _ in range(55):
            if time.monotonic() - began > 30:
                break
            response = link.send("POST", "/api/v1/sessions", [("Content-Type", "application/json")], "{}")
            spread[response.status] = spread.get(response.status, 0) + 1
        link.close()
    spread_seconds = time.monotonic() - began
    live = live_sessions(port)
    kept = []
    for number, person in enumerate(people):
        reloaded = person.open()
        text = "After %d" % number
        posted = person.post("enterText %s %s" % (person.field(), text))
        kept.append(reloaded.status == 200 and not reloaded.header("Set-Cookie") and posted.status == 200
                    and person.value_shown(text))
    visitor = Browser(port, HONEST)
    visited = visitor.start()
    case.figure("20 addresses × 55 new sessions in %.1f s: %s, %s sessions live; honest sessions kept %d/%d, "
                "a new visitor %d" % (spread_seconds, ", ".join("%d×%d" % (count, status) for status, count in
                                                                 sorted(spread.items())), live, kept.count(True),
                                      len(kept), visited.status))
    case.check(sum(spread.values()) == 1100, "the 1,100 sessions were asked for (%d)" % sum(spread.values()))
    case.check(live is not None and live <= 1000, "at most 1,000 sessions live (%s)" % live)
    case.check(all(kept), "with the table full, each honest person's session was kept: a reload without Set-Cookie,"
                          " an event taken (%s)" % kept)
    case.check(visited.status == 200 and visitor.cookie,
               "with the table full, a new honest visitor gets a session (%d %s)" % (
                   visited.status, visited.detail()[:100]))
    case.check(server.running(), "the server still runs")

    # One client holds at most 100 live sessions (--sessions-per-minute raised so that it can try).
    share = case.server(case.notes(), "--sessions-per-minute", "1000")
    honest = Browser(share.port, HONEST)
    honest.start()
    link = KeptLink(share.port, HOSTILE, timeout=5)
    tokens = []
    for _ in range(120):
        response = link.send("POST", "/api/v1/sessions", [("Content-Type", "application/json")], "{}")
        tokens.append((response.json() or {}).get("token") if response.status == 201 else None)
    link.close()
    statuses = [api(share.port, "GET", "/api/v1/session", token, source=HOSTILE).status if token else None
                for token in tokens]
    honest_again = honest.open()
    gone, alive = statuses[:20], statuses[20:]
    case.figure("one client's 120 sessions (1,000 a minute allowed): first 20 %s, last 100 %s" % (
        tally_text(gone), tally_text(alive)))
    case.check(None not in tokens, "the 120 sessions were made (%d refused)" % tokens.count(None))
    case.check(gone == [404] * 20 and alive == [200] * 100,
               "one client keeps its 100 most recent sessions and its older ones make room (%s; %s)" % (
                   tally_text(gone), tally_text(alive)))
    case.check(honest_again.status == 200 and not honest_again.header("Set-Cookie"),
               "another client's session is untouched (%d, Set-Cookie %r)" % (
                   honest_again.status, honest_again.header("Set-Cookie")))


def case_byte_flood(case):
    """Events with large text values into one session from 127.0.0.2 until refused: 413 with a
    sentence, nothing applied, small steps still work, and the store grew by about the budget."""
    budget = 256 * 1024
    server = case.server(case.notes(), "--session-bytes", "256KiB")
    port = server.port
    made = api(port, "POST", "/api/v1/sessions", body="{}", source=HOSTILE)
    state = made.json() or {}
    token = state.get("token")
    field = (first_of_kind(state, "textField") or {}).get("id")
    if made.status != 201 or not token or not field:
        raise Stopped("POST /api/v1/sessions: %d %s" % (made.status, made.text[:200]))
    time.sleep(0.3)
    before = store_bytes(server.store)

    accepted, accepted_bytes, refusal, last_text, last_sequence = 0, 0, None, None, state.get("sequence")
    began = time.monotonic()
    for number in range(200):
        if time.monotonic() - began > 30:
            break
        text = "%04d" % number + letters(15 * 1024 - 4, number)
        response = api(port, "POST", "/api/v1/events", token, {"event": "enterText", "element": field, "value": text},
                       source=HOSTILE)
        if response.status != 200:
            refusal = response
            break
        accepted += 1
        accepted_bytes += len(text)
        last_text = text
        last_sequence = (response.json() or {}).get("sequence")
    flood_seconds = time.monotonic() - began

    now = api(port, "GET", "/api/v1/session", token, source=HOSTILE)
    now_state = now.json() or {}
    shown = (first_of_kind(now_state, "textField") or {}).get("value")
    small = api(port, "POST", "/api/v1/events", token, {"event": "enterText", "element": field, "value": "small"},
                source=HOSTILE)
    small_value = (first_of_kind(small.json() or {}, "textField") or {}).get("value")
    time.sleep(0.3)
    after = store_bytes(server.store)
    growth = after - before

    # A value over --text-bytes (16 KiB) is refused at once, in a fresh session, whichever way it comes.
    fresh = api(port, "POST", "/api/v1/sessions", body="{}", source=HOSTILE).json() or {}
    fresh_token, fresh_sequence = fresh.get("token"), fresh.get("sequence")
    fresh_field = (first_of_kind(fresh, "textField") or {}).get("id")
    over = "o" * (16 * 1024 + 1)
    as_value = api(port, "POST", "/api/v1/events", fresh_token,
                   {"event": "enterText", "element": fresh_field, "value": over}, source=HOSTILE)
    as_input = api(port, "POST", "/api/v1/events", fresh_token,
                   {"event": "tap", "element": "button-1", "inputs": [{"element": fresh_field, "value": over}]},
                   source=HOSTILE)
    unchanged = (api(port, "GET", "/api/v1/session", fresh_token, source=HOSTILE).json() or {}).get("sequence")
    exactly = api(port, "POST", "/api/v1/events", fresh_token,
                  {"event": "enterText", "element": fresh_field, "value": "e" * (16 * 1024)}, source=HOSTILE)
    page = Browser(port, HOSTILE)
    page.open()
    as_form = page.post("enterText %s x" % page.field(), {page.field(): "f" * (16 * 1024 + 1)})

    case.figure("%d events of 15 KiB accepted (%s) in %.1f s, then %s" % (
        accepted, kib(accepted_bytes), flood_seconds,
        "%d %r" % (refusal.status, refusal.detail()) if refusal else "no refusal"))
    case.figure("store grew by %s (budget 256 KiB)" % kib(growth))
    case.figure("a 16 KiB + 1 value: API value %d, API input %d, page form %d; exactly 16 KiB: %d" % (
        as_value.status, as_input.status, as_form.status, exactly.status))
    case.check(refusal is not None and refusal.status == 413,
               "the session's journal budget was refused with 413 (%s)" % (
                   "%d %s" % (refusal.status, refusal.text[:200]) if refusal else "200 for all %d events" % accepted))
    sentence = refusal.detail() if refusal else ""
    case.check(len(sentence.split()) >= 4 and sentence.rstrip().endswith("."),
               "the 413 says why in a sentence (%r)" % sentence)
    case.check(budget * 0.75 <= accepted_bytes <= budget,
               "the bytes accepted before the refusal are close under the budget (%s)" % kib(accepted_bytes))
    case.check(now.status == 200 and now_state.get("sequence") == last_sequence and shown == last_text,
               "nothing of the refused step was applied (sequence %s, was %s; the field shows the last accepted"
               " text: %s)" % (now_state.get("sequence"), last_sequence, shown == last_text))
    case.check(small.status == 200 and small_value == "small",
               "a small event still works after the refusal (%d %s)" % (small.status, small.detail()[:120]))
    case.check(0 <= growth <= budget + 256 * 1024,
               "the store (with its -wal) grew by at most the budget and 256 KiB (%s)" % kib(growth))
    case.check(as_value.status == 413, "a value of 16 KiB + 1 byte is 413 at once (%d %s)" % (
        as_value.status, as_value.detail()[:120]))
    case.check(as_input.status == 413, "an input of 16 KiB + 1 byte is 413 at once (%d %s)" % (
        as_input.status, as_input.detail()[:120]))
    case.check(as_form.status == 413, "a page form with a field of 16 KiB + 1 byte is 413 (%d)" % as_form.status)
    case.check(unchanged == fresh_sequence, "the refused values applied nothing (sequence %s, was %s)" % (
        unchanged, fresh_sequence))
    case.check(exactly.status == 200,
               "a value of exactly 16 KiB is taken (%d %s)" % (exactly.status, exactly.detail()[:120]))
    case.check(server.running(), "the server still runs")

    # A store with no room (--store-bytes 1MiB), filled from 127.0.0.2: its events get 503 with a
    # sentence, /readyz says so, and nothing public names a session.
    limit = 1024 * 1024
    full = case.server(case.notes(), "--store-bytes", "1MiB")
    person = Browser(full.port, HONEST)
    person.open()
    person.post("enterText %s Mine" % person.field())
    refused, stored, began = None, 0, time.monotonic()
    for session in range(8):
        made = api(full.port, "POST", "/api/v1/sessions", body="{}", source=HOSTILE)
        state = made.json() or {}
        if made.status != 201:
            refused = made
            break
        element = (first_of_kind(state, "textField") or {}).get("id")
        for number in range(80):
            value = letters(15 * 1024, session * 100 + number)
            response = api(full.port, "POST", "/api/v1/events", state.get("token"),
                           {"event": "enterText", "element": element, "value": value}, source=HOSTILE)
            if response.status != 200:
                refused = response
                break
            stored += 15 * 1024
        if refused is not None or time.monotonic() - began > 30:
            break
    ready = request(full.port, "GET", "/readyz", source=HOSTILE)
    honest_event = person.post("enterText %s Still mine" % person.field())
    honest_page = person.open()
    main_file = os.path.getsize(full.store) if os.path.exists(full.store) else 0
    on_disk = store_bytes(full.store)
    named = sorted(set(re.findall(r"\b[0-9a-f]{32}\b", ready.text)))
    stolen = [api(full.port, "GET", "/api/v1/session", token, source=HOSTILE).status for token in named]
    said = ready.text.strip()
    case.figure("--store-bytes 1MiB: %s accepted, then %s; /readyz %d %r; honest event %d, page %d; store file %s, "
                "with -wal %s" % (
                    kib(stored), "%d %r" % (refused.status, refused.detail()) if refused else "no refusal",
                    ready.status, said[:90] + ("..." if len(said) > 90 else ""), honest_event.status,
                    honest_page.status, kib(main_file), kib(on_disk)))
    case.check(refused is not None and refused.status == 503, "a full store refuses events with 503 (%s)" % (
        "%d %s" % (refused.status, refused.detail()[:120]) if refused else "no refusal"))
    case.check(refused is not None and refused.detail().rstrip().endswith("."), "the 503 says why in a sentence")
    case.check(ready.status == 503 and ready.text.startswith("not ready: the session store is full"),
               "/readyz answers 503 `not ready: the session store is full: ...` (%d %r)" % (
                   ready.status, ready.text[:100]))
    case.check(not named, "/readyz, which anyone may ask, names no session: it says %r, and the attacker used %s as "
                          "bearer tokens: GET /api/v1/session answered %s" % (ready.text.strip()[:260], named, stolen))
    case.check(honest_event.status == 503, "the honest person's event is refused with 503 too, not half applied (%d)" %
               honest_event.status)
    case.check(honest_page.status == 200 and not honest_page.header("Set-Cookie"),
               "the honest person's page still shows (%d)" % honest_page.status)
    case.check(main_file <= limit, "the store's file stays within --store-bytes (%s)" % kib(main_file))
    case.check(full.running(), "the server with the full store still runs")


def open_channel(port, path, headers, source):
    """A push channel's connection and its response head (read for up to 3 s)."""
    link = connect(port, source)
    lines = ["GET %s HTTP/1.1" % path, "Host: 127.0.0.1:%d" % port, "Accept: text/event-stream"]
    lines += ["%s: %s" % item for item in headers]
    link.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
    return link, read_head(link, 3)


def case_push_channels(case):
    """20 push channels on one session at once (the page's cookie and the API's token alike)."""
    server = case.server(case.notes())
    port = server.port
    browser = Browser(port, HOSTILE)
    browser.start()
    token = browser.cookie.split("=", 1)[1] if browser.cookie else ""
    links, statuses, retry = [], [], []
    try:
        for number in range(20):
            if number % 2 == 0:
                link, head = open_channel(port, "/_wfs/changes?after=0", [("Cookie", browser.cookie)], HOSTILE)
            else:
                link, head = open_channel(port, "/api/v1/changes?after=0", [("Authorization", "Bearer " + token)],
                                          HOSTILE)
            links.append(link)
            statuses.append(status_of(head))
            if status_of(head) == 429:
                retry.append(header_in(head, "Retry-After"))
        accepted, refused = statuses.count(200), statuses.count(429)
        # The cookie's channels alone (another session): the share is per session, not per route.
        other = Browser(port, HOSTILE)
        other.start()
        other_statuses = []
        for _ in range(3):
            link, head = open_channel(port, "/_wfs/changes?after=0", [("Cookie", other.cookie)], HOSTILE)
            links.append(link)
            other_statuses.append(status_of(head))
    finally:
        for link in links:
            link.close()
    # One tab reloaded again and again: each reload closes its channel and opens another, and
    # only the open one counts; an honest person who reloads ten times keeps getting a channel.
    tab = Browser(port, HONEST)
    tab.start()
    reloads = []
    for _ in range(10):
        link, head = open_channel(port, "/_wfs/changes?after=0", [("Cookie", tab.cookie)], HONEST)
        link.close()
        reloads.append(status_of(head))
        tab.open()
    case.figure("20 channels on one session (cookie and bearer alternately): %d accepted (200), %d refused (429)%s" % (
        accepted, refused, ", other: %s" % sorted(set(s for s in statuses if s not in (200, 429)), key=str)
        if accepted + refused < 20 else ""))
    case.figure("another session meanwhile: %s; one tab reloaded 10 times, its channel each time: %d×200, %d×429" % (
        "/".join(str(s) for s in other_statuses), reloads.count(200), reloads.count(429)))
    case.check(accepted == 8, "8 channels accepted (--push-channels 8): %d" % accepted)
    case.check(refused == 20 - accepted, "the others refused with 429 (%d)" % refused)
    case.check(all(value and value.strip().isdigit() for value in retry),
               "every 429 carried Retry-After (%s)" % sorted(set(map(str, retry))))
    case.check(other_statuses == [200, 200, 200], "another session's channels are not refused (%s)" % other_statuses)
    case.check(reloads == [200] * 10, "a tab reloaded 10 times (its closed channel replaced by a new one each time)"
               " gets its channel each time (%s)" % reloads)
    case.check(server.running(), "the server still runs")


def case_sigterm(case):
    """SIGTERM while uploads stall half-sent, push channels are open and an honest person's health
    check waits for its replies (the Showcase with its replies): the server ends within the stop
    timeout (10 s), with 0."""
    server = case.server(SHOWCASE, "--replies", SHOWCASE_REPLIES)
    port = server.port
    browser = Browser(port, HOSTILE)
    browser.open()
    browser.post(button_event(browser.page, "Health") or "tap tabs-1.tab1")  # the first step makes its session
    token = browser.cookie.split("=", 1)[1]
    person = Browser(port, HONEST)
    person.open()
    person.post(button_event(person.page, "Health") or "tap tabs-1.tab1")
    checking = person.post(button_event(person.page, "Check health") or "tap button-3")
    case.check(checking.status == 200 and "Checking" in person.page,
               "the honest person's health check was under way (%d)" % checking.status)
    links = []
    try:
        for _ in range(3):
            link = connect(port, HOSTILE)
            link.sendall(("POST /events HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nCookie: %s\r\n"
                          "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 9000\r\n\r\n"
                          "event=tap+button-1&csrf=" % (port, browser.cookie)).encode())
            links.append(("upload", link))
        for _ in range(3):
            link = connect(port, HOSTILE)
            link.sendall(("POST /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nAuthorization: Bearer %s\r\n"
                          "Content-Type: application/json\r\nContent-Length: 60000\r\n\r\n{\"event\": " % (
                              port, token)).encode())
            links.append(("upload", link))
        for _ in range(2):
            link = connect(port, HOSTILE)
            link.sendall(("GET / HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nX-Slow: " % port).encode())
            links.append(("head", link))
        channels = 0
        for number in range(4):
            path, header = (("/_wfs/changes?after=0", ("Cookie", browser.cookie)) if number % 2 == 0
                            else ("/api/v1/changes?after=0", ("Authorization", "Bearer " + token)))
            link, head = open_channel(port, path, [header], HOSTILE)
            links.append(("channel", link))
            channels += status_of(head) == 200
        time.sleep(0.5)
        signalled = time.monotonic()
        server.process.send_signal(signal.SIGTERM)
        status, ended = None, {}
        watched = {link.fileno(): (kind, link) for kind, link in links}
        while time.monotonic() - signalled < 15:
            status = server.process.poll()
            if status is not None:
                break
            ready, _, _ = select.select(list(watched), [], [], 0.05)
            for descriptor in ready:
                kind, link = watched[descriptor]
                try:
                    chunk = link.recv(65536)
                except OSError:
                    chunk = b""
                if not chunk:
                    ended.setdefault(kind, []).append(time.monotonic() - signalled)
                    del watched[descriptor]
        seconds = time.monotonic() - signalled
        if status is None:
            server.kill()
    finally:
        for _, link in links:
            link.close()
    case.figure("SIGTERM with 6 stalled uploads, 2 unfinished heads, %d open push channels and a health check "
                "waiting for replies: exited in %.1f s with %s" % (
                    channels, seconds, "status %d" % status if status is not None else "nothing (killed after 15 s)"))
    if ended.get("channel"):
        case.figure("the push channels ended %.1f s after the signal" % max(ended["channel"]))
    case.check(channels == 4, "the 4 push channels were open (%d)" % channels)
    case.check(seconds <= 12, "the server ended within the stop timeout, 10 s, and a margin of 2 s (%.1f s)" % seconds)
    case.check(status == 0, "the server exited with 0 (%s)" % status)


def mode(path):
    return stat.S_IMODE(os.stat(path).st_mode) if os.path.exists(path) else None


def modes_text(modes):
    return ", ".join("%s %s" % (name, "%04o" % value if value is not None else "missing")
                     for name, value in modes.items())


def case_file_modes(case):
    """The state folder 0700 and the store, its -wal and its .lock 0600 whatever the umask; a store
    others can read is warned about at start."""
    schema = case.notes()
    results = {}
    port = free_port()
    for umask in (0o022, 0o000):
        state = os.path.join(case.folder, "state-umask%03o" % umask)
        server = case.server(schema, umask=umask, state_dir=state, port=port)
        browser = Browser(server.port)
        browser.open()
        browser.post("enterText %s hello" % browser.field())
        time.sleep(0.2)
        store = server.store
        modes = {"folder": mode(state), "store": mode(store), "-wal": mode(store + "-wal"),
                 ".lock": mode(store + ".lock")}
        if os.path.exists(store + "-shm"):
            modes["-shm"] = mode(store + "-shm")
        results[umask] = (server, modes)
        stopped = server.stop()
        case.check(stopped == 0, "the server with umask %03o stopped with 0 (%s)" % (umask, stopped))
    for umask, (_, modes) in results.items():
        case.figure("umask %03o: %s" % (umask, modes_text(modes)))
        case.check(modes["folder"] == 0o700, "with umask %03o the state folder it made is 0700 (%s)" % (
            umask, modes_text(modes)))
        for name in modes:
            if name != "folder":
                case.check(modes[name] == 0o600, "with umask %03o %s is 0600 (%s)" % (umask, name, modes_text(modes)))

    # An existing store others can read: the start-up lines say so.
    server, _ = results[0o022]
    os.chmod(server.store, 0o644)
    again = case.server(schema, umask=0o022, state_dir=server.state_dir, port=server.port)
    warning = again.line("can be read by other users")
    expected = "warning: %s can be read by other users of this machine (mode 644)" % again.store
    after = mode(again.store)
    again.stop()
    case.figure("store made 0644 and served again: %s" % ("warned" if warning else "no warning"))
    case.check(warning is not None and expected in warning,
               "the start-up lines warn %r (%r)" % (expected + " ...", warning))
    case.check(after is not None, "the store is still there (%s)" % after)


def case_public_url(case):
    """--public-url's host passes the host check and makes the cookie Secure; X-Forwarded-Proto and
    X-Forwarded-For count only from a --trusted-proxy."""
    schema = case.notes()
    public = case.server(schema, "--public-url", "https://app.example.com/")
    ours = request(public.port, "GET", "/", [("Host", "app.example.com")])
    evil = request(public.port, "GET", "/", [("Host", "evil.example")])
    evil_port = request(public.port, "GET", "/", [("Host", "evil.example:%d" % public.port)])
    local = request(public.port, "GET", "/")
    case.figure("--public-url https://app.example.com/: Host app.example.com %d (cookie %s), evil.example %d, "
                "127.0.0.1 %d" % (ours.status, "Secure" if is_secure(ours.header("Set-Cookie")) else "not Secure",
                                  evil.status, local.status))
    case.check(ours.status == 200, "Host: app.example.com is served (%d)" % ours.status)
    case.check(is_secure(ours.header("Set-Cookie")), "the session cookie is Secure (%r)" % ours.header("Set-Cookie"))
    case.check(evil.status == 421 and evil_port.status == 421,
               "Host: evil.example is refused with 421 (%d, with a port %d)" % (evil.status, evil_port.status))
    case.check(local.status == 200, "Host: 127.0.0.1 is still served on loopback (%d)" % local.status)

    proxied = case.server(schema, "--trusted-proxy", "127.0.0.1", "--sessions-per-minute", "5")
    port = proxied.port
    from_proxy = request(port, "GET", "/", [("X-Forwarded-Proto", "https")], source=HONEST)
    plain = request(port, "GET", "/", source=HONEST)
    from_other = request(port, "GET", "/", [("X-Forwarded-Proto", "https")], source=HOSTILE)
    secure = [is_secure(response.header("Set-Cookie")) for response in (from_proxy, plain, from_other)]
    case.figure("--trusted-proxy 127.0.0.1: X-Forwarded-Proto https from 127.0.0.1 %s, from %s %s" % (
        "Secure" if secure[0] else "not Secure", HOSTILE, "Secure" if secure[2] else "not Secure"))
    case.check(from_proxy.status == 200 and secure[0],
               "X-Forwarded-Proto: https from the trusted proxy makes the cookie Secure (%d, %r)" % (
                   from_proxy.status, from_proxy.header("Set-Cookie")))
    case.check(plain.status == 200 and not secure[1],
               "without it the cookie is not Secure (%r)" % plain.header("Set-Cookie"))
    case.check(from_other.status == 200 and not secure[2],
               "X-Forwarded-Proto: https from %s (not trusted) is ignored (%d, %r)" % (
                   HOSTILE, from_other.status, from_other.header("Set-Cookie")))

    # X-Forwarded-For from someone else does not make them someone new (--sessions-per-minute 5): each
    # session made by a first step.
    spoofed = [Browser(port, HOSTILE).start([("X-Forwarded-For", "203.0.113.%d" % number)]).status
               for number in range(1, 9)]
    forwarded = [Browser(port, HONEST).start([("X-Forwarded-For", "198.51.100.%d" % number)]).status
                 for number in range(1, 9)]
    case.figure("5 sessions a minute: %s with 8 made-up X-Forwarded-For got %d×200, %d×429; the proxy for 8 "
                "clients got %d×200" % (HOSTILE, spoofed.count(200), spoofed.count(429), forwarded.count(200)))
    case.check(spoofed.count(200) == 5 and spoofed.count(429) == 3,
               "%s's made-up X-Forwarded-For are ignored: its 5 a minute were used up (%s)" % (HOSTILE, spoofed))
    case.check(forwarded == [200] * 8, "the trusted proxy's X-Forwarded-For names 8 clients, each with its own 5 (%s)"
               % forwarded)


def case_user_header(case):
    """--user-header sent twice is 400; without --trusted-proxy a warning at start; with one, the
    header from anyone else is 400."""
    schema = case.notes()
    flags = ["--user-header", "X-Forwarded-User", "--delegate", "http://127.0.0.1:9/wfs"]
    open_server = case.server(schema, *flags)
    warning = open_server.line("--user-header")
    warning = warning if warning and "warning" in warning and "no --trusted-proxy" in warning else None
    port = open_server.port
    twice = request(port, "GET", "/", [("X-Forwarded-User", "ann"), ("X-Forwarded-User", "admin")], source=HOSTILE)
    twice_cased = request(port, "GET", "/", [("X-Forwarded-User", "ann"), ("x-forwarded-user", "admin")],
                          source=HOSTILE)
    twice_api = api(port, "POST", "/api/v1/sessions", body="{}", source=HOSTILE,
                    headers=[("X-Forwarded-User", "ann"), ("X-Forwarded-User", "admin")])
    once = request(port, "GET", "/", [("X-Forwarded-User", "ann")], source=HONEST)

    guarded = case.server(schema, *flags, "--trusted-proxy", "127.0.0.1")
    quiet = guarded.line("no --trusted-proxy")
    port = guarded.port
    stranger = request(port, "GET", "/", [("X-Forwarded-User", "admin")], source=HOSTILE)
    stranger_api = api(port, "POST", "/api/v1/sessions", body="{}", source=HOSTILE,
                       headers=[("X-Forwarded-User", "admin")])
    stranger_plain = request(port, "GET", "/", source=HOSTILE)
    proxy_once = request(port, "GET", "/", [("X-Forwarded-User", "ann")], source=HONEST)
    proxy_twice = request(port, "GET", "/", [("X-Forwarded-User", "ann"), ("X-Forwarded-User", "admin")], source=HONEST)

    case.figure("without --trusted-proxy: %s; the header twice: %d (differently cased %d, API %d), once %d" % (
        "warned" if warning else "no warning", twice.status, twice_cased.status, twice_api.status, once.status))
    case.figure("with --trusted-proxy 127.0.0.1: from %s %d (API %d, without the header %d); from the proxy once %d, "
                "twice %d" % (HOSTILE, stranger.status, stranger_api.status, stranger_plain.status, proxy_once.status,
                              proxy_twice.status))
    case.check(warning is not None, "the start-up lines warn of --user-header with no --trusted-proxy (%r)" % (
        open_server.line("--user-header")))
    case.check(twice.status == 400,
               "two X-Forwarded-User fields are 400 (%d %s)" % (twice.status, twice.detail()[:100]))
    case.check(twice_cased.status == 400,
               "two X-Forwarded-User fields, differently cased, are 400 (%d)" % twice_cased.status)
    case.check(twice_api.status == 400,
               "two X-Forwarded-User fields on POST /api/v1/sessions are 400 (%d)" % twice_api.status)
    case.check(once.status == 200, "one X-Forwarded-User field is served (%d)" % once.status)
    case.check(quiet is None, "with --trusted-proxy there is no such warning (%r)" % quiet)
    case.check(stranger.status == 400, "X-Forwarded-User from %s, not a trusted proxy, is 400 (%d %s)" % (
        HOSTILE, stranger.status, stranger.detail()[:100]))
    case.check(stranger_api.status == 400, "the same on POST /api/v1/sessions is 400 (%d)" % stranger_api.status)
    case.check(stranger_plain.status == 200, "%s without the header is served (%d)" % (HOSTILE, stranger_plain.status))
    case.check(proxy_once.status == 200, "the trusted proxy's X-Forwarded-User is served (%d)" % proxy_once.status)
    case.check(proxy_twice.status == 400,
               "the trusted proxy's two X-Forwarded-User fields are 400 (%d)" % proxy_twice.status)


LINKS_APP = """<workflow>
    <navigation>
        <screen>
            <title>Accounts</title>
            <view>
                <container>
                    <button>
                        <title>Passwords</title>
                        <message>loadAccounts</message>
                    </button>
                    <button>
                        <title>Secret</title>
                        <message>loadSecret</message>
                    </button>
                    <button>
                        <title>Linked</title>
                        <message>loadLinked</message>
                    </button>
                    <button>
                        <title>Inside</title>
                        <message>loadInside</message>
                    </button>
                </container>
            </view>
            <actions>
                <loadSchema name="loadAccounts">
                    <path>accounts.xml</path>
                    <successAction><pushController /></successAction>
                    <failureAction><showAlert>Accounts refused</showAlert></failureAction>
                </loadSchema>
                <loadSchema name="loadSecret">
                    <path>secret.xml</path>
                    <successAction><pushController /></successAction>
                    <failureAction><showAlert>Secret refused</showAlert></failureAction>
                </loadSchema>
                <loadSchema name="loadLinked">
                    <path>linked/secret.xml</path>
                    <successAction><pushController /></successAction>
                    <failureAction><showAlert>Linked refused</showAlert></failureAction>
                </loadSchema>
                <loadSchema name="loadInside">
                    <path>inside.xml</path>
                    <successAction><pushController /></successAction>
                    <failureAction><showAlert>Inside refused</showAlert></failureAction>
                </loadSchema>
            </actions>
        </screen>
    </navigation>
</workflow>
"""

INSIDE_APP = """<workflow>
    <screen>
        <title>Inside</title>
        <view><label>Inside the folder</label></view>
    </screen>
</workflow>
"""


def lsp_exchange(path, text, seconds=20):
    """`wfs lsp`: initialize, open `path` with `text`, the first publishDiagnostics for it, a hover
    at each load's path, shutdown, exit. Returns (diagnostics, hovers, everything it wrote, its status)."""
    process = subprocess.Popen([WFS, "lsp", "--stdio"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, cwd=os.path.dirname(path))
    messages, raw = queue.Queue(), []

    def reader():
        stream = process.stdout
        while True:
            length = None
            while True:
                line = stream.readline()
                if not line:
                    messages.put(None)
                    return
                raw.append(line)
                if line in (b"\r\n", b"\n"):
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":", 1)[1])
            body = stream.read(length or 0)
            raw.append(body)
            try:
                messages.put(json.loads(body))
            except ValueError:
                messages.put({"unreadable": body[:200].decode("utf-8", "replace")})

    threading.Thread(target=reader, daemon=True).start()
    errors = []
    threading.Thread(target=lambda: errors.append(process.stderr.read()), daemon=True).start()

    def send(message):
        body = json.dumps(message).encode()
        process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        process.stdin.flush()

    end = time.monotonic() + seconds

    def until(predicate):
        while time.monotonic() < end:
            try:
                message = messages.get(timeout=max(0.01, end - time.monotonic()))
            except queue.Empty:
                break
            if message is None:
                raise Stopped("wfs lsp closed its output")
            if "method" in message and "id" in message:  # a request of the server's: answer it plainly
                send({"jsonrpc": "2.0", "id": message["id"], "result": None})
                continue
            if predicate(message):
                return message
        raise Stopped("wfs lsp did not answer within %d s" % seconds)

    uri = "file://" + urllib.parse.quote(path)
    diagnostics, hovers, status = None, [], None
    try:
        send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "processId": os.getpid(), "rootUri": "file://" + urllib.parse.quote(os.path.dirname(path)),
            "capabilities": {"textDocument": {"publishDiagnostics": {}, "hover": {"contentFormat": ["plaintext"]}}}}})
        until(lambda message: message.get("id") == 1)
        send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": uri, "languageId": "xml", "version": 1, "text": text}}})
        published = until(lambda message: message.get("method") == "textDocument/publishDiagnostics"
                          and message["params"]["uri"] == uri)
        diagnostics = published["params"]["diagnostics"]
        lines = text.splitlines()
        for number, line in enumerate(lines):
            if "<path>" in line:
                character = line.index("<path>") + len("<path>") + 2
                ident = 100 + number
                send({"jsonrpc": "2.0", "id": ident, "method": "textDocument/hover", "params": {
                    "textDocument": {"uri": uri}, "position": {"line": number, "character": character}}})
                answer = until(lambda message, ident=ident: message.get("id") == ident)
                hovers.append(json.dumps(answer.get("result")))
        send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
        until(lambda message: message.get("id") == 2)
        send({"jsonrpc": "2.0", "method": "exit"})
        status = process.wait(timeout=5)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait(timeout=5)
    return diagnostics, hovers, b"".join(raw).decode("utf-8", "replace") + "".join(
        error.decode("utf-8", "replace") for error in errors), status


def case_links(case):
    """Links that leave the schema's folder: `wfs validate` and `wfs lsp` warn WFS0504 at each load
    and never show the outside files; `wfs serve` refuses the loads at run time."""
    marker = "HOSTILE%08x" % random.getrandbits(32)
    outside = os.path.join(case.folder, "outside")
    case.write("outside/secret.xml", "<workflow><!-- %s --><screen><title>%sTitle</title><view>"
                                     "<%sTag/></view></screen></workflow>\n" % (marker, marker, marker))
    app = case.write("app/app.xml", LINKS_APP)
    case.write("app/inside.xml", INSIDE_APP)
    folder = os.path.dirname(app)
    os.symlink("/etc/passwd", os.path.join(folder, "accounts.xml"))
    os.symlink(os.path.join(outside, "secret.xml"), os.path.join(folder, "secret.xml"))
    os.symlink(outside, os.path.join(folder, "linked"), target_is_directory=True)
    with open("/etc/passwd", encoding="utf-8", errors="replace") as passwd:
        passwd_lines = [line.strip() for line in passwd if line.strip()][:3]
    secrets = [marker] + passwd_lines
    lines = LINKS_APP.splitlines()
    expected = {number + 1: line.split("<path>")[1].split("</path>")[0]
                for number, line in enumerate(lines) if "<path>" in line}
    leaving = {line: name for line, name in expected.items() if name != "inside.xml"}

    def leaked(text):
        return [secret for secret in secrets if secret in text]

    validated = subprocess.run([WFS, "validate", "--color", "never", app], capture_output=True, text=True, timeout=30,
                               cwd=folder)
    output = validated.stdout + validated.stderr
    warned = {int(match.group(1)) for match in re.finditer(r"app\.xml:(\d+):\d+: warning: [^\n]*\[WFS0504\]", output)}
    case.figure("wfs validate: WFS0504 at lines %s (loads leaving at %s), exit %d, outside content shown: %s" % (
        sorted(warned), sorted(leaving), validated.returncode, "yes" if leaked(output) else "no"))
    case.check(warned == set(leaving), "wfs validate warns WFS0504 at each load that leaves, and only there"
                                       " (at %s; expected %s)" % (sorted(warned), sorted(leaving)))
    case.check(all("symbolic link" in line for line in output.splitlines() if "WFS0504" in line),
               "each WFS0504 says the link leaves the folder (%s)" % [
                   line for line in output.splitlines() if "WFS0504" in line][:1])
    case.check(not leaked(output), "wfs validate shows nothing of the outside files (%s)" % leaked(output))

    with open(app, encoding="utf-8") as file:
        text = file.read()
    diagnostics, hovers, everything, status = lsp_exchange(os.path.abspath(app), text)
    coded = {diagnostic["range"]["start"]["line"] + 1 for diagnostic in diagnostics or []
             if diagnostic.get("code") == "WFS0504"}
    case.figure("wfs lsp: WFS0504 at lines %s, outside content shown: %s" % (
        sorted(coded), "yes" if leaked(everything) else "no"))
    case.check(coded == set(leaving),
               "wfs lsp publishes WFS0504 at each load that leaves, and only there (at %s)" % sorted(coded))
    refusals = [diagnostic for diagnostic in diagnostics or [] if diagnostic.get("code") == "WFS0504"]
    case.check(all(diagnostic.get("severity") == 2 and "symbolic link" in diagnostic.get("message", "")
                   for diagnostic in refusals),
               "those are warnings that say the link leaves the folder (%s)" % [
                   diagnostic.get("message") for diagnostic in refusals][:1])
    case.check(not leaked(everything), "nothing wfs lsp wrote shows the outside files (%s)" % leaked(everything))
    case.check(status == 0, "wfs lsp exited with 0 after shutdown and exit (%s)" % status)

    # At run time: wfs serve refuses the loads, and the page shows nothing of the files.
    server = case.server(app)
    shown = []
    for title in ("Passwords", "Secret", "Linked", "Inside"):
        browser = Browser(server.port, HOSTILE)
        browser.open()
        event = button_event(browser.page, title)
        if not event:
            shown.append((title, "no button"))
            continue
        browser.post(event)
        for _ in range(20):
            if "refused" in browser.page or "Inside the folder" in browser.page:
                break
            time.sleep(0.1)
            browser.open()
        page = browser.page
        outcome = "refused" if "%s refused" % title.replace("Passwords", "Accounts") in page else (
            "loaded" if "Inside the folder" in page else "neither")
        shown.append((title, outcome + (" LEAKED" if leaked(page) else "")))
    case.figure("wfs serve: %s" % ", ".join("%s %s" % item for item in shown))
    case.check(shown == [("Passwords", "refused"), ("Secret", "refused"), ("Linked", "refused"), ("Inside", "loaded")],
               "wfs serve refuses the three loads that leave and loads the one inside (%s)" % shown)


CASES = [
    ("slow headers", case_slow_headers),
    ("session flood", case_session_flood),
    ("byte flood", case_byte_flood),
    ("push channels", case_push_channels),
    ("SIGTERM", case_sigterm),
    ("file modes", case_file_modes),
    ("public URL", case_public_url),
    ("user header", case_user_header),
    ("links leaving the folder", case_links),
]


def run_case(name, function):
    folder = tempfile.mkdtemp(prefix=re.sub(r"\W+", "-", name.lower()) + ".", dir=RUN_FOLDER)
    case = Case(name, folder)
    SECRETS.clear()
    started = time.monotonic()
    try:
        function(case)
    except Stopped as stopped:
        case.failures.append(str(stopped))
    except KeyboardInterrupt:
        for server in case.servers:
            server.kill()
        print("FAIL %s: interrupted after %.1f s" % (name, time.monotonic() - started), flush=True)
        raise
    except Exception:  # noqa: BLE001 - a broken check is a failed case, with its trace
        case.failures.append("the check itself stopped: " + traceback.format_exc().strip().splitlines()[-1])
        case.trace = traceback.format_exc()
    finally:
        for server in case.servers:
            try:
                server.stop()
            except Exception:  # noqa: BLE001
                server.kill()
    # The log never has a session's id (docs/SERVE.md): none that this case was given.
    for server in case.servers:
        named = sorted(secret for secret in SECRETS if secret in server.output())
        if named:
            line = next(line for line in server.output().splitlines() if named[0] in line)
            case.failures.append("the server's log names %d session id(s) the clients were given, such as: %s" % (
                len(named), line.strip()[:300]))
    seconds = time.monotonic() - started
    verdict = "FAIL" if case.failures else "PASS"
    print("%s %s: %s (%.1f s)" % (verdict, name, "; ".join(case.figures) or "no figures", seconds), flush=True)
    for failure in case.failures:
        print("     - %s" % failure)
    if case.failures:
        if getattr(case, "trace", None):
            for line in case.trace.strip().splitlines()[-8:]:
                print("     ! %s" % line)
        for server in case.servers:
            tail = [line for line in server.output().strip().splitlines() if "[Hummingbird] Request" not in line][-12:]
            if tail:
                print("     the log of wfs serve %s (port %d), its last %d lines but requests:" % (" ".join(
                    [os.path.relpath(server.schema, REPOSITORY if server.schema.startswith(REPOSITORY) else folder)]
                    + server.flags), server.port, len(tail)))
                for line in tail:
                    print("     | %s" % line[:300])
    sys.stdout.flush()
    return not case.failures


def main():
    global WFS, RUN_FOLDER
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wfs", required=True)
    parser.add_argument("--only", action="append", default=[], help="run the cases whose name contains this")
    parser.add_argument("--keep", action="store_true", help="keep the temporary folder (logs, stores)")
    options = parser.parse_args()
    WFS = os.path.abspath(options.wfs)
    if not os.access(WFS, os.X_OK):
        print("error: %s is not an executable; build it first (swift build)" % WFS, file=sys.stderr)
        return 66
    try:
        with socket.socket() as probe:
            probe.bind((HOSTILE, 0))
    except OSError as error:
        print("error: cannot use %s as the hostile client's address (%s)" % (HOSTILE, error), file=sys.stderr)
        return 69

    def interrupted(number, _frame):
        raise KeyboardInterrupt("signal %d" % number)

    for number in (signal.SIGTERM, signal.SIGHUP):
        signal.signal(number, interrupted)
    atexit.register(stop_every_server)
    RUN_FOLDER = tempfile.mkdtemp(prefix="wfs-hostile-check.")
    started = time.monotonic()
    chosen = [(name, function) for name, function in CASES
              if not options.only or any(part.lower() in name.lower() for part in options.only)]
    failed = 0
    print("hostile-check: %s, hostile client %s, honest people %s" % (os.path.relpath(WFS, os.getcwd())
                                                                     if WFS.startswith(os.getcwd()) else WFS,
                                                                     HOSTILE, HONEST), flush=True)
    try:
        for name, function in chosen:
            if not run_case(name, function):
                failed += 1
    except KeyboardInterrupt:
        print("hostile-check: interrupted", flush=True)
        failed += 1
    finally:
        stop_every_server()
        if options.keep:
            print("hostile-check: kept %s" % RUN_FOLDER)
        else:
            shutil.rmtree(RUN_FOLDER, ignore_errors=True)
    print("hostile-check: %d cases, %d failed, %.0f s" % (len(chosen), failed, time.monotonic() - started), flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
