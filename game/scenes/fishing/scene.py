"""The Fishing table: 3–5 seats, each with its fisherman and boat, the ocean, the trick, 8 rounds.

The true state lives in ``TableScene``; the table shows a ``Shown`` copy that follows it one rules
event at a time (``present`` queues each event's animation, built by ``motion``), while the
drawing hides cards still in flight, so every count on screen is the engine's as soon as the
motion ends. This class routes between the parts — ``layout`` (zones per window size), ``input``
(pointers to the four decisions, via the widgets' hits), ``present``/``motion``, ``view`` (the
widgets), ``results`` —; each frame it builds the ``FishingModel`` the widgets read
(``fishing/model.py``). Where a seat's cards are, and what shows while cards fly, the parts read
from its ``sight`` (``fishing/sight.py``).
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING, ClassVar, Protocol

import pygame

import game.scenes.fishing.guide as fishing_guide
import game.scenes.fishing.results as fishing_results
from game.ai.fishing import bot as fishing_bots
from game.i18n import _
from game.rules import fishing as fishing_rules
from game.rules.cards import Card
from game.rules.fishing import PASS, FishingState
from game.scenes.fishing import model as fishing_model
from game.scenes.fishing.input import FishingInput
from game.scenes.fishing.layout import FishingLayout
from game.scenes.fishing.motion import Motion
from game.scenes.fishing.pass_fans import PassFan, pass_fans
from game.scenes.fishing.present import FishingPresenter
from game.scenes.fishing.shown import Shown
from game.scenes.fishing.sight import Sight
from game.scenes.fishing.view import FishingView
from game.scenes.fishing.words import AFTER_TRICK, TRICK_WON, trick_lines
from game.scenes.table.last_trick import LAST_TRICK_KEY, LastTrickDesk
from game.scenes.table.scene import TableScene
from game.scenes.table.widget import AnsweringTable
from game.scenes.widgets.fishing_cards import DECK, title
from game.scenes.widgets.fishing_piles import FishingSeat
from game.scenes.widgets.hand import FannedHand
from game.scenes.widgets.trick import TrickArea

if TYPE_CHECKING:
    from game.engine.pointers import PointerEvent
    from game.engine.seats import TableSetup
    from game.rules.base import TurnState
    from game.scenes.table.results import Summary
    from game.services import AppServices

FIRST_BANNER_S = 4.0


class InRound(Protocol):
    """A game state or the table's shown copy of it: the round it is in."""

    round: int


