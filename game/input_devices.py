"""Which devices feed the pointer hub: the mice the settings allow, the phones' backend while phones
are on; extra mice are grabbed only while a game is played. The app asks; this keeps them in step."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from game.engine.devices import default_devices
from game.engine.pointers import Device, PointerHub
from game.engine.settings import Settings

if TYPE_CHECKING:
    from game.engine.devices.phone import PhoneDevice


class InputDevices:
    def __init__(self, pointers: PointerHub, settings: Settings, args: argparse.Namespace):
        self.pointers = pointers
        self.settings = settings
        self.args = args
        self.grabbed = False
        self.phones: PhoneDevice | None = None
        """The phones' backend (``engine/devices/phone.py``) while phones are on, else None."""

    def switch_phones(self, on: bool) -> None:
        """Phones on or off. Off while they never were: nothing to stop, and the server's library
        (aiohttp, a quarter of a second) is not imported at start."""
        if not on and self.phones is None:
            return
        from game.phones import start

        port = getattr(self.args, "phone_port", 0)
        host = getattr(self.args, "phone_host", start.ALL_INTERFACES)
        self.phones = start.switch(self.pointers, on, port, host)

    def reopen_mice(self) -> None:
        """The multi-mouse setting changed: close the mice and open them as it now says."""
        self.pointers.set_grab(False)
        kept: list[Device] = [self.phones] if self.phones is not None else []
        for device in self.pointers.devices:
            if device not in kept:
                device.close()
        self.pointers.devices = default_devices({"multimouse": self.settings["multimouse"]}) + kept
        self.grabbed = False

    def follow_grab(self, playing: bool) -> None:
        """Extra mice are grabbed while a game is on top and released in menus and pauses."""
        if playing != self.grabbed:
            self.grabbed = playing
            self.pointers.set_grab(playing)
