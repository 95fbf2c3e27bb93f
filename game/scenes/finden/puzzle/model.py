"""What the puzzle table's widgets and input may read (the solo table's too): the sheets as they
stand and the UI state (drafts, this round's outlines, hints, a refused cell, the sand), as frozen
values built once a frame by ``of``, the one place that asks the scene's parts what to show."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from game.engine import draw
from game.i18n import N_, _
from game.rules.finden.sheet import DrawnKind, PuzzleVerdict, Quarter
from game.scenes.finden import branch_tip
from game.scenes.finden import hint as seat_hint
from game.scenes.finden.look import TICK_RED_S, seconds
from game.scenes.finden.puzzle.present import CROSS, PAUSE
from game.scenes.finden.stages import RESULTS, SEARCH
from game.scenes.finden.widgets import BoardLook, TimerLook, Words
from game.scenes.widgets.finden_board import Mark

if TYPE_CHECKING:
    from game.scenes.finden.puzzle.flow import PuzzleTable

CROSSED_GREY = (150, 150, 140)
SEARCH_HINT = N_(
    "Drag through five cells: one five per round, of an open shape, on free cells. "
    "Right button erases. T, pad Y or a click on your name flips the timer (+1)."
)
CROSS_HINT = N_(
    "No valid five: draw a shape you cross out on free cells, symbols ignored. "
    "If nothing fits, click its tile."
)


@dataclasses.dataclass(frozen=True)
class QuarterLook:
    """A seat's quarter: each shape's mark, the shapes ringed while it crosses out (``pick``:
    a press on a tile crosses it out, when nothing fits on the board)."""

    marks: tuple[str, ...]  # each shape's: open, circled, crossed
    highlight: tuple[str, ...]
    pick: bool
    quarter: Quarter = dataclasses.field(compare=False)


@dataclasses.dataclass(frozen=True)
class FlipWords:
    """A shared table's panel while searching: "FLIP +1" (or "flipped +1", or nothing while the
    sand runs) and its Hint button (it may ask, its hint is being thought)."""

    text: str
    hint: tuple[bool, bool]


@dataclasses.dataclass(frozen=True)
class SeatLook:
    board: BoardLook
    quarter: QuarterLook
    name: str
    line: str
    flip: FlipWords | None
    drawing: bool
    """The seat may draw on its board now (its turn to outline or cross out, its board unlocked)."""
    used: frozenset[int]


@dataclasses.dataclass(frozen=True)
class PuzzleModel:
    stage: str
    solo: bool
    humans: tuple[int, ...]
    title: str
    tray: tuple
    timer: TimerLook
    timer_label: Words
    how_to: Words
    seats: tuple[SeatLook, ...]
    reasons: tuple[seat_hint.Reason, ...]
    tips: tuple[branch_tip.Place, ...]


def of(scene: PuzzleTable, search_hint: str = SEARCH_HINT, cross_hint: str = CROSS_HINT) -> PuzzleModel:
    """The model of ``scene`` now (``search_hint`` and ``cross_hint``: the table's how to play)."""
    running = scene.sand_left is not None and scene.stage == SEARCH
    left = scene.sand_left if scene.sand_left is not None and running else scene.sand_s
    if scene.stage == SEARCH:
        label = seconds(left) if running else _("Flip the timer!")
    else:
        label = {CROSS: _("cross out"), PAUSE: _("next roll…"), RESULTS: _("game over")}.get(scene.stage, "")
    how_to = _(cross_hint if scene.stage == CROSS else search_hint)
    boxes = scene.coach.covers(scene, scene.layout.size)  # the guide's box says it: no cut letters beside it
    if any(box.colliderect(scene.layout.how_to) for box in boxes) or scene.watching and scene.solo:
        how_to = ""
    return PuzzleModel(
        stage=scene.stage,
        solo=scene.solo,
        humans=tuple(i for i, v in enumerate(scene.views) if v.human),
        title=scene.round_title(),
        tray=scene.tray.look(),
        timer=(left, scene.sand_s, running, scene.time if running else 0.0),
        timer_label=(label, draw.DANGER if running and left <= TICK_RED_S else draw.TEXT),
        how_to=(how_to, draw.TEXT_DIM),
        seats=tuple(_seat(scene, seat) for seat in range(len(scene.views))),
        reasons=seat_hint.reasons(scene),
        tips=branch_tip.places(scene.views),
    )


def _seat(scene: PuzzleTable, seat: int) -> SeatLook:
    game = scene.game
    view, sheet = scene.views[seat], game.sheets[seat]
    locked = scene.stage == SEARCH and not scene.solo and game.flipped == seat
    board = (marks(scene, seat), tuple(view.draft.cells), view.colour, locked, scene.strokes.shown_cue(view))
    crossing = scene.stage == CROSS and seat in game.to_move()
    quarter = QuarterLook(
        sheet.quarter.marks,
        tuple(sheet.crossable()) if crossing else (),
        crossing and not sheet.fitting_shapes(),
        sheet.quarter,
    )
    line = _("score {score}").format(score=sheet.score(game.values))
    if sheet.time_marks:
        line += "   " + _("time marks {count}").format(count=sheet.time_marks)
    line += "   " + view.note
    flip = None
    if scene.stage == SEARCH and not scene.solo:
        text = _("flipped +1") if game.flipped == seat else (_("FLIP +1") if scene.sand_left is None else "")
        flip = FlipWords(text, (scene.hints.may_ask(seat), scene.hints.thinking(seat)))
    drawing = seat in game.to_move() and scene.stage in (SEARCH, CROSS) and not locked
    used = frozenset(int(c) for c in sheet.used.nonzero()[0]) if drawing else frozenset()
    return SeatLook(board, quarter, view.name, line, flip, drawing, used)


def marks(scene: PuzzleTable, seat: int) -> tuple[Mark, ...]:
    """Circled and crossed shapes, this round's outline (a bot's shows "found" only), the hint
    (dashed); an outline or hint once circled leaves the circle alone."""
    game = scene.game
    view = scene.views[seat]
    out = []
    for d in game.sheets[seat].drawn:
        if d.kind is DrawnKind.CIRCLED:
            out.append(Mark(d.cells, view.colour, "solid", f"{d.shape} {game.values[d.shape]}"))
        else:
            out.append(Mark(d.cells, CROSSED_GREY, "struck", d.shape))
    drawn = {frozenset(d.cells) for d in game.sheets[seat].drawn}
    outline = () if frozenset(view.outline) in drawn else view.outline  # once circled, the circle
    if outline and (view.human or scene.stage != SEARCH or game.is_over()):
        badge = ""
        if scene.assist and view.human:
            valid = game.sheets[seat].judge(outline, game.roll.faces) is PuzzleVerdict.VALID
            badge = _("ok") if valid else _("no")
        out.append(Mark(outline, view.colour, "faint", badge))
    elif outline:
        out.append(Mark(outline, view.colour, "faint", _("found")))
    if view.hint and frozenset(view.hint) not in drawn:  # a hint drawn as told is done
        out.append(Mark(view.hint, draw.ACCENT, "hint", _("hint")))
    return tuple(out) + seat_hint.marks(scene, seat)
