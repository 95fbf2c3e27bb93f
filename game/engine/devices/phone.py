"""Phones as a device backend: each phone that said hello is a pointer ``phone:<client id>``.

The server (``game.phones.server``, on its own thread) checks everything a phone sends and hands
the rest over through ``poll``; this backend, on the game's thread, turns it into the hub's terms
once per fixed step: a phone that connects is a pointer (no cursor: the phone is its own screen),
one whose socket drops is unplugged — it keeps its seat for the hub's grace period and takes it
back when it reconnects with its key — and what it asks for (take a seat, play, a hint) waits in
its ``requests`` until the scene on top takes it (``take``). Nothing here knows a game's rules.
"""

from __future__ import annotations

import collections
import dataclasses
import math
from typing import Protocol

from pygame.event import Event

from game import i18n
from game.engine import pointers
from game.engine.devices.inventory import DeviceEntry
from game.i18n import N_

KIND = "phone"
MAX_REQUESTS = 8
"""Requests a phone may have waiting for the scene; more are refused ("busy")."""


Message = dict[str, object]
"""A JSON message from or to a phone (``phones.protocol`` checks what a phone sends)."""


class Server(Protocol):
    def poll(self) -> list[tuple[str, str, Message]]: ...

    def waiting(self) -> bool: ...

    def send(self, client_id: str, payload: Message | str) -> None: ...

    def flush(self) -> None: ...

    def stop(self) -> None: ...


@dataclasses.dataclass(eq=False)
class PhoneClient:
    id: str
    lang: str = ""
    """The language the phone asked for ("" : the table's)."""
    name: str = ""
    connected: bool = True
    requests: collections.deque[Message] = dataclasses.field(default_factory=collections.deque)
    shown: object = None
    """What this phone was last sent (a scene's own key: it sends again only when it changed)."""

    @property
    def pointer_id(self) -> str:
        return f"{KIND}:{self.id}"


class PhoneDevice:
    """The backend: ``url`` is the address the lobby shows (its QR code) and ``--phones`` prints."""

    def __init__(self, server: Server, url: str):
        self.server, self.url = server, url
        self.clients: dict[str, PhoneClient] = {}

    # -- Device --------------------------------------------------------------------------------
    def handle_event(self, event: Event, hub: pointers.PointerHub) -> bool:
        return False

    def update(self, dt: float, hub: pointers.PointerHub) -> None:
        for kind, client_id, data in self.server.poll():
            if kind == "hello":
                self._hello(client_id, data, hub)
            elif kind == "gone":
                client = self.clients.get(client_id)
                if client is not None:
                    client.connected = False
                    hub.disconnect(client.pointer_id)
            elif kind == "message":
                self._request(client_id, data)

    def next_change(self) -> float:
        """0 while something a phone said waits to be handled (in the server, or a request no
        scene took yet), else never: a phone that speaks wakes the loop itself (``start.wake``),
        so a window with phones on still sleeps while nobody taps."""
        if self.server.waiting() or any(c.requests for c in self.clients.values()):
            return 0.0
        return math.inf

    def describe(self, hub: pointers.PointerHub) -> list[DeviceEntry]:
        return [
            DeviceEntry(c.pointer_id, KIND, c.name or N_("Phone"), N_("open the address in the lobby"))
            for c in self.clients.values()
            if c.connected
        ]

    def close(self) -> None:
        self.server.stop()

    # -- scenes use these ----------------------------------------------------------------------
    def take(self) -> list[tuple[PhoneClient, Message]]:
        """Every waiting request, oldest first, and forget them."""
        out = []
        for client in self.clients.values():
            while client.requests:
                out.append((client, client.requests.popleft()))
        return out

    def send(self, client: PhoneClient, payload: Message | str) -> None:
        """Queue ``payload`` (or its JSON text) for ``client``'s phone; it leaves with the next ``flush``."""
        if client.connected:
            self.server.send(client.id, payload)

    def flush(self) -> None:
        """Send what was queued, in one batch (the app flushes after every step)."""
        self.server.flush()

    def connected(self) -> list[PhoneClient]:
        return [c for c in self.clients.values() if c.connected]

    # -- internals -----------------------------------------------------------------------------
    def _hello(self, client_id: str, data: Message, hub: pointers.PointerHub) -> None:
        client = self.clients.setdefault(client_id, PhoneClient(client_id))
        client.connected, client.shown = True, None  # a new page: send it everything again
        client.lang = language(data.get("lang", client.lang))
        client.name = str(data.get("name", client.name))
        pointer = hub.pointer(client.pointer_id, KIND, N_("Phone"))
        pointer.visible = False

    def _request(self, client_id: str, message: Message) -> None:
        client = self.clients.get(client_id)
        if client is None:
            return
        if message["type"] == "lang":
            client.lang, client.shown = language(message.get("lang")), None
        elif len(client.requests) >= MAX_REQUESTS:
            self.send(client, {"type": "error", "code": "busy", "text": "Too many requests waiting."})
        else:
            client.requests.append(message)


def error(device: PhoneDevice, client: PhoneClient, code: str, text: str) -> None:
    """A protocol error (for the page's code, not a rule: those are refusals in player words)."""
    device.send(client, {"type": "error", "code": code, "text": text})


def language(code: object) -> str:
    """A language the game speaks, from what a phone asked for ("": the table's)."""
    try:
        return i18n.normalise(code) if isinstance(code, str) and code else ""
    except ValueError:
        return ""


def of(hub: pointers.PointerHub) -> PhoneDevice | None:
    """The hub's phone backend, when phones are on."""
    return next((d for d in hub.devices if isinstance(d, PhoneDevice)), None)
