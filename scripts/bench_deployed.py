"""The `deployed` group of scripts/bench: `wfs serve` (release) on PostgreSQL, alone and as two instances
behind nginx, against the in-memory store measured in the same run (alone, and as two instances behind
nginx that keep each session where it was made); and the time a change on one instance takes to reach
a page on the other through the push channel.

Run by scripts/bench under scripts/with-postgres (with WFS_POSTGRES_FSYNC=on: the database syncs
its commits as a real one does):

    python3 scripts/bench_deployed.py --wfs .build/release/wfs --output bench-results.json [--quick]

Its entries replace those of the same names in the output file; the others stay. Each rate is
the median of three wrk runs of 100 sessions' events (a connection per session, its events one
after the other, as browsers send them), the runs of value and floor interleaved.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Browser"))
from wfsbrowser.deployment import Deployment, connection  # noqa: E402
from wfsbrowser.server import WfsServer  # noqa: E402
from benchlib import WRK_DONE, wrk_summary, write_results  # noqa: E402

SCHEMA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Browser", "fixtures",
                      "deployed.xml")
SESSIONS = 100
# No line per request: the servers' own work is measured. wrk is one client making every session, so
# the per-client rates (new sessions, store reads, bytes added) are lifted.
QUIET = ("--log-level", "warning", "--sessions-per-minute", "1000000", "--lookups-per-minute", "1000000",
         "--bytes-per-minute", "1048576MiB")
EVENTS_GOAL = 2.0  # at least half the in-memory store's rate (issue 18)

WRK_SCRIPT = """
local sessions = {%s}
local formatted
local threads = 0
function setup(thread) thread:set("thread_index", threads); threads = threads + 1 end
function init(args)
  -- A thread per session, with one connection: each session's events one after the other, as a
  -- person's browser sends them.
  local session = sessions[(thread_index or 0) %% #sessions + 1]
  formatted = wrk.format("POST", "/events", {["Cookie"] = session[1],
    ["Content-Type"] = "application/x-www-form-urlencoded", ["X-WFS-Fetch"] = "1"}, session[2])
end
function request() return formatted end
""" + WRK_DONE.replace("%", "%%")


class Visitor:
    """One browser's session: its cookie, its page's token and the Save button's event."""

    def __init__(self, base):
        link = connection(base)
        link.request("GET", "/")
        response = link.getresponse()
        page = response.read().decode()
        link.close()
        if response.status != 200:
            raise SystemExit(f"GET / on {base} answered {response.status}: {page[:200]}")
        self.cookie = response.getheader("Set-Cookie").split(";")[0]
        form = {"event": re.search(r'value="(tap [^"]+)"><span class="wfs-text">Save<', page).group(1),
                "csrf": re.search(r'name="csrf" value="([^"]+)"', page).group(1)}
        self.body = urllib.parse.urlencode(form)
        # The first Save, from the first screen, makes the session (a visit makes none).
        link = connection(base)
        link.request("POST", "/events", body=urllib.parse.urlencode(form | {"first-screen": "1"}),
                     headers={"Cookie": self.cookie, "Content-Type": "application/x-www-form-urlencoded",
                              "X-WFS-Fetch": "1"})
        response = link.getresponse()
        answer = response.read().decode()
        link.close()
        if response.status != 200:
            raise SystemExit(f"a first Save on {base} answered {response.status}: {answer[:200]}")


def wrk_rate(base, visitors, seconds, folder):
    """Events per second wrk gets from `base` with one connection per session; stops the run on any error."""
    script = os.path.join(folder, "events.lua")
    with open(script, "w", encoding="utf-8") as handle:
        handle.write(WRK_SCRIPT % ", ".join("{%s, %s}" % (json.dumps(visitor.cookie), json.dumps(visitor.body))
                                           for visitor in visitors))
    output = subprocess.run(["wrk", f"-t{len(visitors)}", f"-c{len(visitors)}", f"-d{seconds}s", "--timeout", "10s", "-s", script,
                             base + "events"], capture_output=True, text=True, check=True).stdout
    requests, duration = wrk_summary(output, base)
    return requests / duration


def interleaved(measured, floor, seconds, folder):
    """The medians of three runs each of `measured` and `floor` ((base, visitors) pairs), in turns."""
    for target in (measured, floor):
        wrk_rate(*target, 1, folder)  # warm-up: connections, caches, the database's plans
    rates = ([], [])
    for run in range(3):
        order = (0, 1) if run % 2 == 0 else (1, 0)
        for which in order:
            target = (measured, floor)[which]
            rates[which].append(wrk_rate(*target, seconds, folder))
    return statistics.median(rates[0]), statistics.median(rates[1]), rates


def push_latencies(send_to, listen_on, samples):
    """Seconds from sending an event on `send_to` to the page loaded from `listen_on` after the push
    channel there says the session changed, `samples` times."""
    visitor = Visitor(send_to)
    channel = connection(listen_on)
    page = connection(listen_on)
    poster = connection(send_to)
    page.request("GET", "/", headers={"Cookie": visitor.cookie})
    length = int(re.search(r'data-wfs-journal="(\d+)"', page.getresponse().read().decode()).group(1))
    channel.request("GET", f"/_wfs/changes?after={length}", headers={"Cookie": visitor.cookie})
    stream = channel.getresponse()
    times = []
    for _ in range(samples):
        started = time.perf_counter()
        poster.request("POST", "/events", body=visitor.body, headers={
            "Cookie": visitor.cookie, "Content-Type": "application/x-www-form-urlencoded", "X-WFS-Fetch": "1"})
        answer = poster.getresponse()
        text = answer.read().decode()
        if answer.status != 200:
            raise SystemExit(f"an event on {send_to} answered {answer.status}: {text[:200]}")
        length = int(re.search(r'data-wfs-journal="(\d+)"', text).group(1))
        while True:
            line = stream.fp.readline()
            if not line:
                raise SystemExit(f"the push channel on {listen_on} closed")
            found = re.match(rb"id: (\d+)", line)
            if found and int(found.group(1)) >= length:
                break
        page.request("GET", "/", headers={"Cookie": visitor.cookie})
        shown = page.getresponse().read().decode()
        if f'data-wfs-journal="{length}"' not in shown and int(
                re.search(r'data-wfs-journal="(\d+)"', shown).group(1)) < length:
            raise SystemExit(f"the page from {listen_on} does not show the change")
        times.append(time.perf_counter() - started)
    channel.close()
    return times


def rate_entry(name, measured, floor_target, description, seconds, folder):
    """The entry `name`: events per second of `measured` against `floor_target`, interleaved; says both."""
    value, floor, runs = interleaved(measured, floor_target, seconds, folder)
    print(f"  {name}: {value:.0f} / {floor:.0f} events/s ({description}); runs"
          f" {', '.join(f'{rate:.0f}' for rate in runs[0])} / {', '.join(f'{rate:.0f}' for rate in runs[1])}", flush=True)
    return entry(name, value, "events/s", floor, EVENTS_GOAL, floor / value)


def percentile(values, fraction):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(fraction * (len(ordered) - 1))))]


