#!/usr/bin/env python3
"""Real-browser checks of the deployed set-up: two `wfs serve` instances on one PostgreSQL database
behind nginx with TLS (docs/DEPLOY.md), used in Chromium as people use them.

The Showcase flow completes while nginx alternates between the instances; again while one instance
is killed with SIGKILL halfway; again while PostgreSQL is stopped and started; two tabs of one
session, one on each instance, save at the same moment 200 times and the journal holds each note
once, in order; a reply answered on one instance shows on a page connected to the other without a
reload. Each check starts its own instances and nginx; screenshots and the instances' logs go to
--out.

Run under scripts/with-postgres (scripts/deployment-check does):

    scripts/with-postgres python3 Tests/Browser/deployment_flows.py --wfs .build/debug/wfs \\
        --out .build/deployment-screenshots

Exits with 1 when a check fails. Uses the system's Chromium (/usr/bin/chromium).
"""
import argparse
import os
import shutil
import sys
import time

from playwright.sync_api import sync_playwright

from wfsbrowser.config import add_browser_arguments
from wfsbrowser.deployed import DEPLOYED_CHECKS, run_deployed_checks


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_browser_arguments(parser)
    parser.add_argument("--only", action="append", default=[], help="run only the checks whose name contains this")
    arguments = parser.parse_args()
    shutil.rmtree(arguments.out, ignore_errors=True)
    os.makedirs(arguments.out)
    wfs = os.path.abspath(arguments.wfs)
    started = time.monotonic()
    chosen = [name for name in DEPLOYED_CHECKS if not arguments.only or any(part in name for part in arguments.only)]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=arguments.chromium, args=["--no-sandbox"])
        failed = run_deployed_checks(browser, wfs, arguments.out, arguments.only)
        browser.close()
    print(f"{len(chosen)} deployed checks in the browser: {len(chosen) - failed} passed, {failed} failed; "
          f"{time.monotonic() - started:.0f} s; screenshots and logs: {arguments.out}")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
