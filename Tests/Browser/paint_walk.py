#!/usr/bin/env python3
"""Times click to paint in Chromium for one or more `wfs` binaries, in the same run, on the same walk.

The walk is the Showcase's: Sign up, Back, Health, Home, repeated; each tap is timed from the
click (a capture-phase listener) to the first animation frame after the page changed. The
binaries take turns, so the machine's load falls on each alike; the median and 90th percentile
of each are printed. BENCHMARKS.md quotes it ("Click to paint").

    python3 Tests/Browser/paint_walk.py .build/debug/wfs /tmp/wfs-before --rounds 3
"""
import argparse
import os
import statistics
import sys
import time

from playwright.sync_api import sync_playwright

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from wfsbrowser.server import WfsServer  # noqa: E402

SHOWCASE = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                        "Examples", "Showcase")

PROBE_JS = """() => {
  window.__paint = [];
  document.addEventListener('click', () => { window.__clicked = performance.now(); }, true);
  new MutationObserver(() => {
    const start = window.__clicked;
    if (start === undefined) return;
    window.__clicked = undefined;
    requestAnimationFrame(() => window.__paint.push(performance.now() - start));
  }).observe(document.documentElement, { childList: true, subtree: true });
}"""

WALK = ("Sign up", "Back: Showcase", "Health", "Home")


def walk(browser, wfs, laps):
    """The click-to-paint times of `laps` walks, in milliseconds."""
    log = os.path.join("/tmp", f"paint-walk-{os.getpid()}.log")
    with WfsServer(wfs, os.path.join(SHOWCASE, "app.xml"), log, assets=SHOWCASE,
                   replies=os.path.join(SHOWCASE, "showcase.yaml")) as server:
        context = browser.new_context(viewport={"width": 390, "height": 844})
        page = context.new_page()
        page.goto(server.url)
        page.evaluate(PROBE_JS)
        for _ in range(laps):
            for name in WALK:
                page.get_by_role("button", name=name, exact=True).first.click()
                while page.evaluate("() => document.documentElement.hasAttribute('data-wfs-busy')"):
                    time.sleep(0.01)
                time.sleep(0.45)  # past any motion
        times = page.evaluate("() => window.__paint")
        context.close()
    return times


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binaries", nargs="+", help="wfs executables")
    parser.add_argument("--rounds", type=int, default=3, help="turns per binary")
    parser.add_argument("--laps", type=int, default=5, help="walks per turn (4 taps each)")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    arguments = parser.parse_args()
    samples = {binary: [] for binary in arguments.binaries}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=arguments.chromium, args=["--no-sandbox"])
        for _ in range(arguments.rounds):
            for binary in arguments.binaries:
                samples[binary] += walk(browser, binary, arguments.laps)
        browser.close()
    for binary, times in samples.items():
        times.sort()
        print(f"{binary}: median {statistics.median(times):.1f} ms, p90 {times[int(len(times) * 0.9)]:.1f} ms "
              f"({len(times)} taps)")


if __name__ == "__main__":
    main()
