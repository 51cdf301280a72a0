"""Shared helpers of the `wfs lsp` tests: the server under test, fixtures copied to a temporary
folder, positions found by text, and edits applied the way an editor applies them."""

import asyncio
import os
import pathlib
import shutil

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features
from pygls.protocol import default_converter

HERE = pathlib.Path(__file__).parent
WFS = os.environ.get("WFS", str(HERE.parent.parent / ".build" / "debug" / "wfs"))


@pytest.fixture
def folder(tmp_path):
    """A copy of schemas/ (home.xml loads details.xml), which tests may change."""
    target = tmp_path / "app"
    shutil.copytree(HERE / "schemas", target)
    return target


def publish_diagnostics(client: LanguageClient, params: types.PublishDiagnosticsParams):
    """Keeps each document's diagnostics with the version they are of."""
    client.diagnostics[params.uri] = params.diagnostics
    client.published[params.uri] = (params.version, params.diagnostics)
    client.history.append((params.uri, params.version, [d.code for d in params.diagnostics]))


def make_client():
    client = LanguageClient(converter_factory=default_converter)
    client.published = {}
    client.history = []
    register_lsp_features(client, {**DEFAULT_CLIENT_FEATURES, types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS: publish_diagnostics})
    return client


@pytest_lsp.fixture(
    config=ClientServerConfig(server_command=[WFS, "lsp", "--stdio"], client_factory=make_client)
)
async def client(lsp_client: LanguageClient, tmp_path):
    capabilities = pytest_lsp.client_capabilities("neovim")
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=capabilities, root_uri=tmp_path.as_uri())
    )
    yield
    await lsp_client.shutdown_session()


def position_of(text, needle, occurrence=0, offset=0):
    """The LSP position of the `occurrence`-th `needle` in `text`, `offset` characters into it."""
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    index += offset
    line = text.count("\n", 0, index)
    column = index - (text.rfind("\n", 0, index) + 1)
    return types.Position(line=line, character=column)


def offset_of(text, position):
    lines = text.split("\n")
    return sum(len(line) + 1 for line in lines[: position.line]) + position.character


def apply_edits(text, edits):
    """`text` with LSP text edits applied (the fixtures are ASCII, so characters are UTF-16 units)."""
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start = offset_of(text, edit.range.start)
        end = offset_of(text, edit.range.end)
        text = text[:start] + edit.new_text + text[end:]
    return text


async def open_document(client, path, text=None, version=1):
    """Opens `path` (with `text`, or its contents) and returns its URI once its diagnostics arrive."""
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id="xml", version=version, text=path.read_text() if text is None else text
            )
        )
    )
    await wait_for_diagnostics(client, uri, version)
    return uri


async def wait_for_diagnostics(client, uri, version, timeout=60):
    """Waits until the diagnostics of `version` of `uri` have been published, and returns them."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while loop.time() < deadline:
        published = client.published.get(uri)
        if published is not None and published[0] == version:
            return published[1]
        await asyncio.sleep(0.01)
    raise AssertionError(f"no diagnostics of version {version} of {uri} within {timeout} s: {client.published.get(uri)}")


async def complete(client, uri, position):
    """The completion list at `position` of `uri`."""
    return await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position)
    )


async def read_names(client, uri, text):
    """Makes the server read the names of the current text: a hover needs them, and is answered once they are read."""
    await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=position_of(text, "<button>", offset=2))
    )


def insert(client, uri, version, at, text):
    """Types `text` at `at`, as one incremental change making `version`."""
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangePartial(range=types.Range(start=at, end=at), text=text)],
        )
    )
