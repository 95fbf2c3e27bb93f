"""What a press or a key at a 5er Finden table asks for: the input answers an event with one of
these (or None) from the table's model, and the scene carries it out (``FindenTable.route``)."""

from __future__ import annotations

import dataclasses

from game.engine.pointers import PointerEvent
from game.rules.base import Action


@dataclasses.dataclass(frozen=True)
class ForSeat:
    """A rules action for a seat (flip, draw, erase, cross out), to submit."""

    seat: int
    action: Action


@dataclasses.dataclass(frozen=True)
class AskHint:
    seat: int


@dataclasses.dataclass(frozen=True)
class Stroke:
    """A pointer drawing on its seat's board: cells ``blocked`` refuse it (``strokes.py``)."""

    seat: int
    event: PointerEvent
    blocked: frozenset[int]


@dataclasses.dataclass(frozen=True)
class Unpick:
    """A right press off every outline: the draft's cell under it goes, or the whole draft (and
    the puzzle's outline of this round), or with no ``cell`` both at once."""

    seat: int
    cell: int | None


@dataclasses.dataclass(frozen=True)
class Moment:
    """A table's own step that no seat owns: ``"skip"`` the round table, ``"again"`` or ``"menu"``
    from the results, or a results button pressed at ``pos``."""

    what: str
    pos: tuple[int, int] = (0, 0)
