"""Classic rule events become sound and motion: ticks, the flip, and the scoring of a round —
each seat's outlines judged one by one with points flying to its panel, the doubled last round and
the timer bonus, then the round table."""

from __future__ import annotations

import dataclasses

from game.engine import tween
from game.i18n import _
from game.rules.finden.events import OutlineDrawn, OutlineErased, RoundOver, SandTick, TimerStarted
from game.scenes.finden.look import score_spot
from game.scenes.finden.table import RESULTS, ROLLING
from game.scenes.finden.words import verdict_words
from game.scenes.table.present import Presenter, handles
from game.scenes.widgets.flights import POINTS_HOLD, points_words

REVEAL_S = 1.0  # per outline when scoring
FLY_S = 0.9
TABLE_S = 3.5  # the round table stays this long (or until someone clicks)
SCORING, TABLE = "scoring", "table"  # the stages this presenter adds to the table's


@dataclasses.dataclass
class Flyer:
    points: int
    colour: tuple[int, int, int]
    motion: tween.Tween


class ClassicPresenter(Presenter):
    """Presents ``scene`` (a ``ClassicScene``): its stages follow the game, its panels the points
    (``scored``: every "+N" shown, (seat, points), for tests)."""

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.scored: list[tuple[int, int]] = []

    def begin_roll(self) -> None:
        scene = self.scene
        scene.stage = ROLLING
        scene.tray.start(scene.game.roll)
        for view in scene.views:
            view.draft.clear()
            view.revealed, view.shown_round, view.note = 0, 0, ""
        scene.play("dice")

    def sync_totals(self) -> None:
        """Show the saved truth: totals, and this round's points once it is scored (else 0).
        Points still flying are already in them, so they land silently."""
        scene = self.scene
        scene.flyers.clear()
        scored = len(scene.game.results) == scene.game.round
        for seat, (view, total) in enumerate(zip(scene.views, scene.game.totals(), strict=True)):
            view.shown_total = total
            view.shown_round = scene.game.results[-1][seat].total if scored else 0

    def show_table(self) -> None:
        scene = self.scene
        scene.stage = TABLE
        self.sync_totals()

    def show_results(self) -> None:
        scene = self.scene
        scene.stage = RESULTS
        scene.results_at = scene.race
        self.sync_totals()
        scene.autosave()
        scene.play("fanfare")

    @handles(OutlineDrawn)
    def outline_drawn(self, event: OutlineDrawn) -> None:
        self.scene.play("click")

    @handles(OutlineErased)
    def outline_erased(self, event: OutlineErased) -> None:
        """The board shows the state: the erased outline is simply no longer drawn."""

    @handles(SandTick)
    def sand_tick(self, event: SandTick) -> None:
        self.scene.play("tick")

    @handles(TimerStarted)
    def timer_started(self, event: TimerStarted) -> None:
        self.scene.play("click")

    @handles(RoundOver)
    def round_over(self, event: RoundOver) -> None:
        """Judge each seat's outlines one by one (seats side by side), then the round table."""
        scene = self.scene
        scene.play("buzzer")
        scene.autosave()
        scene.stage = SCORING
        for view in scene.views:
            view.draft.clear()
        timeline = scene.timeline
        longest = max((len(s.outlines) for s in event.scores), default=0)
        for k in range(longest):
            timeline.call(lambda k=k: self.reveal(event, k))
            timeline.wait(REVEAL_S)
        timeline.call(lambda: self.finish_round(event))
        timeline.wait(REVEAL_S * 0.75)
        timeline.call(lambda: self.timer_bonus(event))
        timeline.wait(REVEAL_S * 0.75)
        timeline.call(self.show_table)
        timeline.wait(TABLE_S)
        timeline.call(scene.after_table)

    def reveal(self, event: RoundOver, k: int) -> None:
        """The k-th outline of every seat is judged: its verdict on the panel, its points (doubled
        in the last round, as they count) rising from the outline to the seat's total."""
        for view, score in zip(self.scene.views, event.scores, strict=True):
            if k >= len(score.outlines):
                continue
            view.revealed = k + 1
            scored = score.outlines[k]
            view.note = outline_note(scored, score.factor)
            if scored.points:
                start = view.board.centre(scored.cells[0])
                self.fly(scored.points * score.factor, view, start)
        self.scene.play("click")

    def finish_round(self, event: RoundOver) -> None:
        """The last round's points counted double, said once more after its outlines."""
        for view, score in zip(self.scene.views, event.scores, strict=True):
            doubled = score.factor > 1 and score.shape_points
            view.note = _("double points") if doubled else ""  # short: a long note hid the name at 720p

    def timer_bonus(self, event: RoundOver) -> None:
        """The timer's bonus flies from it, its note after the doubling's (the two joined in one
        note ran far past a seat's panel)."""
        for view, score in zip(self.scene.views, event.scores, strict=True):
            if score.bonus:
                view.note = _("flipped the timer {points}").format(points=points_words(score.bonus))
                self.fly(score.bonus, view, self.scene.layout.timer.center)

    def fly(self, points: int, view, start: tuple[int, int]) -> None:
        """A "+N" from where it was scored to beside the seat's total, which takes it on landing."""
        scene, layout = self.scene, self.scene.layout
        seat = scene.views.index(view)
        self.scored.append((seat, points))
        chip = layout.flyer_size
        end = score_spot(layout.seats[seat].panel, layout.header, view.shown_total, view.shown_round, chip)
        hold = FLY_S * POINTS_HOLD
        motion = tween.Tween(
            start, end, FLY_S, tween.in_out_cubic, delay=hold, on_done=lambda: add(view, points)
        )
        scene.flyers.append(Flyer(points, view.colour, motion))


def outline_note(scored, factor: int) -> str:
    """An outline's verdict on its seat's panel: "L counts +6 (3 × 2)", "X: not a shape"."""
    shape = scored.shape or "?"
    if not scored.points:
        return _("{shape}: {verdict}").format(shape=shape, verdict=verdict_words(scored.verdict))
    if factor > 1:
        words = _("{shape} counts {points} ({value} × {factor})")
        return words.format(
            shape=shape, points=points_words(scored.points * factor), value=scored.points, factor=factor
        )
    return _("{shape} counts {points}").format(shape=shape, points=points_words(scored.points))


def add(view, points: int) -> None:
    """Points landing on a seat's panel: this round's and the total."""
    view.shown_round += points
    view.shown_total += points
