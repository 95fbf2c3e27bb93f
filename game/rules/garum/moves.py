"""Garum's actions and events: small frozen dataclasses with a readable ``str()``.

Actions are what a seat may do (a tile, a worker or none, the Emperor's tank, the dummy tile's
rotation); events are what happened, in order, for the scene to animate.
"""

from __future__ import annotations

import dataclasses

from game.rules.base import Action, Event
from game.rules.garum.data import line_id, load

ROTATION_NAMES = ("upright", "turned 90°", "turned 180°", "turned 270°")


# -- actions ---------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class PlaceTile(Action):
    tile: int
    slot: int
    rotation: int

    def __str__(self) -> str:
        turn = ROTATION_NAMES[self.rotation % 4]
        return f"place tile {load().tile_text(self.tile)} in slot {self.slot}, {turn}"


@dataclasses.dataclass(frozen=True)
class PlaceWorker(Action):
    axis: str  # "row" or "column"
    index: int  # 0-15
    foreman: bool = False

    def __str__(self) -> str:
        return f"{'foreman' if self.foreman else 'apprentice'} on {self.axis} {self.index + 1}"

    @property
    def line(self) -> int:
        return line_id(self.axis, self.index)


@dataclasses.dataclass(frozen=True)
class NoWorker(Action):
    def __str__(self) -> str:
        return "no worker"


@dataclasses.dataclass(frozen=True)
class ChooseTank(Action):
    """Emperor variant: the start player names the round's tank instead of a coin."""

    tank: int

    def __str__(self) -> str:
        return f"choose tank {self.tank}"


@dataclasses.dataclass(frozen=True)
class TurnDummy(Action):
    """Three players: the start player sets the rotation of the dummy's revealed tile."""

    rotation: int

    def __str__(self) -> str:
        return f"dummy tile {ROTATION_NAMES[self.rotation % 4]}"


# -- events ----------------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class TankNamed(Event):
    round: int  # 1-based
    tank: int
    colour: int  # the start colour
    by_coin: bool

    def __str__(self) -> str:
        how = "coin" if self.by_coin else "emperor's choice"
        return f"round {self.round}: tank {self.tank} ({how})"


@dataclasses.dataclass(frozen=True)
class TilePlaced(Event):
    colour: int
    tile: int
    tank: int
    slot: int
    rotation: int

    def __str__(self) -> str:
        tile = load().tile_text(self.tile)
        return f"{load().colours[self.colour]} puts {tile} in tank {self.tank} slot {self.slot}"


@dataclasses.dataclass(frozen=True)
class BonusScored(Event):
    colour: int
    tank: int
    slot: int
    points: int

    def __str__(self) -> str:
        return f"{load().colours[self.colour]} scores a bonus of {self.points} in tank {self.tank}"


@dataclasses.dataclass(frozen=True)
class WorkerPlaced(Event):
    colour: int
    axis: str
    index: int
    foreman: bool

    def __str__(self) -> str:
        kind = "foreman" if self.foreman else "apprentice"
        return f"{load().colours[self.colour]} {kind} on {self.axis} {self.index + 1}"


@dataclasses.dataclass(frozen=True)
class TileDrawn(Event):
    colour: int
    tile: int  # UNKNOWN for anyone but the owner when shown to a player

    def __str__(self) -> str:
        return f"{load().colours[self.colour]} draws a tile"


@dataclasses.dataclass(frozen=True)
class DummyRevealed(Event):
    colour: int
    tile: int

    def __str__(self) -> str:
        return f"the dummy turns {load().tile_text(self.tile)}"


@dataclasses.dataclass(frozen=True)
class WorkerScored(Event):
    colour: int
    axis: str
    index: int
    foreman: bool
    count: int
    points: int

    def __str__(self) -> str:
        kind = "foreman" if self.foreman else "apprentice"
        return (f"{load().colours[self.colour]} {kind} on {self.axis} {self.index + 1}: "
                f"{self.count} {load().species[self.colour]} → {self.points:+d}")


@dataclasses.dataclass(frozen=True)
class GameEnded(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def __str__(self) -> str:
        return f"game over: scores {list(self.scores)}, winners {list(self.winners)}"
