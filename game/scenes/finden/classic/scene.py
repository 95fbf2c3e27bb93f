"""5er Finden, classic: every seat hunts on its own board at once, with its own cursor.

The scene drives the pure ``ClassicGame`` in fixed steps and ties the parts: ``layout`` (rects per
window size), ``input`` (pointers and keys to actions), ``present`` (rule events to sound and
motion), ``view`` (drawing), ``pacing`` (when it next changes by itself). Every action is
autosaved as the game's record.
"""

from __future__ import annotations

import dataclasses
import logging

import pygame

from game.ai.finden import hint as finden_hint
from game.ai.finden.bot import FindenBot, bot_seed, drive_bots, start_bots
from game.engine import tween
from game.engine.seats import HUMAN, TableSetup
from game.rules.base import Action, IllegalMove
from game.rules.finden.actions import Phase
from game.rules.finden.classic import ClassicGame
from game.scenes.finden import results as finden_results
from game.scenes.finden.classic import guide as classic_guide
from game.scenes.finden.classic import model, pacing, vacated
from game.scenes.finden.classic.input import ClassicInput
from game.scenes.finden.classic.layout import ClassicLayout
from game.scenes.finden.classic.present import ClassicPresenter, Flyer
from game.scenes.finden.classic.saving import SaveThrottle
from game.scenes.finden.classic.view import ClassicView
from game.scenes.finden.dice_tray import DiceTray
from game.scenes.finden.hint import desk_for
from game.scenes.finden.phone import FindenPhones
from game.scenes.finden.seat import FindenSeatView
from game.scenes.finden.settings import race_options
from game.scenes.finden.table import RESULTS, ROLLING, SEARCH, FindenTable
from game.scenes.table.hint import uses_of
from game.scenes.table.results import Summary
from game.scenes.widgets.finden_board import SymbolBoard
from game.scenes.widgets.sand_timer import SandTimer
from game.scenes.widgets.shape_tiles import ShapeTiles
from game.services import AppServices

log = logging.getLogger(__name__)
HINT_SLICE_S = 0.003  # a hint's thinking per update step (5er Finden's answer at once)


@dataclasses.dataclass(kw_only=True)
class SeatView(FindenSeatView):
    revealed: int = 0  # outlines judged so far in the scoring presentation
    shown_round: int = 0
    shown_total: int = 0


