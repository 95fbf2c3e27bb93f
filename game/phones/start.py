"""Turning phones on and off: the server, its page and the device backend, as one switch."""

from __future__ import annotations

import contextlib
import sys

import pygame

from game import door
from game.engine import pacing, pointers
from game.engine.devices import phone
from game.paths import ASSETS_DIR
from game.phones import address
from game.phones.server import PhoneServer

WAKE = pacing.WAKE
"""The event a phone's message posts: it ends a window's idle wait (``engine/pacing.py``)."""
PAGE_DIR = ASSETS_DIR / "phone"
PAGE_FILES = ("index.html", "phone.css", "phone.js")
GAME_SCRIPTS = PAGE_DIR / "games"
"""Each game's part of the page, ``NAME.js``: it registers ``GAMES[name]``, so a new game adds a
file here and never edits the page's own script."""
ALL_INTERFACES = "0.0.0.0"
DEFAULT_SWITCH_INTERVAL_S = sys.getswitchinterval()
SWITCH_INTERVAL_S = 0.001
"""While phones are on, the interpreter passes its lock between threads every 1 ms, not 5: each
batch handed to the server's thread wakes it, and the loop then waited up to the whole interval
to get the lock back (5 ms of a 16.7 ms frame, measured by ``bench/phones.py``)."""


def page() -> str:
    """The phone page as one self-contained document: its script and style inlined, so one
    request (with the token) brings everything and nothing comes from elsewhere."""
    html, style, script = (door.read_text(PAGE_DIR / name) for name in PAGE_FILES)
    games = [door.read_text(path) for path in sorted(GAME_SCRIPTS.glob("*.js"))]
    return html.replace("/*STYLE*/", style).replace("/*SCRIPT*/", "\n".join([script, *games]))


def wake() -> None:
    """A phone spoke: end the loop's wait now, for events (idle) or between moving frames (the
    pacer's nudge); called on the server's thread (pygame's event queue takes posts from any)."""
    pacing.nudge()
    with contextlib.suppress(pygame.error):  # no display yet or any more: nothing waits then
        pygame.event.post(pygame.event.Event(WAKE))


def switch(
    hub: pointers.PointerHub, on: bool, port: int = 0, host: str = ALL_INTERFACES
) -> phone.PhoneDevice | None:
    """Phones on (a server listening on ``host``:``port``, 0 for any free port) or off (the server
    stopped, every phone's pointer unplugged); returns the backend when on."""
    device = phone.of(hub)
    if on and device is None:
        sys.setswitchinterval(SWITCH_INTERVAL_S)
        server = PhoneServer(page(), host, port, wake=wake).start()
        shown = address.lan_address() if host == ALL_INTERFACES else host
        device = phone.PhoneDevice(server, server.url(shown))
        hub.devices.append(device)
    elif not on and device is not None:
        hub.devices.remove(device)
        for client in device.clients.values():
            hub.disconnect(client.pointer_id)
        device.close()
        device = None
        sys.setswitchinterval(DEFAULT_SWITCH_INTERVAL_S)
    return device
