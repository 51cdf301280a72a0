#!/usr/bin/env python3
"""An example backend for `wfs serve --delegate URL`: answers the app's root-delegate messages and
decision-graph questions from a SQLite database.

    python3 Examples/backend/server.py --port 9000 --database /tmp/showcase.sqlite
    wfs serve Examples/Showcase/app.xml --delegate http://127.0.0.1:9000/wfs

It uses the Python standard library only. `POST /wfs` takes one request of the wire protocol
(README.md beside this file, and docs/DELEGATE.md); `GET /healthz` answers "ok".

The database is made and filled with the Showcase's answers when it does not exist yet:

- `answers`: how each message (or graph node) is answered, by name. A row with `raw_body` set
  sends that text as the answer, verbatim; otherwise the answer is built from `outcome`, `name`
  and `user_info` (JSON). `delay_seconds` is waited first. A row whose `user_info` is NULL and
  whose message has a builder in `BUILDERS` (getFruit) gets its userInfo from the other tables.
- `fruit`: the fruit of the Showcase's table, which getFruit's answer is built from.
- `requests`: every request received, with the answer sent (NULL until it is sent).

Change the answers while it runs with the sqlite3 command, for example:

    sqlite3 /tmp/showcase.sqlite "UPDATE answers SET delay_seconds = 15 WHERE message = 'getFruit'"
"""
import argparse
import hashlib
import hmac
import json
import os
import sqlite3
import sys
import time
from datetime import datetime, timezone
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

# The same variable as `wfs serve` reads: when it is set, every request must be signed with it.
SECRET = os.environ.get("WFS_DELEGATE_SECRET") or None
# How old (or how far in the future) a signed request's timestamp may be.
SIGNATURE_WINDOW_SECONDS = 300
# The largest request body read; a larger one is refused.
MAX_BODY_BYTES = 1024 * 1024

SCHEMA = """
CREATE TABLE answers (
    message TEXT PRIMARY KEY,
    outcome TEXT NOT NULL DEFAULT 'success',
    name TEXT,
    user_info TEXT,
    delay_seconds REAL NOT NULL DEFAULT 0,
    raw_body TEXT
);
CREATE TABLE fruit (
    grp TEXT NOT NULL,
    name TEXT NOT NULL,
    taste TEXT NOT NULL,
    position INTEGER NOT NULL
);
CREATE TABLE requests (
    idempotency_key TEXT,
    message TEXT,
    repeat INTEGER,
    attempt INTEGER,
    received_at TEXT,
    answer TEXT
);
CREATE INDEX requests_by_key ON requests (idempotency_key);
"""

# The Showcase's answers (Examples/Showcase/showcase.yaml has the same ones under `replies:`).
# getFruit's user_info is NULL: its answer is built from the fruit table.
SEED_ANSWERS = [
    # message, outcome, name, user_info, delay_seconds
    ("getFruit", "success", None, None, 0),
    ("willExercise", "success", "yes", None, 0),
    ("isInjured", "success", "no", None, 0),
    ("liftWeights", "success", None, None, 1),
    ("doSitUps", "success", None, None, 1),
]
SEED_FRUIT = [
    ("Citrus", "Lemon", "Sour", 1),
    ("Citrus", "Orange", "Sweet", 2),
    ("Berries", "Strawberry", "Sweet", 3),
    ("Berries", "Blackcurrant", "Tart", 4),
]


def connect(path):
    """A connection of its own for each request: SQLite connections are not shared between threads."""
    connection = sqlite3.connect(path, timeout=30, isolation_level=None)  # transactions are begun by hand
    connection.row_factory = sqlite3.Row
    return connection


