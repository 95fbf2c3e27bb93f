"""Classic rule events become sound and motion: ticks, the flip, and the scoring of a round —
each seat's outlines judged one by one with points flying to its panel, the doubled last round and
the timer bonus, then the round table."""

from __future__ import annotations

import dataclasses

from game.engine import tween
from game.rules.finden.events import OutlineDrawn, OutlineErased, RoundOver, SandTick, TimerStarted
from game.scenes.finden.table import RESULTS, ROLLING
from game.scenes.table.present import Presenter, handles

REVEAL_S = 0.75  # per outline when scoring
FLY_S = 0.6
TABLE_S = 3.5  # the round table stays this long (or until someone clicks)
SCORING, TABLE = "scoring", "table"  # the stages this presenter adds to the table's


@dataclasses.dataclass
class Flyer:
    text: str
    colour: tuple[int, int, int]
    motion: tween.Tween


class ClassicPresenter(Presenter):
    """Presents ``scene`` (a ``ClassicScene``): its stages follow the game, its panels the points."""

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
        scene.results_at = scene.time
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
        timeline.wait(REVEAL_S * 1.5)
        timeline.call(self.show_table)
        timeline.wait(TABLE_S)
        timeline.call(scene.after_table)

    def reveal(self, event: RoundOver, k: int) -> None:
        for view, score in zip(self.scene.views, event.scores, strict=True):
            if k >= len(score.outlines):
                continue
            view.revealed = k + 1
            scored = score.outlines[k]
            view.note = f"{scored.shape or '?'}: {scored.verdict}"
            if scored.points:
                start = view.board.centre(scored.cells[0])
                self.fly(f"+{scored.points}", view, start, lambda v=view, p=scored.points: add(v, p))
        self.scene.play("click")

    def finish_round(self, event: RoundOver) -> None:
        for view, score in zip(self.scene.views, event.scores, strict=True):
            notes = []
            if score.factor > 1 and score.shape_points:
                notes.append(f"round {event.round} doubled: {score.shape_points}×{score.factor}")
                add(view, score.shape_points * (score.factor - 1))
            if score.bonus:
                notes.append(f"timer +{score.bonus}")
                start = self.scene.layout.timer.center
                self.fly(f"+{score.bonus}", view, start, lambda v=view, b=score.bonus: add(v, b))
            view.note = " · ".join(notes) or f"round total {score.total}"

    def fly(self, text: str, view, start: tuple[int, int], on_done) -> None:
        layout = self.scene.layout
        panel = layout.seats[self.scene.views.index(view)].panel
        end = (panel.x + layout.flyer_dx, panel.centery)
        motion = tween.Tween(start, end, FLY_S, tween.in_out_cubic, on_done=on_done)
        self.scene.flyers.append(Flyer(text, view.colour, motion))


def add(view, points: int) -> None:
    """Points landing on a seat's panel: this round's and the total."""
    view.shown_round += points
    view.shown_total += points
