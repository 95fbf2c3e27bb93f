"""What a 5er Finden table keeps for each seat beside the rules' state (its board widget, the
cells being drawn, a refused cell's flash, the note in its panel)."""

from __future__ import annotations

import dataclasses

from game.scenes.widgets.finden_board import SymbolBoard
from game.scenes.widgets.finden_draft import Draft


@dataclasses.dataclass
class FindenSeatView:
    """What a 5er Finden table shows and tracks for one seat beside the rules' state."""

    name: str
    colour: tuple[int, int, int]
    human: bool
    board: SymbolBoard
    draft: Draft = dataclasses.field(default_factory=Draft)
    cue: int | None = None
    cue_until: float = 0.0
    note: str = ""
    outline: tuple[int, ...] = ()  # the puzzle: this round's outline, replaced by a new one
    branch_tip: bool = False  # a drag left four cells: say how to draw the fifth (``branch_tip``)
