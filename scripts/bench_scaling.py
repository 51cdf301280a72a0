"""The `scaling` group of scripts/bench: how wfs's costs grow with the work. Each row is measured at two
or three sizes, and its exponent is the slope of log(cost) over log(size) from the smallest size to the
largest: 1 is linear, below 1 cheaper per unit as it grows, above 1 dearer.

    python3 scripts/bench_scaling.py --wfs .build/release/wfs [--quick]

Rows (`wfs serve` built in release mode, `--log-level warning`, the per-client limits lifted):
- events: the server's CPU time per event, and events per second, with 100, 1,000 and 10,000 sessions
  (Tests/Browser/fixtures/deployed.xml's Save, posted as the page's script posts it), in-memory store;
  always 100 connections on 10 wrk threads taking the sessions in turn, since on two cores wrk's own
  share of the CPU changes with its connections and threads (2,000 connections read twice the events
  per second of 100, and 100 threads each formatting 10,000 requests started the run seconds late);
- memory: resident memory after 1,000 and 10,000 sessions, each made by its first Save (a visit that
  only looks makes none);
- restore: the first page of a session whose journal has 100, 1,000 and 9,000 entries, after a restart
  of a server on a SQLite store (its journal replayed);
- validate: `wfs validate` of generated schemas of 10 KB, 100 KB and 1 MB, less the same of a one-line
  schema (the process's start: about 14 ms of a release build), each in a folder of its own, its
  exponent fitted from 100 KB;
- language server: the time from a one-character edit to its diagnostics, `wfs lsp`, documents of 10 KB,
  100 KB and 1 MB.

It prints the table; BENCHMARKS.md keeps the figures. It writes nothing else.
"""
import argparse
import http.client
import json
import math
import os
import queue
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, os.path.join(ROOT, "Tests", "Browser"))
from wfsbrowser.server import die_with_parent, free_port, stop_process  # noqa: E402
from benchlib import WRK_DONE, ServerProcess, cpu_seconds, wrk_summary  # noqa: E402

SCHEMA = os.path.join(ROOT, "Tests", "Browser", "fixtures", "deployed.xml")
QUIET = ("--log-level", "warning", "--color", "never", "--sessions-per-minute", "100000000",
         "--lookups-per-minute", "100000000", "--bytes-per-minute", "1048576MiB", "--connections-per-client", "100000",
         "--max-connections", "30000", "--max-sessions", "100000", "--sessions-per-client", "100000")

WRK_SCRIPT = """
local sessions = {%s}
local formatted = {}
local position = 0
local threads = 0
function setup(thread) thread:set("thread_index", threads); threads = threads + 1 end
function init(args)
  position = ((thread_index or 0) * 7919) %% #sessions
end
-- Save is the same event in any state, so each request may take the next session in turn. Each is
-- formatted when first sent: formatting 10,000 in every thread's init took seconds of the run, in
-- which the threads done with it were already sending.
function request()
  position = position %% #sessions + 1
  local r = formatted[position]
  if not r then
    local session = sessions[position]
    r = wrk.format("POST", "/events", {["Cookie"] = session[1],
      ["Content-Type"] = "application/x-www-form-urlencoded", ["X-WFS-Fetch"] = "1"}, session[2])
    formatted[position] = r
  end
  return r
end
""" + WRK_DONE.replace("%", "%%")


class Serve(ServerProcess):
    """`wfs serve` on a free port (or `port`), its state in `state_dir`; a context manager."""

    def __init__(self, wfs, schema, store, state_dir, log, port=None):
        self.port = port or free_port()
        self.log = open(log, "a", encoding="utf-8")
        self.process = subprocess.Popen(
            [wfs, "serve", schema, "--port", str(self.port), "--store", store, "--state-dir", state_dir, *QUIET],
            stdout=self.log, stderr=subprocess.STDOUT, preexec_fn=die_with_parent)
        for _ in range(400):
            if self.process.poll() is not None:
                break
            try:
                get(self.port, "/healthz")
                return
            except (OSError, http.client.HTTPException):
                time.sleep(0.025)
        self.stop()
        raise SystemExit(f"wfs serve did not start: see {log}")


def get(port, path, cookie=None, link=None):
    """(status, Set-Cookie pair, body) of GET `path`."""
    own = link is None
    link = link or http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    link.request("GET", path, headers={"Cookie": cookie} if cookie else {})
    response = link.getresponse()
    body = response.read().decode()
    if own:
        link.close()
    return response.status, (response.getheader("Set-Cookie") or "").split(";")[0], body


