"""The example backend (Examples/backend/server.py) for `wfs serve --delegate URL`, one per run or
scenario, on a free port with its SQLite database in a folder of its own.

`BackendServer` is a context manager like `WfsServer`: it waits until the backend answers
/healthz, and on leaving stops it and removes its folder. Between, a test changes how it answers
with SQL (`execute("UPDATE answers …")`) and reads what it received (`requests()`).
"""
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
import time

from .server import ServerFailure, WfsServer, die_with_parent, free_port, stop_process, wait_until_answers

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
BACKEND = os.path.join(REPOSITORY, "Examples", "backend", "server.py")
SHOWCASE = os.path.join(REPOSITORY, "Examples", "Showcase")


class BackendServer:
    """`python3 Examples/backend/server.py` on a free port; its log (stderr) in `log_path`.

    `stop()` ends it and keeps its database (to read `requests()` after, or to `start()` it again on
    the same port); `crash()` kills it with SIGKILL; leaving the context stops it and removes its folder.
    `secret`, when given, is its WFS_DELEGATE_SECRET."""

    def __init__(self, log_path, port=None, secret=None, name="backend"):
        self.port = port or free_port()
        self.url = f"http://127.0.0.1:{self.port}/wfs"
        self.name = name
        self.folder = tempfile.mkdtemp(prefix="wfs-backend-")
        self.database = os.path.join(self.folder, "backend.sqlite")
        self.log_path = log_path
        self.secret = secret
        self.process = None
        self.log = None

    def start(self):
        """Starts the backend (again, after `stop()` or `crash()`) and waits until it answers."""
        environment = {key: value for key, value in os.environ.items() if key != "WFS_DELEGATE_SECRET"}
        if self.secret:
            environment["WFS_DELEGATE_SECRET"] = self.secret
        # Appended to: a backend started again keeps the log of the one before.
        self.log = open(self.log_path, "a", encoding="utf-8")
        self.process = subprocess.Popen(
            [sys.executable, BACKEND, "--port", str(self.port), "--database", self.database],
            stdout=self.log, stderr=subprocess.STDOUT, env=environment, text=True,
            preexec_fn=die_with_parent if sys.platform.startswith("linux") else None)
        wait_until_answers(self, f"http://127.0.0.1:{self.port}/healthz")
        return self

    def __enter__(self):
        try:
            return self.start()
        except BaseException:
            shutil.rmtree(self.folder, ignore_errors=True)
            raise

    def __exit__(self, *_):
        self.stop()
        shutil.rmtree(self.folder, ignore_errors=True)

    @property
    def running(self):
        return self.process is not None and self.process.poll() is None

    def stop(self):
        """Ends the backend (SIGTERM); its database stays."""
        if self.process is not None and self.process.poll() is None:
            stop_process(self.process, seconds=5)
        if self.log is not None:
            self.log.close()

    def crash(self):
        """Kills the backend with SIGKILL: a request it was answering gets no answer."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        if self.log is not None:
            self.log.close()

    def log_text(self):
        """What the backend has logged so far: a line per request (see Examples/backend/server.py)."""
        with open(self.log_path, encoding="utf-8", errors="replace") as written:
            return written.read()

    # The database

    def execute(self, sql, parameters=()):
        """Runs `sql` on the backend's database and commits; the rows it returns, as dicts."""
        connection = sqlite3.connect(self.database, timeout=30)
        connection.row_factory = sqlite3.Row
        try:
            with connection:
                rows = connection.execute(sql, parameters).fetchall()
            return [dict(row) for row in rows]
        finally:
            connection.close()

    def answer_with(self, message, **columns):
        """Sets columns of `message`'s row of the answers table (made when it has none), e.g.
        `answer_with("getFruit", delay_seconds=6)` or `answer_with("getFruit", raw_body="garbage")`."""
        self.execute("INSERT OR IGNORE INTO answers (message) VALUES (?)", (message,))
        for column, value in columns.items():
            if column not in ("outcome", "name", "user_info", "delay_seconds", "raw_body"):
                raise ValueError(f"the answers table has no column {column!r}")
            self.execute(f"UPDATE answers SET {column} = ? WHERE message = ?", (value, message))

    def requests(self, message=None):
        """The requests the backend received (of `message`, when given), first first: dicts of
        idempotency_key, message, repeat, attempt, received_at and answer (None until it was sent)."""
        if message is None:
            return self.execute("SELECT * FROM requests ORDER BY rowid")
        return self.execute("SELECT * FROM requests WHERE message = ? ORDER BY rowid", (message,))

    def wait_for_requests(self, message, count=1, timeout=10.0):
        """Waits until the backend has received `count` requests of `message`; they, or ServerFailure."""
        deadline = time.monotonic() + timeout
        while True:
            received = self.requests(message)
            if len(received) >= count:
                return received
            if time.monotonic() > deadline:
                raise ServerFailure(f"{self.name} received {len(received)} {message} requests within "
                                    f"{timeout:g} s, not {count}")
            time.sleep(0.05)


def delegate_options(backend, timeout=None):
    """`wfs serve`'s options that send the app's messages to `backend` (with a deadline, when given)."""
    options = ("--delegate", backend.url)
    return options + (("--delegate-timeout", str(timeout)) if timeout is not None else ())


def delegated_showcase(wfs, out, name, backend, timeout=2, state_dir=None, port=None):
    """`wfs serve` on the Showcase, its messages and questions answered by `backend` (no --replies)
    with a deadline of `timeout` seconds; its log is `out/NAME-server.log`."""
    return WfsServer(wfs, os.path.join(SHOWCASE, "app.xml"), os.path.join(out, f"{name}-server.log"),
                     assets=SHOWCASE, options=delegate_options(backend, timeout), state_dir=state_dir, port=port,
                     name=f"wfs serve ({name})")
