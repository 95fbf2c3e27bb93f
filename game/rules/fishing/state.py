"""Fishing (Friedemann Friese) for 3-5 players, as in rules/fishing.md: the state and its queries.

The tricks you win become your boat, your draw pile for later rounds; a short boat is topped up
from the ocean, whose star groups hold ever stronger and stranger cards. The state follows the
rules contract (DESIGN.md): one ``apply`` per decision — play a card, call a colour, choose the
card a zero captures, choose the card to pass (all seats at once) — checked here and carried out by
``flow``, which returns the events, in order, telling the scene everything it must animate. The
setup is ``setup.deal``; the fields are ``fields``, what a seat may see ``hidden``, and what the
table knows of hidden cards ``knowledge``.
"""

from __future__ import annotations

import functools

from game.rules.base import Action, Event, GameSpec, IllegalMove
from game.rules.cards import (
    Card,
    Play,
    PlayCard,
    best_play,
    has_colour,
    lead_colour,
    playable,
    seat_to_play,
    seen,
)
from game.rules.fishing.deck import Deck, distinct, is_buoy, load_deck
from game.rules.fishing.flow import capture, choose_pass, play_card, resolve_effects, start_trick
from game.rules.fishing.hidden import Hidden
from game.rules.fishing.moves import (
    CALL,
    CAPTURE,
    OVER,
    PASS,
    PLAY,
    CallColour,
    Capture,
    ColourCalled,
    PassCard,
    TrickWon,
)
from game.rules.fishing.setup import deal

_PLAY = functools.cache(PlayCard)  # one action object per card: the hot path of every search


