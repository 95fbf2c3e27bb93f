"""The puzzle table's mechanics, which the shared puzzle table and the solo table both run on: the
table's parts (seats, dice tray, presenter, view, input, hint desk, bots) furnished onto its scene,
and the rounds — roll, search with the sand running down, crossing out, the pause before the next
roll — each stage timed by the race's clock. A scene holds one ``PuzzleFlow`` and is a plain
``FindenTable`` beside it (the solo scene adds its clock, par and high score)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeAlias

from game.ai.finden import hint as finden_hint
from game.i18n import N_, _
from game.rules.finden.actions import Flip, Phase, Submit
from game.scenes.finden.dice_tray import DiceTray
from game.scenes.finden.hint import desk_for
from game.scenes.finden.puzzle import sand
from game.scenes.finden.puzzle.bots import PuzzleBots
from game.scenes.finden.puzzle.present import CROSS, PAUSE
from game.scenes.finden.puzzle.seats import NOWHERE, seat_views
from game.scenes.finden.puzzle_quarter import QuarterTiles
from game.scenes.finden.stages import RESULTS, ROLLING, SEARCH

if TYPE_CHECKING:
    from game.scenes.finden.puzzle.scene import PuzzleScene
    from game.scenes.finden.solo.scene import SoloScene

    PuzzleTable: TypeAlias = "PuzzleScene | SoloScene"  # the tables that run a PuzzleFlow

CROSS_NOTE = N_("cross out a shape: draw it on free cells")


@dataclass(frozen=True)
class Kinds:
    """What a puzzle table is made of: its layout, view, input and presenter classes, and how long
    circled and crossed shapes stay on show before the next roll."""

    layout: Any
    view: Any
    input: Any
    presenter: Any
    between_s: float


class PuzzleFlow:
    def __init__(self, scene: PuzzleTable, kinds: Kinds):
        self.scene, self.kinds = scene, kinds
        settings = scene.app.settings
        scene.sand_s = settings.number("finden_timer_s")
        scene.auto_s = settings.number("finden_auto_timer_s")
        scene.stage, scene.stage_at = ROLLING, 0.0
        scene.sand_left = None  # None while nobody has flipped
        scene.tray = DiceTray(NOWHERE)
        scene.views = seat_views(scene.setup, scene.game)
        scene.presenter, scene.view = kinds.presenter(scene), kinds.view(scene)
        scene.input = kinds.input(scene.view)  # events to actions, read from the model and the widgets
        scene.hints = desk_for(scene, finden_hint.PUZZLE)  # a Hint button per human seat (not solo)
        scene.bots = PuzzleBots(scene)

    def resize(self, size: tuple[int, int]) -> None:
        scene = self.scene
        scene.layout = lay = self.kinds.layout.compute(size, len(scene.views))
        for view, at in zip(scene.views, lay.seats, strict=True):
            view.board.set_rect(at.board)
            view.quarter = QuarterTiles(at.quarter, scene.game.values, at.columns, lay.points_band, size[1])
        scene.tray.rect = lay.tray
        scene.view.place(lay, scene.views, scene.tray)

    def enter(self) -> None:
        scene = self.scene
        scene.start_guide(now=False)
        if scene.game.is_over():
            self.set_stage(RESULTS)
        elif scene.game.phase is Phase.CROSS:  # resumed while seats were crossing out
            scene.tray.start(scene.game.roll)
            scene.tray.skip()
            self.set_stage(CROSS)
            for seat in scene.game.to_move():
                scene.views[seat].note = _(CROSS_NOTE)
        else:
            self.begin_round()

    def set_stage(self, stage: str) -> None:
        self.scene.stage, self.scene.stage_at = stage, self.scene.race

    def begin_round(self) -> None:
        scene = self.scene
        scene.tray.start(scene.game.roll)
        scene.sand_left = None
        for view in scene.views:
            view.draft.clear()
            view.outline, view.hint, view.note = (), (), ""
        self.set_stage(ROLLING)
        scene.play("dice")

    def update(self, dt: float) -> None:
        """The table's clocks and its stage: the dice roll, the search (bots, sand), crossing out,
        the pause before the next roll; an autoplayed game ends a moment after its results."""
        scene = self.scene
        race_dt = scene.tick(dt)
        if scene.stage == ROLLING:
            scene.tray.update(dt)
            if scene.tray.done:
                self.set_stage(SEARCH)
                scene.bots.start_search()
        elif scene.stage == SEARCH:
            scene.hints.update(dt)
            scene.bots.search()
            sand.run_down(scene, race_dt)  # race_dt: 0 while a guide or help holds the race
        elif scene.stage == CROSS:
            scene.bots.cross()
        elif scene.stage == PAUSE and scene.race - scene.stage_at >= self.kinds.between_s:
            self.begin_round()
        elif scene.autoplay_over(scene.stage_at):
            scene.stage_at = float("inf")
            scene.app.finish_game()

    def flip(self, seat: int) -> bool:
        scene = self.scene
        if scene.stage != SEARCH or scene.sand_left is not None or not scene.submit(seat, Flip()):
            return False
        scene.sand_left = scene.sand_s
        scene.play("click")
        return True

    def time_up(self) -> None:
        """The sand ran out: every seat's outline goes to the rules at once."""
        for seat, view in enumerate(self.scene.views):
            view.draft.clear()
            self.scene.submit(seat, Submit(view.outline))

    def acted(self) -> None:
        """The sand ran out and the outlines are judged: the seats without a circle cross out."""
        scene = self.scene
        if scene.game.phase is Phase.CROSS and scene.stage == SEARCH:
            self.set_stage(CROSS)
            for s in scene.game.to_move():
                scene.views[s].note = _(CROSS_NOTE)
            scene.bots.cross_soon()
