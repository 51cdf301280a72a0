"""`wfs lsp` fed what a broken or hostile client sends, over raw pipes: it answers with errors,
keeps serving, and exits as the protocol says."""

import json
import subprocess

import pytest

from conftest import WFS


class RawClient:
    def __init__(self):
        self.process = subprocess.Popen(
            [WFS, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
        )

    def write(self, raw: bytes):
        self.process.stdin.write(raw)
        self.process.stdin.flush()

    def send(self, message):
        body = json.dumps(message).encode()
        self.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def read(self):
        headers = b""
        while not headers.endswith(b"\r\n\r\n"):
            byte = self.process.stdout.read(1)
            assert byte, "the server closed its output"
            headers += byte
        length = int(headers.split(b"Content-Length:")[1].split(b"\r\n")[0])
        return json.loads(self.process.stdout.read(length))

    def answer(self, id):
        """The answer to request `id`, skipping notifications."""
        while True:
            message = self.read()
            if message.get("id") == id and "method" not in message:
                return message

    def initialize(self):
        self.send({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"capabilities": {}}})
        assert "capabilities" in self.answer(0)["result"]
        self.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})

    def close(self, timeout=20):
        self.process.stdin.close()
        return self.process.wait(timeout)


@pytest.fixture
def raw():
    client = RawClient()
    yield client
    if client.process.poll() is None:
        client.process.kill()
        client.process.wait()


def test_requests_before_initialize_are_refused(raw):
    raw.send({"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover", "params": {}})
    assert raw.answer(1)["error"]["code"] == -32002


def test_malformed_messages_get_errors_and_the_server_goes_on(raw):
    raw.initialize()
    body = b"{this is not json"
    raw.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
    assert raw.read()["error"]["code"] == -32700
    raw.write(b"Content-Type: nothing\r\n\r\n")  # no length: skipped
    raw.send({"jsonrpc": "2.0", "id": 2, "method": "no/such/method", "params": {}})
    assert raw.answer(2)["error"]["code"] == -32601
    raw.send({"jsonrpc": "2.0", "id": 3, "method": "textDocument/hover", "params": {"position": "here"}})
    assert raw.answer(3)["error"]["code"] == -32602
    raw.send({"jsonrpc": "2.0", "id": 4, "method": "textDocument/hover",
              "params": {"textDocument": {"uri": "file:///not/open.xml"}, "position": {"line": 0, "character": 0}}})
    assert raw.answer(4)["error"]["code"] == -32602
    raw.send({"jsonrpc": "2.0", "id": 5, "method": 12, "params": {}})
    assert raw.answer(5)["error"]["code"] == -32600
    # A position far outside the document is clamped, not a crash.
    raw.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": "untitled:one", "languageId": "xml", "version": 1, "text": "<workflow><screen><ti"}}})
    raw.send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": "untitled:one", "version": 2},
        "contentChanges": [{"range": {"start": {"line": 99, "character": 99}, "end": {"line": -1, "character": 5}},
                            "text": "tle>"}]}})
    for id, method in enumerate(["textDocument/completion", "textDocument/hover", "textDocument/definition",
                                 "textDocument/documentSymbol", "textDocument/formatting",
                                 "textDocument/references"], start=10):
        raw.send({"jsonrpc": "2.0", "id": id, "method": method, "params": {
            "textDocument": {"uri": "untitled:one"}, "position": {"line": 4000, "character": 70000},
            "context": {"includeDeclaration": True}, "options": {"tabSize": 4, "insertSpaces": True}}})
        assert "result" in raw.answer(id), method
    raw.send({"jsonrpc": "2.0", "id": 20, "method": "shutdown"})
    assert raw.answer(20)["result"] is None
    raw.send({"jsonrpc": "2.0", "id": 21, "method": "textDocument/hover", "params": {}})
    assert raw.answer(21)["error"]["code"] == -32600
    raw.send({"jsonrpc": "2.0", "method": "exit"})
    assert raw.process.wait(20) == 0


def test_an_oversized_body_is_skipped(raw):
    raw.initialize()
    raw.write(b"Content-Length: 999999999\r\n\r\n" + b"x" * 1000)
    raw.close()
    assert raw.process.returncode == 1  # the input ended without shutdown
    assert b"more than" in raw.process.stderr.read()


def test_exit_without_shutdown_exits_with_one(raw):
    raw.initialize()
    raw.send({"jsonrpc": "2.0", "method": "exit"})
    assert raw.process.wait(20) == 1


def test_positions_in_the_encoding_the_client_prefers(raw):
    raw.send({"jsonrpc": "2.0", "id": 0, "method": "initialize",
              "params": {"capabilities": {"general": {"positionEncodings": ["utf-8", "utf-16"]}}}})
    assert raw.answer(0)["result"]["capabilities"]["positionEncoding"] == "utf-8"
    raw.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    text = "<workflow><screen><title>Café 😀</title><titel>x</titel></screen></workflow>"
    raw.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": "untitled:utf8", "languageId": "xml", "version": 1, "text": text}}})
    while True:
        message = raw.read()
        if message.get("method") == "textDocument/publishDiagnostics":
            break
    start = message["params"]["diagnostics"][0]["range"]["start"]
    assert start == {"line": 0, "character": len(text[: text.index("<titel>")].encode())}
