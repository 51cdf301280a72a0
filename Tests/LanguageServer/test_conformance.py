"""Every schema of the conformance folder (WFS_CONFORMANCE, set by scripts/lsp-check
--conformance) opened in `wfs lsp`: its diagnostics are those `wfs validate` prints for it, at
the same places, with the same codes."""

import json
import os
import pathlib
import subprocess

import pytest

from conftest import WFS, open_document

FOLDER = os.environ.get("WFS_CONFORMANCE")
SCHEMAS = sorted(pathlib.Path(FOLDER).rglob("*.xml")) if FOLDER else []


@pytest.mark.skipif(not FOLDER, reason="WFS_CONFORMANCE is not set (scripts/lsp-check --conformance DIR sets it)")
async def test_every_conformance_schema_has_the_diagnostics_of_wfs_validate(client):
    assert SCHEMAS, f"no schema in {FOLDER}"
    report = subprocess.run(
        [WFS, "validate", "--format", "json", *map(str, SCHEMAS)], capture_output=True, text=True
    )
    expected = {
        pathlib.Path(result["path"]).resolve(): sorted(
            (d["code"], max(d["line"] - 1, 0), max(d["column"] - 1, 0), d["message"])
            for d in result["diagnostics"]
        )
        for result in json.loads(report.stdout)["files"]
    }
    compared = 0
    for path in SCHEMAS:
        uri = await open_document(client, path)
        diagnostics = client.published[uri][1]
        found = sorted((d.code, d.range.start.line, d.range.start.character, d.message) for d in diagnostics)
        assert found == expected[path.resolve()], path
        compared += 1
    assert compared == len(SCHEMAS)
