"""The peer benchmark's app (scripts/bench --only peers) written in FastHTML: the same three screens
as notes.xml. Each button posts with htmx and the server answers the new screen as a fragment that
replaces the old one; the stack of screens and the note live in FastHTML's session (a signed cookie).

    python fasthtml_app.py PORT HTMX_JS

serves on 127.0.0.1:PORT with uvicorn, one worker, no reload. HTMX_JS is htmx.min.js (FastHTML links it
from a CDN, which the benchmark cannot reach: the app serves it, compressed by Starlette's
GZipMiddleware as a CDN would).
"""
import os
import sys

import uvicorn
from fasthtml.common import H1, Button, Div, Form, Input, Label, P, Script, fast_app
from starlette.middleware import Middleware
from starlette.middleware.gzip import GZipMiddleware

port, htmx_js = int(sys.argv[1]), sys.argv[2]
# FastHTML's own static route serves the folder of htmx.min.js.
app, rt = fast_app(default_hdrs=False, pico=False, title="Notes", secret_key="peer-benchmark",
                   static_path=os.path.dirname(htmx_js), hdrs=(Script(src="/" + os.path.basename(htmx_js)),),
                   middleware=(Middleware(GZipMiddleware, minimum_size=500),))


def screen(session):
    """The screen on top of the session's stack, as the fragment that replaces `#screen`."""
    top = session.setdefault("stack", ["notes"])[-1]
    note = session.get("note", "")
    back = Button("Back", hx_post="/back")
    if top == "notes":
        body = (H1("Notes"), Button("Write a note", hx_post="/write"))
    elif top == "write":
        body = (H1("Write"), back, Form(Label("Note", Input(name="note", value=note)), Button("Show"), hx_post="/show"))
    else:
        body = (H1("Note"), back, P(note))
    return Div(*body, id="screen", hx_target="this", hx_swap="outerHTML")


@rt("/")
def get(session):
    return screen(session)


@rt("/write")
def post(session):
    session["stack"] = session.get("stack", ["notes"]) + ["write"]
    return screen(session)


@rt("/show")
def post(session, note: str = ""):
    session["note"] = note
    session["stack"] = session.get("stack", ["notes"]) + ["note"]
    return screen(session)


@rt("/back")
def post(session):
    session["stack"] = session.get("stack", ["notes"])[:-1] or ["notes"]
    return screen(session)


if __name__ == "__main__":
    uvicorn.run(app, host="127.0.0.1", port=port, workers=1, log_level="warning", access_log=False)