class FishingState(Hidden):
    """A Fishing game: fields (``fields``), queries and checks here, moves in ``flow``, views in
    ``hidden``."""

    GAME = "fishing"
    VERSION = 1
    ACTION_TYPES = {"PlayCard": PlayCard, "CallColour": CallColour, "Capture": Capture, "PassCard": PassCard,
                    "Card": Card}

    # -- setup ----------------------------------------------------------------------------------
    @classmethod
    def new_game(cls, players: int, seed: int, **options: object) -> FishingState:
        """A new game; options override the random setup (``setup.SETUP_OPTIONS``)."""
        SPEC.check_seats(players)
        state = cls.__new__(cls)
        deal(state, players, seed, options)
        return state

    def __repr__(self) -> str:
        return f"<FishingState {self.players}p round {self.round} {self.phase} to move {self.to_move()}>"

    # -- queries --------------------------------------------------------------------------------
    @property
    def deck(self) -> Deck:
        return load_deck()

    def to_move(self) -> tuple[int, ...]:
        if self.phase == PLAY:
            return (seat_to_play(self.leader, len(self.trick), self.players),)
        if self.phase == CAPTURE:
            return (self.trick[self.resolving].seat,)
        if self.phase == CALL and self.next_caller is not None:
            return (self.next_caller,)
        if self.phase == PASS and self.passes is not None:
            return tuple(s for s, choice in enumerate(self.passes) if choice is None)
        return ()

    def is_over(self) -> bool:
        return self.phase == OVER

    def lead_colour(self) -> str | None:
        """The colour to follow in the current trick (called, or set by its first non-buoy card)."""
        return lead_colour(self.trick, self.called)

    def hand_size(self, round_: int) -> int:
        return self.deck.tables[self.players].hand_sizes[round_ - 1]

    def trick_winner(self, trick: list[Play]) -> TrickWon:
        """Who takes ``trick`` under this trick's call and *Lowest wins* — also asked by bots of a
        trick still incomplete, as "who would win if it ended now"."""
        index = best_play(trick, lead_colour(trick, self.called), self.deck.trump, self.lowest, has_colour)
        if index is not None:
            return TrickWon(trick[index].seat, trick[index].card, "lowest" if self.lowest else "highest")
        if self.caller is not None:  # nobody played the called colour or green (reading 5)
            return TrickWon(self.caller, None, "caller")
        return TrickWon(trick[0].seat, None, "first buoy")  # a trick of only buoys

    def capture_candidates(self) -> list[Card]:
        """Cards the acting zero may take: every other card still in the trick."""
        return self.others_in_pile(self.trick[self.resolving].card)

    def others_in_pile(self, card: Card) -> list[Card]:
        pile = self.pile[:]
        if card in pile:
            pile.remove(card)
        return pile

    def legal_actions(self, seat: int) -> list[Action]:
        cached = self._legal
        if cached is None or cached[0] != seat:
            cached = self._legal = (seat, self._legal_actions(seat))
        return cached[1][:]

    def _legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_move():
            return []
        if self.phase == PLAY:
            return [_PLAY(c) for c in distinct(playable(seen(self.hands[seat]), self.lead_colour(), is_buoy))]
        if self.phase == CAPTURE:
            return [Capture(c) for c in distinct(self.capture_candidates())]
        if self.phase == CALL:
            return [CallColour(c) for c in self.deck.suits]
        return [PassCard(c) for c in distinct(seen(self.hands[seat]))]

    def scores(self) -> tuple[int, ...]:
        return tuple(self.score)

    def winners(self) -> tuple[int, ...]:
        return self.winners_

    def why_illegal(self, seat: int, action: Action) -> IllegalMove | None:
        """The rule ``action`` breaks for ``seat`` now (seats as fields); None if it is legal."""
        if self.phase == OVER:
            return IllegalMove("The game is over: nobody may act.")
        problem = self.not_your_turn(seat)
        if problem is not None:
            return problem
        legal = self.legal_actions(seat)
        if any(a is action for a in legal) or action in legal:
            return None
        expected = {PLAY: PlayCard, CAPTURE: Capture, CALL: CallColour, PASS: PassCard}[self.phase]
        if not isinstance(action, expected):
            return self._must_now(seat)
        if not isinstance(action, PlayCard | Capture | PassCard):  # a colour called
            return IllegalMove(
                "The called colour must be one of {colours}.", {"colours": tuple(self.deck.suits)}
            )
        if self.phase == CAPTURE:
            return IllegalMove(
                "A zero captures a card still in the trick, and {card} is not there.", {"card": action.card}
            )
        if action.card not in self.hands[seat]:
            return IllegalMove("{seat} does not hold {card}.", {"card": action.card}, seat=seat)
        return IllegalMove(
            "{seat} holds {colour} and must follow it (or play a buoy), so {card} may not be played.",
            {"colour": self.lead_colour(), "card": action.card},
            seat=seat,
        )

    def _must_now(self, seat: int) -> IllegalMove:
        """What the phase waits for, as one sentence per phase (each its own catalog template)."""
        if self.phase == CAPTURE:
            return IllegalMove("{seat} must choose the card their zero captures now.", seat=seat)
        if self.phase == CALL:
            return IllegalMove("{seat} must call a colour for the next trick now.", seat=seat)
        if self.phase == PASS:
            return IllegalMove("{seat} must choose a card to pass left now.", seat=seat)
        return IllegalMove("{seat} must play a card now.", seat=seat)

    # -- actions --------------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        problem = self.why_illegal(seat, action)
        if problem is not None:
            raise problem
        self._record(seat, action)
        return self.carry_out(seat, action)

    def carry_out(self, seat: int, action: Action) -> list[Event]:
        """``apply`` without its check and its history: for a legal ``action`` only (search
        simulations, which take their actions from ``legal_actions``)."""
        self._legal = None
        if isinstance(action, PlayCard):
            return play_card(self, seat, action.card)
        if isinstance(action, Capture):
            events = capture(self, seat, self.trick[self.resolving].card, action.card)
            self.resolving += 1
            self.phase = PLAY
            return events + resolve_effects(self)
        if isinstance(action, CallColour):
            self.called, self.caller = action.colour, seat
            return [ColourCalled(seat, action.colour), *start_trick(self)]
        if isinstance(action, PassCard):
            return choose_pass(self, seat, action.card)
        raise ValueError(f"{action} is not a Fishing action (carry_out takes legal actions only)")


def new_game(players: int, seed: int, **options: object) -> FishingState:
    return FishingState.new_game(players, seed, **options)


SPEC = GameSpec(key="fishing", title="Fishing", min_seats=3, max_seats=5, new_game=new_game)
