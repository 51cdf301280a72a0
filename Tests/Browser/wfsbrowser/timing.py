"""Click-to-paint time: from the click, key or touch that starts an event to the first paint of the new page.

The probe lives in the page's window (installed with page.evaluate, so the page's
Content-Security-Policy stays on), which outlives the script's body swaps; a page load needs it
again. It also counts the DOM changes and the turns of data-wfs-busy, so the harness knows that a
tap did something even when the answer came between two of its polls. A capture-phase listener on the window stamps performance.now() at the first click,
keydown or touchend after the harness arms it; the first DOM change after that (a
MutationObserver on document.documentElement, child lists of the whole tree) waits for the next
animation frame and then for the task after it, which runs once that frame is painted.
"""
import json
import statistics

INSTALL_JS = """
() => {
  if (window.__wfsProbe) return false;
  const probe = window.__wfsProbe = {
    armed: false, start: null, painted: null, waiting: false, changes: 0, busyTurns: 0 };
  const stamp = () => { if (probe.armed && probe.start === null) probe.start = performance.now(); };
  for (const type of ['click', 'keydown', 'touchend']) window.addEventListener(type, stamp, true);
  new MutationObserver(() => {
    probe.changes += 1;
    if (probe.start === null || probe.painted !== null || probe.waiting) return;
    probe.waiting = true;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { probe.painted = performance.now(); };
      channel.port2.postMessage(0);
    });
  }).observe(document.documentElement, { childList: true, subtree: true });
  new MutationObserver(() => { probe.busyTurns += 1; })
    .observe(document.documentElement, { attributes: true, attributeFilter: ['data-wfs-busy'] });
  return true;
}
"""

ARM_JS = """
() => {
  const probe = window.__wfsProbe;
  if (!probe) return -1;
  Object.assign(probe, { armed: true, start: null, painted: null, waiting: false });
  return probe.changes + probe.busyTurns;
}
"""

READ_JS = """
() => {
  const probe = window.__wfsProbe;
  if (!probe) return null;
  probe.armed = false;
  return probe.start !== null && probe.painted !== null ? probe.painted - probe.start : null;
}
"""


class PaintTimes:
    """Click-to-paint milliseconds of every tap of the script runs, by configuration."""

    def __init__(self):
        self.samples = []  # (configuration label, flow, step, milliseconds)

    def add(self, configuration, flow, step, milliseconds):
        self.samples.append((configuration, flow, step, round(milliseconds, 1)))

    @staticmethod
    def figures(values):
        """Median, 90th percentile and count of `values` (None when there are none)."""
        if not values:
            return {"count": 0, "median_ms": None, "p90_ms": None}
        ordered = sorted(values)
        p90 = ordered[min(len(ordered) - 1, int(round(0.9 * (len(ordered) - 1))))]
        return {"count": len(ordered), "median_ms": round(statistics.median(ordered), 1), "p90_ms": round(p90, 1),
                "max_ms": ordered[-1]}

    def summary(self):
        return self.figures([sample[3] for sample in self.samples])

    def write(self, path, jobs=1):
        by_configuration, by_size, by_input = {}, {}, {}
        for configuration, _, _, milliseconds in self.samples:
            size, mode, _ = configuration.split(" ")
            by_configuration.setdefault(configuration, []).append(milliseconds)
            by_size.setdefault(size, []).append(milliseconds)
            by_input.setdefault(mode, []).append(milliseconds)
        report = {
            "what": "milliseconds from the click, keydown or touchend that starts an event to the first paint "
                    "of the new page, for every tap of the runs with the page's script; `jobs` runs shared the "
                    "machine's cores",
            "jobs": jobs,
            "all": self.summary(),
            "by_size": {name: self.figures(values) for name, values in sorted(by_size.items())},
            "by_input": {name: self.figures(values) for name, values in sorted(by_input.items())},
            "by_configuration": {name: self.figures(values) for name, values in sorted(by_configuration.items())},
            "samples": [{"configuration": c, "flow": f, "step": s, "ms": ms} for c, f, s, ms in self.samples],
        }
        with open(path, "w", encoding="utf-8") as handle:
            json.dump(report, handle, indent=2, ensure_ascii=False)
            handle.write("\n")
