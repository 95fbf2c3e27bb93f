"""What the controls screen binds: one keyboard cluster or one gamepad, as a ``Target`` that
knows its actions, its default keys, how its keys are named, which raw event is its press, and
which codes it may not take (the menus' keys, another cluster's keys)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pygame

from game.engine import pointers
from game.engine.devices import bindings, keyboard
from game.engine.devices.gamepad import CONTROLLER_BINDING, JOY_BINDING, GamepadCursors
from game.engine.devices.inventory import DeviceEntry
from game.i18n import _


@dataclasses.dataclass(frozen=True)
class Target:
    name: str
    """The name its bindings are kept by (``device_bindings``)."""
    title: str
    actions: tuple[str, ...]
    default: bindings.Binding
    name_of: Callable[[int], str]
    """A code in player words ("Space", "LB")."""
    pressed: Callable[[pygame.event.Event], int | None]
    """The code of a raw event that is a press of this device, else None."""
    kept_by: Callable[[int], str | None]
    """Who else keeps a code (the menus, another cluster), in words; None: it is free."""
    cancel: int
    """The code that cancels listening (Escape; a pad's Back)."""
    pad: int | None = None
    """A pad's instance id (its buttons press nothing while it is listened to)."""

    @property
    def binding(self) -> bindings.Binding:
        return bindings.of(self.name, self.default)

    def refusal(self, action: str, code: int) -> str | None:
        """Why ``code`` cannot give ``action``, in player words; None: it can."""
        key = self.name_of(code)
        other = self.kept_by(code)
        if other is not None:
            return _("{key} belongs to {other}: choose another.").format(key=key, other=other)
        holder = bindings.holder(self.binding, code)
        if holder is not None and holder != action:
            return _("{key} already does “{action}”: give “{action}” another first.").format(
                key=key, action=_(bindings.ACTION_WORDS[holder])
            )
        return None


def target_for(entry: DeviceEntry, hub: pointers.PointerHub) -> Target | None:
    """The target of a device row: keyboard clusters and gamepads can be bound, nothing else."""
    if entry.kind == "keyboard":
        cluster = next((c for c in keyboard.CLUSTERS if c.pointer_id == entry.pointer_id), None)
        return None if cluster is None else _cluster_target(cluster)
    if entry.kind == "gamepad":
        return _pad_target(entry, hub)
    return None


def _cluster_target(cluster: keyboard.Cluster) -> Target:
    def kept_by(code: int) -> str | None:
        if code in bindings.MENU_KEYS:
            return _("the menus")
        for other in keyboard.bound_clusters():
            if other.name != cluster.name and (code in other.moves or code in other.buttons):
                return other.title
        return None

    def pressed(event: pygame.event.Event) -> int | None:
        return event.key if event.type == pygame.KEYDOWN else None

    return Target(
        cluster.pointer_id,
        cluster.title,
        bindings.KEY_ACTIONS,
        cluster.binding,
        bindings.key_name,
        pressed,
        kept_by,
        pygame.K_ESCAPE,
    )


def _pad_target(entry: DeviceEntry, hub: pointers.PointerHub) -> Target | None:
    cursors = next((d for d in hub.devices if isinstance(d, GamepadCursors)), None)
    instance = int(entry.pointer_id.partition(":")[2]) if entry.pointer_id.startswith("pad:") else None
    pad = cursors.pads.get(instance) if cursors is not None and instance is not None else None
    if pad is None:
        return None
    controller = pad.controller
    kind = pygame.CONTROLLERBUTTONDOWN if controller else pygame.JOYBUTTONDOWN

    def pressed(event: pygame.event.Event) -> int | None:
        return event.button if event.type == kind and event.instance_id == instance else None

    def kept_by(code: int) -> str | None:
        return _("the menus") if controller and code in bindings.MENU_PAD_BUTTONS else None

    return Target(
        pad.name,
        pad.name,
        bindings.PAD_ACTIONS,
        CONTROLLER_BINDING if controller else JOY_BINDING,
        pad.button_name,
        pressed,
        kept_by,
        pygame.CONTROLLER_BUTTON_BACK if controller else -1,
        pad=instance,
    )
