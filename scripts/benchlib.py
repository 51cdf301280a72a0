"""What the Python groups of scripts/bench (bench_deployed.py, bench_peers.py, bench_scaling.py) share:
wrk's summary line, the output file written as wfs-bench writes it, and a server process's CPU and
memory read from /proc."""
import json
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Browser"))
from wfsbrowser.server import stop_process  # noqa: E402

# A wrk script's done(): one line the harness reads, with the requests, the run's length and the errors.
WRK_DONE = """
function done(summary, latency, requests)
  io.write(string.format("wrk-summary requests=%d duration_us=%d status=%d socket=%d\\n", summary.requests,
    summary.duration, summary.errors.status, summary.errors.connect + summary.errors.read + summary.errors.write
    + summary.errors.timeout))
end
"""


def wrk_summary(output, target):
    """(requests, seconds) of the run whose output is `output`; stops the run when wrk printed no summary,
    saw an error, or made no request. `target` names the server in the message."""
    if "wrk-summary" not in output:
        raise SystemExit(f"wrk against {target} printed no summary:\n{output}")
    figures = dict(re.findall(r"(\w+)=(\d+)", output.split("wrk-summary", 1)[1]))
    if int(figures["status"]) or int(figures["socket"]) or not int(figures["requests"]):
        raise SystemExit(f"wrk against {target}: errors: {output}")
    return int(figures["requests"]), int(figures["duration_us"]) / 1e6


def write_results(output, results, group):
    """Replaces the entries of the same names in `output` with `results` and says which missed their goal."""
    try:
        with open(output, encoding="utf-8") as handle:
            kept = [old for old in json.load(handle) if old["name"] not in {new["name"] for new in results}]
    except FileNotFoundError:
        kept = []
    with open(output, "w", encoding="utf-8") as handle:
        json.dump(kept + results, handle, indent=2, sort_keys=True, separators=(",", " : "))  # as wfs-bench writes it
        handle.write("\n")
    missed = [result["name"] for result in results
              if result["goal"] and (result["ratio"] is None or result["ratio"] > result["goal"])]
    print(f"{group}: " + (f"missed the goal: {', '.join(missed)}" if missed else "all goals met"))


def cpu_seconds(pid):
    """User and system CPU seconds process `pid` (all its threads) has used so far."""
    with open(f"/proc/{pid}/stat", encoding="ascii") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def resident_kilobytes(pid):
    """The resident memory of process `pid`, in KB."""
    with open(f"/proc/{pid}/status", encoding="ascii") as status:
        return int(re.search(r"VmRSS:\s+(\d+) kB", status.read()).group(1))


class ServerProcess:
    """A server a benchmark started (`process`, its output going to the open file `log`); a context
    manager that stops it."""

    process = None
    log = None

    def __enter__(self):
        return self

    def __exit__(self, *_):
        self.stop()

    def stop(self):
        if self.process.poll() is None:
            stop_process(self.process)
        self.log.close()

    def cpu_seconds(self):
        return cpu_seconds(self.process.pid)

    def resident_kilobytes(self):
        return resident_kilobytes(self.process.pid)