def visitor(port, link):
    """A new session, made by its first Save (a first visit makes none): its cookie and the body of its Save event."""
    status, cookie, page = get(port, "/", link=link)
    if status != 200 or not cookie:
        raise SystemExit(f"GET / answered {status} with no session cookie")
    body = urllib.parse.urlencode({
        "event": re.search(r'value="(tap [^"]+)"><span class="wfs-text">Save<', page).group(1),
        "csrf": re.search(r'name="csrf" value="([^"]+)"', page).group(1)})
    # From the first screen, with its hidden field (later Saves are made on the session's own page).
    link.request("POST", "/events", body=body + "&first-screen=1", headers=EVENT_HEADERS | {"Cookie": cookie})
    response = link.getresponse()
    response.read()
    if response.status != 200:
        raise SystemExit(f"a first Save answered {response.status}")
    return cookie, body


EVENT_HEADERS = {"Content-Type": "application/x-www-form-urlencoded", "X-WFS-Fetch": "1"}


def event_costs(server, sessions, seconds, folder):
    """(server CPU seconds per event, events per second) of wrk's runs over `sessions` new sessions, medians of three."""
    link = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
    visitors = [visitor(server.port, link) for _ in range(sessions)]
    link.close()
    script = os.path.join(folder, f"events-{sessions}.lua")
    with open(script, "w", encoding="utf-8") as handle:
        handle.write(WRK_SCRIPT % ", ".join("{%s, %s}" % (json.dumps(cookie), json.dumps(body))
                                           for cookie, body in visitors))
    rates, costs = [], []
    for run in range(3):
        before = cpu_seconds(server.process.pid)
        output = subprocess.run(["wrk", "-t10", "-c100", f"-d{seconds}s", "--timeout", "20s", "-s",
                                 script, f"http://127.0.0.1:{server.port}/events"], capture_output=True, text=True)
        events, duration = wrk_summary(output.stdout + output.stderr, f"{sessions} sessions")
        costs.append((cpu_seconds(server.process.pid) - before) / events)
        rates.append(events / duration)
    cost, rate = statistics.median(costs), statistics.median(rates)
    print(f"  events, {sessions:,} sessions: {cost * 1e6:.0f} µs of CPU per event (runs "
          f"{', '.join(f'{c * 1e6:.0f}' for c in costs)}), {rate:,.0f} events/s", flush=True)
    return cost, rate


def journal_of(port, entries):
    """A new session of `entries` Save events (each one entry of its journal, the first made it): its cookie."""
    link = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
    cookie, body = visitor(port, link)
    headers = EVENT_HEADERS | {"Cookie": cookie}
    for _ in range(entries - 1):
        link.request("POST", "/events", body=body, headers=headers)
        response = link.getresponse()
        response.read()
        if response.status != 200:
            raise SystemExit(f"an event answered {response.status} after {entries} entries were asked for")
    link.close()
    return cookie


def restore_seconds(wfs, sizes, folder, rounds):
    """The median seconds of the first page of a session of each size of journal, after a restart."""
    state = os.path.join(folder, "restore-state")
    store = os.path.join(state, "sessions.sqlite")
    log = os.path.join(folder, "restore.log")
    with Serve(wfs, SCHEMA, store, state, log) as server:
        port = server.port
        warm = journal_of(port, 10)
        cookies = {size: journal_of(port, size) for size in sizes}
    times = {size: [] for size in sizes}
    for round_number in range(rounds):
        with Serve(wfs, SCHEMA, store, state, log, port=port):
            # The first restore after a start pays for the store's first reads: an untimed one takes it.
            get(port, "/", cookie=warm)
            for size in sizes[round_number % len(sizes):] + sizes[:round_number % len(sizes)]:
                started = time.perf_counter()
                status, _, page = get(port, "/", cookie=cookies[size])
                times[size].append(time.perf_counter() - started)
                if status != 200 or ">Saved<" not in page:
                    raise SystemExit(f"the session of {size} entries did not come back ({status})")
    for size in sizes:
        print(f"  restore, {size:,} entries: {statistics.median(times[size]) * 1000:.1f} ms "
              f"(runs {', '.join(f'{t * 1000:.1f}' for t in times[size])})", flush=True)
    return {size: statistics.median(times[size]) for size in sizes}


