"""A browserless client for nicegui_app.py (the peer benchmark), speaking what NiceGUI's page script
(nicegui.js over socket.io-client 4.8, engine.io v4 on a plain websocket) speaks: the GET of the page,
the websocket with the page's query (the implicit handshake), click and value events, pongs to the
server's pings and the page's acks every 3 s; it keeps the element tree from the server's updates.

    python nicegui_driver.py check PORT | load PORT SESSIONS SECONDS | hold PORT SESSIONS

`check` walks the app on 127.0.0.1:PORT screen by screen, prints the bytes of each step and the
events/s of 20 sessions tapping for 3 s (exit status 1 when a check fails); scripts/bench_peers.py
runs `load` and `hold` (see USAGE).
"""
import ast
import asyncio
import gzip
import json
import itertools
import re
import sys
import urllib.parse
import uuid

import orjson
from websockets.asyncio.client import connect
from websockets.exceptions import WebSocketException
from websockets.extensions import Extension
from websockets.typing import ExtensionName

TIMEOUT = 10.0
ACK_INTERVAL = 3.0  # nicegui.js: setInterval(() => ack(), 3000)
HEADINGS = {'h1', 'h2', 'h3', 'h4', 'h5', 'h6'}
PAGE_REQUEST = (
    'GET / HTTP/1.1\r\n'
    'Host: {host}:{port}\r\n'
    'User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36\r\n'
    'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8\r\n'
    'Accept-Encoding: gzip, deflate, br, zstd\r\n'
    'Accept-Language: en-US,en;q=0.9\r\n'
    'Connection: close\r\n'
    '\r\n'
)


class ProtocolError(Exception):
    """The server sent what the page script would not expect here."""


class PayloadCounter(Extension):
    """Counts websocket frame payloads as they are on the wire.

    Put last in the connection's extensions, it encodes after permessage-deflate and decodes before it.
    """

    name = ExtensionName('x-payload-counter')

    def __init__(self) -> None:
        self.sent = 0
        self.received = 0

    def encode(self, frame):
        self.sent += len(frame.data)
        return frame

    def decode(self, frame, *, max_size=None):
        self.received += len(frame.data)
        return frame


async def get_page(host: str, port: int) -> tuple[str, int, int]:
    """GET / as a browser does; returns the page's HTML and the request's and response's sizes."""
    request = PAGE_REQUEST.format(host=host, port=port).encode()
    reader, writer = await asyncio.open_connection(host, port)
    try:
        writer.write(request)
        response = await reader.read()  # the server closes after the response (Connection: close)
    finally:
        writer.close()
    head, _, body = response.partition(b'\r\n\r\n')
    status, *header_lines = head.decode('latin-1').split('\r\n')
    headers = dict(line.lower().split(': ', 1) for line in header_lines)
    if not status.startswith('HTTP/1.1 200') or int(headers.get('content-length', -1)) != len(body):
        raise ProtocolError(f'GET / answered {status!r} with {len(body)} bytes of body, headers {headers}')
    if headers.get('content-encoding') == 'gzip':
        body = gzip.decompress(body)
    return body.decode(), len(request), len(response)


def page_script_options(page: str) -> tuple[dict, dict, str]:
    """The elements, socket query and path prefix that the page passes to its script's createApp."""
    elements = re.search(r'parseElements\(String\.raw`(.*?)`\)', page, re.S)
    query = re.search(r'^\s*query: (\{.*\}),$', page, re.M)
    prefix = re.search(r'^\s*prefix: "(.*)",$', page, re.M)
    if not (elements and query and prefix):
        raise ProtocolError('the page does not embed the elements, query and prefix of createApp')
    raw = elements.group(1)
    for escaped, character in (('&#36;', '$'), ('&#96;', '`'), ('&gt;', '>'), ('&lt;', '<'), ('&amp;', '&')):
        raw = raw.replace(escaped, character)  # as nicegui.js parseElements
    # The query is a Python dict's repr (the script defines True, False and None to read it).
    return orjson.loads(raw), ast.literal_eval(query.group(1)), prefix.group(1)


def js_string(value) -> str:
    """A query value as socket.io-client writes it: JavaScript's String() of it."""
    if value is None:
        return 'null'
    if isinstance(value, bool):
        return 'true' if value else 'false'
    return str(value)


