"""A backend that plays back timed pointer steps: tests, attract-mode demos and replays.

A script is a list of ``Step``s sorted by time; ``update(dt)`` advances the script's own clock and
performs every step that is due, so a headless run with a fixed ``dt`` replays exactly. Steps are
plain data and round-trip through JSON.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable
from typing import Any

from pygame.event import Event

from game.engine import pointers
from game.json_types import JsonObject

MOVE_TO, MOVE_BY, PRESS, RELEASE, CLICK, WHEEL, UNPLUG, PLUG = (
    "move_to",
    "move_by",
    "press",
    "release",
    "click",
    "wheel",
    "unplug",
    "plug",
)
KINDS = (MOVE_TO, MOVE_BY, PRESS, RELEASE, CLICK, WHEEL, UNPLUG, PLUG)


@dataclasses.dataclass(frozen=True)
class Step:
    """At time ``t`` (seconds since the script started), do ``kind`` with pointer ``pointer``."""

    t: float
    pointer: str
    kind: str
    x: float = 0.0
    y: float = 0.0
    button: int = pointers.PRIMARY
    amount: int = 0
    device: str = "script"
    """Kind of device the pointer pretends to be (reclaiming a seat matches on it)."""
    name: str = ""
    """The device's name, as a real backend would give it."""

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"A script step's kind must be one of {', '.join(KINDS)}, not {self.kind!r}.")

    def __str__(self) -> str:
        return f"{self.t:.3f}s {self.pointer} {self.kind}"

    def to_json(self) -> JsonObject:
        return dataclasses.asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Step:
        return cls(**data)


def click(
    t: float,
    pointer: str,
    x: float,
    y: float,
    button: int = pointers.PRIMARY,
    device: str = "script",
    name: str = "",
) -> list[Step]:
    """Move there and click: the commonest thing a script does."""
    return [
        Step(t, pointer, MOVE_TO, x, y, device=device, name=name),
        Step(t, pointer, CLICK, button=button, device=device, name=name),
    ]


class ScriptedDevice:
    """Performs a script's steps on the hub as their time comes."""

    def __init__(self, steps: Iterable[Step] = ()):
        self.steps = sorted(steps, key=lambda s: s.t)
        self.clock = 0.0
        self._next = 0

    @property
    def done(self) -> bool:
        return self._next >= len(self.steps)

    def extend(self, steps: Iterable[Step]) -> None:
        """Add steps (times relative to the script's start) still to come."""
        self.steps = self.steps[: self._next] + sorted([*self.steps[self._next :], *steps], key=lambda s: s.t)

    def handle_event(self, event: Event, hub: pointers.PointerHub) -> bool:
        return False

    def next_change(self) -> float:
        """Seconds until the script's next step."""
        return max(self.steps[self._next].t - self.clock, 0.0) if not self.done else math.inf

    def update(self, dt: float, hub: pointers.PointerHub) -> None:
        self.clock += dt
        while self._next < len(self.steps) and self.steps[self._next].t <= self.clock + 1e-9:
            self._perform(self.steps[self._next], hub)
            self._next += 1

    def close(self) -> None:
        pass

    @staticmethod
    def _perform(step: Step, hub: pointers.PointerHub) -> None:
        if step.kind == UNPLUG:
            hub.disconnect(step.pointer)
            return
        pointer = hub.pointer(step.pointer, step.device, step.name)
        if step.kind == MOVE_TO:
            hub.move_to(pointer, step.x, step.y)
        elif step.kind == MOVE_BY:
            hub.move_by(pointer, step.x, step.y)
        elif step.kind in (PRESS, CLICK):
            hub.press(pointer, step.button)
        if step.kind in (RELEASE, CLICK):
            hub.release(pointer, step.button)
        elif step.kind == WHEEL:
            hub.scroll(pointer, step.amount)
