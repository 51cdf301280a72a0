"""Screenshots of every screen state of some flows, at a phone's and a desktop's size, light and dark.

Each flow runs once (mouse, the page's script on, 390×844 light); at the first load and after
every step that changed the page, the viewport and the scheme change for four shots, then go back.
"""
import html
import os

from .config import Configuration
from .driver import BrowserDriver
from .inputs import input_mode
from .runner import brief, describe_step, flow_server_files, load_flow, new_context
from .server import WfsServer

SHOTS = ((390, 844, "light"), (390, 844, "dark"), (1280, 800, "light"), (1280, 800, "dark"))
WALK = Configuration(390, 844, "mouse", "light")


def photograph(page, driver, flow_name, number, folder):
    """The four shots of the current state; the file names."""
    names = []
    # The pointer rests in a corner, so no control shows its hover state in the pictures.
    page.mouse.move(0, 0)
    for width, height, scheme in SHOTS:
        page.set_viewport_size({"width": width, "height": height})
        page.emulate_media(color_scheme=scheme)
        driver.settle()
        name = f"{flow_name}-step{number:02d}-{width}x{height}-{scheme}.png"
        page.screenshot(path=os.path.join(folder, name))
        names.append(name)
    page.set_viewport_size({"width": WALK.width, "height": WALK.height})
    page.emulate_media(color_scheme=WALK.scheme)
    driver.settle()
    return names


def gallery_flow(browser, wfs, spec, folder):
    """(the states as (step number, step text, file names), the failure or None) of one flow."""
    flow = load_flow(spec.path)
    schema, assets, replies = flow_server_files(spec, flow)
    states = []
    with WfsServer(spec.server or wfs, schema, os.path.join(folder, f"{spec.name}-server.log"), assets,
                   replies) as server:
        context = new_context(browser, WALK, True)
        page = context.new_page()
        driver = BrowserDriver(page, input_mode("mouse", page), True)
        try:
            page.goto(server.url)
            driver.settle()
            states.append((0, "first load", photograph(page, driver, spec.name, 0, folder)))
            last = driver.fingerprint()
            for number, step in enumerate(flow["steps"], start=1):
                try:
                    driver.run(step)
                except Exception as error:  # noqa: BLE001 - the gallery shows what it reached
                    return states, f"step {number} {describe_step(step)}: {brief(error)}"
                now = driver.fingerprint()
                if now != last:
                    states.append((number, describe_step(step), photograph(page, driver, spec.name, number, folder)))
                    last = driver.fingerprint()
            return states, None
        finally:
            context.close()


def write_index(folder, flows):
    """index.html: each flow's states, a row of four shots each."""
    parts = ["<!doctype html><html lang=en><meta charset=utf-8><title>wfs serve gallery</title>",
             "<style>body{font:14px system-ui;margin:16px}img{width:100%;border:1px solid #ccc}"
             "figure{margin:0}.row{display:grid;grid-template-columns:1fr 1fr 2fr 2fr;gap:8px;margin:8px 0 24px}"
             "</style><h1>wfs serve: every screen state</h1>",
             "<p>390×844 light, 390×844 dark, 1280×800 light, 1280×800 dark.</p>"]
    for path, states, failure in flows:
        parts.append(f"<h2>{html.escape(path)}</h2>")
        if failure:
            parts.append(f"<p><strong>Stopped:</strong> {html.escape(failure)}</p>")
        for number, text, names in states:
            parts.append(f"<h3>Step {number}: {html.escape(text)}</h3><div class=row>")
            for name in names:
                parts.append(f"<figure><a href='{html.escape(name)}'><img loading=lazy src='{html.escape(name)}' "
                             f"alt='{html.escape(name)}'></a><figcaption>{html.escape(name)}</figcaption></figure>")
            parts.append("</div>")
    with open(os.path.join(folder, "index.html"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(parts) + "\n")


def run_gallery(browser, wfs, specs, folder):
    """Photographs the states of every flow in `specs` into `folder`; the number of flows that stopped early."""
    os.makedirs(folder, exist_ok=True)
    flows = []
    failures = 0
    for spec in specs:
        states, failure = gallery_flow(browser, wfs, spec, folder)
        flows.append((spec.path, states, failure))
        failures += failure is not None
        mark = "✗" if failure else "✓"
        print(f"  {mark} {spec.path}: {len(states)} states, {4 * len(states)} shots" + (f"; {failure}" if failure else ""),
              flush=True)
    write_index(folder, flows)
    return failures
