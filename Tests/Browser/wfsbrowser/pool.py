"""Runs the flows' tasks in worker processes, each with its own Chromium, or in this process alone.

A task is a flow with all its configurations (so the runs of one flow share their axe results
for equal states) or a scenario check. Results come back as they are made: ("run", RunResult,
click-to-paint samples) or ("scenario", its name, error text or None).
"""
import multiprocessing
import queue

from playwright.sync_api import sync_playwright

from .runner import RunResult, brief, run_flow
from .scenarios import SCENARIOS
from .timing import PaintTimes


def launch(playwright, chromium):
    return playwright.chromium.launch(executable_path=chromium, args=["--no-sandbox"])


def run_task(browser, task, options, axe_cache):
    """The results of one task, one by one."""
    kind, payload = task
    if kind == "scenario":
        try:
            SCENARIOS[payload][1](browser, options["wfs"], options["out"])
            yield "scenario", payload, None
        except Exception as error:  # noqa: BLE001 - reported with the other results
            yield "scenario", payload, brief(error)
        return
    for configuration in payload.configurations:
        paint_times = PaintTimes()
        try:
            result = run_flow(browser, options["wfs"], payload, configuration, options["out"], paint_times,
                              checking=options["checking"], tab_bound=options["tab_bound"], axe_cache=axe_cache)
        except Exception as error:  # noqa: BLE001 - a run that could not start (the server) fails alone
            result = RunResult(payload, configuration, failure=f"the run could not start: {brief(error)}")
        yield "run", result, paint_times.samples


def worker(options, tasks, results):
    """A worker process: its own Playwright and Chromium, tasks until a None."""
    with sync_playwright() as playwright:
        browser = launch(playwright, options["chromium"])
        axe_cache = {}
        while True:
            task = tasks.get()
            if task is None:
                break
            for result in run_task(browser, task, options, axe_cache):
                results.put(result)
        browser.close()
    results.put(("done", None, None))


def run_all(tasks, options, jobs):
    """Every task's results, in `jobs` processes (or this one, for one job), as they come."""
    if jobs <= 1:
        with sync_playwright() as playwright:
            browser = launch(playwright, options["chromium"])
            axe_cache = {}
            for task in tasks:
                yield from run_task(browser, task, options, axe_cache)
            browser.close()
        return
    context = multiprocessing.get_context("spawn")
    task_queue, result_queue = context.Queue(), context.Queue()
    for task in tasks:
        task_queue.put(task)
    workers = [context.Process(target=worker, args=(options, task_queue, result_queue)) for _ in range(jobs)]
    for process in workers:
        task_queue.put(None)
        process.start()
    running = len(workers)
    while running:
        try:
            message = result_queue.get(timeout=5)
        except queue.Empty:
            if not any(process.is_alive() for process in workers):
                break  # a worker died without saying so: its tasks are missing from the results
            continue
        if message[0] == "done":
            running -= 1
        else:
            yield message
    for process in workers:
        process.join(timeout=30)