class FishingScene(AnsweringTable[fishing_model.FishingModel, FishingView], TableScene):
    rules_module: ClassVar[ModuleType] = fishing_rules
    held_plays = (fishing_rules.PlayCard,)  # "confirm each play" holds a played card
    bots_module: ClassVar[ModuleType] = fishing_bots
    state: FishingState
    last_trick: LastTrickDesk
    trick_area: TrickArea
    hand: FannedHand
    first_guide = fishing_guide.GUIDE
    layout: FishingLayout

    @staticmethod
    def card_words(card: Card) -> str:
        """Fishing names its cards its own way ("green 12 (trump)", "Capture all buoy")."""
        return title(card)

    shortcut_keys = TableScene.shortcut_keys | {LAST_TRICK_KEY}

    def __init__(self, app: AppServices, setup: TableSetup, state: TurnState | None = None):
        super().__init__(app, setup, state)
        self.shown = Shown.of(self.state)
        self.motion = Motion(self)
        self.sight = Sight(self)  # what shows while cards fly, and where they are
        self.presenter = FishingPresenter(self)
        self.input = FishingInput(self)
        self.view = FishingView(self)
        self.last_trick = LastTrickDesk.for_table(self, TRICK_WON, AFTER_TRICK, trick_lines, DECK)
        self.resize(app.size)
        if not self.state.history:  # round 1 is dealt, not drawn: say so as later rounds do
            size, leader = self.shown.hand_size, self.name(self.state.leader)
            text = _("Round 1: {cards} cards each are dealt. {player} leads (drawn by lot)")
            text = text.format(cards=size, player=leader)
            self.motion.show_banner(text, FIRST_BANNER_S)

    def resize(self, size: tuple[int, int]) -> None:
        """A new layout for this window size, and the widgets placed by it."""
        self.size = size
        self.layout = lay = FishingLayout.of(size, self.state.players, self.home, self.state.deck.suits)
        self.s = lay.s
        self.seats = {seat: FishingSeat(rect, lay.s) for seat, rect in lay.seats.items()}
        self.status_rect = lay.status
        self.log_rect = lay.log
        ring = lay.trick_centre, lay.trick_radius, lay.trick_card
        self.trick_area = TrickArea(*ring, DECK, squash=lay.trick_squash)
        self.hand = FannedHand(lay.hand_centre, lay.hand_card, lay.hand_span, DECK, floor=size[1])
        looks = [(seat.name, self.seat_colour(i)) for i, seat in enumerate(self.setup.seats)]
        self.view.place(lay, self.seats, looks, self.state.deck.trump, (self.trick_area, self.hand))

    def name(self, seat: int) -> str:
        return self.setup.seats[seat].name

    # -- who acts ----------------------------------------------------------------------------------
    def hand_seat(self) -> int:
        """The human seat whose hand is fanned at the bottom: one peeking, the one to act, else the
        last one."""
        if (peeker := self.peeker()) is not None:
            return peeker
        movers = self.humans_to_move()
        if movers and not (self.state.phase == PASS and len(movers) > 1):
            self.last_hand_seat = movers[0]
        return self.last_hand_seat

    def playable_indices(self, seat: int) -> set[int]:
        """Indices of the cards ``seat`` may play or pass now (lifted in its hand)."""
        return fishing_model.playable(self, seat)

    def pass_fans(self) -> dict[int, PassFan]:
        """Where each human's hand sits while several pass at once (``pass_fans.py``),
        tiered for the longest hand (a card passed in replaces the one passed out)."""
        seats = self.human_seats()
        return pass_fans(self.layout, seats, max((len(self.shown.hands[seat]) for seat in seats), default=0))

    # -- the parts ------------------------------------------------------------------------------
    def present(self, events: list) -> None:
        self.presenter.present_all(events)

    def handle_pointer(self, event: PointerEvent) -> bool:
        if self.results_since is not None:
            return self.results_click(event)
        return (
            self.table_click(event)
            or self.input.handle_pointer(event)
            or self.last_trick.pile_click(event, lambda pos: self.action_at(pos)[1])
        )

    def changes_at(self) -> list[float]:
        """When the explanation of an ocean card goes away."""
        return self.motion.explanation.changes_at()

    @classmethod
    def round_of(cls, state: InRound) -> int:
        return state.round

    @classmethod
    def rounds_of(cls, state: FishingState) -> int:
        return state.deck.rounds

    def results_summary(self) -> Summary:
        return fishing_results.summary(self)

    def model(self) -> fishing_model.FishingModel:
        return fishing_model.of(self)

    def draw(self, surface: pygame.Surface) -> None:
        """The widgets from this frame's model; over them, what moves: cards in flight, a round's
        breakdown, a special card's explanation, the last trick, the guide (and under the results,
        their panel)."""
        lay = self.layout
        more = [] if self.results_since is None else self.results_screen.regions(self.input.hover_pos)
        overlays = [
            self.sprites.draw,
            lambda target: self.breakdown.draw(target, lay.breakdown, lay.s),
            lambda target: self.motion.explanation.draw(target, lay, self.clock),
            lambda target: self.last_trick.draw_at(target, self),
            lambda target: self.held.draw_at(target, self),
            lambda target: self.coach.draw(self, target),
        ]
        self.view.draw(surface, self.model(), overlays, more)
