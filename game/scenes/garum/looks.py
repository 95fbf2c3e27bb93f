"""The values the Garum table's widgets compare and paint: one frozen look per part of the table
(a tank, a worker space, a seat's row, the hand, the neutral tile, the status box, a hint on the
board, the line tooltip) and what a press may ask for now (``Turn``). ``model.py`` builds them."""

from __future__ import annotations

import dataclasses

import pygame

from game.scenes.widgets import garum_panels as panels
from game.scenes.widgets.garum_workers import Pieces

Fish = tuple[int, ...]
"""A tile's fish clockwise, as turned."""


@dataclasses.dataclass(frozen=True)
class Ghost:
    """A tile drawn see-through over a slot: the one the pointer would place, the neutral tile being
    turned, a hint's."""

    slot: int
    fish: Fish
    colour: int | None
    alpha: int


@dataclasses.dataclass(frozen=True)
class TankLook:
    """A tank: its placed tiles, ringed as the round's tank, ringed as a choice for the Emperor, the
    slots a tile may go to (lit) and a ghost tile over one."""

    tiles: tuple[tuple[int, Fish] | None, ...]
    ringed: bool = False
    choice: bool = False
    slots: tuple[int, ...] = ()
    ghost: Ghost | None = None


OPEN, CLOSED = "open", "closed"


@dataclasses.dataclass(frozen=True)
class LineLook:
    """A line's worker space: the workers on it in the order they came, lit (``OPEN``) or crossed
    out (``CLOSED``) while a worker is placed through the round's tank, and the colour of the worker
    being scored there at the end."""

    pieces: Pieces = ()
    mark: str | None = None
    scoring: int | None = None


@dataclasses.dataclass(frozen=True)
class SeatRow:
    """A seat's row: name, its species' colours, initial, each colour's row, score, to-play outline
    width, whether it won, its word ("to play", "look: F")."""

    name: str
    colours: tuple[tuple[int, int, int], ...]
    initial: str
    rows: tuple[panels.ColourRow, ...]
    score: int
    ring: int
    winner: bool
    status: str


@dataclasses.dataclass(frozen=True)
class HandLook:
    """The shown hand: whose (seat, colour), its label, each tile's fish as turned (None: face down)
    with whether it is the one picked, the line at its foot and whether Undo shows."""

    seat: int
    colour: int
    label: str
    tiles: tuple[tuple[Fish | None, bool], ...]
    foot: str
    undo: bool
    face_up: bool


@dataclasses.dataclass(frozen=True)
class DummyLook:
    """The neutral tile beside the hand: its fish as turned (None: face down), its colour, and
    whether a human turns it now (then it is ringed)."""

    fish: Fish | None
    colour: int
    turning: bool


@dataclasses.dataclass(frozen=True)
class ControlsLook:
    """The status box: the prompt, the worker buttons (key, label, chosen) while a human places a
    worker, else what comes next."""

    prompt: str
    buttons: tuple[tuple[str, str, bool], ...]
    after: str


@dataclasses.dataclass(frozen=True)
class HintMark:
    """A hint shown on the table: the rect ringed (a slot, a tank, a worker space, the No worker
    button) and the tile's ghost over its slot."""

    target: pygame.Rect
    ghost: tuple[Fish, tuple[int, int], int | None] | None = None


@dataclasses.dataclass(frozen=True)
class LineTip:
    """Hovering a worker space: the line's fish of each species and what a worker would score."""

    pos: tuple[int, int]
    title: str
    counts: tuple[int, ...]
    note: str


@dataclasses.dataclass(frozen=True)
class Turn:
    """What a press asks for while a human may act: the seat to move, the step (``tank``, ``tile``,
    ``worker``, ``dummy``), the tile picked and its quarter turns, the worker kind chosen."""

    seat: int
    phase: str
    tank: int | None
    tile: int | None
    turn: int
    foreman: bool
    left: tuple[int, int]  # apprentices and foremen still in hand
