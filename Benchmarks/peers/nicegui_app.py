"""The peer benchmark's app (scripts/bench --only peers) written in NiceGUI: the same three screens
as notes.xml. Each browser tab gets its own page on the server; the page keeps its stack of screens
in its closure and shows the top one by clearing a container and building the screen in it. The
page's script sends each click over NiceGUI's socket.io websocket and gets the new elements back.

    python nicegui_app.py PORT

serves on 127.0.0.1:PORT, one process, no reload.
"""
import sys

from nicegui import html, ui


@ui.page('/')
def notes_page():
    stack = []  # the screens of this tab, top last: (build function, its arguments)
    draft = {'note': ''}  # what was typed into Note, shown again when Back returns to Write
    screen = ui.column()

    def push(build, *args):
        stack.append((build, args))
        show_top()

    def pop():
        stack.pop()
        show_top()

    def show_top():
        build, args = stack[-1]
        screen.clear()
        with screen:
            build(*args)

    def notes():
        html.h1('Notes')
        ui.button('Write a note', on_click=lambda: push(write))

    def write():
        html.h1('Write')
        ui.input(label='Note', value=draft['note'], on_change=lambda e: draft.update(note=e.value))
        ui.button('Show', on_click=lambda: push(note, draft['note']))
        ui.button('Back', on_click=pop)

    def note(text):
        html.h1('Note')
        ui.label(text)
        ui.button('Back', on_click=pop)

    push(notes)


# Production-like: no auto-reload (file watcher) and no browser to open; production Vue/Quasar
# builds (prod_js) and no API docs (fastapi_docs) are already NiceGUI's defaults.
ui.run(host='127.0.0.1', port=int(sys.argv[1]), reload=False, show=False, title='Notes', access_log=False)