class NiceGUISession:
    """One browser tab on the app: its socket, its element tree and its byte counts."""

    def __init__(self, websocket, counter: PayloadCounter, client_id: str, elements: dict,
                 get_bytes: tuple[int, int]) -> None:
        self.get_bytes = get_bytes  # (request, response) of the GET of the page
        self._websocket = websocket
        self._counter = counter
        self._client_id = client_id
        self._elements = elements  # element id (a string, as JSON keys are) -> element, as the page keeps them
        self._next_message_id = 0
        self._acked_message_id = -1  # so the first ack goes out even before any message, as nicegui.js does
        self._answer: asyncio.Future | None = None
        self._error: Exception | None = None
        self._reader = asyncio.create_task(self._read())
        self._acker = asyncio.create_task(self._ack())

    @classmethod
    async def open(cls, host: str, port: int) -> 'NiceGUISession':
        """Load the page and connect its socket as the page script does."""
        async with asyncio.timeout(TIMEOUT):
            page, request_size, response_size = await get_page(host, port)
            elements, query, prefix = page_script_options(page)
            if query.get('implicit_handshake') is not True:
                raise ProtocolError(f'the page asks for an explicit handshake: {query}')
            query |= {'document_id': uuid.uuid4(), 'tab_id': uuid.uuid4(), 'old_tab_id': None}  # a new tab
            query |= {'EIO': 4, 'transport': 'websocket'}  # what engine.io-client adds
            url = (f'ws://{host}:{port}{prefix}/_nicegui_ws/socket.io/?'
                   + urllib.parse.urlencode({key: js_string(value) for key, value in query.items()}))
            # Like a browser: permessage-deflate offered, an Origin, and no websocket pings (engine.io pings).
            websocket = await connect(url, origin=f'http://{host}:{port}', ping_interval=None, max_size=None)
            try:
                opening = await websocket.recv(decode=False)
                if not opening.startswith(b'0{'):
                    raise ProtocolError(f'expected engine.io open, got {opening[:200]!r}')
                await websocket.send(b'40', text=True)  # socket.io connect; the server's connect handler handshakes
                connected = await websocket.recv(decode=False)
                if not connected.startswith(b'40{'):
                    raise ProtocolError(f'expected socket.io connect, got {connected[:200]!r}')
            except BaseException:
                await websocket.close()
                raise
        # Counting starts here: frames that came with the handshake may have been parsed before now.
        counter = PayloadCounter()
        websocket.protocol.extensions.append(counter)
        return cls(websocket, counter, query['client_id'], elements, (request_size, response_size))

    @property
    def bytes_sent(self) -> int:
        """Websocket frame payload bytes sent since the handshake, as on the wire (after permessage-deflate)."""
        return self._counter.sent

    @property
    def bytes_received(self) -> int:
        """Websocket frame payload bytes received since the handshake, as on the wire (before inflating)."""
        return self._counter.received

    @property
    def title(self) -> str | None:
        """The text of the page's first heading."""
        return next((element.get('text') for element in self._walk() if element['tag'] in HEADINGS), None)

    @property
    def texts(self) -> list[str]:
        """The texts of the page's elements, in page order."""
        return [element['text'] for element in self._walk() if 'text' in element]

    async def tap(self, text: str) -> None:
        """Click the button labelled `text`; returns once the server's update for it has arrived.

        Socket.IO events carry no request id: the app pushes only in answer to events, so the first update
        after the click is its answer, and an update that nothing waits for fails the session.
        """
        self._raise_if_failed()
        element_id, listener_id = self._listener('q-btn', text, 'click')
        self._answer = asyncio.get_running_loop().create_future()
        try:
            await self._emit_event(element_id, listener_id, [])  # the button's listener asks for no arguments
            async with asyncio.timeout(TIMEOUT):
                await self._answer
        except TimeoutError:
            raise TimeoutError(f'no update within {TIMEOUT} s after tapping {text!r}') from None
        finally:
            self._answer = None

    async def type(self, label: str, text: str) -> None:
        """Set the input labelled `label` to `text`, as typing does.

        The input does not loop back (its `loopback` prop is false), so the server sends no answer.
        """
        self._raise_if_failed()
        element_id, listener_id = self._listener('nicegui-input', label, 'update:value')
        await self._emit_event(element_id, listener_id, [orjson.dumps(text).decode()])

    async def close(self) -> None:
        """Close the socket as closing the tab does."""
        self._reader.cancel()
        self._acker.cancel()
        await asyncio.gather(self._reader, self._acker, return_exceptions=True)
        await self._websocket.close()

    def _walk(self):
        """The page's elements, depth first from the root, as the page renders them."""
        pending = ['0']
        while pending:
            element = self._elements[pending.pop()]
            yield element
            pending.extend(str(child) for child in reversed(element.get('children', ())))

    def _listener(self, tag: str, label: str, event_type: str) -> tuple[int, str]:
        """The id and event listener of the element `tag` labelled `label`."""
        for element_id, element in self._elements.items():
            if element['tag'] == tag and element.get('props', {}).get('label') == label:
                for event in element.get('events', ()):
                    if event['type'] == event_type:
                        return int(element_id), event['listener_id']
        raise ProtocolError(f'no {tag} labelled {label!r} with a {event_type} listener on the page {self.texts}')

    async def _emit_event(self, element_id: int, listener_id: str, args: list[str]) -> None:
        await self._emit('event', {'id': element_id, 'client_id': self._client_id, 'listener_id': listener_id,
                                   'args': args})

    async def _emit(self, name: str, data: dict) -> None:
        await self._websocket.send(b'42' + orjson.dumps([name, data]), text=True)

    def _raise_if_failed(self) -> None:
        if self._error is not None:
            raise self._error

    def _fail(self, error: Exception) -> None:
        self._error = error
        if self._answer is not None and not self._answer.done():
            self._answer.set_exception(error)

    async def _read(self) -> None:
        try:
            while True:
                message = await self._websocket.recv(decode=False)
                if message == b'2':
                    await self._websocket.send(b'3', text=True)  # engine.io pong
                elif message.startswith(b'42'):
                    self._receive(*orjson.loads(message[2:]))
                else:
                    raise ProtocolError(f'unexpected packet from the server: {message[:200]!r}')
        except Exception as error:  # a closed socket, or a message the page script would not expect
            self._fail(error)

    def _receive(self, name: str, data: dict) -> None:
        """Handle a socket.io event from the server as the page script does."""
        message_id = data.pop('_id')
        if message_id < self._next_message_id:
            return  # already seen before a reconnect
        self._next_message_id = message_id + 1
        if self._answer is None or self._answer.done():
            raise ProtocolError(f'unasked-for {name!r} from the server: {str(data)[:200]}')
        if name == 'update':
            for element_id, element in data.items():
                if element is None:
                    self._elements.pop(element_id, None)
                else:
                    self._elements[element_id] = element
            self._answer.set_result(None)
        elif name != 'load_js_components':  # a browser imports them (from its cache after the first tab)
            raise ProtocolError(f'unexpected {name!r} from the server: {str(data)[:200]}')

    async def _ack(self) -> None:
        """Tell the server every 3 s which messages arrived, so it can drop them from its history."""
        try:
            while True:
                await asyncio.sleep(ACK_INTERVAL)
                if self._acked_message_id < self._next_message_id and self._error is None:
                    await self._emit('ack', {'client_id': self._client_id, 'next_message_id': self._next_message_id})
                    self._acked_message_id = self._next_message_id
        except Exception as error:
            self._fail(error)


