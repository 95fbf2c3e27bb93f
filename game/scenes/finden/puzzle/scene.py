"""5er Finden puzzle game: one long puzzle per board, a quarter of 12 shapes per seat, up to 12 rounds.

Every seat outlines at most one five per round; someone flips the sand timer (a time mark); when
the sand runs out, valid outlines are circled and every other seat crosses out a shape. The rules
are ``rules/finden/puzzle.py``; the table's mechanics are ``flow.py`` (which the solo table runs on
too); this scene ties the parts: ``layout``, ``input``, ``present``, ``view``, ``seats`` (what it
keeps per seat) and ``sand`` (the timer running down).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.seats import TableSetup
from game.rules.base import Action
from game.rules.finden.actions import Flip
from game.rules.finden.levels import boards_for
from game.rules.finden.puzzle import PuzzleGame
from game.rules.finden.scoring import Ranking
from game.rules.finden.sheet import rank_puzzle
from game.scenes.finden import results as finden_results
from game.scenes.finden.dice_tray import DiceTray
from game.scenes.finden.puzzle import guide as puzzle_guide
from game.scenes.finden.puzzle import outline
from game.scenes.finden.puzzle.bots import PuzzleBots
from game.scenes.finden.puzzle.flow import Kinds, PuzzleFlow
from game.scenes.finden.puzzle.input import PuzzleInput
from game.scenes.finden.puzzle.layout import PuzzleLayout
from game.scenes.finden.puzzle.model import PuzzleModel
from game.scenes.finden.puzzle.model import of as model_of
from game.scenes.finden.puzzle.present import PuzzlePresenter
from game.scenes.finden.puzzle.seats import SeatView
from game.scenes.finden.puzzle.view import PuzzleView
from game.scenes.finden.rounds import puzzle_round
from game.scenes.finden.table import FindenTable
from game.scenes.table.hint import uses_of
from game.scenes.table.results import Summary
from game.services import AppServices

if TYPE_CHECKING:
    from game.scenes.finden.replay import RecordFeeder

KINDS = Kinds(PuzzleLayout, PuzzleView, PuzzleInput, PuzzlePresenter, between_s=2.0)
"""Circled and crossed shapes stay on show 2 s before the next roll."""


class PuzzleScene(FindenTable):
    first_guide, guide_key = puzzle_guide.GUIDE, "finden-puzzle"
    game: PuzzleGame
    views: list[SeatView]
    layout: PuzzleLayout
    presenter: PuzzlePresenter
    input: PuzzleInput
    view: PuzzleView
    bots: PuzzleBots | RecordFeeder
    tray: DiceTray
    sand_s: float
    auto_s: float
    stage_at: float
    sand_left: float | None

    def __init__(
        self, app: AppServices, setup: TableSetup, game: PuzzleGame | None = None, watching: bool = False
    ):
        super().__init__(app, watching)
        self.setup = setup
        if game is None:
            boards = boards_for(str(setup.options.get("side", "grey")), len(setup.seats))
            game = PuzzleGame.new_game(len(setup.seats), setup.seed, boards=boards)
        self.game = game
        self.assist = bool(app.settings["finden_assist"])
        self.flow = PuzzleFlow(self, KINDS)  # the puzzle table's parts and rounds
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.flow.resize(size)

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
        return self.flow.flip(seat) if isinstance(action, Flip) else self.submit(seat, action)

    def commit(self, seat: int, cells: tuple[int, ...]) -> bool:
        return outline.commit(self, seat, cells)

    def enter(self) -> None:
        self.flow.enter()

    def update(self, dt: float) -> None:
        self.flow.update(dt)

    def acted(self) -> None:
        self.flow.acted()

    def game_over(self) -> None:
        """The last round is judged (the solo table works out its par here)."""

    def table_for(self, setup: TableSetup) -> PuzzleScene:
        return PuzzleScene(self.app, setup)

    def results_summary(self) -> Summary:
        return finden_results.puzzle(self.views, self.game)

    def ranking(self) -> Ranking:
        return rank_puzzle(self.game.sheets, self.game.values, [v.name for v in self.views])

    def round_title(self) -> str:
        return puzzle_round(self.game)
