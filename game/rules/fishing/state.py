"""Fishing (Friedemann Friese) for 3-5 players, as in rules/fishing.md: the state and its queries.

The tricks you win become your boat, your draw pile for later rounds; a short boat is topped up
from the ocean, whose star groups hold ever stronger and stranger cards. The state follows the
rules contract (DESIGN.md): one ``apply`` per decision — play a card, call a colour, choose the
card a zero captures, choose the card to pass (all seats at once) — checked here and carried out by
``flow``, which returns the events, in order, telling the scene everything it must animate. The
setup is ``setup.deal``; what the table knows of hidden cards is ``knowledge``.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from typing import Any

from game.rules.base import Action, Event, GameSpec, IllegalMove, TurnState
from game.rules.cards import Card, Play, PlayCard, best_play, has_colour, lead_colour, playable, seat_to_play
from game.rules.fishing import flow
from game.rules.fishing.deck import distinct, is_buoy, load_deck, sort_cards
from game.rules.fishing.knowledge import Knowledge, Untracked
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

HIDDEN = Card(None, None, "hidden")  # a pass choice made but not visible to this view
_PLAY = functools.cache(PlayCard)  # one action object per card: the hot path of every search


class FishingState(TurnState):
    GAME = "fishing"
    VERSION = 1
    ACTION_TYPES = {"PlayCard": PlayCard, "CallColour": CallColour, "Capture": Capture, "PassCard": PassCard,
                    "Card": Card}

    # Fields compared by ``__eq__``.
    _FIELDS = (
        "players", "seed", "options", "history", "round", "phase", "hands", "boats", "ocean", "fishermen",
        "out", "score", "penalties", "leader", "trick", "pile", "winner", "resolving", "called", "caller",
        "lowest", "next_first", "next_caller", "next_lowest", "passes", "passed", "voids", "last_order",
        "knowledge", "winners_",
    )

    round: int
    phase: str
    hands: list[tuple[Card | None, ...]]  # sorted; None = a card this view may not see
    boats: list[list[Card | None]]  # top (drawn first) at index 0
    ocean: list[Card | None]  # top at index 0
    fishermen: list[list[Card]]  # cards won this round, in the order they landed
    out: tuple[Card, ...]  # removed starting cards: out of the game
    score: list[int]
    penalties: list[int]  # −3 cards landed on each fisherman, over the game
    leader: int
    trick: list[Play]  # the current trick in play order (kept while its effects resolve)
    pile: list[Card]  # cards still in the complete trick while effects resolve
    winner: int | None  # of the complete trick being resolved
    resolving: int  # index in ``trick`` of the next end-of-trick effect
    called: str | None  # the colour called for the current trick, and by whom
    caller: int | None
    lowest: bool  # *Lowest wins* applies to the current trick
    next_first: int | None  # effects armed for the next trick
    next_caller: int | None
    next_lowest: bool
    passes: list[Card | None] | None  # pass choices while passing (HIDDEN in other views)
    passed: list[Card | None]  # the card each seat passed this round, while the receiver holds it
    voids: list[frozenset[str]]  # colours each seat showed it lacks since its hand last changed
    last_order: tuple[int, ...]  # seats in play order of the previous round's last trick
    knowledge: Knowledge
    winners_: tuple[int, ...]
    _legal: tuple[int, list[Action]] | None = None  # cache of legal_actions, dropped by apply

    # -- setup ----------------------------------------------------------------------------------
    @classmethod
    def new_game(cls, players: int, seed: int, **options: Any) -> FishingState:
        """A new game; options override the random setup (``setup.SETUP_OPTIONS``)."""
        SPEC.check_seats(players)
        state = cls.__new__(cls)
        deal(state, players, seed, options)
        return state

    def clone(self) -> FishingState:
        other = FishingState.__new__(FishingState)
        other.__dict__.update(self.__dict__)
        other.history = self.history[:]
        other.hands = self.hands[:]
        other.boats = [b[:] for b in self.boats]
        other.ocean = self.ocean[:]
        other.fishermen = [f[:] for f in self.fishermen]
        other.score = self.score[:]
        other.penalties = self.penalties[:]
        other.trick = self.trick[:]
        other.pile = self.pile[:]
        other.passes = None if self.passes is None else self.passes[:]
        other.passed = self.passed[:]
        other.voids = self.voids[:]
        other.knowledge = self.knowledge.clone()
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, FishingState):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in self._FIELDS)

    __hash__ = None  # mutable

    def __repr__(self) -> str:
        return f"<FishingState {self.players}p round {self.round} {self.phase} to move {self.to_move()}>"

    # -- queries --------------------------------------------------------------------------------
    @property
    def deck(self):
        return load_deck()

    def to_move(self) -> tuple[int, ...]:
        if self.phase == PLAY:
            return (seat_to_play(self.leader, len(self.trick), self.players),)
        if self.phase == CAPTURE:
            return (self.trick[self.resolving].seat,)
        if self.phase == CALL:
            return (self.next_caller,)
        if self.phase == PASS:
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
            return [_PLAY(c) for c in distinct(playable(self.hands[seat], self.lead_colour(), is_buoy))]
        if self.phase == CAPTURE:
            return [Capture(c) for c in distinct(self.capture_candidates())]
        if self.phase == CALL:
            return [CallColour(c) for c in self.deck.suits]
        return [PassCard(c) for c in distinct(self.hands[seat])]

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
        if self.phase == CALL:
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
        if self.phase == PLAY:
            return flow.play_card(self, seat, action.card)
        if self.phase == CAPTURE:
            events = flow.capture(self, seat, self.trick[self.resolving].card, action.card)
            self.resolving += 1
            self.phase = PLAY
            return events + flow.resolve_effects(self)
        if self.phase == CALL:
            self.called, self.caller = action.colour, seat
            return [ColourCalled(seat, action.colour)] + flow.start_trick(self)
        return flow.choose_pass(self, seat, action.card)

    # -- hidden information ---------------------------------------------------------------------
    def view(self, seat: int) -> FishingState:
        """What ``seat`` may see: its own hand and the card it passed; every other hand, the order
        of boats and ocean, and others' pass choices become unknown (sizes stay). The public
        ``knowledge`` says which cards may be where. Seed, setup options and history (which would
        replay the secrets) are dropped: a view is for deciding, not for records."""
        view = self.clone()
        view._legal = None
        for other in range(self.players):
            if other != seat:
                view.hands[other] = (None,) * len(self.hands[other])
                view.passed[other] = None
                if view.passes is not None and view.passes[other] is not None:
                    view.passes[other] = HIDDEN
            view.boats[other] = [None] * len(self.boats[other])
        view.ocean = [None] * len(self.ocean)
        view.seed = None
        view.options = {}
        view.history = []
        return view

    def untracked(self) -> FishingState:
        """This state without the public knowledge of hidden cards: faster to play on, for search
        simulations that already know every card, but no longer viewable."""
        self.knowledge = Untracked(self.players)
        return self

    def determinize(self, seat: int, rng: random.Random) -> FishingState:
        """A view of ``seat`` completed at random, consistently with everything it has seen: the
        unseen cards go where the public knowledge allows, never in a colour a hand showed it
        lacks, the card it passed stays with its receiver; hidden pass choices are guessed."""
        return self.sampler(seat)(rng)

    def sampler(self, seat: int) -> Callable[[random.Random], FishingState]:
        """``determinize`` for ``seat`` as a function of the generator alone, the same draws:
        what does not depend on chance is worked out once, for a search that samples many times
        (valid while this state is not changed)."""
        view = self.view(seat)
        known = {seat: list(view.hands[seat])}
        receiver = (seat + 1) % self.players
        if view.passed[seat] is not None:
            known[receiver] = [view.passed[seat]]
        dealer = view.knowledge.dealer(known, view.voids)

        def sample(rng: random.Random) -> FishingState:
            state = view.clone()
            hands, state.boats, state.ocean = dealer.deal(rng)
            state.hands = [sort_cards(h) for h in hands]
            if state.passes is not None:
                for other, choice in enumerate(state.passes):
                    if choice == HIDDEN:
                        state.passes[other] = rng.choice(state.hands[other])
            return state

        return sample


def new_game(players: int, seed: int, **options: Any) -> FishingState:
    return FishingState.new_game(players, seed, **options)


SPEC = GameSpec(key="fishing", title="Fishing", min_seats=3, max_seats=5, new_game=new_game)
