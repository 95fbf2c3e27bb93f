"""Solo Puzzle: the puzzle table for one seat without a sand timer, 12 rounds, a clock and a par.

"Done" circles a valid outline (an invalid one fails the round), "Give up" goes straight to
crossing out, "Hint" shows one valid five and is counted. The clock runs while the player plays
(not while paused). When the game ends its score goes to the high scores with its record *before*
the autosave is cleared; then the par solver works a few milliseconds per step beside the end
panel. With ``watching`` the table only shows a stored game (the replay): nothing is saved.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.layers import Region
from game.engine.pointers import PointerEvent
from game.engine.recent import SavedGame
from game.engine.scene import Scene
from game.engine.seats import HUMAN, SEAT_COLOURS, Seat, TableSetup
from game.i18n import _
from game.rules.base import Action
from game.rules.finden.actions import Submit
from game.rules.finden.high_scores import game_table
from game.rules.finden.levels import BOARD_LABELS
from game.rules.finden.puzzle import PuzzleGame, new_solo
from game.scenes.finden.dice_tray import DiceTray
from game.scenes.finden.puzzle import outline
from game.scenes.finden.puzzle.bots import PuzzleBots
from game.scenes.finden.puzzle.flow import Kinds, PuzzleFlow
from game.scenes.finden.puzzle.present import CROSS, PuzzlePresenter
from game.scenes.finden.puzzle.seats import SeatView
from game.scenes.finden.rounds import puzzle_round
from game.scenes.finden.solo import guide as solo_guide
from game.scenes.finden.solo import model as solo_model
from game.scenes.finden.solo.autoplay import autoplay_move
from game.scenes.finden.solo.end_panel import EndPanel
from game.scenes.finden.solo.high_score import PLAYER, HighScore
from game.scenes.finden.solo.input import SoloInput
from game.scenes.finden.solo.layout import SoloLayout
from game.scenes.finden.solo.model import SoloModel
from game.scenes.finden.solo.name_box import NameBox
from game.scenes.finden.solo.view import SoloView
from game.scenes.finden.table import RESULTS, SEARCH, FindenTable
from game.services import AppServices

AUTOSAVE_KEY = "solo"
ScoresScreen = Callable[[AppServices, str], Scene]
"""Opens the high scores at a table (given by the solo menu: the table does not know that screen)."""


KINDS = Kinds(SoloLayout, SoloView, SoloInput, PuzzlePresenter, between_s=0.7)
"""The puzzle table's mechanics with the solo column; the next roll comes quicker."""


class SoloSave(SavedGame, total=False):
    """A solo game's autosave: the record with the clock, each move's time and the name typed."""

    elapsed: float
    times: list[float]
    name: str


