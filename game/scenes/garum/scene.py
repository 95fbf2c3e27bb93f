"""The Garum table: the tank board on the left, the words lane under it, seats, coin, hand and
controls on the right.

The true state lives in ``TableScene``; the board shows a ``Shown`` copy that the presenter brings
up to date one rule event at a time, and input waits meanwhile. This class routes between the
parts: ``layout`` (zones per window size), ``input`` (pointers to actions, via the widgets' hits;
the seats' choices), ``present`` (events to animations), ``view`` (the widgets); each frame it
builds the ``GarumModel`` the widgets read (``garum/model.py``), and answers what the parts share:
whose hand is shown, what that seat may do now.
"""

from __future__ import annotations

from types import ModuleType
from typing import ClassVar

import pygame

import game.scenes.garum.guide as garum_guide
import game.scenes.garum.model as garum_model
import game.scenes.garum.results as garum_results
import game.scenes.garum.seat_colours as seat_colours
from game.ai.garum import bot as garum_bots
from game.engine.pointers import PointerEvent
from game.engine.seats import TableSetup
from game.rules import garum as garum_rules
from game.rules.base import IllegalMove
from game.rules.garum import GarumState, PlaceTile, PlaceWorker
from game.scenes.garum.input import ROTATE_KEY, GarumInput
from game.scenes.garum.layout import GarumLayout
from game.scenes.garum.present import GarumPresenter
from game.scenes.garum.shown import Shown
from game.scenes.garum.view import GarumView
from game.scenes.table.results import Summary
from game.scenes.table.scene import TableScene
from game.scenes.table.undo import UNDO_KEY
from game.scenes.table.widget import AnsweringTable
from game.services import AppServices


class GarumScene(AnsweringTable[garum_model.GarumModel, GarumView], TableScene):
    rules_module: ClassVar[ModuleType] = garum_rules
    bots_module: ClassVar[ModuleType] = garum_bots
    first_guide = garum_guide.GUIDE
    shortcut_keys = TableScene.shortcut_keys | {ROTATE_KEY, UNDO_KEY}
    state: GarumState
    layout: GarumLayout

    def __init__(self, app: AppServices, setup: TableSetup, state: GarumState | None = None):
        super().__init__(app, seat_colours.with_colour_order(setup) if state is None else setup, state)
        self.shown = Shown.of(self.state)
        self.presenter = GarumPresenter(self)
        self.input = GarumInput(self)
        self.choices = self.input.choices
        self.view = GarumView(self)
        self.resize(app.size)
        if self.shown.tank is not None and not self.state.history:
            self.presenter.coin_since = 0.0  # the first coin flips as the game opens

    def resize(self, size: tuple[int, int]) -> None:
        hand_shown = bool(self.human_seats()) or self.state.dummy is not None
        buttons = bool(self.human_seats())
        neutral = self.state.dummy is not None
        self.layout = GarumLayout.of(size, self.state.board, self.state.players, hand_shown, buttons, neutral)
        self.size, self.s = size, self.layout.s
        self.log_rect = self.layout.lane  # the lane shows the log's latest line while it has no words
        self.view.place(self.layout, self.state.players, buttons)

    def rule_colour(self, seat: int) -> int:
        return self.state.order[seat]  # with two players: the colour it plays first

    def colour_word(self, seat: int) -> str:
        return seat_colours.colour_words(self.state.colours_of(seat))

    # -- who acts --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        movers = self.humans_to_move()
        if movers:
            self.last_hand_seat = movers[0]

    def hand_seat(self) -> int:
        """The human seat whose tiles are shown: one peeking, the one to move, else the last one."""
        movers = self.humans_to_move()
        peeker = self.peeker()
        return peeker if peeker is not None else movers[0] if movers else self.last_hand_seat

    def hand_colour(self, seat: int) -> int:
        """The colour whose hand a seat shows: the one to move if it is that seat's, else its first."""
        colour = self.state.colour_to_move()
        if colour is not None and self.state.owner[colour] == seat:
            return colour
        return self.state.colours_of(seat)[0]

    def my_turn(self, seat: int, phase: str) -> bool:
        return not self.presenting() and seat in self.humans_to_move() and self.state.phase == phase

    def selected_tile(self, seat: int) -> int | None:
        hand = self.state.hands[self.hand_colour(seat)]
        if not hand:
            return None
        return hand[min(self.choices.selected.get(seat, 0), len(hand) - 1)]

    def legal_slots(self, seat: int) -> set[int]:
        if not self.my_turn(seat, "tile"):
            return set()
        return {a.slot for a in self.state.legal_actions(seat) if isinstance(a, PlaceTile)}

    def legal_lines(self, seat: int) -> set[int]:
        if not self.my_turn(seat, "worker"):
            return set()
        return {a.line for a in self.state.legal_actions(seat) if isinstance(a, PlaceWorker)}

    def viewer_colours(self) -> tuple[int, ...]:
        """The colours whose worker scores the line tooltip shows: the mover's, else the first human's."""
        movers = self.humans_to_move()
        if movers:
            colour = self.state.colour_to_move()
            return (colour,) if colour is not None else self.state.colours_of(movers[0])
        humans = self.human_seats()
        return self.state.colours_of(humans[0]) if humans else ()

    # -- the parts -------------------------------------------------------------------------------
    def present(self, events: list) -> None:
        self.presenter.present_all(events)

    def handle(self, event: pygame.event.Event) -> bool:
        return self.input.key(event) or super().handle(event)

    def handle_pointer(self, event: PointerEvent) -> bool:
        return self.table_click(event) or self.input.handle_pointer(event)

    def refused(
        self,
        seat: int,
        action: object,
        reason: IllegalMove | str | None,
        at: tuple[float, float] | None = None,
        private: bool = True,
    ) -> None:
        super().refused(seat, action, reason, at, private)
        self.app.audio.play("buzzer")

    def model(self) -> garum_model.GarumModel:
        return garum_model.of(self)

    def draw(self, surface: pygame.Surface) -> None:
        """The widgets from this frame's model; over them, what moves: tiles, workers and points in
        flight, the guide. The results are part of the picture, unless something still flies under
        them: then they are drawn last, over the whole screen."""
        results = self.results_since is not None
        results_last = results and bool(self.sprites)
        more = self.results_screen.regions(self.input.hover_pos) if results and not results_last else []
        overlays = [self.presenter.draw_flights, lambda target: self.coach.draw(self, target)]
        if results_last:
            overlays.append(self._results_over)
        self.view.draw(surface, self.model(), overlays, more)

    def _results_over(self, surface: pygame.Surface) -> None:
        """The results over everything (returns None: drawn anywhere)."""
        self.results_screen.draw(surface, self.input.hover_pos)

    @classmethod
    def round_of(cls, state: GarumState | Shown) -> int:
        return state.round + 1

    @classmethod
    def rounds_of(cls, state: GarumState) -> int:
        return state.rounds

    def results_summary(self) -> Summary:
        return garum_results.summary(self)
