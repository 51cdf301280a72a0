#!/usr/bin/env python3
"""Runs flow files in a real browser (Chromium through Playwright) against `wfs serve`, and checks every screen state.

Each flow's schema is served by `wfs serve`; a person's steps (tapOn, inputText, back…) become
input on the HTML page in one of three modes — mouse, touch (real touch sequences) or keyboard
alone (Tab, Enter, the ⋯ gesture menu) — and the assertions read what the page shows. After the
last step the page is reloaded and must show the same screen.

After the first load and after every step that changed the page, the state is checked in the
run's configuration: axe-core (light and dark), nothing covering the top layer, touch targets of
44×44 CSS px, and the layout (no sideways scrolling, the device filling a phone's viewport or
inside a desktop's, the developer panel beside the device). Taps of the runs with the page's
script are timed from the click to the paint of the new page.

    python3 Tests/Browser/browser_flows.py --wfs .build/debug/wfs --out .build/browser-screenshots \\
        --flow 'Flows/readme/01_alert_on_tap.yaml=../shared/conformance/readme-examples@phone:touch,desktop:keyboard'

A flow is FLOW.yaml[=SCHEMA_FOLDER][@CONFIGURATION,…]; a configuration is SIZE:INPUT[:SCHEME]
(SIZE phone 390×844, large 430×932, desktop 1280×800 or WIDTHxHEIGHT; INPUT mouse, touch or
keyboard; SCHEME light or dark). Flows given with --no-script-flow run with JavaScript off; flows
given with --backend-flow have the app's messages answered by the example backend
(Examples/backend/server.py, through `wfs serve --delegate`) instead of the flow file's replies.
With --gallery, the script flows run once each and every screen state is photographed instead.

Exits with 1 when a run fails. Uses the system's Chromium (/usr/bin/chromium); never downloads one.
"""
import argparse
import json
import os
import sys
import time

from playwright.sync_api import sync_playwright

from wfsbrowser.config import add_browser_arguments, parse_flow_spec
from wfsbrowser.gallery import run_gallery
from wfsbrowser.pool import run_all
from wfsbrowser.runner import load_flow
from wfsbrowser.scenarios import SCENARIOS
from wfsbrowser.timing import PaintTimes

CHECK_ORDER = {"layout": 0, "covering": 1, "touch target": 2, "axe": 3}


def print_result(result, shown):
    """The run's ✓/✗ line, then its failure and up to `shown` findings, each with the steps where it showed."""
    flow = result.spec.path
    figures = f"{result.steps_run}/{result.steps_total} steps, {result.states} states, {result.axe_runs} axe runs, " \
              f"{result.seconds:.1f} s"
    if result.passed:
        print(f"  ✓ {flow} [{result.label}] ({figures})", flush=True)
        return
    problems = len(result.findings) + (1 if result.failure else 0)
    print(f"  ✗ {flow} [{result.label}] ({figures}): {problems} problem{'s' * (problems != 1)}", flush=True)
    if result.failure:
        print(f"      ✗ {result.failure}")
    entries = sorted(result.findings.values(), key=lambda entry: (CHECK_ORDER.get(entry[0].check, 9), entry[1][0]))
    for finding, steps, variants in entries[:shown]:
        where = "step" + ("s " if len(steps) > 1 else " ") + ", ".join(str(step) for step in steps[:12])
        where += "…" if len(steps) > 12 else ""
        where += "; " + ", ".join(variants) if variants else ""
        print(f"      {finding.check}: {finding.message} [{where}]")
    if len(entries) > shown:
        print(f"      … and {len(entries) - shown} more (findings.txt)")
    sys.stdout.flush()


def weight(spec):
    """About how long a flow's runs take: its steps (and waits) times its configurations."""
    try:
        steps = load_flow(spec.path)["steps"]
    except (OSError, KeyError, TypeError):
        return 0
    waits = sum(float(step["wait"]) * 4 for step in steps if isinstance(step, dict) and "wait" in step)
    holds = sum(6 for step in steps if isinstance(step, dict) and ("longPressOn" in step or "swipe" in step))
    return (len(steps) + waits + holds) * len(spec.configurations)