class SoloScene(FindenTable):
    solo = True
    autosave_key = AUTOSAVE_KEY
    first_guide, guide_key = solo_guide.GUIDE, "finden-solo"
    game: PuzzleGame
    views: list[SeatView]
    layout: SoloLayout
    input: SoloInput
    view: SoloView
    presenter: PuzzlePresenter
    bots: PuzzleBots
    tray: DiceTray
    sand_s: float
    auto_s: float
    stage_at: float
    sand_left: float | None

    def __init__(
        self,
        app: AppServices,
        game: PuzzleGame,
        name: str = PLAYER,
        elapsed: float = 0.0,
        times: list[float] | None = None,
        scores: ScoresScreen | None = None,
        watching: bool = False,
    ):
        seat = Seat(HUMAN, name, SEAT_COLOURS[0], pointers=("mouse",))
        self.elapsed = elapsed
        self.times = list(times or [])
        self.scores = scores
        self.high_score = HighScore(app.storage, app.pointers)  # its place, name and par
        super().__init__(app, watching)
        self.setup, self.game = TableSetup("solo", [seat], {}, game.seed), game
        self.assist = bool(game.options.get("assist"))  # fixed when the game starts: it picks the table
        self.flow = PuzzleFlow(self, KINDS)  # the puzzle table's parts and rounds, for one seat
        self.end = EndPanel(self)
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        self.flow.resize(size)

    def enter(self) -> None:
        self.flow.enter()

    def acted(self) -> None:
        self.flow.acted()

    def commit(self, seat: int, cells: tuple[int, ...]) -> bool:
        return outline.commit(self, seat, cells)

    @property
    def name(self) -> str:
        return self.setup.seats[0].name

    @classmethod
    def resume(cls, app: AppServices, saved: dict, scores: ScoresScreen | None = None) -> SoloScene:
        game = PuzzleGame.from_record(saved["record"])
        name, elapsed = str(saved.get("name", PLAYER)), float(saved.get("elapsed", 0.0))
        return cls(app, game, name, elapsed, [float(t) for t in saved.get("times", [])], scores)

    def save_data(self) -> SoloSave:
        """The record with the clock, each move's time (for replays) and the name typed so far."""
        return {
            "record": self.game.to_record(),
            "elapsed": self.elapsed,
            "times": self.times,
            "name": self.name,
        }

    def recorded(self, action: Action) -> None:
        self.times.append(round(self.elapsed, 2))  # when each move was made, for watching replays
        self.store()

    def finished(self) -> dict[str, object]:
        """The score's high-score table (with its record), to be written as the autosave goes."""
        if self.app.autoplay:  # a bot's game is nobody's high score
            return {}
        return self.high_score.adding(self.game, self.name, self.elapsed, self.times)

    def name_entry(self) -> NameBox | None:
        """The box the new high score's name is typed in, while it may be."""
        if self.stage != RESULTS or self.watching:
            return None
        return self.high_score.name_box(self.layout.size, self.layout.end.name_rect, self.name)

    def update(self, dt: float) -> None:
        self.high_score.naming.update(dt)
        if self.stage in (SEARCH, CROSS) and not self.guide_open():  # no time lost reading the guide
            self.elapsed += dt
        if self.app.autoplay and not self.watching:
            autoplay_move(self)
        self.flow.update(dt)
        self.high_score.step()

    def game_over(self) -> None:
        self.high_score.solve(self.game)
        if self.high_score.rank == 0:
            self.play("fanfare")

    def keep_name(self) -> None:
        """The name typed under a new high score kept with it, and shown at the seat."""
        if (typed := self.high_score.keep_name(self.name)) is not None:
            self.setup.seats[0].name = self.views[0].name = typed

    def exit(self) -> None:
        self.keep_name()
        self.high_score.keep_par()  # leaving before the proof: the best found so far, marked unproven
        self.store()

    def done(self) -> bool:
        view = self.views[0]
        if not view.outline:
            view.note = _("draw an outline first, or give up the round")
            return True
        return self.submit(0, Submit(view.outline))

    def play_again(self) -> None:
        board, assist = self.game.options["boards"][0], bool(self.game.options.get("assist"))
        game = new_solo(self.app.game_seed(), board, assist=assist)
        self.app.scenes.replace(SoloScene(self.app, game, self.name, scores=self.scores))

    def model(self) -> SoloModel:
        return solo_model.of(self)

    def results(self) -> list[Region]:
        return self.end.regions()

    def moments(self) -> dict[str, Callable[[], object]]:
        return {**super().moments(), "done": self.done}

    def results_pressed(self, pos: tuple[int, int]) -> bool:
        return self.end.pressed(pos)

    def handle(self, event: pygame.event.Event) -> bool:
        return self.end.typed(event) or super().handle(event)

    def handle_pointer(self, event: PointerEvent) -> bool:
        return self.end.name_pressed(event) or super().handle_pointer(event)

    def open_scores(self) -> None:
        if self.scores is not None:
            self.app.scenes.replace(self.scores(self.app, game_table(self.game)))

    def round_title(self) -> str:
        daily = self.game.options.get("daily")
        board = BOARD_LABELS.get(self.game.options["boards"][0], "")
        where = _("Daily challenge {day}").format(day=daily) if daily else (_(board) if board else "")
        title = _("{where} · {round}").format(where=where, round=puzzle_round(self.game))
        return _("Replay · {title}").format(title=title) if self.watching else title