def entry(name, value, unit, floor, goal, ratio):
    return {"name": name, "value": round(value, 3 if value < 10 else 0) if unit != "events/s" else int(value),
            "unit": unit, "floor": round(floor, 3 if floor < 10 else 0) if unit != "events/s" else int(floor),
            "ratio": round(ratio, 3), "goal": goal}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--wfs", required=True)
    parser.add_argument("--output", required=True)
    parser.add_argument("--quick", action="store_true")
    options = parser.parse_args()
    wfs = os.path.abspath(options.wfs)
    seconds = 2 if options.quick else 5
    samples = 100 if options.quick else 400
    results = []
    with tempfile.TemporaryDirectory(prefix="wfs-bench-deployed-") as folder:
        memory = WfsServer(wfs, SCHEMA, os.path.join(folder, "memory.log"), options=("--store", "memory", *QUIET))
        alone = WfsServer(wfs, SCHEMA, os.path.join(folder, "postgres.log"),
                          options=("--store", os.environ["WFS_TEST_POSTGRES_URL"], *QUIET))
        with memory, alone:
            floor_visitors = [Visitor(memory.url) for _ in range(SESSIONS)]
            alone_visitors = [Visitor(alone.url) for _ in range(SESSIONS)]
            results.append(rate_entry("deployed-events-100-postgres", (alone.url, alone_visitors),
                                      (memory.url, floor_visitors), "PostgreSQL / memory store", seconds, folder))
            alone.stop()
            memory.stop()
            with Deployment(wfs, SCHEMA, name="bench", logs=folder, options=QUIET) as deployment, \
                    Deployment(wfs, SCHEMA, name="bench-memory", logs=folder, options=QUIET, store="memory") as pinned:
                # Without TLS: wrk's own TLS client, a thread per connection, got 30 events/s through
                # nginx where Python's got a hundred (see BENCHMARKS.md), so it would measure itself.
                front_visitors = [Visitor(deployment.plain_front) for _ in range(SESSIONS)]
                # The floor: the same two instances and nginx, each session kept by the instance that
                # made it (in memory, sticky by its cookie): what the shared store saves is stickiness.
                pinned_visitors = [Visitor(pinned.pinned[number % 2]) for number in range(SESSIONS)]
                sticky = (pinned.plain_front, pinned_visitors)
                results.append(rate_entry("deployed-events-100-nginx", (deployment.plain_front, front_visitors), sticky,
                                          "nginx, two instances: round robin on PostgreSQL / sticky sessions in memory",
                                          seconds, folder))
                hashed_visitors = [Visitor(deployment.hashed_front) for _ in range(SESSIONS)]
                results.append(rate_entry("deployed-events-100-nginx-hashed", (deployment.hashed_front, hashed_visitors),
                                          sticky, "nginx, two instances: hashed by cookie on PostgreSQL / sticky sessions"
                                          " in memory", seconds, folder))
                first, second = (instance.url for instance in deployment.instances)
                across = push_latencies(first, second, samples)
                within = push_latencies(first, first, samples)
        for name, fraction in (("p50", 0.5), ("p99", 0.99)):
            value, floor = percentile(across, fraction) * 1000, percentile(within, fraction) * 1000
            print(f"  deployed-push-{name}: {value:.2f} ms across instances / {floor:.2f} ms on one instance "
                  f"(event sent to page loaded after the push, {samples} samples)", flush=True)
            results.append(entry(f"deployed-push-{name}", value, "ms", floor, None, value / floor))
    write_results(options.output, results, "deployed")


if __name__ == "__main__":
    main()
