"""Hints at the 5er Finden race and puzzle tables: each human seat's panel has a Hint button (H
asks for the mouse's seat, a pad's Back for its own), and the hint outlines one five the seat
could draw now on its own board, with the reason above it. It goes once that seat draws (or the
round moves on). The solo game keeps its own Hint, which the rules count.

The asking, thinking and recording is ``table/hint.py``'s ``HintDesk``; the five comes from the
game's hints (``ai/finden/hint.py``: the matcher for the race, the solo hint's list for the puzzle).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.ai.hints import Hinter
from game.engine import draw
from game.engine.pointers import PointerEvent
from game.i18n import N_, _
from game.rules.finden.classic import ClassicGame
from game.scenes.finden.stages import SEARCH
from game.scenes.table.hint import RING, HintDesk, hint_press
from game.scenes.table.hint_button import HintButton
from game.scenes.widgets.finden_board import Mark
from game.scenes.widgets.tooltip import draw_tooltip

if TYPE_CHECKING:
    from game.scenes.finden.table import FindenGame, FindenTable

LABEL = N_("Hint")
SHORT_LABEL = N_("?")  # the race's compact button
BADGE = N_("hint")


def seat_actions(game: FindenGame, seat: int) -> int:
    """Actions of ``seat`` in the record (race entries are [round, step, seat, action], puzzle ones
    [seat, action])."""
    return sum(1 for entry in game.history if (entry[2] if len(entry) == 4 else entry[0]) == seat)


def desk_for(scene: FindenTable, hinter: Hinter) -> HintDesk:
    """The desk of a 5er Finden table (``hinter``: the race's or the puzzle's): human seats that
    may still draw this round, never in the solo game (it has its own) or a replay."""

    def may_ask(seat: int) -> bool:
        view = scene.views[seat]
        if scene.stage != SEARCH or not view.human or scene.solo or scene.watching:
            return False
        rules = scene.game
        return rules.can_act(seat) if isinstance(rules, ClassicGame) else seat in rules.to_move()

    def moment(seat: int) -> tuple[int, int, tuple[int, ...]]:
        """Changes when the seat draws: an action in the record, or (puzzle) its outline."""
        return scene.game.round, seat_actions(scene.game, seat), scene.views[seat].outline

    return HintDesk(
        hinter, scene.setup.seed, lambda seat: scene.game, may_ask, moment, lambda: len(scene.game.history)
    )


def buttons(scene: FindenTable, label: str = LABEL) -> list[HintButton]:
    """Each seat's Hint button where the table's layout puts it (``layout.seats[seat].hint``)."""
    return [HintButton(rects.hint, seat, label) for seat, rects in enumerate(scene.layout.seats)]


def click(scene: FindenTable, seat: int, event: PointerEvent) -> bool:
    """A press on ``seat``'s own Hint button asks for its hint."""
    return scene.hints.click(seat, event, buttons(scene))


def handle_key(scene: FindenTable, event: pygame.event.Event) -> bool:
    """H (the mouse's seat) or a pad's Back (its seat) asks for a hint."""
    pointer = hint_press(event, scene.app.pointers)
    return pointer is not None and scene.hints.ask(scene.seat_of(pointer))


def marks(scene: FindenTable, seat: int) -> tuple[Mark, ...]:
    """The hinted five as a faint outline with a "hint" badge, while it stands."""
    shown = scene.hints.current(seat)
    return (Mark(shown.hint.action.cells, draw.ACCENT, "hint", _(BADGE)),) if shown else ()


@dataclasses.dataclass(frozen=True)
class Reason:
    """A standing hint's reason: its words, where its box's foot goes (above the five), how wide
    it may wrap (its board's width) and the panel it keeps clear of."""

    text: str
    at: tuple[float, float]
    wrap: int
    avoid: pygame.Rect


def reasons(scene: FindenTable) -> tuple[Reason, ...]:
    """Every standing hint's reason, placed above its five."""
    s = scene.layout.scale
    out = []
    for seat, view in enumerate(scene.views):
        shown = scene.hints.current(seat)
        if shown is None:
            continue
        board = view.board
        top = min(shown.hint.action.cells, key=lambda c: board.centre(c)[1])
        x, y = board.centre(top)
        at = (x, y - round(30 * s))
        wrap = round(board.rect.w / s)
        out.append(Reason(shown.hint.reason, at, wrap, scene.layout.seats[seat].panel))
    return tuple(out)


def draw_reasons(surface: pygame.Surface, shown: Sequence[Reason], s: float) -> list[pygame.Rect]:
    """The reasons over every board (a reason may reach over a neighbour's board), each clear of
    its seat's panel (its words stay readable, grown ones too); where they went."""
    return [draw_tooltip(surface, r.text, r.at, s, r.wrap, RING, [r.avoid]) for r in shown]
