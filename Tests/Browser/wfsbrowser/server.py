"""One `wfs serve` per run of a flow, on a free port, its log in a file."""
import ctypes
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request


def die_with_parent():
    """In the child, before exec: Linux ends the server when the harness dies (a timeout, Ctrl-C)."""
    try:
        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except OSError:
        pass


def stop_process(process, seconds=10):
    """SIGTERM, and SIGKILL when `process` has not ended `seconds` later."""
    process.terminate()
    try:
        process.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


class ServerFailure(Exception):
    """`wfs serve` did not start."""


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_until_answers(server, url):
    """Waits up to 10 s until `url` answers; ServerFailure, with the log, when `server`'s process ends
    first, and after stopping it when it never answers. `server` has process, log, log_path, name, stop()."""
    for _ in range(200):
        if server.process.poll() is not None:
            server.log.close()
            with open(server.log_path, encoding="utf-8") as written:
                raise ServerFailure(f"{server.name} stopped at once:\n" + written.read())
        try:
            urllib.request.urlopen(url, timeout=1)
            return
        except OSError:
            time.sleep(0.05)
    server.stop()
    raise ServerFailure(f"{server.name} did not answer within 10 seconds")


class WfsServer:
    """`wfs serve SCHEMA` with its assets and replies; a context manager that stops it.

    Its sessions are kept in SQLite, the default, in `state_dir`: by default a folder of its own,
    removed when it stops, so that servers run side by side never share a store. A server started
    again with the same `state_dir` and `port` finds the sessions of the one before."""

    def __init__(self, wfs, schema, log_path, assets=None, replies=None, options=(), state_dir=None, port=None,
                 name="wfs serve"):
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}/"
        self.name = name
        self.own_state = state_dir is None
        self.state_dir = state_dir or tempfile.mkdtemp(prefix="wfs-state-")
        command = [wfs, "serve", schema, "--port", str(self.port), "--color", "never",
                   "--state-dir", self.state_dir, *options]
        if assets:
            command += ["--assets", assets]
        if replies:
            command += ["--replies", replies]
        self.log_path = log_path
        # The server logs every request: into a file, since a pipe nobody reads would fill and stall it.
        self.log = open(log_path, "w", encoding="utf-8")
        self.process = subprocess.Popen(
            command, stdout=self.log, stderr=subprocess.STDOUT, text=True,
            preexec_fn=die_with_parent if sys.platform.startswith("linux") else None)

    def __enter__(self):
        # The liveness probe: it answers as soon as the server listens, and makes no session.
        wait_until_answers(self, self.url + "healthz")
        return self

    def __exit__(self, *_):
        self.stop()

    def stop(self):
        stop_process(self.process)
        self.log.close()
        if self.own_state:
            shutil.rmtree(self.state_dir, ignore_errors=True)

    def crash(self):
        """Kills the server with SIGKILL, as a crash or a power cut of the process would: no clean-up runs."""
        self.process.kill()
        self.process.wait()
        self.log.close()

    def requests_to(self, path):
        """How many requests for `path` the server has logged so far."""
        if not self.log.closed:
            self.log.flush()
        with open(self.log_path, encoding="utf-8", errors="replace") as written:
            return written.read().count(f"hb.request.path={path}")
