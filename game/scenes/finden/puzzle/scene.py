"""5er Finden puzzle game: one long puzzle per board, a quarter of 12 shapes per seat, up to 12 rounds.

Every seat outlines at most one five per round; someone flips the sand timer (a time mark); when
the sand runs out, valid outlines are circled and every other seat crosses out a shape. The rules
are ``rules/finden/puzzle.py``; this scene runs the clock and the bots' search times and ties the
parts: ``layout``, ``input``, ``present``, ``view``, ``seats`` (what it keeps per seat) and
``sand`` (the timer running down). ``SoloScene`` is this table for one seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from game.ai.finden import hint as finden_hint
from game.engine.seats import TableSetup
from game.i18n import N_, _
from game.rules.base import Action
from game.rules.finden.actions import Flip, Phase, Submit
from game.rules.finden.levels import boards_for
from game.rules.finden.puzzle import PuzzleGame
from game.rules.finden.scoring import Ranking
from game.rules.finden.sheet import rank_puzzle
from game.scenes.finden import results as finden_results
from game.scenes.finden.dice_tray import DiceTray
from game.scenes.finden.hint import desk_for
from game.scenes.finden.puzzle import guide as puzzle_guide
from game.scenes.finden.puzzle import outline, sand
from game.scenes.finden.puzzle.bots import PuzzleBots
from game.scenes.finden.puzzle.input import PuzzleInput
from game.scenes.finden.puzzle.layout import PuzzleLayout
from game.scenes.finden.puzzle.model import PuzzleModel
from game.scenes.finden.puzzle.model import of as model_of
from game.scenes.finden.puzzle.present import CROSS, PAUSE, PuzzlePresenter
from game.scenes.finden.puzzle.seats import NOWHERE, SeatView, seat_views
from game.scenes.finden.puzzle.view import PuzzleView
from game.scenes.finden.puzzle_quarter import QuarterTiles
from game.scenes.finden.rounds import puzzle_round
from game.scenes.finden.table import RESULTS, ROLLING, SEARCH, FindenTable
from game.scenes.table.hint import uses_of
from game.scenes.table.results import Summary
from game.services import AppServices

if TYPE_CHECKING:
    from game.scenes.finden.replay import RecordFeeder
    from game.scenes.finden.solo.layout import SoloLayout

BETWEEN_S = 2.0  # circled and crossed shapes stay on show before the next roll
CROSS_NOTE = N_("cross out a shape: draw it on free cells")


class PuzzleScene(FindenTable):
    between_s = BETWEEN_S
    first_guide, guide_key = puzzle_guide.GUIDE, "finden-puzzle"
    Layout: ClassVar[type[PuzzleLayout] | type[SoloLayout]] = PuzzleLayout
    Input, Presenter, View = PuzzleInput, PuzzlePresenter, PuzzleView
    game: PuzzleGame
    views: list[SeatView]
    presenter: PuzzlePresenter
    input: PuzzleInput
    view: PuzzleView
    bots: PuzzleBots | RecordFeeder

    def __init__(
        self, app: AppServices, setup: TableSetup, game: PuzzleGame | None = None, watching: bool = False
    ):
        super().__init__(app, watching)
        self.setup = setup
        if game is None:
            boards = boards_for(str(setup.options.get("side", "grey")), len(setup.seats))
            game = PuzzleGame.new_game(len(setup.seats), setup.seed, boards=boards)
        self.game = game
        self.sand_s = app.settings.number("finden_timer_s")
        self.auto_s = app.settings.number("finden_auto_timer_s")
        self.assist = bool(app.settings["finden_assist"])
        self.stage = ROLLING
        self.stage_at = 0.0
        self.sand_left: float | None = None  # None while nobody has flipped
        self.tray = DiceTray(NOWHERE)
        self.views = seat_views(setup, game)
        self.presenter, self.view = self.Presenter(self), self.View(self)
        self.input = self.Input(self.view)  # events to actions, read from the model and the widgets
        self.hints = desk_for(self, finden_hint.PUZZLE)  # a Hint button per human seat (not solo)
        self.bots = PuzzleBots(self)
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = lay = self.Layout.compute(size, len(self.views))
        for view, at in zip(self.views, lay.seats, strict=True):
            view.board.set_rect(at.board)
            view.quarter = QuarterTiles(at.quarter, self.game.values, at.columns, lay.points_band, size[1])
        self.tray.rect = lay.tray
        self.view.place(lay, self.views, self.tray)

    # -- saving ------------------------------------------------------------------------------
    @classmethod
    def resume(cls, app: AppServices, saved: dict) -> PuzzleScene:
        """Rebuild a game from its autosave: the record replays every circle, cross-out and time
        mark; a round in progress starts its search again (drafts and the sand are not saved)."""
        scene = cls(app, TableSetup.from_json(saved["setup"]), PuzzleGame.from_record(saved["record"]))
        scene.hints.uses = uses_of(saved["record"])
        return scene

    def exit(self) -> None:
        self.store()

    def model(self) -> PuzzleModel:
        return model_of(self)

    def act(self, seat: int, action: Action) -> bool:
        return self.flip(seat) if isinstance(action, Flip) else self.submit(seat, action)

    def commit(self, seat: int, cells: tuple[int, ...]) -> bool:
        return outline.commit(self, seat, cells)

    # -- flow --------------------------------------------------------------------------------
    def enter(self) -> None:
        self.start_guide(now=False)
        if self.game.is_over():
            self.set_stage(RESULTS)
        elif self.game.phase is Phase.CROSS:  # resumed while seats were crossing out
            self.tray.start(self.game.roll)
            self.tray.skip()
            self.set_stage(CROSS)
            for seat in self.game.to_move():
                self.views[seat].note = _(CROSS_NOTE)
        else:
            self.begin_round()

    def set_stage(self, stage: str) -> None:
        self.stage, self.stage_at = stage, self.race

    def begin_round(self) -> None:
        self.tray.start(self.game.roll)
        self.sand_left = None
        for view in self.views:
            view.draft.clear()
            view.outline, view.hint, view.note = (), (), ""
        self.set_stage(ROLLING)
        self.play("dice")

    def start_search(self) -> None:
        self.set_stage(SEARCH)
        self.bots.start_search()

    def update(self, dt: float) -> None:
        race_dt = self.tick(dt)
        if self.stage == ROLLING:
            self.tray.update(dt)
            if self.tray.done:
                self.start_search()
        elif self.stage == SEARCH:
            self.hints.update(dt)
            self.search_step(race_dt)
        elif self.stage == CROSS:
            self.bots.cross()
        elif self.stage == PAUSE and self.race - self.stage_at >= self.between_s:
            self.begin_round()
        elif self.autoplay_over(self.stage_at):
            self.stage_at = float("inf")
            self.app.finish_game()

    def search_step(self, race_dt: float) -> None:  # race_dt: 0 while a guide or help holds the race
        self.bots.search()
        sand.run_down(self, race_dt)

    def flip(self, seat: int) -> bool:
        if self.stage != SEARCH or self.sand_left is not None or not self.submit(seat, Flip()):
            return False
        self.sand_left = self.sand_s
        self.play("click")
        return True

    def time_up(self) -> None:
        """The sand ran out: every seat's outline goes to the rules at once."""
        for seat, view in enumerate(self.views):
            view.draft.clear()
            self.submit(seat, Submit(view.outline))

    def acted(self) -> None:
        """The sand ran out and the outlines are judged: the seats without a circle cross out."""
        if self.game.phase is Phase.CROSS and self.stage == SEARCH:
            self.set_stage(CROSS)
            for s in self.game.to_move():
                self.views[s].note = _(CROSS_NOTE)
            self.bots.cross_soon()

    def game_over(self) -> None:
        """Hook for the solo scene (par, high score)."""

    def table_for(self, setup: TableSetup) -> PuzzleScene:
        return PuzzleScene(self.app, setup)

    def results_summary(self) -> Summary:
        return finden_results.puzzle(self.views, self.game)

    def ranking(self) -> Ranking:
        return rank_puzzle(self.game.sheets, self.game.values, [v.name for v in self.views])

    def round_title(self) -> str:
        return puzzle_round(self.game)