def write_findings(results, out):
    """Every finding of every run, as text and as JSON, in the output folder."""
    records = []
    with open(os.path.join(out, "findings.txt"), "w", encoding="utf-8") as text:
        for result in results:
            if result.passed:
                continue
            text.write(f"{result.spec.path} [{result.label}]\n")
            if result.failure:
                text.write(f"  ✗ {result.failure}\n")
            for finding, steps, variants in result.findings.values():
                schemes = "; " + ", ".join(variants) if variants else ""
                text.write(f"  {finding.check}: {finding.message} [steps {', '.join(map(str, steps))}{schemes}]\n")
                records.append({"flow": result.spec.path, "configuration": result.label, "check": finding.check,
                                "message": finding.message, "steps": steps, "schemes": variants})
            if result.failure:
                records.append({"flow": result.spec.path, "configuration": result.label, "check": "step",
                                "message": result.failure, "steps": [result.steps_run + 1]})
    with open(os.path.join(out, "findings.json"), "w", encoding="utf-8") as handle:
        json.dump(records, handle, indent=1, ensure_ascii=False)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_browser_arguments(parser)
    parser.add_argument("--flow", action="append", default=[], help="FLOW.yaml[=SCHEMA_FOLDER][@SIZE:INPUT[:SCHEME],…]")
    parser.add_argument("--no-script-flow", action="append", default=[], help="the same, with JavaScript off")
    parser.add_argument("--backend-flow", action="append", default=[],
                        help="the same, the app's messages answered by Examples/backend through --delegate")
    parser.add_argument("--dev-flow", action="append", default=[],
                        help="the same, served with the developer panel (wfs serve --dev)")
    parser.add_argument("--scenarios", action="store_true",
                        help="also run the scenario checks (typing while waiting, alert keys, one event, motion, "
                             "--watch, the delegate backend slow, down, garbled, and a restart)")
    parser.add_argument("--only", action="append", default=[],
                        help="run only the flows whose path contains this (--backend-flow's: or `backend`), "
                             "and the scenarios whose name does")
    parser.add_argument("--no-checks", action="store_true", help="run the steps only: no checks of the screen states")
    parser.add_argument("--tab-bound", type=int, default=50, help="Tab presses the keyboard may use to reach a control")
    parser.add_argument("--show", type=int, default=12, help="findings printed per run (all are in findings.txt)")
    parser.add_argument("--jobs", type=int, default=1,
                        help="worker processes, each with its own Chromium (click-to-paint times are steadiest with 1)")
    parser.add_argument("--gallery", action="store_true",
                        help="photograph every screen state of the script flows (390×844 and 1280×800, light and dark)")
    arguments = parser.parse_args()

    specs = [parse_flow_spec(entry) for entry in arguments.flow]
    specs += [parse_flow_spec(entry, script=False) for entry in arguments.no_script_flow]
    specs += [parse_flow_spec(entry, backend=True) for entry in arguments.backend_flow]
    specs += [parse_flow_spec(entry, dev=True) for entry in arguments.dev_flow]
    if arguments.only:
        specs = [spec for spec in specs if any(part in spec.path + (" backend" if spec.backend else "")
                                               for part in arguments.only)]
    os.makedirs(arguments.out, exist_ok=True)
    started = time.monotonic()

    if arguments.gallery:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=arguments.chromium, args=["--no-sandbox"])
            shown = [spec for spec in specs if spec.script and not spec.backend]
            failures = run_gallery(browser, arguments.wfs, shown, arguments.out)
            browser.close()
        print(f"gallery: {os.path.abspath(arguments.out)}/index.html ({time.monotonic() - started:.0f} s)")
        sys.exit(1 if failures else 0)

    # The longest flows first, so that the workers end together.
    tasks = [("flow", spec) for spec in sorted(specs, key=lambda spec: -weight(spec))]
    scenarios = [name for name in SCENARIOS if arguments.scenarios and (
        not arguments.only or any(part in name for part in arguments.only))]
    tasks += [("scenario", name) for name in scenarios]
    options = {"wfs": arguments.wfs, "out": arguments.out, "chromium": arguments.chromium,
               "checking": not arguments.no_checks, "tab_bound": arguments.tab_bound}
    results = []
    paint_times = PaintTimes()
    scenarios_passed = 0
    for kind, first, second in run_all(tasks, options, arguments.jobs):
        if kind == "scenario":
            if second is None:
                scenarios_passed += 1
                print(f"  ✓ scenario {first}: {SCENARIOS[first][0]}", flush=True)
            else:
                print(f"  ✗ scenario {first}: {SCENARIOS[first][0]}: {second}", flush=True)
        else:
            results.append(first)
            paint_times.samples += second
            print_result(first, arguments.show)

    expected = sum(len(spec.configurations) for spec in specs)
    if len(results) < expected:
        print(f"  ✗ {expected - len(results)} runs never reported (a worker process died)", flush=True)
    write_findings(results, arguments.out)
    paint_times.write(os.path.join(arguments.out, "click-to-paint.json"), jobs=arguments.jobs)
    passed = sum(result.passed for result in results) + scenarios_passed
    total = max(expected, len(results)) + len(scenarios)
    figures = paint_times.summary()
    paint = (f"click-to-paint median {figures['median_ms']} ms, p90 {figures['p90_ms']} ms ({figures['count']} taps)"
             if figures["count"] else "no click-to-paint times")
    flows = len({(spec.path, spec.script, spec.backend) for spec in specs})
    print(f"{total} runs of {flows} flows in the browser: {passed} passed, {total - passed} failed; "
          f"{sum(r.steps_run for r in results)} steps, {sum(r.states for r in results)} screen states checked "
          f"({sum(r.overlays for r in results)} with an overlay), "
          f"{sum(r.axe_runs for r in results)} axe runs; {paint}; {time.monotonic() - started:.0f} s")
    print(f"screenshots and reports (findings.txt, findings.json, click-to-paint.json): {arguments.out}")
    sys.exit(1 if passed != total else 0)


if __name__ == "__main__":
    main()
