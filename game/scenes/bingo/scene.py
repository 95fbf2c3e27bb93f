"""The Trick-Taking Bingo table: 3–5 seats around a trick, bingo cards and missed tracks.

The true state lives in ``TableScene``; the table shows a ``Shown`` copy that lags behind it and
catches up one rules event at a time (``present``: events to animations). Input waits while the
timeline runs. This class routes between the parts: ``layout`` (zones per window size), ``input``
(pointers to actions, via the widgets' hits), ``present``, ``view`` (the widgets); each frame it
builds the ``BingoModel`` the widgets read (``bingo/model.py``), and answers what the parts
share: whose hand is fanned, which cards are playable, who is choosing a free marker.
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, ClassVar

import pygame

from game.ai.bingo import bot as bingo_bots
from game.engine.pointers import PointerEvent
from game.i18n import _
from game.rules import bingo as bingo_rules
from game.rules.bingo import MAX_TRICKS, TO_CHOOSE, BingoState
from game.scenes.bingo import guide as bingo_guide
from game.scenes.bingo import model as bingo_model
from game.scenes.bingo import results as bingo_results
from game.scenes.bingo.input import BingoInput
from game.scenes.bingo.layout import BingoLayout
from game.scenes.bingo.present import BingoPresenter
from game.scenes.bingo.shown import Shown
from game.scenes.bingo.view import BingoView
from game.scenes.bingo.words import AFTER_TRICK, TRICK_WON, trick_lines
from game.scenes.table.last_trick import LAST_TRICK_KEY, LastTrickDesk
from game.scenes.table.scene import TableScene
from game.scenes.table.widget import AnsweringTable
from game.scenes.widgets.bingo_card import BingoCardWidget, MissedTrack
from game.scenes.widgets.cards import suit
from game.scenes.widgets.hand import FannedHand
from game.scenes.widgets.seat_panel import SeatPanel
from game.scenes.widgets.trick import TrickArea

if TYPE_CHECKING:
    from game.engine.seats import TableSetup
    from game.rules.base import TurnState
    from game.scenes.table.results import Summary
    from game.services import AppServices


class BingoScene(AnsweringTable[bingo_model.BingoModel, BingoView], TableScene):
    rules_module: ClassVar[ModuleType] = bingo_rules
    held_plays = (bingo_rules.PlayCard,)  # "confirm each play" holds a played card
    bots_module: ClassVar[ModuleType] = bingo_bots
    state: BingoState
    last_trick: LastTrickDesk
    layout: BingoLayout
    first_guide = bingo_guide.GUIDE
    shortcut_keys = TableScene.shortcut_keys | {LAST_TRICK_KEY}

    def __init__(self, app: AppServices, setup: TableSetup, state: TurnState | None = None):
        super().__init__(app, setup, state)
        self.shown = Shown.of(self.state)
        self.presenter = BingoPresenter(self)
        self.input = BingoInput(self)
        self.view = BingoView(self)
        self.last_trick = LastTrickDesk.for_table(self, TRICK_WON, AFTER_TRICK, trick_lines)
        self.resize(app.size)

    def resize(self, size: tuple[int, int]) -> None:
        """A new layout for this window size, and the widgets placed by it."""
        self.size = size
        self.layout = lay = BingoLayout.of(size, self.state.players, self.home)
        self.s = lay.s
        self.panels = {seat: SeatPanel(spots.panel, lay.s) for seat, spots in lay.seats.items()}
        self.cards = {seat: BingoCardWidget(spots.card) for seat, spots in lay.seats.items()}
        self.tracks = {
            seat: MissedTrack(spots.track_left, spots.track_spacing, spots.track_radius)
            for seat, spots in lay.seats.items()
        }
        self.status_rect = lay.status.rect
        self.log_rect = lay.log
        ring = lay.trick_centre, lay.trick_radius, lay.trick_card
        self.trick_area = TrickArea(*ring, squash=lay.trick_squash)
        self.hand = FannedHand(lay.hand_centre, lay.hand_card, lay.hand_span, floor=size[1])
        looks = [
            (seat.name, self.seat_colour(i), suit(bingo_rules.SEAT_COLOURS[i]).icon)
            for i, seat in enumerate(self.setup.seats)
        ]
        self.view.place(lay, looks, (self.panels, self.cards, self.tracks, self.trick_area, self.hand))

    # -- who acts, what is shown ------------------------------------------------------------------
    def hand_seat(self) -> int:
        """The human seat whose hand is fanned at the bottom: one peeking, the one to play, else the
        last one."""
        if (peeker := self.peeker()) is not None:
            return peeker
        for seat in self.humans_to_move():
            if self.state.choices[seat] != TO_CHOOSE:
                self.last_hand_seat = seat
                return seat
        return self.last_hand_seat

    def turn_uses_hand(self, seat: int) -> bool:
        """A free marker is placed on the open bingo card: no curtain for it."""
        return self.state.choices[seat] != TO_CHOOSE

    def playable_indices(self, seat: int) -> set[int]:
        if seat not in self.humans_to_move() or self.presenting() or self.state.choices[seat] == TO_CHOOSE:
            return set()
        allowed = set(self.state.playable_cards(seat))
        return {i for i, card in enumerate(self.shown.hands[seat]) if card in allowed}

    def human_choosers(self) -> list[int]:
        if self.presenting():
            return []
        return [s for s in self.humans_to_move() if self.state.choices[s] == TO_CHOOSE]

    def trick_slot(self, seat: int, order: int) -> tuple[tuple[float, float], float]:
        """Where ``seat``'s card, the ``order``-th of the trick, lies (and its tilt)."""
        n = self.state.players
        return self.trick_area.slot((seat - self.home) % n, n, order)

    # -- the parts ------------------------------------------------------------------------------
    def present(self, events: list) -> None:
        self.presenter.present_all(events)

    def handle_pointer(self, event: PointerEvent) -> bool:
        return (
            self.table_click(event)
            or self.input.handle_pointer(event)
            or self.last_trick.pile_click(event, lambda pos: self.action_at(pos)[1])
        )

    def model(self) -> bingo_model.BingoModel:
        return bingo_model.of(self)

    def draw(self, surface: pygame.Surface) -> None:
        """The widgets from this frame's model; over them, what moves: cards in flight, the last
        trick, the guide (and under the results, their panel)."""
        more = [] if self.results_since is None else self.results_screen.regions(self.input.hover_pos)
        overlays = [
            self.sprites.draw,
            lambda target: self.last_trick.draw_at(target, self),
            lambda target: self.held.draw_at(target, self),
            lambda target: self.coach.draw(self, target),
        ]
        self.view.draw(surface, self.model(), overlays, more)

    @classmethod
    def round_of(cls, state: object) -> int:
        """The trick ``state`` (a ``BingoState`` or the table's ``Shown``) is at, from 1."""
        if not isinstance(state, BingoState | Shown):
            raise TypeError(f"a Bingo table counts the tricks of a Bingo game, not {state!r}")
        return min(state.tricks + 1, MAX_TRICKS)

    @classmethod
    def rounds_of(cls, state: object) -> int:
        return MAX_TRICKS

    @staticmethod
    def round_words(number: int, count: int) -> str:
        return _("Trick {n} of {rounds}").format(n=number, rounds=count)

    def results_summary(self) -> Summary:
        return bingo_results.summary(self)
