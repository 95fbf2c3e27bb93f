"""The phones' server: one port for the page and its WebSocket, on aiohttp, beside the game loop.

Why aiohttp: one well-kept library serves the page and the WebSockets on the same port with
per-socket bounds (``max_msg_size``, ``heartbeat``) and runs on its own asyncio loop, so many
phones cost no thread each and the game's loop never waits on a socket. The loop runs on a daemon
thread; the game and the server meet only through thread-safe queues (``poll``, and ``send`` with
``flush``).

Every request must carry the session token (``?t=``, compared in constant time): without it, or
with a wrong or old one, the answer is 403 and nothing else. What a phone sends is checked here
(``protocol``: size, JSON, type, numbers, sequence, rate) before the game sees it; each client is
known by a secret ``key`` its page keeps, so a reload or a dropped connection comes back as the
same client, and by a public ``id`` the game uses (seats and records never see the secret).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import hmac
import json
import queue
import secrets
import socket
import threading
import time
from collections.abc import Callable

from aiohttp import WSCloseCode, WSMsgType, web

from game.engine.devices.phone import Message
from game.phones import protocol

HEARTBEAT_S = 20.0
"""aiohttp pings every socket this often and drops one that does not answer within half of it (a
phone that slept); generous, as a busy phone answers late."""
RATE_PER_S, BURST = 20.0, 40
"""[decision] A phone may send 20 messages a second, 40 at once (a finger drawing sends many)."""
MAX_REFUSED = 200
"""A connection whose messages were refused this often is closed (a flood, a broken client)."""
MAX_CONNECTIONS = 24
MAX_CLIENTS = 64
"""Phones (keys) one session remembers; more get an error (a script making keys)."""
SEND_QUEUE = 32
"""Messages waiting for a slow phone; beyond, the oldest go (each view is whole: the last counts)."""
WRITE_WAIT_S = 0.002
"""Longest the game's loop waits for the server's thread to write a batch to the sockets (``flush``):
writing five views takes it well under a millisecond; a stalled thread costs a frame no more."""
REPLACED = 4001
"""Close code for a connection whose client connected again elsewhere (a reloaded page)."""
PAGE_HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": "default-src 'none'; script-src 'unsafe-inline'; "
    "style-src 'unsafe-inline'; connect-src 'self'; img-src data:",
}
"""The page is never cached, names no referrer, and runs only its own inline script."""


@dataclasses.dataclass(eq=False)
class Client:
    id: str
    key: str
    last_seq: int = 0
    connection: Connection | None = None


@dataclasses.dataclass(eq=False)
class Connection:
    socket: web.WebSocketResponse
    limit: protocol.RateLimit
    outbox: asyncio.Queue
    client: Client | None = None
    last_seq: int = 0
    refused: int = 0

    def queue(self, text: str) -> None:
        """Send ``text`` when the socket can take it; a slow phone loses its oldest message first."""
        if self.outbox.full():
            self.outbox.get_nowait()
        self.outbox.put_nowait(text)

    def refuse(self, error: protocol.ProtocolError) -> None:
        """Tell the phone why its message was refused (counted: too many closes the connection)."""
        self.refused += 1
        self.queue(json.dumps({"type": "error", "code": error.code, "text": str(error)}))

    async def send_all(self) -> None:
        """Send what is queued, in order, until the socket closes (the connection's own task)."""
        while True:
            text = await self.outbox.get()
            try:
                await self.socket.send_str(text)
            except (ConnectionError, RuntimeError):
                return


class ClientBook:
    """The phones one session knows, by their page's key and by id; at most ``MAX_CLIENTS``."""

    def __init__(self) -> None:
        self._by_key: dict[str, Client] = {}
        self._by_id: dict[str, Client] = {}

    def by_id(self, client_id: str) -> Client | None:
        return self._by_id.get(client_id)

    def known(self, key: object) -> Client | None:
        return self._by_key.get(key) if isinstance(key, str) else None

    def new(self) -> Client | None:
        """A new client with a fresh id and key, or None when the book is full."""
        if len(self._by_key) >= MAX_CLIENTS:
            return None
        client = Client(secrets.token_hex(4), secrets.token_urlsafe(16))
        self._by_key[client.key] = client
        self._by_id[client.id] = client
        return client


class PhoneServer:
    """Serve ``page`` and the phones' WebSockets on ``host``:``port`` (0: any free port)."""

    def __init__(
        self,
        page: str,
        host: str = "0.0.0.0",
        port: int = 0,
        token: str | None = None,
        wake: Callable[[], None] | None = None,
    ):
        self.token = token or secrets.token_urlsafe(24)  # 192 bits
        self.page = page
        self.inbox: queue.SimpleQueue = queue.SimpleQueue()
        """(kind, client id, data) for the game: ``hello``, ``message``, ``gone``."""
        self.wake = wake
        """Called (on the server's thread) when the inbox gets something while empty: a window's
        loop waiting for events wakes (``start.wake``)."""
        self._outgoing: list[tuple[str, str]] = []
        """(client id, text) queued by the game's thread until its ``flush``."""
        self._clients = ClientBook()  # (server thread only)
        self._connections: set[Connection] = set()
        self._socket = socket.create_server((host, port), reuse_port=False)
        self.port = self._socket.getsockname()[1]
        self._loop = asyncio.new_event_loop()
        self._runner: web.AppRunner | None = None
        self._thread = threading.Thread(target=self._serve, name="phones", daemon=True)
        self._ready = threading.Event()

    # -- the game's side -----------------------------------------------------------------------
    def start(self) -> PhoneServer:
        self._thread.start()
        if not self._ready.wait(5.0):
            raise RuntimeError("the phones' server did not start")
        return self

    def waiting(self) -> bool:
        """Whether something arrived that ``poll`` has not handed over yet."""
        return not self.inbox.empty()

    def poll(self) -> list[tuple[str, str, Message]]:
        """What arrived since the last call, in order (never waits)."""
        out = []
        while True:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                return out

    def send(self, client_id: str, payload: Message | str) -> None:
        """Queue ``payload`` (or its text, already written: ``protocol.write``) for a client's phone
        (sent by the next ``flush`` if it is connected)."""
        self._outgoing.append((client_id, payload if isinstance(payload, str) else protocol.write(payload)))

    def flush(self) -> None:
        """Hand everything queued to the server's thread in one go (one wake per batch: each lent it
        the interpreter's lock), and wait until it has written them (at most ``WRITE_WAIT_S``): the
        loop, drawing on, held the lock through long C calls while the views waited to leave."""
        batch, self._outgoing = self._outgoing, []
        if batch and self._loop.is_running():
            written = threading.Event()
            self._loop.call_soon_threadsafe(self._deliver_all, batch, written)
            written.wait(WRITE_WAIT_S)

    def stop(self) -> None:
        """Close every socket and the port; the thread ends (within a second or two)."""
        if self._loop.is_running():
            future = asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop)
            with contextlib.suppress(Exception):  # closing anyway
                future.result(timeout=2.0)
            self._loop.call_soon_threadsafe(self._loop.stop)
            self._thread.join(timeout=2.0)
        self._socket.close()

    def url(self, host: str) -> str:
        return f"http://{host}:{self.port}/?t={self.token}"

    # -- the server's thread -------------------------------------------------------------------
    def _serve(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._setup())
        self._ready.set()
        self._loop.run_forever()
        self._loop.close()

    async def _setup(self) -> None:
        app = web.Application(middlewares=[self._guard], client_max_size=protocol.MAX_MESSAGE_BYTES)
        app.router.add_get("/", self._page)
        app.router.add_get("/ws", self._socket_handler)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        await web.SockSite(self._runner, self._socket).start()

    async def _shutdown(self) -> None:
        for connection in list(self._connections):
            await connection.socket.close(code=WSCloseCode.GOING_AWAY, message=b"the table closed")
        if self._runner is not None:
            await self._runner.cleanup()

    @web.middleware
    async def _guard(self, request: web.Request, handler):
        given = request.query.get("t", "")
        if not hmac.compare_digest(given.encode(), self.token.encode()):
            return web.Response(status=403)
        return await handler(request)

    async def _page(self, request: web.Request) -> web.Response:
        return web.Response(text=self.page, content_type="text/html", charset="utf-8", headers=PAGE_HEADERS)

    async def _socket_handler(self, request: web.Request) -> web.StreamResponse:
        if len(self._connections) >= MAX_CONNECTIONS:
            return web.Response(status=503, text="Too many phones are connected.")
        ws = web.WebSocketResponse(max_msg_size=protocol.MAX_MESSAGE_BYTES, heartbeat=HEARTBEAT_S)
        try:
            await ws.prepare(request)
        except ConnectionError:  # the phone gave up during the handshake (a page closed, a blip)
            return web.Response(status=400)  # aiohttp finds the transport closed and lets it be
        connection = Connection(ws, protocol.RateLimit(RATE_PER_S, BURST), asyncio.Queue(SEND_QUEUE))
        self._connections.add(connection)
        sender = asyncio.ensure_future(connection.send_all())
        try:
            async for message in ws:
                if message.type == WSMsgType.TEXT:
                    await self._receive(connection, message.data)
                elif message.type == WSMsgType.BINARY:
                    connection.refuse(protocol.ProtocolError("bad-json", "Send text, not binary."))
        finally:
            sender.cancel()
            self._connections.discard(connection)
            client = connection.client
            if client is not None and client.connection is connection:
                client.connection = None
                self._arrived(("gone", client.id, {}))
        return ws

    def _deliver_all(self, batch: list[tuple[str, str]], written: threading.Event) -> None:
        """Queue each text for its phone; ``written`` is set once the senders it woke have written."""
        for client_id, text in batch:
            client = self._clients.by_id(client_id)
            if client is not None and client.connection is not None:
                client.connection.queue(text)
        self._loop.call_soon(written.set)

    async def _receive(self, connection: Connection, text: str) -> None:
        if not connection.limit.allow(time.monotonic()):
            connection.refuse(protocol.ProtocolError("slow-down", "Too many messages: slow down."))
        else:
            client = connection.client
            try:
                message = protocol.parse(text, client.last_seq if client else connection.last_seq)
            except protocol.ProtocolError as error:
                connection.refuse(error)
            else:
                self._accept(connection, message)
        if connection.refused > MAX_REFUSED:
            while not connection.outbox.empty():  # the errors first, so the page can tell why
                await connection.socket.send_str(connection.outbox.get_nowait())
            await connection.socket.close(code=WSCloseCode.POLICY_VIOLATION, message=b"too many bad messages")

    def _accept(self, connection: Connection, message: Message) -> None:
        kind, seq = message["type"], protocol.seq_of(message)
        if kind == "hello":
            connection.last_seq = seq
            self._hello(connection, message)
            return
        client = connection.client
        if client is None:
            connection.refuse(protocol.ProtocolError("hello-first", "Say hello first."))
            return
        client.last_seq = seq
        if kind == "ping":
            connection.queue(json.dumps({"type": "pong", "seq": seq, "at": message.get("at")}))
        else:
            self._arrived(("message", client.id, message))

    def _hello(self, connection: Connection, message: Message) -> None:
        client = self._clients.known(message.get("key"))
        again = client is not None
        if client is None:
            client = self._clients.new()
            if client is None:
                connection.refuse(protocol.ProtocolError("full", "This table knows too many phones."))
                return
        old = client.connection
        if old is not None and old is not connection:
            old.client = None
            asyncio.ensure_future(old.socket.close(code=REPLACED, message=b"connected again elsewhere"))
        client.connection, connection.client = connection, client
        client.last_seq = max(client.last_seq, protocol.seq_of(message))
        welcome = {"type": "welcome", "key": client.key, "client": client.id, "seq": client.last_seq}
        connection.queue(json.dumps(welcome))
        data = {k: message[k] for k in ("lang", "name") if isinstance(message.get(k), str)}
        self._arrived(("hello", client.id, {**data, "again": again}))

    def _arrived(self, item: tuple[str, str, Message]) -> None:
        """Hand ``item`` to the game; wake its loop if this is the first since its last ``poll``."""
        first = self.inbox.empty()
        self.inbox.put(item)
        if first and self.wake is not None:
            self.wake()