async def run_load(host: str, port: int, sessions: int = 100, seconds: float = 5.0, on_opened=None,
                   on_done=None) -> int:
    """Open `sessions` sessions, let each tap Write a note and Back in turn, each tap waiting for its answer,
    for `seconds`; returns the number of taps answered in that time. `on_opened()` is awaited once every
    session is open and before the first tap, `on_done(events)` after the last and before the sessions close
    (so that a caller can measure the taps alone)."""
    opening = await asyncio.gather(*(NiceGUISession.open(host, port) for _ in range(sessions)),
                                   return_exceptions=True)
    opened = [session for session in opening if isinstance(session, NiceGUISession)]
    try:
        for failure in opening:
            if not isinstance(failure, NiceGUISession):
                raise failure
        loop = asyncio.get_running_loop()
        deadline = loop.time() + seconds

        async def keep_tapping(session: NiceGUISession) -> int:
            answered = 0
            for text in itertools.cycle(('Write a note', 'Back')):
                if loop.time() >= deadline:
                    return answered
                await session.tap(text)
                if loop.time() <= deadline:
                    answered += 1

        if on_opened:
            await on_opened()
        try:
            async with asyncio.TaskGroup() as group:
                tapping = [group.create_task(keep_tapping(session)) for session in opened]
        except ExceptionGroup as failures:
            raise failures.exceptions[0]  # the first session to fail; the group cancelled the others
        events = sum(task.result() for task in tapping)
        if on_done:
            await on_done(events)
        return events
    finally:
        await asyncio.gather(*(session.close() for session in opened), return_exceptions=True)


