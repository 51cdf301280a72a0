"""What the Python groups of scripts/bench (bench_deployed.py, bench_peers.py) share: wrk's summary line
and the output file, written as wfs-bench writes it."""
import json
import re

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