def create_database(path):
    """Makes the tables and fills them with the Showcase's answers when the database is new."""
    connection = connect(path)
    try:
        # Readers (the sqlite3 command, a test) do not wait for a writer, nor a writer for them.
        connection.execute("PRAGMA journal_mode = WAL")
        exists = connection.execute(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'answers'").fetchone()
        if exists:
            return False
        connection.execute("BEGIN")
        for statement in SCHEMA.split(";"):
            if statement.strip():
                connection.execute(statement)
        connection.executemany(
            "INSERT INTO answers (message, outcome, name, user_info, delay_seconds) VALUES (?, ?, ?, ?, ?)",
            SEED_ANSWERS)
        connection.executemany("INSERT INTO fruit (grp, name, taste, position) VALUES (?, ?, ?, ?)", SEED_FRUIT)
        connection.execute("COMMIT")
        return True
    finally:
        connection.close()


def fruit_groups(connection):
    """getFruit's userInfo: the fruit table as groups, each with a title and its items, in table order."""
    groups = {}
    for row in connection.execute("SELECT grp, name, taste FROM fruit ORDER BY position, rowid"):
        groups.setdefault(row["grp"], []).append({"name": row["name"], "taste": row["taste"]})
    return {"groups": [{"title": title, "items": items} for title, items in groups.items()]}


# Messages whose userInfo comes from the database's other tables when their answers row has none.
BUILDERS = {"getFruit": fruit_groups}


class BadRequest(Exception):
    """A request this backend cannot read: answered with `status` and a JSON error."""

    def __init__(self, status, message):
        super().__init__(message)
        self.status = status


def check_signature(headers, body):
    """Raises BadRequest(401) unless the request is signed with SECRET, recently; does nothing without one."""
    if SECRET is None:
        return
    timestamp = headers.get("X-WFS-Timestamp", "")
    signature = headers.get("X-WFS-Signature", "")
    if not timestamp.isdigit():
        raise BadRequest(401, "missing or malformed X-WFS-Timestamp")
    if abs(time.time() - int(timestamp)) > SIGNATURE_WINDOW_SECONDS:
        raise BadRequest(401, "X-WFS-Timestamp is more than 300 seconds away from this backend's clock")
    expected = "sha256=" + hmac.new(SECRET.encode(), timestamp.encode() + b"." + body, hashlib.sha256).hexdigest()
    # compare_digest takes as long whatever the first differing byte: the signature cannot be guessed byte by byte.
    if not hmac.compare_digest(expected.encode(), signature.encode()):
        raise BadRequest(401, "bad or missing X-WFS-Signature")


def parse_request(headers, body):
    """The request's fields as a dict; raises BadRequest(400) for a body that is not one."""
    try:
        request = json.loads(body)
    except (UnicodeDecodeError, ValueError) as error:
        raise BadRequest(400, f"the body is not JSON: {error}") from None
    if not isinstance(request, dict):
        raise BadRequest(400, "the body is not a JSON object")
    if request.get("kind") not in ("message", "question"):
        raise BadRequest(400, "kind must be \"message\" or \"question\"")
    if not isinstance(request.get("name"), str) or not request["name"]:
        raise BadRequest(400, "name must be a non-empty string")
    key = headers.get("Idempotency-Key") or request.get("idempotencyKey")
    if not isinstance(key, str) or not key:
        raise BadRequest(400, "no Idempotency-Key header and no idempotencyKey")
    request["idempotencyKey"] = key
    attempt = headers.get("X-WFS-Attempt", "1")
    request["attempt"] = int(attempt) if attempt.isdigit() else 1
    return request


def build_answer(connection, message):
    """(delay in seconds, HTTP status, body text) of how the answers table says to answer `message`."""
    row = connection.execute("SELECT * FROM answers WHERE message = ?", (message,)).fetchone()
    if row is None:
        if message == "loadSchema":
            # 204: not this backend's; the session loads the schema file from its own folder.
            return 0, 204, ""
        return 0, 200, json.dumps({"outcome": "failure",
                                   "userInfo": {"error": f"the backend does not know '{message}'"}})
    if row["raw_body"] is not None:
        return row["delay_seconds"], 200, row["raw_body"]
    answer = {"outcome": row["outcome"]}
    if row["name"] is not None:
        answer["name"] = row["name"]
    if row["user_info"] is not None:
        answer["userInfo"] = json.loads(row["user_info"])
    elif message in BUILDERS:
        answer["userInfo"] = BUILDERS[message](connection)
    return row["delay_seconds"], 200, json.dumps(answer)


def outcome_of(body):
    """What an answer says, for the log: `success yes`, `failure`, `not JSON`."""
    try:
        answer = json.loads(body)
        return " ".join(str(answer[key]) for key in ("outcome", "name") if key in answer)
    except (ValueError, TypeError):
        return "not JSON"


def now_text():
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds").replace("+00:00", "Z")


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"  # keep-alive: the server may send the next request on the same connection
    server_version = "wfs-example-backend"
    database = None  # set in main()

    def log_message(self, *_):
        """Quiet: the handler logs one line of its own per request (`log`)."""

    def log(self, message, key, status, note=""):
        line = f"{now_text()} {self.command} {self.path} {message or '-'} key={key or '-'} → {status}"
        print(line + (f" ({note})" if note else ""), file=sys.stderr, flush=True)

    def send(self, status, body="", content_type="application/json"):
        data = body.encode()
        self.send_response(status)
        if status != 204:
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        if status != 204:
            self.wfile.write(data)

    def send_error_json(self, status, message):
        self.send(status, json.dumps({"error": message}))

    def do_GET(self):
        if self.path == "/healthz":
            self.send(200, "ok\n", "text/plain; charset=utf-8")
        else:
            self.send_error_json(404, "not found")
        self.log(None, None, 200 if self.path == "/healthz" else 404)

    def read_body(self):
        """The request's body: Content-Length bytes, or a chunked body."""
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            data = b""
            while True:
                line = self.rfile.readline(100).split(b";")[0].strip()
                try:
                    size = int(line, 16)
                except ValueError:
                    raise BadRequest(400, "a broken chunked body") from None
                if size == 0:
                    while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                        pass  # trailers
                    return data
                if len(data) + size > MAX_BODY_BYTES:
                    raise BadRequest(413, "the body is too large")
                data += self.rfile.read(size)
                self.rfile.readline()
        length = self.headers.get("Content-Length")
        if length is None or not length.isdigit():
            raise BadRequest(411, "Content-Length is required")
        if int(length) > MAX_BODY_BYTES:
            raise BadRequest(413, "the body is too large")
        return self.rfile.read(int(length))

    def do_POST(self):
        request = {}
        try:
            if self.path != "/wfs":
                raise BadRequest(404, "not found: the backend answers POST /wfs")
            body = self.read_body()
            check_signature(self.headers, body)
            request = parse_request(self.headers, body)
            self.answer(request)
        except BadRequest as error:
            # The connection may hold the rest of a body this handler did not read: close it after.
            self.close_connection = True
            self.send_error_json(error.status, str(error))
            self.log(request.get("name"), request.get("idempotencyKey"), error.status, str(error))
        except OSError as error:  # the sender went away while its request was read
            self.close_connection = True
            self.log(request.get("name"), request.get("idempotencyKey"), "-", f"{type(error).__name__}: {error}")
        except Exception as error:  # noqa: BLE001 - a bug here, or a bad row in the answers table
            # 500: wfs serve tries again (with the same Idempotency-Key), then takes the failure path.
            self.close_connection = True
            self.send_error_json(500, f"the backend failed: {type(error).__name__}: {error}")
            self.log(request.get("name"), request.get("idempotencyKey"), 500, f"{type(error).__name__}: {error}")

    def answer(self, request):
        message, key = request["name"], request["idempotencyKey"]
        connection = connect(self.database)
        try:
            # One write transaction at a time: the look-up of an earlier answer and the recording of
            # this request happen together. Two requests with one key that arrive while neither has
            # an answer yet are both answered afresh (a real backend would lock the key instead).
            connection.execute("BEGIN IMMEDIATE")
            # Idempotency: this is what the key is for. `wfs serve` sends a request again with the same
            # Idempotency-Key when it did not get the answer (a retry after a connection failure or a
            # 5xx, or the same question asked again after the server restarted: "repeat": true). When
            # an earlier request with that key was answered, the same answer is sent again, at once, and
            # nothing is done twice (no order placed twice, no other fruit than the person saw).
            stored = connection.execute(
                "SELECT answer FROM requests WHERE idempotency_key = ? AND answer IS NOT NULL ORDER BY rowid LIMIT 1",
                (key,)).fetchone()
            # Every request is recorded as it arrives, before any delay: a test sees that it came even
            # when the sender is killed while it waits.
            row = connection.execute(
                "INSERT INTO requests (idempotency_key, message, repeat, attempt, received_at, answer) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (key, message, 1 if request.get("repeat") else 0, request["attempt"], now_text(),
                 stored["answer"] if stored else None)).lastrowid
            connection.execute("COMMIT")
            if stored is not None:
                status, body = (204, "") if stored["answer"] == "" else (200, stored["answer"])
                self.send(status, body)
                self.log(message, key, status, "the stored answer, sent again" + (
                    ": " + outcome_of(body) if body else ""))
                return

            delay, status, body = build_answer(connection, message)
            if delay > 0:
                time.sleep(delay)
            # Stored before it is sent: a sender that crashed before reading it gets it when it asks again.
            connection.execute("UPDATE requests SET answer = ? WHERE rowid = ?", (body, row))
        finally:
            connection.close()
        try:
            self.send(status, body)
            note = outcome_of(body) if body else "not mine"
            self.log(message, key, status, note + (f", after {delay:g} s" if delay else ""))
        except OSError as error:  # the sender gave up (its deadline) or died while this one waited
            self.close_connection = True
            self.log(message, key, status, f"not delivered: {type(error).__name__}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=9000)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--database", required=True, help="the SQLite file (made and filled when missing)")
    arguments = parser.parse_args()

    if create_database(arguments.database):
        print(f"made {arguments.database} with the Showcase's answers", file=sys.stderr)
    Handler.database = arguments.database
    if SECRET is None:
        print("warning: WFS_DELEGATE_SECRET is not set: unsigned requests are accepted. "
              "Set it here and for wfs serve to have every request signed and checked.", file=sys.stderr)
    else:
        print("WFS_DELEGATE_SECRET is set: requests without a good signature are refused (401)", file=sys.stderr)
    server = ThreadingHTTPServer((arguments.host, arguments.port), Handler)
    server.daemon_threads = True
    print(f"listening on http://{arguments.host}:{server.server_address[1]}/wfs", file=sys.stderr, flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
