"""What the race table's widgets and input may read: the game as shown (points still flying are
not yet in the panels' totals) and the UI state (drafts, hints, a refused cell, the bots' cursors),
as frozen values built once a frame by ``of``.

``of`` is the one place that asks the scene's parts what to show; widgets read only the model and
compare their slice of it to know when to repaint.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from game.engine import draw
from game.i18n import N_, _
from game.rules.finden.actions import Phase
from game.rules.finden.board import judge
from game.rules.finden.scoring import Verdict
from game.scenes.finden import branch_tip
from game.scenes.finden import hint as seat_hint
from game.scenes.finden.classic.present import SCORING, TABLE
from game.scenes.finden.look import TICK_RED_S, score_line, seconds
from game.scenes.finden.rounds import classic_round
from game.scenes.finden.table import SEARCH
from game.scenes.finden.widgets import BoardLook, TimerLook, Words
from game.scenes.widgets.finden_board import Mark
from game.scenes.widgets.flights import points_words

if TYPE_CHECKING:
    from game.scenes.finden.classic.scene import ClassicScene

VERDICT_BADGE = {
    Verdict.OVERLAP: N_("overlap"),
    Verdict.WRONG_SYMBOLS: N_("wrong symbols"),  # "symbols" alone said nothing to a newcomer
    Verdict.REPEATED_SHAPE: N_("repeat"),
    Verdict.OVER_FIVE: N_("over 5"),
    Verdict.NOT_PENTOMINO: N_("not a five"),
}
HINT = N_("Drag five cells · right button erases\nFlip the timer: T, pad Y or FLIP\nHint: H or ?")
"""The controls, a line each (three short lines read from a couch; a long translation wraps)."""
FLIP = N_("FLIP +1")


@dataclasses.dataclass(frozen=True)
class FlipLook:
    """A searching seat's buttons: the flip button's words and colour, the Hint button (it may
    ask, its hint is being thought) and whether the table is live (a replay's flip is not)."""

    text: str
    colour: draw.Colour
    hint: tuple[bool, bool]
    live: bool


@dataclasses.dataclass(frozen=True)
class PanelLook:
    """A seat's panel: name, status line, the note of the outline being judged, its buttons."""

    name: str
    line: str
    note: str
    flip: FlipLook | None


@dataclasses.dataclass(frozen=True)
class SeatLook:
    board: BoardLook
    panel: PanelLook
    cursor: tuple[int, int] | None
    """A searching bot's arrow on the board (its tip), or None."""
    outlines: tuple[tuple[int, ...], ...]
    """The seat's outlines this round (a right press on one erases it)."""
    can_act: bool


@dataclasses.dataclass(frozen=True)
class Flyer:
    points: int
    colour: draw.Colour
    at: tuple[float, float]


@dataclasses.dataclass(frozen=True)
class ClassicModel:
    stage: str
    humans: tuple[int, ...]
    title: str
    tray: tuple
    timer: TimerLook
    how_to: Words
    timer_label: Words
    seats: tuple[SeatLook, ...]
    round_table: tuple[int, tuple[tuple[int, ...], ...]] | None
    flyers: tuple[Flyer, ...]
    reasons: tuple[seat_hint.Reason, ...]
    tips: tuple[branch_tip.Place, ...]


def of(scene: ClassicScene) -> ClassicModel:
    """The model of ``scene`` now."""
    game = scene.game
    running, left = game.phase is Phase.SAND, game.sand_left
    searching = scene.stage == SEARCH
    how_to = _(HINT) if searching and any(v.human for v in scene.views) else ""
    calling = searching and not scene.watching  # a replay calls nobody
    label = seconds(left) if running else (_("Flip the timer!") if calling else "")
    red = running and left <= TICK_RED_S
    table = None
    if scene.stage == TABLE:
        table = (game.round, tuple(tuple(scores) for scores in game.round_totals()))
    return ClassicModel(
        stage=scene.stage,
        humans=tuple(i for i, v in enumerate(scene.views) if v.human),
        title=classic_round(game),
        tray=scene.tray.look(),
        timer=(left, game.options.sand_seconds, running, scene.time if running else 0.0),
        how_to=(how_to, draw.TEXT_DIM),
        timer_label=(label, draw.DANGER if red else draw.TEXT),
        seats=tuple(_seat(scene, seat) for seat in range(len(scene.views))),
        round_table=table,
        flyers=tuple(Flyer(f.points, f.colour, f.motion.value) for f in scene.flyers),
        reasons=seat_hint.reasons(scene),
        tips=branch_tip.places(scene.views),
    )


def _seat(scene: ClassicScene, seat: int) -> SeatLook:
    view, mine, bot = scene.views[seat], scene.game.seats[seat], scene.bots.get(seat)
    draft = tuple(view.draft.cells) if view.human else (tuple(bot.stroke) if bot else ())
    locked = mine.locked and scene.stage == SEARCH
    board = (marks(scene, seat), draft, view.colour, locked, scene.strokes.shown_cue(view))
    cursor = None
    if bot is not None and scene.stage == SEARCH and not mine.locked:
        x, y = view.board.point(*bot.cursor)
        cursor = (round(x), round(y))
    outlines = tuple(tuple(o) for o in mine.outlines)
    return SeatLook(board, _panel(scene, seat), cursor, outlines, scene.game.can_act(seat))


def marks(scene: ClassicScene, seat: int) -> tuple[Mark, ...]:
    """A seat's outlines: plain while searching (assist: "ok" on valid ones); judged one by one
    while the round is scored."""
    game = scene.game
    view = scene.views[seat]
    outlines = game.seats[seat].outlines
    if scene.stage in (SCORING, TABLE) and game.results:
        judged = []
        for k, item in enumerate(game.results[-1][seat].outlines):
            if k >= view.revealed:
                judged.append(Mark(item.cells, view.colour))
            elif item.verdict is Verdict.COUNTS:  # as it counts: doubled in the last round
                factor = game.results[-1][seat].factor
                judged.append(Mark(item.cells, view.colour, "solid", points_words(item.points * factor)))
            else:
                judged.append(Mark(item.cells, view.colour, "struck", _(VERDICT_BADGE[item.verdict])))
        return tuple(judged)
    if scene.assist and game.roll is not None:
        faces = game.roll.faces
        return tuple(
            Mark(o, view.colour, badge=_("ok") if judge(view.board.board, o, faces).valid else "")
            for o in outlines
        ) + seat_hint.marks(scene, seat)
    return tuple(Mark(o, view.colour) for o in outlines) + seat_hint.marks(scene, seat)


def _panel(scene: ClassicScene, seat: int) -> PanelLook:
    """What a seat's panel shows: its status line and note, and its flip and Hint buttons."""
    game = scene.game
    view, mine = scene.views[seat], game.seats[seat]
    scoring = scene.stage in (SCORING, TABLE)
    line = score_line(view.shown_total, view.shown_round if scoring else None)
    note = view.note if scoring else ""
    if scene.stage != SEARCH:
        return PanelLook(view.name, line, note, None)
    if mine.flipped:
        text, colour = _("flipped +1"), draw.ACCENT
    elif mine.locked:
        text, colour = _("locked"), draw.TEXT_DIM
    elif game.phase is Phase.SAND:
        text, colour = _("hurry!"), draw.DANGER
    else:
        text, colour = _(FLIP), draw.ACCENT
    hint = (scene.hints.may_ask(seat), scene.hints.thinking(seat))
    return PanelLook(view.name, line, note, FlipLook(text, colour, hint, not scene.watching))