def schema_of(size):
    """A schema of about `size` bytes: tabs of screens with labels, fields and buttons, each button answered."""
    parts, screen = ["<workflow><tabs>\n"], 0
    length = len(parts[0])
    while length < size - 200:
        screen += 1
        units, actions = [], []
        for unit in range(12):
            name = f"s{screen}u{unit}"
            units.append(f'<label>Label {name} says something</label><textField name="{name}">'
                         f'<placeholder>Field {name}</placeholder></textField>'
                         f'<button><title>Button {name}</title><message>{name}</message></button>\n')
            actions.append(f'<showAlert name="{name}">Tapped {name}</showAlert>\n')
        block = (f"<navigation><screen><title>Screen {screen}</title><container>\n{''.join(units)}</container>"
                 f"<actions>\n{''.join(actions)}</actions></screen></navigation>\n")
        parts.append(block)
        length += len(block)
    parts.append("</tabs></workflow>\n")
    return "".join(parts)


def written(folder, name, text):
    """The path of `text` written as NAME.xml in a folder NAME of its own in `folder`."""
    os.makedirs(os.path.join(folder, name))
    path = os.path.join(folder, name, f"{name}.xml")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return path


def validate_seconds(wfs, path, rounds):
    times = []
    for _ in range(rounds):
        started = time.perf_counter()
        result = subprocess.run([wfs, "validate", "--color", "never", path], capture_output=True, text=True)
        times.append(time.perf_counter() - started)
        if result.returncode != 0:
            raise SystemExit(f"wfs validate {path} failed:\n{result.stdout[-2000:]}")
    return statistics.median(times)


class LanguageServer:
    """`wfs lsp` over its standard input and output."""

    def __init__(self, wfs, folder):
        self.process = subprocess.Popen([wfs, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, cwd=folder, preexec_fn=die_with_parent)
        self.next_id = 0
        # Read on a thread of its own, so that every wait for an answer has a time limit.
        self.messages = queue.Queue()
        threading.Thread(target=self.read_all, daemon=True).start()
        self.request("initialize", {"processId": os.getpid(), "rootUri": f"file://{folder}", "capabilities": {}})
        self.notify("initialized", {})

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def read_all(self):
        """Puts each message the server writes on `messages`, then None when its output ends."""
        while True:
            length = 0
            while True:
                line = self.process.stdout.readline()
                if not line:
                    self.messages.put(None)
                    return
                if line in (b"\r\n", b"\n"):
                    break
                if line.lower().startswith(b"content-length:"):
                    length = int(line.split(b":")[1])
            self.messages.put(json.loads(self.process.stdout.read(length)))

    def receive(self, seconds=60):
        try:
            message = self.messages.get(timeout=seconds)
        except queue.Empty:
            stop_process(self.process)
            raise SystemExit(f"wfs lsp said nothing for {seconds} s") from None
        if message is None:
            raise SystemExit("wfs lsp ended")
        return message

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == self.next_id and "method" not in message:
                return message

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics_for(self, uri, version):
        """Waits for the diagnostics of `uri` at `version` (or of `uri`, when the server names none)."""
        while True:
            message = self.receive()
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                if message["params"].get("version", version) == version:
                    return message

    def close(self):
        try:
            self.request("shutdown", None)
            self.notify("exit", None)
            self.process.wait(timeout=10)
        finally:
            if self.process.poll() is None:
                stop_process(self.process)


def edit_seconds(server, path, text, edits):
    """The median seconds from a one-character edit of `text` (open in `server`) to its diagnostics."""
    uri = f"file://{path}"
    server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "xml", "version": 1,
                                                            "text": text}})
    server.diagnostics_for(uri, 1)
    times = []
    position = text.index("Label ") + len("Label")
    line = text.count("\n", 0, position)
    column = position - (text.rfind("\n", 0, position) + 1)
    for version in range(2, edits + 2):
        change = {"range": {"start": {"line": line, "character": column}, "end": {"line": line, "character": column}},
                  "text": "x"}
        started = time.perf_counter()
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                 "contentChanges": [change]})
        server.diagnostics_for(uri, version)
        times.append(time.perf_counter() - started)
    server.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    return statistics.median(times)


