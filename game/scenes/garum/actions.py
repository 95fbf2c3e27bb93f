"""What a press at the Garum table asks for besides a rules action: the table's own steps (pick a
tile of the hand, choose the worker kind, take the last tile back) and what the scene must answer
in words (a tile aimed at another tank, a hand that lies face down). Widgets return these from
``hit``; the input turns them into choices, submissions or refusals."""

from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class PickTile:
    """The hand's tile at ``index`` becomes the one to place."""

    index: int


@dataclasses.dataclass(frozen=True)
class ChooseKind:
    """The next worker is a foreman (True) or an apprentice."""

    foreman: bool


@dataclasses.dataclass(frozen=True)
class PickLine:
    """A worker goes on ``line`` (its kind: the chosen one, or a foreman with the secondary button)."""

    line: int


@dataclasses.dataclass(frozen=True)
class OtherTank:
    """A tile aimed at a slot of ``tank``, not the round's tank: refused with the rule."""

    tank: int


@dataclasses.dataclass(frozen=True)
class TakeBack:
    """The Undo button: the tile just placed comes back."""


@dataclasses.dataclass(frozen=True)
class LookFirst:
    """A press on a hand that lies face down: the seat is told how to look."""