def expect(condition: bool, message: str) -> None:
    """A self-check assertion that stays on under `python -O`."""
    if not condition:
        raise AssertionError(message)


async def self_check(port: int) -> None:
    host = '127.0.0.1'
    session = await NiceGUISession.open(host, port)
    try:
        print(f'GET /: request {session.get_bytes[0]} B, response {session.get_bytes[1]} B')
        expect(session.title == 'Notes', f'the first screen is {session.title!r}, not Notes')
        steps = (
            ('tap Write a note', lambda: session.tap('Write a note'), 'Write'),
            ('type hello', lambda: session.type('Note', 'hello'), 'Write'),
            ('tap Show', lambda: session.tap('Show'), 'Note'),
            ('tap Back', lambda: session.tap('Back'), 'Write'),
            ('tap Back', lambda: session.tap('Back'), 'Notes'),
        )
        for name, step, title in steps:
            sent, received = session.bytes_sent, session.bytes_received
            await step()
            print(f'{name}: sent {session.bytes_sent - sent} B, received {session.bytes_received - received} B '
                  '(websocket payloads, deflated)')
            expect(session.title == title, f'after {name} the screen is {session.title!r}, not {title!r}')
            if title == 'Note':
                expect('hello' in session.texts, f'the Note screen shows {session.texts}, not hello')
    finally:
        await session.close()
    sessions, seconds = 20, 3.0
    events = await run_load(host, port, sessions, seconds)
    print(f'{sessions} sessions for {seconds} s: {events} events, {events / seconds:.0f} events/s')


async def hold(port: int, sessions: int) -> None:
    """Opens `sessions` sessions, says `ready` on standard output, and keeps them open (answering the
    server's pings) until standard input ends."""
    opened = await asyncio.gather(*(NiceGUISession.open('127.0.0.1', port) for _ in range(sessions)))
    try:
        print('ready', flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)
    finally:
        await asyncio.gather(*(session.close() for session in opened), return_exceptions=True)


async def load(port: int, sessions: int, seconds: float) -> None:
    """`run_load` for a caller that reads the server's CPU time around the taps alone: says `opened` and
    waits for a line on standard input before the first tap; prints, as JSON, the events answered and
    the seconds they took, and waits for standard input to end before closing the sessions."""
    async def line():
        return await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)

    async def opened():
        print('opened', flush=True)
        await line()

    async def done(events):
        print(json.dumps({'events': events, 'seconds': seconds}), flush=True)
        await line()

    await run_load('127.0.0.1', port, sessions, seconds, on_opened=opened, on_done=done)


USAGE = """usage: nicegui_driver.py check PORT | load PORT SESSIONS SECONDS | hold PORT SESSIONS
  check: walks the app's screens and prints each tap's bytes, then a short load (exit 1 on a failure)
  load: opens SESSIONS sessions, prints opened, and after a line on standard input taps Write a note
        and Back in each for SECONDS; prints {"events", "seconds"}, and closes when standard input ends
  hold: opens SESSIONS sessions, prints ready, and keeps them open until standard input ends
(scripts/bench_peers.py runs load and hold)"""

if __name__ == '__main__':
    arguments = sys.argv[1:]
    modes = {'check': (1, lambda port: self_check(port)), 'load': (3, lambda port, n, t: load(port, int(n), float(t))),
             'hold': (2, lambda port, n: hold(port, int(n)))}
    if not arguments or arguments[0] not in modes or len(arguments) - 1 != modes[arguments[0]][0]:
        sys.exit(USAGE)
    try:
        asyncio.run(modes[arguments[0]][1](int(arguments[1]), *arguments[2:]))
    except (AssertionError, ProtocolError, TimeoutError, OSError, WebSocketException) as failure:
        sys.exit(f'{arguments[0]} failed: {failure}')
