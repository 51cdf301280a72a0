"""docs/DEPLOY.md's set-up on this machine: two `wfs serve` instances on one PostgreSQL database and
nginx (Debian's package) with TLS in front, sending requests to them round robin.

Everything listens on 127.0.0.1 at free ports and lives in a temporary folder; leaving the
context stops nginx and the instances and removes the folder. PostgreSQL itself comes from
scripts/with-postgres, which names it in WFS_TEST_POSTGRES_URL and gives the script that stops and
starts it in WFS_TEST_POSTGRES_CONTROL. Besides the round-robin front, nginx has one address per
instance (`pinned`), so that a test can keep a tab on one instance while still going through the
proxy, as a browser whose requests happen to land there would.
"""
import http.client
import json
import os
import shutil
import subprocess
import tempfile
import time
import urllib.parse
import urllib.request
import ssl

from .server import ServerFailure, WfsServer, die_with_parent, free_port, stop_process

# docs/DEPLOY.md's `location` blocks; `{upstream}` is the instances' group.
LOCATIONS = """
        location / {{
            proxy_pass http://{upstream};
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_next_upstream error timeout http_502;
        }}
        location ~ ^/(_wfs|api/v1)/changes$ {{
            proxy_pass http://{upstream};
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_buffering off;
            proxy_read_timeout 60s;
        }}
        location = /metrics {{
            deny all;
        }}"""

SERVER = """
    server {{
        listen 127.0.0.1:{port} ssl http2;
        server_name localhost;
        ssl_certificate     {folder}/tls.crt;
        ssl_certificate_key {folder}/tls.key;
{locations}
    }}"""


def unverified_context():
    """TLS without checking the certificate: the deployment's is self-signed."""
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def connection(base, timeout=30):
    """An HTTP or HTTPS connection to the host of `base` (the deployment's certificate unchecked)."""
    address = urllib.parse.urlsplit(base)
    if address.scheme == "https":
        return http.client.HTTPSConnection(address.hostname, address.port, context=unverified_context(), timeout=timeout)
    return http.client.HTTPConnection(address.hostname, address.port, timeout=timeout)