class ClassicScene(FindenTable):
    first_guide = classic_guide.GUIDE
    game: ClassicGame
    views: list[SeatView]
    layout: ClassicLayout
    presenter: ClassicPresenter
    input: ClassicInput
    view: ClassicView

    def __init__(
        self, app: AppServices, setup: TableSetup, game: ClassicGame | None = None, watching: bool = False
    ):
        super().__init__(app, watching)
        self.setup = setup
        self.game = game or ClassicGame(len(setup.seats), setup.seed, race_options(app.settings, setup))
        self.assist = bool(app.settings["finden_assist"])
        self.bots = {
            i: FindenBot(s.level, bot_seed(setup.seed, i)) for i, s in enumerate(setup.seats) if s.is_bot
        }
        self.stage = ROLLING
        self.timeline = tween.Timeline()
        self.flyers: list[Flyer] = []
        self.tray = DiceTray(pygame.Rect(0, 0, 0, 0))
        self.views = [
            SeatView(seat.name, seat.colour, seat.kind == HUMAN, SymbolBoard(board, pygame.Rect(0, 0, 0, 0)))
            for seat, board in zip(setup.seats, self.game.boards, strict=True)
        ]
        self.presenter, self.view = ClassicPresenter(self), ClassicView(self)
        self.input = ClassicInput(self.view)  # events to actions, read from the model and the widgets
        self.phones = FindenPhones(self)  # a seat's board on its phone: finden/phone.py
        self.hints = desk_for(self, finden_hint.CLASSIC)  # a Hint button per human seat, H, pad Back
        self.results_at = 0.0
        self.saving = SaveThrottle(self.store)
        self.resize(app.size)

    @classmethod
    def resume(cls, app: AppServices, saved: dict) -> ClassicScene:
        """Rebuild a game from its autosave (setup + record), at the step it was saved."""
        scene = cls(app, TableSetup.from_json(saved["setup"]), ClassicGame.from_record(saved["record"]))
        scene.hints.uses = uses_of(saved["record"])
        return scene

    def autosave(self, now: bool = True) -> None:
        self.saving.save(self.time, now)

    def resize(self, size: tuple[int, int]) -> None:
        self.layout = layout = ClassicLayout.compute(size, len(self.views), self.game.options.rounds)
        for view, rects in zip(self.views, layout.seats, strict=True):
            view.board.set_rect(rects.board)
        self.tray.rect = layout.tray
        self.timer = SandTimer(layout.timer)
        self.tiles = ShapeTiles(layout.tiles, self.game.values, header=layout.points_band, screen_h=size[1])
        self.view.place(layout, self.views, (self.tray, self.timer, self.tiles))

    # -- flow --------------------------------------------------------------------------------
    def enter(self) -> None:
        self.app.pointers.set_grab(not self.watching)  # mice draw here; a replay lets them go
        self.start_guide(now=False)
        phase = self.game.phase
        if phase is Phase.ROLLING:
            self.presenter.begin_roll()
        elif phase in (Phase.SEARCH, Phase.SAND) and self.game.roll is not None:
            self.tray.start(self.game.roll)
            self.tray.skip()
            start_bots(self.game, self.bots)
            self.stage = SEARCH
        elif phase is Phase.SCORED:
            self.presenter.show_table()
        else:
            self.presenter.show_results()
        self.presenter.sync_totals()

    def uncovered(self) -> None:
        self.app.pointers.set_grab(not self.watching)

    def covered(self) -> None:
        """Paused or helped: a drag in progress ends (its draft stays pending); mice are let go."""
        self.app.pointers.set_grab(False)
        super().covered()

    def exit(self) -> None:
        """Leaving mid-game (menu, window closed): save exactly where the game stands."""
        self.app.pointers.set_grab(False)
        self.autosave()

    def update(self, dt: float) -> None:
        race_dt = self.tick(dt)
        vacated.seat_bots(self)
        self.phones.update()
        self.flyers = [f for f in self.flyers if not f.motion.done]
        for flyer in self.flyers:
            flyer.motion.update(dt)
        if self.stage == ROLLING:
            self.tray.update(dt)
            if self.tray.done:
                self.game.start_search()
                start_bots(self.game, self.bots)
                self.stage = SEARCH
        elif self.stage == SEARCH:
            if race_dt:  # the rules' steps (bots, auto-timer, sand) wait while the race is held
                self.search_step()
            self.hints.update(HINT_SLICE_S)
        elif self.stage != RESULTS:
            self.timeline.update(dt)
        elif self.autoplay_over(self.results_at):
            self.results_at = float("inf")
            self.app.finish_game()

    def next_change(self) -> float:
        return pacing.next_change(self)

    def search_step(self) -> None:
        acted = len(self.game.history)
        try:
            drive_bots(self.game, self.bots)
        except IllegalMove as err:  # a bot only acts when it may; log rather than stop the table
            log.warning("bot action refused: %s", err)
        events = self.game.advance()
        if len(self.game.history) != acted or self.saving.due:
            self.autosave(now=False)
        self.presenter.present_all(events)

    def after_table(self) -> None:
        if self.game.is_over():
            self.presenter.show_results()
            return
        self.game.new_round()
        self.autosave()
        self.presenter.begin_roll()

    def recorded(self, action: Action) -> None:
        self.autosave(now=False)  # at most every saving.AUTOSAVE_S

    def model(self) -> model.ClassicModel:
        return model.of(self)

    def skip(self) -> None:
        self.timeline.finish()

    def table_for(self, setup: TableSetup) -> ClassicScene:
        return ClassicScene(self.app, setup)

    def results_summary(self) -> Summary:
        return finden_results.classic(self.views, self.game)