def exponent(sizes, costs, first=0):
    """The slope of log(cost) over log(size) from `sizes[first]` to the largest; None when a cost is not above 0."""
    if costs[first] <= 0 or costs[-1] <= 0:
        return None
    return math.log(costs[-1] / costs[first]) / math.log(sizes[-1] / sizes[first])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wfs", required=True)
    parser.add_argument("--quick", action="store_true")
    options = parser.parse_args()
    if not shutil.which("wrk"):
        raise SystemExit("scripts/bench_scaling.py needs wrk (apt-get install wrk)")
    wfs = os.path.abspath(options.wfs)
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, 65536), hard))  # for wfs's 10,000 sessions' sockets
    seconds = 2 if options.quick else 4
    rows = []
    with tempfile.TemporaryDirectory(prefix="wfs-bench-scaling-") as folder:
        log = os.path.join(folder, "serve.log")
        sizes = [100, 1_000, 10_000]
        with Serve(wfs, SCHEMA, "memory", folder, log) as server:
            figures = [event_costs(server, sessions, seconds, folder) for sessions in sizes]
        rows.append(("server CPU per event", "sessions", sizes, [cost * 1e6 for cost, _ in figures], "µs"))
        rows.append(("time per event (1 / events per second)", "sessions", sizes,
                     [1e6 / rate for _, rate in figures], "µs"))

        with Serve(wfs, SCHEMA, "memory", folder, log) as server:
            link = http.client.HTTPConnection("127.0.0.1", server.port, timeout=60)
            for _ in range(50):
                visitor(server.port, link)  # warm-up: caches, the allocator's first arenas
            base = server.resident_kilobytes()
            memory, made = [], 0
            for target in (1_000, 10_000):
                for _ in range(target - made):
                    visitor(server.port, link)
                made = target
                memory.append(server.resident_kilobytes() - base)
            link.close()
        for count, kilobytes in zip((1_000, 10_000), memory):
            print(f"  memory, {count:,} sessions: {kilobytes / 1024:.1f} MB, {kilobytes / count:.2f} KB a session",
                  flush=True)
        rows.append(("memory of sessions made by a step", "sessions", [1_000, 10_000], [m / 1024 for m in memory],
                     "MB"))

        entries = [100, 1_000, 9_000]
        restored = restore_seconds(wfs, entries, folder, 3)
        rows.append(("restore after a restart", "journal entries", entries, [restored[n] * 1000 for n in entries],
                     "ms"))

        schema_sizes = [10_000, 100_000, 1_000_000]
        texts = {size: schema_of(size) for size in schema_sizes}
        # Each file in a folder of its own: a check reads the .xml files beside the one it is given (the
        # schemas it may load), which would add the others' bytes to every figure.
        paths = {size: written(folder, f"schema-{size}", text) for size, text in texts.items()}
        rounds = 3 if options.quick else 7
        tiny = written(folder, "tiny", "<workflow><screen><title>Tiny</title></screen></workflow>\n")
        start = validate_seconds(wfs, tiny, rounds) * 1000
        validated = [validate_seconds(wfs, paths[size], rounds) * 1000 - start for size in schema_sizes]
        print(f"  wfs validate of a one-line schema (the process's start): {start:.1f} ms", flush=True)
        for size, ms in zip(schema_sizes, validated):
            print(f"  wfs validate, {len(texts[size]):,} bytes: {ms:.1f} ms beyond that", flush=True)
        # Fitted from 100 KB: at 10 KB the work is within the noise of the process's start.
        measured_sizes = [len(texts[size].encode()) for size in schema_sizes]
        rows.append(("wfs validate, beyond the process's start", "bytes", measured_sizes, validated, "ms", 1))

        server = LanguageServer(wfs, folder)
        try:
            edited = [edit_seconds(server, paths[size], texts[size], 5 if options.quick else 11) * 1000
                      for size in schema_sizes]
        finally:
            server.close()
        for size, ms in zip(schema_sizes, edited):
            print(f"  wfs lsp, an edit of {len(texts[size]):,} bytes to its diagnostics: {ms:.1f} ms", flush=True)
        rows.append(("language server: an edit to its diagnostics", "bytes", measured_sizes, edited, "ms"))

    print("  row | sizes | costs | exponent")
    for label, unit_of_size, sizes, costs, unit, *first in rows:
        slope = exponent(sizes, costs, *first)
        fitted = f" (from {sizes[first[0]]:,})" if first else ""
        print(f"  {label} | {', '.join(f'{s:,}' for s in sizes)} {unit_of_size} | "
              f"{', '.join(f'{c:,.2f}' for c in costs)} {unit} | "
              + (f"{slope:.2f}{fitted}" if slope is not None else "– (a cost within the noise)"))


if __name__ == "__main__":
    main()