class Deployment:
    """Two instances serving `schema` on the database of WFS_TEST_POSTGRES_URL, and nginx in front.

    `front` is the round-robin address (https://localhost:PORT/), `pinned` the addresses that go to
    one instance each, `instances` the two WfsServer objects (their logs say which requests each
    answered).

    With `store="memory"` each instance keeps its sessions to itself, so a session must stay on the
    instance that made it: `front` and `plain_front` then send each request to the instance whose
    cookie it carries (make sessions through `pinned`), as sticky sessions would."""

    def __init__(self, wfs, schema, assets=None, replies=None, name="deployed", logs=None, options=(), store=None):
        self.database = os.environ.get("WFS_TEST_POSTGRES_URL")
        self.control = os.environ.get("WFS_TEST_POSTGRES_CONTROL")
        if not self.database or not self.control:
            raise ServerFailure("no PostgreSQL: run this under scripts/with-postgres")
        for tool in ("nginx", "openssl", "psql"):
            if shutil.which(tool) is None:
                raise ServerFailure(f"{tool} is not installed (Debian: apt-get install nginx-light openssl postgresql)")
        self.wfs, self.schema, self.assets, self.replies, self.name = wfs, schema, assets, replies, name
        self.options = tuple(options)  # more options of the instances' `wfs serve`
        self.store = store or self.database
        self.folder = tempfile.mkdtemp(prefix="wfs-deploy-")
        self.logs = logs or self.folder  # the instances' logs: kept there after the stop when given
        self.instances = []
        self.nginx = None
        self.front_port = free_port()
        self.pinned_ports = [free_port(), free_port()]
        self.front = f"https://localhost:{self.front_port}/"
        self.pinned = [f"https://localhost:{port}/" for port in self.pinned_ports]
        # The same round robin without TLS, for load generators whose TLS would be what they measure.
        self.plain_port = free_port()
        self.plain_front = f"http://127.0.0.1:{self.plain_port}/"
        # The same without TLS, each session's requests to one instance (nginx hashes the cookie), as
        # docs/DEPLOY.md suggests to save catching up: a session moves only when its instance stops.
        self.hashed_port = free_port()
        self.hashed_front = f"http://127.0.0.1:{self.hashed_port}/"

    def __enter__(self):
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(self, *_):
        self.stop()

    def start(self):
        for number in (1, 2):
            instance = WfsServer(
                self.wfs, self.schema, os.path.join(self.logs, f"{self.name}-instance-{number}.log"), self.assets,
                self.replies, options=("--store", self.store, "--trusted-proxy", "127.0.0.1", *self.options),
                name=f"instance {number}")
            self.instances.append(instance)
            instance.__enter__()
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj",
                        "/CN=localhost", "-keyout", os.path.join(self.folder, "tls.key"),
                        "-out", os.path.join(self.folder, "tls.crt")],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        os.makedirs(os.path.join(self.folder, "nginx"))
        configuration = os.path.join(self.folder, "nginx.conf")
        with open(configuration, "w", encoding="utf-8") as handle:
            handle.write(self.nginx_configuration())
        self.nginx_log = open(os.path.join(self.folder, "nginx-start.log"), "w", encoding="utf-8")
        self.nginx = subprocess.Popen(["nginx", "-p", self.folder, "-c", configuration], stdout=self.nginx_log,
                                      stderr=subprocess.STDOUT, preexec_fn=die_with_parent)
        for address in [self.front, *self.pinned, self.plain_front, self.hashed_front]:
            self.wait_for(address)

    def nginx_configuration(self):
        """docs/DEPLOY.md's configuration with this run's ports and files, and one front per instance."""
        ports = [instance.port for instance in self.instances]
        upstreams = "".join(
            f"""
    upstream {name} {{{hashing}
{"".join(f"        server 127.0.0.1:{port} max_fails=1 fail_timeout=5s;{chr(10)}" for port in members)}        keepalive 32;
        keepalive_timeout 10s;
    }}""" for name, members, hashing in (("wfs", ports, ""), ("first", ports[:1], ""), ("second", ports[1:], ""),
                                         ("hashed", ports, "\n        hash $http_cookie consistent;")))
        front = "wfs"
        if self.store != self.database:
            # Sessions of their own per instance, named by a cookie of the instance's port: to it.
            front = "$wfs_instance"
            upstreams += f"""
    map $http_cookie $wfs_instance {{
        "~wfs_session_{ports[0]}=" first;
        default second;
    }}"""
        servers = "".join(SERVER.format(port=port, folder=self.folder, locations=LOCATIONS.format(upstream=upstream))
                          for port, upstream in ((self.front_port, front), (self.pinned_ports[0], "first"),
                                                 (self.pinned_ports[1], "second")))
        servers += f"""
    server {{
        listen 127.0.0.1:{self.plain_port};
{LOCATIONS.format(upstream=front)}
    }}
    server {{
        listen 127.0.0.1:{self.hashed_port};
{LOCATIONS.format(upstream="hashed" if front == "wfs" else front)}
    }}"""
        return f"""daemon off;
pid {self.folder}/nginx.pid;
error_log {self.folder}/nginx-error.log warn;
events {{ worker_connections 512; }}
http {{
    access_log {self.folder}/nginx-access.log;
    client_body_temp_path {self.folder}/nginx;
    proxy_temp_path {self.folder}/nginx;{upstreams}{servers}
}}
"""

    def wait_for(self, address):
        """Waits until nginx answers `address` with an instance's liveness probe."""
        deadline = time.monotonic() + 10
        while True:
            if self.nginx.poll() is not None:
                raise ServerFailure("nginx stopped at once: " + self.log_text("nginx-start.log")
                                    + self.log_text("nginx-error.log"))
            try:
                urllib.request.urlopen(address + "healthz", timeout=1, context=unverified_context())
                return
            except OSError:
                if time.monotonic() > deadline:
                    raise ServerFailure(f"nginx did not answer {address} within 10 seconds: "
                                        + self.log_text("nginx-error.log"))
                time.sleep(0.05)

    def log_text(self, name):
        try:
            with open(os.path.join(self.folder, name), encoding="utf-8", errors="replace") as log:
                return log.read()[-2000:]
        except OSError:
            return ""

    def stop(self):
        if self.nginx is not None:
            stop_process(self.nginx)
            self.nginx_log.close()
            self.nginx = None
        for instance in self.instances:
            instance.stop()
        self.instances = []
        shutil.rmtree(self.folder, ignore_errors=True)

    def events_answered(self):
        """How many event posts each instance has answered so far."""
        return [instance.requests_to("/events") for instance in self.instances]

    def postgres(self, action):
        """Stops or starts the database (`stop`, `start`), waiting until it has."""
        # No pipe: the server pg_ctl starts would hold it open, and a read of it would never end.
        subprocess.run([self.control, action], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True,
                       timeout=60)

    def wait_until_ready(self, seconds=15):
        """Waits until every instance's readiness probe says it can serve (its store answers)."""
        deadline = time.monotonic() + seconds
        for instance in self.instances:
            while True:
                try:
                    if urllib.request.urlopen(instance.url + "readyz", timeout=seconds).status == 200:
                        break
                except OSError:
                    pass
                if time.monotonic() > deadline:
                    raise ServerFailure(f"{instance.name} was not ready {seconds} s after the database started")
                time.sleep(0.1)

    def journal(self, session):
        """The journal of `session` in the database: (sequence, entry) pairs in order."""
        rows = subprocess.run(
            ["psql", self.database, "-At", "-c",
             "SELECT sequence, convert_from(body, 'UTF8') FROM wfs_entries WHERE session = '%s' ORDER BY sequence"
             % session.replace("'", "")], capture_output=True, text=True, check=True).stdout.splitlines()
        return [(int(sequence), json.loads(body)) for sequence, body in (row.split("|", 1) for row in rows)]


def typed_texts(journal):
    """The texts of the journal's enterText events, by field id, in the journal's order."""
    texts = {}
    for _, entry in journal:
        typed = entry.get("event", {}).get("enterText")
        if typed:
            texts.setdefault(typed.get("_0"), []).append(typed["text"])
    return texts
