"""What the device panel lists: every device the backends know, used yet or not.

Each backend may offer ``describe(hub) -> list[DeviceEntry]`` (the keyboard clusters exist before
anyone presses a key, an unreadable mouse before it moves); pointers no backend described (a
scripted one in a test) are listed from the hub, so nothing that moves a cursor is left out.
"""

from __future__ import annotations

import dataclasses

from game.engine import pointers
from game.i18n import N_

ABSOLUTE_KINDS = frozenset({"mouse", "touch"})
"""Devices that say where they are rather than how far they moved: sensitivity does not apply."""
KIND_WORDS = {
    "mouse": N_("Mouse"),
    "evdev": N_("Mouse"),
    "rawinput": N_("Mouse"),
    "gamepad": N_("Gamepad"),
    "keyboard": N_("Keys"),
    "touch": N_("Touch"),
    "script": N_("Script"),
}


@dataclasses.dataclass(frozen=True)
class DeviceEntry:
    pointer_id: str
    """The pointer it steers (touch: the prefix of its fingers' pointers)."""
    kind: str
    name: str
    hint: str = ""
    """How to try it, in player words ("press Space")."""

    @property
    def relative(self) -> bool:
        return self.kind not in ABSOLUTE_KINDS

    def owns(self, pointer: pointers.Pointer) -> bool:
        return pointer.id == self.pointer_id or pointer.id.startswith(self.pointer_id + ":")


def entry_for(pointer: pointers.Pointer, hint: str = "") -> DeviceEntry:
    return DeviceEntry(
        pointer.id, pointer.device, pointer.name or KIND_WORDS.get(pointer.device, N_("Device")), hint
    )


def inventory(hub: pointers.PointerHub) -> list[DeviceEntry]:
    entries: list[DeviceEntry] = []
    for device in hub.devices:
        describe = getattr(device, "describe", None)
        if describe is not None:
            entries += describe(hub)
    for pointer in hub.pointers.values():
        if pointer.connected and not any(e.owns(pointer) for e in entries):
            entries.append(entry_for(pointer))
    return entries
